import type { OrderStatus } from '@smm/contract/enums';
import type { ProviderFields } from '@smm/contract/service-types';

/** One service of a provider's `services` list (API v2 shape, numbers parsed). */
export interface ProviderService {
  service: string;
  name: string;
  type: string;
  category: string;
  /** Price per 1000 units in the provider's currency, as the provider wrote it. */
  rate: string;
  min: number | null;
  max: number | null;
  /** Whether the service takes drip-feed runs (`runs` and `interval` on `add`). */
  dripfeed: boolean;
  refill: boolean;
  cancel: boolean;
}

export interface AddRequest {
  service: string;
  link: string;
  /** The units the order was priced by (orders.amount). */
  quantity: number;
  /**
   * The service type's `add` parameters besides service and link, exactly as sent (issue 32,
   * service-type-rules.ts `providerFieldsOf`): `quantity` among them only when the type takes it.
   * Absent: a Default order, sent its `quantity`.
   */
  fields?: ProviderFields;
  /** Drip-feed parameters; most services take neither. */
  runs?: number;
  interval?: number;
}

/** An order's state at the provider, normalised (see provider-status.ts). */
export interface ProviderOrderState {
  /** Our status number, or null when the provider's word is not one we know. */
  status: OrderStatus | null;
  rawStatus: string;
  startCount: number | null;
  remains: number | null;
  charge: string | null;
  /** A subscription's posts delivered so far, when the panel reports them (issue 32). */
  posts?: number | null;
}

/** A per-order answer of a multi-order call: the state, or the provider's error for that id. */
export type PerOrder<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * What fulfilment needs from a provider. Every method either answers or throws a ProviderError that
 * says whether the request can be repeated (provider-error.ts).
 */
export interface FulfilmentProvider {
  services(): Promise<ProviderService[]>;
  add(request: AddRequest): Promise<{ providerOrderId: string }>;
  status(providerOrderId: string): Promise<ProviderOrderState>;
  /** Asked MULTI_STATUS_LIMIT ids per call (longer lists in chunks); the answer has an entry for every id asked. */
  multiStatus(providerOrderIds: readonly string[]): Promise<Map<string, PerOrder<ProviderOrderState>>>;
  balance(): Promise<{ balance: string; currency: string }>;
  cancel(providerOrderIds: readonly string[]): Promise<Map<string, PerOrder<true>>>;
  refill(providerOrderId: string): Promise<{ refillId: string }>;
  /** The provider's word for each refill (`Pending`, `In progress`, `Completed`, `Rejected`, ...). */
  refillStatus(refillIds: readonly string[]): Promise<Map<string, PerOrder<string>>>;
}

/** API v2 panels accept up to 100 ids in one `status` call. */
export const MULTI_STATUS_LIMIT = 100;
