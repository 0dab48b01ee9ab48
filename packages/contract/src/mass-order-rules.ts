// The mass order's text format and limits without zod, like order-rules.ts: the server parses the
// member's paste with `parseMassOrderText`; `mass-order.ts` holds the schemas.

/** At most this many orders in one mass order (the text's non-empty lines, or v1's `orders`). */
export const MASS_ORDER_MAX_LINES = 500;

/**
 * The service types a mass order line (and API v1's `orders: [...]`) takes (issue 32): a line is
 * `serviceId | link | quantity`, which is a whole order only for a Default service; every other
 * type needs its own fields (comments, usernames, a poll answer, ...), which a line cannot carry
 * without a format nobody could type. docs/decisions/service-types-resale.md.
 */
export const MASS_ORDER_TYPES: readonly string[] = ['Default'];

/** The mass order page's help under the text box: the line format and the types it takes. */
export const MASS_ORDER_HELP = {
  format: '서비스 번호 | 링크 | 수량 순서로 적습니다. 엑셀에서 복사한 탭이나 쉼표로 나눠도 됩니다.',
  types:
    '기본(Default) 유형의 서비스만 대량 주문할 수 있습니다. 댓글·사용자명·투표 번호 등 항목이 더 필요한 유형은 주문하기에서 한 건씩 주문해 주세요.',
} as const;

/** A line's refusal as one message: '3번째 줄: 주문 수량이 최소수량보다 적습니다.'. */
export function massOrderLineError(line: number, message: string): string {
  return `${line}번째 줄: ${message}`;
}

/** One non-empty line of the paste, split into its three fields (still text), or null when it cannot be. */
export interface MassOrderTextLine {
  /** The line's number in the text, from 1 (blank lines count, so it matches the member's editor). */
  line: number;
  fields: { serviceId: string; link: string; amount: string } | null;
}

/**
 * Splits a pasted list, one order a line: `serviceId | link | quantity`, or tab- or comma-separated
 * as spreadsheets copy. The separator is the first of `|`, tab, comma that the line contains. The
 * first field is the service and the last the quantity; everything between is the link, so a link
 * that itself holds the separator (a comma in a query string) survives. Blank lines are skipped.
 */
export function parseMassOrderText(text: string): MassOrderTextLine[] {
  const lines: MassOrderTextLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const separator = ['|', '\t', ','].find((s) => raw.includes(s));
    const parts = separator === undefined ? [raw] : raw.split(separator);
    const first = parts[0];
    const last = parts[parts.length - 1];
    if (parts.length < 3 || first === undefined || last === undefined) {
      lines.push({ line: index + 1, fields: null });
      return;
    }
    lines.push({
      line: index + 1,
      fields: {
        serviceId: first.trim(),
        link: parts.slice(1, -1).join(separator).trim(),
        amount: last.trim(),
      },
    });
  });
  return lines;
}
