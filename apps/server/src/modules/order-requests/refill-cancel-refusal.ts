/**
 * A panel's refusal of a refill or cancel (`{"error": "..."}`, in English) in Korean for the member.
 * The common panel phrases are translated; any other text is quoted as it came, so nothing the
 * provider said is lost (docs/decisions/refill-cancel.md).
 */
const KNOWN: readonly [RegExp, string][] = [
  [
    /refill is disabled for this service|service.*(does not|doesn't) support refill/i,
    '이 서비스는 공급처에서 리필을 받지 않습니다.',
  ],
  [
    /cancel(lation)? is disabled for this service|service.*(does not|doesn't) support cancel/i,
    '이 서비스는 공급처에서 취소를 받지 않습니다.',
  ],
  [
    /refill.*(already|in progress|pending)|already.*refill/i,
    '공급처에서 이 주문의 리필이 이미 진행 중입니다.',
  ],
  [
    /refill is disabled|refill.*not (available|allowed|possible)/i,
    '공급처에서 이 주문의 리필을 받지 않습니다.',
  ],
  [
    /order is (finished|completed|canceled|cancelled)|already (finished|completed|canceled|cancelled)/i,
    '공급처에서 이미 끝난 주문입니다.',
  ],
  [
    /cancel.*not (available|allowed|possible)|cannot be cancel/i,
    '공급처에서 이 주문의 취소를 받지 않습니다.',
  ],
  [/refill.*expired|expired/i, '공급처의 리필 기간이 지났습니다.'],
  [/incorrect order id|order not found|unknown order/i, '공급처에서 주문을 찾지 못했습니다.'],
];

export function refillCancelRefusal(text: string): string {
  const reason = text.trim();
  for (const [pattern, korean] of KNOWN) if (pattern.test(reason)) return korean;
  return `"${reason.slice(0, 200)}"`;
}
