import { formatWon } from '@smm/contract/format';

/** Points are shown as won (1 point = 1 won): Korean locale, 0 to 1 fraction digits. */
export const POINT_UNIT = '원';

/** '12,300원'; empty for a non-numeric or negative value (spec section 5). */
export function formatPoint(value: unknown): string {
  const text = formatWon(value);
  return text === '' ? '' : `${text}${POINT_UNIT}`;
}
