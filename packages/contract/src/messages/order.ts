/** `MESSAGES.order`: the spec's order messages (sections 5 and 8). */
export const MESSAGES_ORDER = {
  serviceRequired: '서비스를 선택해 주세요.',
  linkRequired: '주문 링크를 입력해주세요.',
  belowMin: '주문 수량이 최소수량보다 적습니다.',
  aboveMax: '주문 수량이 최대수량보다 많습니다.',
  runsAboveOne: '자동주문 횟수는 1보다 커야 합니다',
  runsInteger: '자동주문 횟수는 소수점이 불가합니다',
  intervalMin: '자동주문 간격은 60이상 이여야 합니다',
  intervalInteger: '자동주문 간격은 소수점이 불가합니다',
  insufficientPoints: '포인트가 부족합니다.',
  success: '주문에 성공했습니다.',
  failure: '주문에 실패했습니다.',
} as const;
