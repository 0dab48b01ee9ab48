// The admin orders messages, quoted by the server and the web app alike.
import { ORDER_MESSAGES } from './order-messages.ts';

export const ADMIN_ORDER_MESSAGES = {
  notFound: ORDER_MESSAGES.orderNotFound,
  autoOrderNotFound: '자동주문을 찾을 수 없습니다.',
  notUnknown: '공급처 접수 여부를 확인해야 하는 주문이 아니어서 처리할 수 없습니다.',
  cancelRefundRefused: '공급처에 접수되기 전이거나 운영자 확인이 필요한 주문만 취소 및 환불할 수 있습니다.',
  markPartialRefused:
    '공급처가 없는 서비스의 진행 전 주문이나 환불 확인이 필요한 부분 완료 주문만 부분 완료 처리할 수 있습니다.',
  markCompletedRefused: '공급처가 없는 서비스의 진행 전 주문만 완료 처리할 수 있습니다.',
  deliveredRange: '작업된 수량은 0 이상, 주문 수량보다 작게 입력해 주세요.',
  providerOrderIdRequired: '공급처 주문번호를 입력해 주세요.',
  providerOrderIdTooLong: '공급처 주문번호는 100자 이하로 입력해 주세요.',
  memoTooLong: '메모는 200자 이하로 입력해 주세요.',
  autoOrderNotActive: '진행중인 자동주문만 취소할 수 있습니다.',
  dateInvalid: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.',
} as const;
