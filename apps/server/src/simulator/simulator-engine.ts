import { createHash } from 'node:crypto';

export interface SimulatorSettings {
  /** How long each status step lasts (SIMULATOR_STEP_MS). */
  stepMs: number;
  /** Share of orders that end Partial (SIMULATOR_PARTIAL_RATE). */
  partialRate: number;
  /** Share of orders that end Canceled (SIMULATOR_CANCEL_RATE). */
  cancelRate: number;
  /** Same seed and order id, same fate: tests and demos are repeatable. */
  seed: string;
}

export interface SimulatedOrder {
  id: number;
  service: string;
  link: string;
  quantity: number;
  /**
   * The `add` parameters of the service's type as received (quantity, comments, answer_number, ...;
   * not service, link, runs or interval): what tests and the demo inspect of an order.
   */
  fields?: Record<string, string>;
  /** Provider price per 1000 units at the time of the order. */
  rate: number;
  placedAt: Date;
  /** Set by the `cancel` action. */
  canceledAt: Date | null;
  /** Set by the `refill` action (one refill per order; a new request restarts it). */
  refilledAt: Date | null;
}

export type SimulatedStatus = 'Pending' | 'In progress' | 'Completed' | 'Partial' | 'Canceled';

export interface SimulatedState {
  status: SimulatedStatus;
  startCount: number;
  remains: number;
}

export type Fate = 'complete' | 'partial' | 'cancel';

/** Three independent uniform numbers in [0, 1) drawn from the seed and the order id. */
function draws(seed: string, id: number): [number, number, number] {
  const digest = createHash('sha256').update(`${seed}:${id}`).digest();
  const at = (offset: number) => digest.readUInt32BE(offset) / 2 ** 32;
  return [at(0), at(4), at(8)];
}

/** How the order will end; a Partial needs at least 2 units (something delivered, something not). */
export function fateOf(order: Pick<SimulatedOrder, 'id' | 'quantity'>, settings: SimulatorSettings): Fate {
  const [fate] = draws(settings.seed, order.id);
  if (fate < settings.cancelRate) return 'cancel';
  if (fate < settings.cancelRate + settings.partialRate) return order.quantity >= 2 ? 'partial' : 'cancel';
  return 'complete';
}

/**
 * The order's state at `now`: Pending for one step, In progress for two steps while the remains
 * fall, then Completed, Partial (a deterministic share undelivered) or Canceled (after the first
 * step, nothing delivered). A cancel request stops an unfinished order as Canceled.
 */
export function stateAt(order: SimulatedOrder, now: Date, settings: SimulatorSettings): SimulatedState {
  const [, share, start] = draws(settings.seed, order.id);
  const startCount = 100 + Math.floor(start * 9900);
  const fate = fateOf(order, settings);
  const finalRemains =
    fate === 'partial'
      ? Math.min(order.quantity - 1, Math.max(1, Math.floor(order.quantity * (0.2 + share * 0.6))))
      : 0;
  const at = (time: Date): SimulatedState => {
    const steps = (time.getTime() - order.placedAt.getTime()) / settings.stepMs;
    if (steps < 1) return { status: 'Pending', startCount: 0, remains: order.quantity };
    if (fate === 'cancel') return { status: 'Canceled', startCount, remains: order.quantity };
    if (steps >= 3)
      return { status: fate === 'partial' ? 'Partial' : 'Completed', startCount, remains: finalRemains };
    const delivered = Math.floor(((order.quantity - finalRemains) * (steps - 1)) / 2);
    return { status: 'In progress', startCount, remains: order.quantity - delivered };
  };
  if (order.canceledAt && order.canceledAt <= now) {
    const before = at(order.canceledAt);
    if (before.status === 'Pending' || before.status === 'In progress')
      return { ...before, status: 'Canceled' };
  }
  return at(now);
}

export type RefillStatus = 'Pending' | 'In progress' | 'Completed';

/** A refill is Pending for one step, In progress for one more, then Completed. */
export function refillStatusAt(refilledAt: Date, now: Date, settings: SimulatorSettings): RefillStatus {
  const steps = (now.getTime() - refilledAt.getTime()) / settings.stepMs;
  if (steps < 1) return 'Pending';
  return steps < 2 ? 'In progress' : 'Completed';
}

export function isFinished(state: SimulatedState): boolean {
  return state.status === 'Completed' || state.status === 'Partial' || state.status === 'Canceled';
}

/** What the provider charges for the order, as panels print it (currency units, 5 decimals). */
export function chargeOf(order: SimulatedOrder, state: SimulatedState): string {
  const delivered =
    state.status === 'Canceled' ? 0 : order.quantity - (state.status === 'Partial' ? state.remains : 0);
  return ((order.rate * delivered) / 1000).toFixed(5);
}
