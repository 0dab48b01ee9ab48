// The mass order rules messages, quoted by the server and the web app alike.
import { MASS_ORDER_MAX_LINES } from './mass-order-rules.ts';

/** Messages of the mass order that the spec leaves unshown; each line's own refusal is the order form's. */
export const MASS_ORDER_MESSAGES = {
  empty: '주문할 내용을 입력해 주세요.',
  tooMany: `한 번에 ${MASS_ORDER_MAX_LINES.toLocaleString('ko-KR')}건까지 주문할 수 있습니다.`,
  lineFormat: '서비스 번호 | 링크 | 수량 순서로 입력해 주세요.',
  /** A line whose service is not of the type a line can carry (issue 32), naming the service's type. */
  typeRefused: (type: string) =>
    `${type} 유형의 서비스는 대량 주문으로 주문할 수 없습니다. 주문하기에서 한 건씩 주문해 주세요.`,
} as const;
