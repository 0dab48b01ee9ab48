/**
 * How a failed provider call may be treated (docs/decisions/fulfilment.md):
 * - `retryable`: the provider did not act on it (never reached it, or it answered that it failed);
 *   sending it again later is safe.
 * - `refused`: the provider answered and definitely refused this request (bad link, unknown
 *   service); sending it again would be refused again.
 * - `ambiguous`: the request may have reached the provider and the answer was lost (timeout after
 *   sending, connection reset mid-response, gateway timeout). For `add` this must never be resent
 *   blindly: the order may exist at the provider.
 */
export type ProviderFailureKind = 'retryable' | 'refused' | 'ambiguous';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderFailureKind,
    message: string,
    /**
     * The panel itself answered `{"error": ...}`: it read the request and did not take the order,
     * whatever the text says. Such an `add` may go to a backup provider (docs/decisions/failover.md).
     */
    readonly panelAnswered = false,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/**
 * Panel error texts that are about the panel account or its load, not about this order: the same
 * request can succeed later (after the operator tops up the panel balance or fixes the key, or the
 * link's earlier order finishes). Any other `{"error": ...}` answer is a definite refusal.
 */
const TRANSIENT_PANEL_ERRORS = [
  /api[\s_-]*key/i,
  /\bkey\b.*\b(invalid|incorrect|wrong)\b/i,
  /\b(invalid|incorrect|wrong)\b.*\bkey\b/i,
  /not enough (funds|balance)/i,
  /insufficient (funds|balance)/i,
  /low balance/i,
  /active order/i,
  /try again/i,
  /temporar/i,
  /maintenance/i,
  /too many requests/i,
  /rate limit/i,
  // Another copy of this storefront answers in Korean (its /api/v2): points short, key, load.
  /포인트가 부족/,
  /API 키/,
  /잠시 후/,
  /요청이 너무 많/,
  /점검/,
];

/** Classifies the text of a panel's `{"error": "..."}` answer. */
export function classifyPanelError(message: string): ProviderFailureKind {
  return TRANSIENT_PANEL_ERRORS.some((pattern) => pattern.test(message)) ? 'retryable' : 'refused';
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}
