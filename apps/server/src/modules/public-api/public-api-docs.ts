import { z } from 'zod';
import { publicOrderResponseSchema, publicStatusResponseSchema } from '@smm/contract/api';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { idempotencyKeySchema } from '@smm/contract/idempotency';
import { IDEMPOTENCY_MESSAGES } from '@smm/contract/idempotency-messages';
import { MESSAGES } from '@smm/contract/messages';
import { decimalId } from '@smm/contract/strict-input';
import { ORDER_MESSAGES } from '@smm/contract/order-messages';
import {
  MASS_ORDER_MAX_LINES,
  massOrderLineError,
  publicOrderAnyBodySchema,
  publicOrderListResponseSchema,
} from '@smm/contract/mass-order';
import { MASS_ORDER_MESSAGES } from '@smm/contract/mass-order-messages';
import { publicTypedServiceSchema } from '@smm/contract/public-api';
import { PUBLIC_API_MESSAGES } from '@smm/contract/public-api-messages';
import { SERVICE_TYPE_MESSAGES as T } from '@smm/contract/service-type-messages';
import { DOC_EXAMPLE, envelopeExamples, withExamples, type EnvelopeExample } from '../../http/route-docs.ts';

/** The tag and security requirement of every v1 route (the scheme is declared by modules/openapi). */
export const V1_TAG = 'API v1';
const security = [{ apiKeyHeader: [] }];

const M = MESSAGES.order;
const KEY: Record<string, EnvelopeExample> = {
  keyMissing: ['UNAUTHORIZED', PUBLIC_API_MESSAGES.keyMissing, 'api-key 헤더가 없을 때'],
  keyInvalid: ['UNAUTHORIZED', PUBLIC_API_MESSAGES.keyInvalid, '키가 틀리거나 재발급으로 바뀌었을 때'],
};
const BLOCKED: Record<string, EnvelopeExample> = {
  blocked: ['FORBIDDEN', AUTH_MESSAGES.blocked, '이용이 정지된 계정의 키일 때'],
};
const INTERNAL: Record<string, EnvelopeExample> = {
  internal: ['INTERNAL', MESSAGES.server.internal, '서버 오류 (잠시 후 다시 시도)'],
};

/** The refusals every v1 route shares: the key, a blocked owner, a failure of ours. */
const keyErrors = {
  401: envelopeExamples(401, KEY),
  403: envelopeExamples(403, BLOCKED),
  500: envelopeExamples(500, INTERNAL),
};

const services = {
  summary: 'Get Services',
  description:
    '주문할 수 있는 서비스 목록과 서비스별 최소·최대 수량, 서비스 유형(type, API v2 표준 이름)을 조회합니다. Default가 아닌 유형은 주문할 때 그 유형의 항목(댓글, 사용자명 등)을 함께 보냅니다.',
  operationId: 'v1GetServices',
  tags: [V1_TAG],
  security,
  response: {
    200: withExamples(z.array(publicTypedServiceSchema), {
      services: {
        summary: '서비스 목록',
        value: [
          {
            id: DOC_EXAMPLE.serviceId,
            min: 10,
            max: 30000,
            text: '인스타그램 한국인 팔로워',
            type: 'Default',
          },
          {
            id: DOC_EXAMPLE.serviceId + 1,
            min: 5,
            max: 1000,
            text: '인스타그램 맞춤 댓글',
            type: 'Custom Comments',
          },
        ],
      },
    }),
    ...keyErrors,
  },
};

const orderRequest = { serviceId: DOC_EXAMPLE.serviceId, link: DOC_EXAMPLE.link, amount: 100 };
const postLink = 'https://www.instagram.com/p/example/';
/** Orders of typed services (issue 32): the type's fields by their camelCase names. */
const typedOrders = {
  customComments: {
    summary: 'Custom Comments: 댓글 (줄 수가 수량, amount 없음)',
    value: {
      serviceId: DOC_EXAMPLE.customCommentsServiceId,
      link: postLink,
      comments: '멋져요!\n사진 너무 좋아요\n최고예요',
    },
  },
  poll: {
    summary: 'Poll: 투표 항목 번호와 수량',
    value: { serviceId: DOC_EXAMPLE.pollServiceId, link: postLink, amount: 100, answerNumber: 2 },
  },
  subscriptions: {
    summary: 'Subscriptions: 새 게시물마다 (가격은 max x posts)',
    value: {
      serviceId: DOC_EXAMPLE.subscriptionsServiceId,
      link: DOC_EXAMPLE.link,
      username: 'example',
      min: 100,
      max: 150,
      posts: 10,
      delay: 30,
      expiry: '2030-12-31',
    },
  },
};
const orderListRequest = {
  orders: [
    orderRequest,
    { serviceId: DOC_EXAMPLE.serviceId, link: 'https://www.instagram.com/p/example/', amount: 200 },
  ],
};

/**
 * The optional Idempotency-Key header. Loose: Fastify keeps what the schema returns as the request's
 * headers, and the api-key header must survive validation.
 */
export const orderHeadersSchema = z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() });

const order = {
  summary: 'Order Services',
  description:
    '서비스 번호(serviceId), 주문 링크(link), 수량(amount)으로 주문합니다. Default가 아닌 서비스는 Get Services의 type에 따라 그 유형의 항목을 함께 보냅니다: comments, usernames, hashtags, groups, keywords(한 줄에 하나), hashtag, username, media, answerNumber, Subscriptions의 username, min, max, posts, oldPosts, delay, expiry(YYYY-MM-DD). 댓글·사용자명 목록이 수량인 유형과 패키지는 amount를 보내지 않습니다. 유형이 받지 않는 항목은 거절하고, 빠진 항목은 그 이름을 알려 줍니다. 주문 금액은 보유 포인트에서 차감되고, 응답의 wId로 진행 상태를 조회합니다. 회원 주문과 같은 규칙과 메시지가 적용되며, 거절된 주문은 아무것도 바꾸지 않습니다. JSON 또는 form 본문을 받습니다. 여러 건은 JSON 본문의 orders 목록으로 한 번에 주문합니다(최대 500건, Default 서비스만): 모든 주문이 규칙을 통과하고 합계를 보유 포인트로 낼 수 있을 때만 전부 주문하고, 아니면 아무것도 주문하지 않으며 거절 메시지가 몇 번째 주문인지 알려 줍니다. 응답은 보낸 순서대로의 wId 목록입니다. Idempotency-Key 헤더를 보내면 시간 초과 뒤에 다시 보내도 주문은 한 번만 됩니다: 24시간 안에 같은 키로 같은 주문을 보내면 첫 응답을 그대로 돌려주고, 같은 키로 다른 주문을 보내면 409로 거절합니다. 같은 키의 요청이 동시에 오면 나중 요청은 먼저 요청이 끝나기를 기다려 그 응답을 받습니다.',
  operationId: 'v1OrderServices',
  tags: [V1_TAG],
  security,
  consumes: ['application/json', 'application/x-www-form-urlencoded'],
  headers: orderHeadersSchema,
  body: withExamples(publicOrderAnyBodySchema, {
    ordered: { summary: '주문', value: orderRequest },
    ...typedOrders,
    orderList: { summary: '여러 건 주문 (orders, Default 서비스만)', value: orderListRequest },
  }),
  response: {
    200: withExamples(z.union([publicOrderResponseSchema, publicOrderListResponseSchema]), {
      ordered: { summary: '주문 번호', value: { wId: DOC_EXAMPLE.orderId } },
      ...Object.fromEntries(
        Object.entries(typedOrders).map(([name, { summary }]) => [
          name,
          { summary: `${summary.split(':')[0]}: 주문 번호`, value: { wId: DOC_EXAMPLE.orderId } },
        ]),
      ),
      orderList: {
        summary: '여러 건의 주문 번호 (보낸 순서대로)',
        value: { orders: [{ wId: DOC_EXAMPLE.orderId }, { wId: DOC_EXAMPLE.otherOrderId }] },
      },
    }),
    400: envelopeExamples(400, {
      serviceMissing: ['VALIDATION_FAILED', M.serviceRequired, 'serviceId가 없을 때'],
      serviceUnknown: ['ORDER_RULE', M.serviceRequired, '없는 서비스 번호일 때'],
      linkMissing: ['VALIDATION_FAILED', M.linkRequired, 'link가 없을 때'],
      linkTooLong: ['VALIDATION_FAILED', ORDER_MESSAGES.linkTooLong, 'link가 2,000자를 넘을 때'],
      linkInvalid: ['LINK_INVALID', MESSAGES.server.linkInvalid, '링크로 읽을 수 없을 때'],
      amountNotInteger: ['VALIDATION_FAILED', M.belowMin, 'amount가 정수가 아닐 때'],
      belowMin: ['ORDER_RULE', M.belowMin, '최소 수량보다 적을 때'],
      aboveMax: ['ORDER_RULE', M.aboveMax, '최대 수량보다 많을 때'],
      notEnoughPoints: ['INSUFFICIENT_POINTS', M.insufficientPoints, '포인트가 모자랄 때'],
      serviceReadOnly: ['SERVICE_READ_ONLY', ORDER_MESSAGES.readOnly, '지금 주문할 수 없는 서비스일 때'],
      serviceCheck: ['SERVICE_CHECK', ORDER_MESSAGES.serviceCheck, '서비스 점검 중일 때'],
      fieldMissing: [
        'ORDER_FIELDS',
        T.required('댓글'),
        '유형의 항목이 빠졌을 때 (예: Custom Comments의 comments)',
      ],
      fieldNotTaken: [
        'ORDER_FIELDS',
        T.notTaken('댓글'),
        '유형이 받지 않는 항목을 보냈을 때 (예: Poll에 comments)',
      ],
      listTypeRefused: [
        'ORDER_RULE',
        massOrderLineError(2, MASS_ORDER_MESSAGES.typeRefused('Custom Comments')),
        'orders에 Default가 아닌 서비스가 있을 때',
      ],
      listEmpty: ['VALIDATION_FAILED', MASS_ORDER_MESSAGES.empty, 'orders가 비었을 때'],
      listTooLong: [
        'VALIDATION_FAILED',
        MASS_ORDER_MESSAGES.tooMany,
        `orders가 ${MASS_ORDER_MAX_LINES}건을 넘을 때`,
      ],
      listLineRefused: [
        'ORDER_RULE',
        massOrderLineError(3, M.belowMin),
        'orders 중 한 건이라도 거절될 때 (몇 번째인지 알려 주고, 아무것도 주문하지 않음)',
      ],
      idempotencyKeyInvalid: [
        'VALIDATION_FAILED',
        IDEMPOTENCY_MESSAGES.keyInvalid,
        'Idempotency-Key가 비었거나 100자를 넘거나 한글 등이 섞였을 때',
      ],
    }),
    ...keyErrors,
    409: envelopeExamples(409, {
      idempotencyKeyReused: [
        'IDEMPOTENCY_KEY_REUSED',
        IDEMPOTENCY_MESSAGES.keyReused,
        '24시간 안에 같은 Idempotency-Key로 다른 주문을 보냈을 때 (아무것도 차감하지 않음)',
      ],
    }),
    413: envelopeExamples(413, {
      bodyTooLarge: ['PAYLOAD_TOO_LARGE', MESSAGES.server.badRequest, '본문이 256KB를 넘을 때'],
    }),
    415: envelopeExamples(415, {
      unsupportedMediaType: [
        'UNSUPPORTED_MEDIA_TYPE',
        MESSAGES.server.badRequest,
        'XML처럼 받지 않는 형식일 때',
      ],
    }),
  },
};

export const statusParamsSchema = z.object({
  wId: decimalId().meta({ description: 'Order Services가 돌려준 주문 번호', example: DOC_EXAMPLE.orderId }),
});

const status = {
  summary: 'Order Status',
  description: '주문의 진행 상태(status)와 남은 수량(remains)을 조회합니다. 키 주인의 주문만 조회됩니다.',
  operationId: 'v1OrderStatus',
  tags: [V1_TAG],
  security,
  params: statusParamsSchema,
  response: {
    200: withExamples(publicStatusResponseSchema, {
      status: { summary: '진행 중인 주문', value: { status: 'IN PROGRESS', remains: 40 } },
    }),
    400: envelopeExamples(400, {
      orderIdInvalid: ['VALIDATION_FAILED', MESSAGES.server.badRequest, '주문 번호가 양의 정수가 아닐 때'],
    }),
    ...keyErrors,
    404: envelopeExamples(404, {
      orderNotFound: ['NOT_FOUND', ORDER_MESSAGES.orderNotFound, '없거나 다른 회원의 주문일 때'],
    }),
  },
};

/** Each v1 route's schema: what Fastify validates and serializes with, and what the documents say. */
export const V1_ROUTE_SCHEMAS = { services, order, status };
