import { formatWon } from '@smm/contract/format';

/** Points shown as won, the storefront's way ('1,000원'). */
export function won(points: number): string {
  return `${formatWon(points)}원`;
}

/** A ledger movement in won with its sign ('+1,000원', '-500원'); formatWon itself shows no negatives. */
export function signedWon(points: number): string {
  return `${points < 0 ? '-' : '+'}${won(Math.abs(points))}`;
}
