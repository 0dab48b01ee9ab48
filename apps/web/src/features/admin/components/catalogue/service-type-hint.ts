import { SERVICE_TYPE_FIELDS, type ServiceType } from '@smm/contract/service-type-rules';

const PRICED_BY = {
  given: '판매 단가 × 수량',
  lines: '판매 단가 × 입력한 줄 수',
  package: '판매 단가 × 1 (한 패키지)',
  subscription: '판매 단가 × 게시물당 최대 수량 × 게시물 수',
} as const;

/** What an order of the type asks the member for and how it is priced (the console's type picker). */
export function serviceTypeHint(type: ServiceType): string {
  const rules = SERVICE_TYPE_FIELDS[type];
  const asked = [
    ...(rules.quantity === 'given' ? ['수량'] : []),
    ...rules.fields.map((field) => (field.required ? field.label : `${field.label}(선택)`)),
  ];
  const auto = rules.autoOrder ? '' : ' 자동주문은 받지 않습니다.';
  return `회원이 링크와 함께 입력: ${asked.length > 0 ? asked.join(', ') : '없음'}. 가격: ${PRICED_BY[rules.quantity]}.${auto}`;
}
