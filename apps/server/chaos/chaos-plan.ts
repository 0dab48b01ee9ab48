import { seededRandom, type Random } from './chaos-random.ts';

/** How an order reaches the store: the order page, the reseller API v1 or API v2. */
export type OrderChannel = 'page' | 'v1' | 'v2';

export interface PlannedOrder {
  /** The order's number in the plan; its link carries it, so the upstream's records name it. */
  ref: number;
  service: number;
  amount: number;
}

/** One thing the run does, in plan order; `ref`s name the plan's orders and auto-orders. */
export type ChaosStep =
  | { kind: 'signup'; member: number }
  | { kind: 'topup'; member: number; points: number; decide: 'operator' | 'webhook' | 'race' }
  | ({ kind: 'order'; member: number; channel: OrderChannel; idempotencyKey: string | null } & PlannedOrder)
  | { kind: 'mass-order'; member: number; lines: PlannedOrder[] }
  | ({ kind: 'auto-order'; member: number; runs: number } & PlannedOrder)
  | { kind: 'refill' | 'cancel' | 'cancel-refund'; ref: number }
  | { kind: 'mark-partial'; ref: number; deliveredShare: number }
  | { kind: 'cancel-auto-order'; ref: number }
  | { kind: 'adjust'; member: number; delta: number }
  | { kind: 'resolve-unknown' }
  | { kind: 'outage' | 'recover'; upstream: number }
  | { kind: 'kill' };

export interface ChaosPlan {
  seed: number;
  orders: number;
  members: number;
  /** The store's services: which upstream each is sent to (null: none, so its orders are flagged). */
  services: { upstream: number | null; refill: boolean; cancel: boolean }[];
  steps: ChaosStep[];
}

/** Three upstreams (chaos-upstreams.ts); each service is sent to one, a few to none. */
export const UPSTREAM_COUNT = 3;
const SERVICE_COUNT = 7;
export const SERVICE_MIN = 10;
export const SERVICE_MAX = 5000;
/** Points each member is topped up with at sign-up, approved at once so the orders can start. */
const OPENING_TOPUP = 200_000;

/** The link of a planned order: unique per order (an auto-order's runs share their auto-order's). */
export const orderLink = (seed: number, ref: number) => `https://www.instagram.com/chaos_${seed}_${ref}`;

export function memberLogin(seed: number, member: number): string {
  return `chaos${seed}m${member}`;
}

const WEIGHTS = [
  ['order', 64],
  ['mass-order', 4],
  ['auto-order', 3],
  ['topup', 4],
  ['refill', 4],
  ['cancel', 5],
  ['mark-partial', 1.5],
  ['cancel-refund', 1.5],
  ['adjust', 1.5],
  ['cancel-auto-order', 1],
  ['resolve-unknown', 0.5],
] as const;
const TOTAL_WEIGHT = WEIGHTS.reduce((sum, [, w]) => sum + w, 0);

function pickKind(random: Random): (typeof WEIGHTS)[number][0] {
  let x = random.next() * TOTAL_WEIGHT;
  for (const [kind, weight] of WEIGHTS) {
    x -= weight;
    if (x < 0) return kind;
  }
  return 'order';
}

/**
 * The whole run from the seed: sign-ups and opening top-ups, then a mix of orders, follow-ups,
 * operator actions, upstream outages and kills until `orders` orders are planned (a mass order's
 * lines and an auto-order each count once per order row they ask for at once).
 */
export function buildPlan(seed: number, orders: number): ChaosPlan {
  const random = seededRandom(seed);
  const members = Math.max(4, Math.min(200, Math.ceil(orders / 40)));
  const services = Array.from({ length: SERVICE_COUNT }, (_, i) => ({
    upstream: i === SERVICE_COUNT - 1 ? null : i % UPSTREAM_COUNT,
    refill: i % 2 === 0,
    cancel: i % 3 !== 2,
  }));
  const steps: ChaosStep[] = [];
  for (let member = 0; member < members; member += 1) {
    steps.push({ kind: 'signup', member });
    steps.push({ kind: 'topup', member, points: OPENING_TOPUP, decide: 'operator' });
  }
  const kills = Math.max(1, Math.min(12, Math.round(orders / 250)));
  const killEvery = Math.max(1, Math.floor(orders / (kills + 1)));
  const outageEvery = Math.max(20, Math.floor(orders / 5));
  const plannedOrders: number[] = [];
  const plannedAutoOrders: number[] = [];
  const down = new Set<number>();
  let ref = 0;
  let nextKill = killEvery;
  let nextOutage = Math.floor(outageEvery / 2);
  // Only services with an upstream are picked most of the time; the unmapped one now and then.
  const service = () => (random.chance(0.02) ? SERVICE_COUNT - 1 : random.int(0, SERVICE_COUNT - 2));
  const amount = () =>
    random.chance(0.03) ? random.pick([1, SERVICE_MAX + 1]) : random.int(SERVICE_MIN, 400);
  const member = () => random.int(0, members - 1);
  const earlier = (list: number[]) => (list.length === 0 ? null : list[random.int(0, list.length - 1)]!);
  const order = (): PlannedOrder => ({ ref: ref++, service: service(), amount: amount() });

  while (ref < orders) {
    if (ref >= nextKill && steps.filter((s) => s.kind === 'kill').length < kills) {
      steps.push({ kind: 'kill' });
      nextKill += killEvery;
    }
    if (ref >= nextOutage) {
      const upstream = random.int(0, UPSTREAM_COUNT - 1);
      steps.push({ kind: down.has(upstream) ? 'recover' : 'outage', upstream });
      if (down.has(upstream)) down.delete(upstream);
      else down.add(upstream);
      nextOutage += Math.floor(outageEvery / 2);
    }
    const kind = pickKind(random);
    if (kind === 'order') {
      const channel = random.pick(['page', 'page', 'v1', 'v2', 'v2'] as const);
      const keyed = channel !== 'page' && random.chance(0.5);
      const planned = order();
      plannedOrders.push(planned.ref);
      steps.push({
        kind,
        member: member(),
        channel,
        idempotencyKey: keyed ? `chaos-${seed}-${planned.ref}` : null,
        ...planned,
      });
    } else if (kind === 'mass-order') {
      const lines = Array.from({ length: random.int(2, 6) }, order);
      plannedOrders.push(...lines.map((l) => l.ref));
      steps.push({ kind, member: member(), lines });
    } else if (kind === 'auto-order') {
      const planned = { ...order(), service: random.int(0, SERVICE_COUNT - 2) };
      plannedAutoOrders.push(planned.ref);
      steps.push({ kind, member: member(), runs: random.int(2, 5), ...planned });
    } else if (kind === 'topup') {
      const decide = random.pick(['operator', 'webhook', 'race'] as const);
      steps.push({ kind, member: member(), points: random.int(1, 50) * 1000, decide });
    } else if (kind === 'adjust') {
      steps.push({ kind, member: member(), delta: random.pick([-1, 1]) * random.int(1, 500) });
    } else if (kind === 'resolve-unknown') {
      steps.push({ kind });
    } else if (kind === 'cancel-auto-order') {
      const target = earlier(plannedAutoOrders);
      if (target !== null) steps.push({ kind, ref: target });
    } else {
      const target = earlier(plannedOrders.slice(-60));
      if (target === null) continue;
      if (kind === 'mark-partial') steps.push({ kind, ref: target, deliveredShare: random.next() });
      else steps.push({ kind, ref: target });
    }
  }
  for (const upstream of down) steps.push({ kind: 'recover', upstream });
  return { seed, orders, members, services, steps };
}
