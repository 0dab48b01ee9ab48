/**
 * Messages for order situations the spec leaves unshown. The spec only disables the order form
 * ('orders not possible') when the service-check flag is on or the service is read-only; the server
 * enforces the same rules and answers with these.
 */
export const ORDER_MESSAGES = {
  serviceCheck: '서비스 점검 중에는 주문할 수 없습니다.',
  readOnly: '현재 주문할 수 없는 서비스입니다.',
  autoNotEnabled: '자동주문을 할 수 없는 서비스입니다.',
  orderNotFound: '주문을 찾을 수 없습니다.',
  linkTooLong: '주문 링크는 2,000자 이하로 입력해 주세요.',
  runsTooMany: '자동주문 횟수는 10,000회 이하로 입력해 주세요.',
  serviceChanged: '서비스 정보가 방금 바뀌었습니다. 다시 주문해 주세요.',
  intervalTooLong: '자동주문 간격은 525,600분(1년) 이하로 입력해 주세요.',
} as const;
