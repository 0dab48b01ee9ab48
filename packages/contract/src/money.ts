/**
 * Points are money. They travel through the API as decimal numbers with at most three fraction
 * digits and are stored and computed as integer thousandths ("milli-points"), so 0.1 x 3 is exactly 0.3.
 */
export const MILLI_PER_POINT = 1000;

/** Converts a decimal point value (at most 3 fraction digits) to integer milli-points. */
export function toMilli(points: number): number {
  if (!Number.isFinite(points)) throw new RangeError(`not a finite point value: ${points}`);
  const milli = Math.round(points * MILLI_PER_POINT);
  // Allow only binary floating-point noise (e.g. 0.1 + 0.2). A relative tolerance of 1e-6 would let
  // any value from 500 points up lose a 4th fraction digit silently (1000.0005 -> 1000001 milli).
  const tolerance = Math.max(1e-6, Math.abs(milli) * 1e-12);
  if (Math.abs(milli - points * MILLI_PER_POINT) > tolerance) {
    throw new RangeError(`more than 3 fraction digits: ${points}`);
  }
  if (!Number.isSafeInteger(milli)) throw new RangeError(`point value out of range: ${points}`);
  return milli;
}

/** Converts integer milli-points back to the decimal number the API shows. */
export function fromMilli(milli: number): number {
  return milli / MILLI_PER_POINT;
}

/** Number of times an order is placed: an auto-order with `runs` runs, otherwise once. */
export function runFactor(runs: number): number {
  return Math.max(runs, 1);
}

/** Order cost in milli-points: unit price x quantity x max(runs, 1), exact. */
export function orderCostMilli(unitPriceMilli: number, quantity: number, runs: number): number {
  const cost = unitPriceMilli * quantity * runFactor(runs);
  if (!Number.isSafeInteger(cost)) throw new RangeError('order cost out of range');
  return cost;
}

/** Order cost in points for display: unit price (decimal) x quantity x max(runs, 1). */
export function orderCost(unitPrice: number, quantity: number, runs: number): number {
  return fromMilli(orderCostMilli(toMilli(unitPrice), quantity, runs));
}

/** Total quantity shown for an order: quantity x max(runs, 1). */
export function totalQuantity(quantity: number, runs: number): number {
  return quantity * runFactor(runs);
}

/**
 * Won to transfer for a top-up: the points, or 1.1 x the points for a tax invoice (10% VAT),
 * rounded up to a whole won since a bank transfer cannot carry fractions.
 */
export function paymentAmount(points: number, taxInvoice: boolean): number {
  if (!taxInvoice) return points;
  return Math.ceil((points * 11) / 10);
}
