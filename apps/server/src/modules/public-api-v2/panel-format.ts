import { OrderStatus } from '@smm/contract/enums';
import { MILLI_PER_POINT } from '@smm/contract/money';
import type { ApiV2StatusWord } from '@smm/contract/public-api-v2';

/**
 * Our order statuses as API v2 panels spell them. The inverse of fulfilment's provider-status.ts
 * (which reads 'Pending' as our Processing: for us, a provider's pending order is already placed
 * with it); here Pending is our own not-yet-submitted 0.
 */
export const PANEL_STATUS_WORDS: Record<OrderStatus, ApiV2StatusWord> = {
  [OrderStatus.Pending]: 'Pending',
  [OrderStatus.Processing]: 'Processing',
  [OrderStatus.InProgress]: 'In progress',
  [OrderStatus.Completed]: 'Completed',
  [OrderStatus.Partial]: 'Partial',
  [OrderStatus.Canceled]: 'Canceled',
};

export function panelStatusWord(status: number): ApiV2StatusWord {
  return PANEL_STATUS_WORDS[status as OrderStatus] ?? 'Pending';
}

/** Integer milli-points as the exact decimal text panels expect ('0.3', '500', '1234.567'). */
export function milliText(milli: number): string {
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(milli);
  const whole = Math.floor(abs / MILLI_PER_POINT);
  const fraction = String(abs % MILLI_PER_POINT)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}
