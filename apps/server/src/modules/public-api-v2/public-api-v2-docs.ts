import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { IDEMPOTENCY_MESSAGES } from '@smm/contract/idempotency-messages';
import { MESSAGES } from '@smm/contract/messages';
import { ORDER_MESSAGES } from '@smm/contract/order-messages';
import { ORDER_REQUEST_MESSAGES as R } from '@smm/contract/order-requests-messages';
import { PUBLIC_API_MESSAGES } from '@smm/contract/public-api-messages';
import { apiV2AnswerSchema, apiV2ErrorSchema, apiV2RequestSchema } from '@smm/contract/public-api-v2';
import { PUBLIC_API_V2_MESSAGES as V2 } from '@smm/contract/public-api-v2-messages';
import { SERVICE_TYPE_MESSAGES as T } from '@smm/contract/service-type-messages';
import { DOC_EXAMPLE, withExamples, type DocExamples } from '../../http/route-docs.ts';
import { orderHeadersSchema } from '../public-api/public-api-docs.ts';

export const V2_TAG = 'API v2';

const M = MESSAGES.order;
const { apiKey: key, serviceId: service, link, orderId, otherOrderId } = DOC_EXAMPLE;
const quantity = 100;
const postLink = 'https://www.instagram.com/p/example/';
const refillId = 17;

/** Each request variant's example, named like the answer it gets. */
const REQUESTS: DocExamples = {
  services: { summary: 'services: 서비스 목록', value: { key, action: 'services' } },
  add: { summary: 'add: 주문', value: { key, action: 'add', service, link, quantity } },
  addIdempotent: {
    summary: 'add: idempotency_key와 함께 (다시 보내도 한 번만 주문)',
    value: { key, action: 'add', service, link, quantity, idempotency_key: 'reseller-order-1028' },
  },
  addDripFeed: {
    summary: 'add: 자동주문 (5회, 60분 간격)',
    value: { key, action: 'add', service, link, quantity, runs: 5, interval: 60 },
  },
  customComments: {
    summary: 'add: Custom Comments (댓글 한 줄에 하나, 줄 수가 수량)',
    value: {
      key,
      action: 'add',
      service: DOC_EXAMPLE.customCommentsServiceId,
      link: postLink,
      comments: '멋져요!\n사진 너무 좋아요\n최고예요',
    },
  },
  poll: {
    summary: 'add: Poll (투표 항목 번호)',
    value: {
      key,
      action: 'add',
      service: DOC_EXAMPLE.pollServiceId,
      link: postLink,
      quantity,
      answer_number: '2',
    },
  },
  subscriptions: {
    summary: 'add: Subscriptions (가격은 max x posts, expiry는 d/m/Y)',
    value: {
      key,
      action: 'add',
      service: DOC_EXAMPLE.subscriptionsServiceId,
      link,
      username: 'example',
      min: '100',
      max: '150',
      posts: '10',
      delay: '30',
      expiry: '31/12/2030',
    },
  },
  status: { summary: 'status: 주문 하나', value: { key, action: 'status', order: String(orderId) } },
  statusMulti: {
    summary: 'status: 여러 주문',
    value: { key, action: 'status', orders: `${orderId},${otherOrderId},99999999` },
  },
  balance: { summary: 'balance: 보유 포인트', value: { key, action: 'balance' } },
  cancel: { summary: 'cancel: 주문 하나', value: { key, action: 'cancel', order: String(orderId) } },
  cancelMulti: {
    summary: 'cancel: 여러 주문',
    value: { key, action: 'cancel', orders: `${orderId},${otherOrderId}` },
  },
  refill: { summary: 'refill: 주문 하나', value: { key, action: 'refill', order: String(orderId) } },
  refillMulti: {
    summary: 'refill: 여러 주문',
    value: { key, action: 'refill', orders: `${orderId},${otherOrderId}` },
  },
  refillStatus: {
    summary: 'refill_status: 리필 요청 하나',
    value: { key, action: 'refill_status', refill: String(refillId) },
  },
  refillStatusMulti: {
    summary: 'refill_status: 여러 리필 요청',
    value: { key, action: 'refill_status', refills: `${refillId},99999999` },
  },
};

const statusAnswer = (status: string, remains: number) => ({
  charge: '50',
  start_count: '0',
  status,
  remains: String(remains),
  currency: 'KRW',
});

const ANSWERS: DocExamples = {
  services: {
    summary: 'services: 서비스 목록',
    value: [
      {
        service,
        name: '인스타그램 한국인 팔로워',
        type: 'Default',
        category: '인스타그램 팔로워',
        rate: '500',
        min: '10',
        max: '30000',
        dripfeed: true,
        refill: true,
        cancel: true,
      },
      {
        service: DOC_EXAMPLE.customCommentsServiceId,
        name: '인스타그램 맞춤 댓글',
        type: 'Custom Comments',
        category: '인스타그램 댓글',
        rate: '50000',
        min: '5',
        max: '1000',
        dripfeed: false,
        refill: false,
        cancel: false,
      },
    ],
  },
  add: { summary: 'add: 주문 번호', value: { order: 1026 } },
  addDripFeed: { summary: 'add: 자동주문의 첫 주문 번호', value: { order: 1027 } },
  customComments: { summary: 'add: Custom Comments 주문 번호', value: { order: 1029 } },
  poll: { summary: 'add: Poll 주문 번호', value: { order: 1030 } },
  subscriptions: { summary: 'add: Subscriptions 주문 번호', value: { order: 1031 } },
  addIdempotent: { summary: 'add: 주문 번호 (같은 키로 다시 보내도 같은 번호)', value: { order: 1028 } },
  status: { summary: 'status: 진행 중', value: statusAnswer('In progress', 40) },
  statusMulti: {
    summary: 'status: 여러 주문 (없는 번호는 error)',
    value: {
      [orderId]: statusAnswer('In progress', 40),
      [otherOrderId]: statusAnswer('Pending', 100),
      '99999999': { error: V2.incorrectOrderId },
    },
  },
  balance: { summary: 'balance: 보유 포인트', value: { balance: '12345.5', currency: 'KRW' } },
  cancel: { summary: 'cancel: 공급처가 취소 요청을 받음', value: { cancel: 1 } },
  cancelMulti: {
    summary: 'cancel: 여러 주문 (거절된 주문은 error)',
    value: [
      { order: orderId, cancel: 1 },
      { order: otherOrderId, cancel: { error: R.cancelFinished } },
    ],
  },
  refill: { summary: 'refill: 리필 요청 번호', value: { refill: refillId } },
  refillMulti: {
    summary: 'refill: 여러 주문 (거절된 주문은 error)',
    value: [
      { order: orderId, refill: refillId },
      { order: otherOrderId, refill: { error: R.refillNotCompleted } },
    ],
  },
  refillStatus: { summary: 'refill_status: 진행 중', value: { status: 'In progress' } },
  refillStatusMulti: {
    summary: 'refill_status: 여러 리필 요청 (없는 번호는 error)',
    value: [
      { refill: refillId, status: 'Completed' },
      { refill: 99999999, status: { error: V2.incorrectRefillId } },
    ],
  },
};

/** Refusals, all HTTP 200 `{"error"}`: `[message, summary]` by name. */
const REFUSALS: Record<string, readonly [string, string]> = {
  keyMissing: [V2.keyMissing, 'key가 없을 때'],
  keyInvalid: [PUBLIC_API_MESSAGES.keyInvalid, '키가 틀리거나 재발급으로 바뀌었을 때'],
  blocked: [AUTH_MESSAGES.blocked, '이용이 정지된 계정의 키일 때'],
  actionUnknown: [V2.actionUnknown, '지원하지 않는 action일 때'],
  notAnObject: [MESSAGES.server.badRequest, 'JSON 본문이 객체가 아닐 때'],
  serviceMissing: [M.serviceRequired, 'add: service가 없거나 없는 번호일 때'],
  linkMissing: [M.linkRequired, 'add: link가 없을 때'],
  linkInvalid: [MESSAGES.server.linkInvalid, 'add: 링크로 읽을 수 없을 때'],
  belowMin: [M.belowMin, 'add: 최소 수량보다 적을 때'],
  aboveMax: [M.aboveMax, 'add: 최대 수량보다 많을 때'],
  runsTooFew: [M.runsAboveOne, 'add: runs가 2보다 작을 때'],
  intervalTooShort: [M.intervalMin, 'add: interval이 60분보다 짧을 때'],
  fieldMissing: [T.required('댓글'), 'add: 서비스 유형의 항목이 빠졌을 때 (예: Custom Comments의 comments)'],
  fieldNotTaken: [T.notTaken('댓글'), 'add: 서비스 유형이 받지 않는 항목을 보냈을 때 (예: Poll에 comments)'],
  autoOrderNotTaken: [
    ORDER_MESSAGES.autoNotEnabled,
    'add: 자동주문을 받지 않는 유형에 runs, interval을 보냈을 때',
  ],
  notEnoughPoints: [M.insufficientPoints, 'add: 포인트가 모자랄 때'],
  serviceReadOnly: [ORDER_MESSAGES.readOnly, 'add: 지금 주문할 수 없는 서비스일 때'],
  serviceCheck: [ORDER_MESSAGES.serviceCheck, 'add: 서비스 점검 중일 때'],
  idempotencyKeyInvalid: [IDEMPOTENCY_MESSAGES.keyInvalid, 'add: Idempotency-Key가 비었거나 100자를 넘을 때'],
  orderNotFound: [ORDER_MESSAGES.orderNotFound, 'status: 없거나 다른 회원의 주문일 때'],
  tooManyOrders: [V2.tooManyOrders, 'status: 주문 번호가 100개를 넘을 때'],
  refillNotOffered: [R.refillNotOffered, 'refill: 리필을 지원하지 않는 서비스의 주문일 때'],
  refillNotFound: [R.refillNotFound, 'refill_status: 없거나 다른 회원의 리필 요청일 때'],
};

const refusals = (entries: Record<string, readonly [string, string]>): DocExamples =>
  Object.fromEntries(
    Object.entries(entries).map(([name, [error, summary]]) => [name, { summary, value: { error } }]),
  );

/**
 * POST /api/v2. Its body is read by the service field by field (so the order of refusals is the
 * panels' one), hence `documentedBody` rather than `body`; the answers are serialized with the
 * contract's schemas, so an answer outside them fails instead of drifting from the document.
 */
export const V2_ROUTE_SCHEMA = {
  summary: 'API v2 (SMM 패널 표준)',
  description: [
    '다른 SMM 패널과 같은 방식의 API입니다. 하나의 주소에 key와 action을 보내고, action마다 필요한 항목을 함께 보냅니다.',
    '본문은 form(application/x-www-form-urlencoded, 패널 표준) 또는 JSON 객체로 보냅니다. 모든 값은 문자열로 읽습니다.',
    'API 키는 본문의 key 항목으로 보내는 것이 표준이며, 쿼리 문자열 ?key=로도 받습니다(본문이 우선).',
    'services의 type은 서비스 유형(API v2 표준 15가지)입니다. Default가 아닌 서비스의 add에는 그 유형의 항목을 표준 이름으로 함께 보냅니다: comments, usernames, hashtags, groups, keywords(한 줄에 하나), hashtag, username, media, answer_number, Subscriptions의 username, min, max, posts, old_posts, delay, expiry(d/m/Y 또는 YYYY-MM-DD). 줄 수가 수량인 유형(Custom Comments, Mentions Custom List, Comment Replies)과 패키지는 quantity를 보내지 않습니다. 유형이 받지 않는 항목은 거절하고, 빠진 항목은 그 이름을 알려 줍니다. 빈 값은 보내지 않은 것으로 읽습니다. Subscriptions 주문의 status는 Active, Expired, Canceled, Completed 중 하나와 지금까지 작업된 게시물 수(posts)를 답합니다.',
    'add는 Idempotency-Key 헤더(또는 idempotency_key 항목)를 받습니다. 24시간 안에 같은 키로 같은 주문을 다시 보내면 첫 응답을 그대로 돌려주고 포인트는 한 번만 차감합니다. 같은 키의 요청이 동시에 오면 나중 요청은 먼저 요청이 끝나기를 기다려 그 응답을 받습니다.',
    'refill과 cancel은 리필·취소 가능한 서비스(services의 refill, cancel)의 주문을 공급처에 요청합니다. refill은 완료된 주문을 리필 기간 안에, cancel은 끝나지 않은 주문을 받습니다. 앞선 요청이 처리 중이면 거절하고, 공급처가 거절하면 그 사유를 한국어로 돌려줍니다. 취소가 확인되면 주문은 Canceled 또는 Partial로 끝나고 쓰이지 않은 포인트를 한 번 돌려줍니다. refill이 돌려준 번호로 refill_status를 조회합니다.',
    '거절도 HTTP 200으로 {"error": "사유"}를 돌려줍니다. 예외: 같은 Idempotency-Key로 다른 주문을 보내면 409, 본문이 256KB를 넘으면 413, 서버 오류는 500입니다.',
  ].join('\n\n'),
  operationId: 'v2',
  tags: [V2_TAG],
  security: [{ apiV2Key: [] }],
  consumes: ['application/x-www-form-urlencoded', 'application/json'],
  headers: orderHeadersSchema,
  documentedBody: withExamples(apiV2RequestSchema, REQUESTS),
  response: {
    200: withExamples(apiV2AnswerSchema, { ...ANSWERS, ...refusals(REFUSALS) }),
    409: withExamples(
      apiV2ErrorSchema,
      refusals({
        idempotencyKeyReused: [
          IDEMPOTENCY_MESSAGES.keyReused,
          'add: 24시간 안에 같은 Idempotency-Key로 다른 주문을 보냈을 때 (아무것도 차감하지 않음)',
        ],
      }),
    ),
    413: withExamples(
      apiV2ErrorSchema,
      refusals({ bodyTooLarge: [MESSAGES.server.badRequest, '본문이 256KB를 넘을 때'] }),
    ),
    500: withExamples(apiV2ErrorSchema, refusals({ internal: [MESSAGES.server.internal, '서버 오류'] })),
  },
};
