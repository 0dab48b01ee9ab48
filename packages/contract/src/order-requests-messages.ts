// The order requests messages, quoted by the server and the web app alike.

export const ORDER_REQUEST_MESSAGES = {
  refillNotOffered: '리필을 지원하지 않는 서비스입니다.',
  refillNotCompleted: '완료된 주문만 리필을 요청할 수 있습니다.',
  cancelNotOffered: '취소를 지원하지 않는 서비스입니다.',
  cancelFinished: '이미 끝난 주문은 취소할 수 없습니다.',
  notAtProvider: '아직 공급처에 접수되지 않은 주문입니다. 잠시 후 다시 시도해 주세요.',
  pending: '이미 처리 중인 요청이 있습니다. 결과가 나온 뒤 다시 요청해 주세요.',
  unreachable: '공급처와 통신하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  lost: '공급처의 답을 확인하지 못했습니다. 다시 요청해 주세요.',
  refillNotFound: '리필 요청을 찾을 수 없습니다.',
} as const;
