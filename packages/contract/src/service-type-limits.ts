// The bounds of the service types' order fields.

/** The `delay` values (minutes) a subscription may take, as the providers list them. */
export const SUBSCRIPTION_DELAYS = [
  0, 5, 10, 15, 20, 30, 40, 50, 60, 90, 120, 150, 180, 210, 240, 270, 300, 360, 420, 480, 540, 600,
] as const;

/** Bounds of the type fields. Counted lines are bounded by the service's min/max instead of `listMax`. */
export const ORDER_FIELD_LIMITS = {
  lineMax: 500,
  listMax: 1000,
  textMax: 500,
  integerMax: 1_000_000,
} as const;
