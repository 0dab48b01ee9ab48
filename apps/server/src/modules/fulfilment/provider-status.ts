import { OrderStatus } from '@smm/contract/enums';

/**
 * The one place where a provider's status words become our order statuses. Panels spell them
 * differently (`In progress`, `inprogress`, `IN_PROGRESS`, `Cancelled` beside `Canceled`), so the
 * comparison ignores case, spaces, underscores and hyphens. An unknown word maps to null: the caller
 * keeps the order as it is rather than guessing.
 */
const STATUS_WORDS: Record<string, OrderStatus> = {
  pending: OrderStatus.Processing,
  processing: OrderStatus.Processing,
  inprogress: OrderStatus.InProgress,
  completed: OrderStatus.Completed,
  partial: OrderStatus.Partial,
  canceled: OrderStatus.Canceled,
  cancelled: OrderStatus.Canceled,
};

export function normaliseStatus(raw: unknown): OrderStatus | null {
  if (typeof raw !== 'string') return null;
  return STATUS_WORDS[raw.toLowerCase().replace(/[\s_-]+/g, '')] ?? null;
}

/**
 * A count a panel reports (`start_count`, `remains`): numbers or numeric strings ("157", " 157 ",
 * "157.0"). `"Unknown"`, negatives, fractions, empty strings and anything else are null, because a
 * wrong number here would become a wrong refund.
 */
export function parseCount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^\+?(\d{1,15})(?:\.0*)?$/.exec(value.trim());
  return match ? Number(match[1]) : null;
}

/**
 * The `charge` of a status answer as exact decimal text in the provider's currency: a number or a
 * numeric string ("0.90", " 12.5 ", 3), written back as the provider wrote it (trailing zeros kept,
 * a leading "+" dropped). Empty, missing, negative, exponent or otherwise unreadable charges are null:
 * the order's cost stays the estimate rather than becoming a wrong number. At most 20 integer and
 * 12 fraction digits, so the text always fits the orders row and no rounding ever happens here.
 */
export function parseCharge(value: unknown): string | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const match = /^\+?(\d{1,20})(\.\d{1,12})?$/.exec(String(value).trim());
  if (!match) return null;
  const whole = match[1]?.replace(/^0+(?=\d)/, '') ?? '0';
  return `${whole}${match[2] ?? ''}`;
}
