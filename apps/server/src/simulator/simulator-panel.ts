import { SERVICE_TYPE_FIELDS, serviceTypeFromProvider } from '@smm/contract/service-types';
import type { Clock } from '../clock.ts';
import { readAddFields, typeFromParameters } from './simulator-add-fields.ts';
import {
  chargeOf,
  isFinished,
  refillStatusAt,
  stateAt,
  type SimulatedOrder,
  type SimulatorSettings,
} from './simulator-engine.ts';
import { simulatorCatalog, type SimulatorService } from './simulator-catalog.ts';
import type { SimulatorStore } from './simulator-store.ts';
import { multiStatusAnswer, reshapeIds, statusAnswer } from './simulator-dialect-answer.ts';
import { PLAIN_DIALECT, type SimulatorDialect } from './simulator-dialect.ts';

/** A panel's answer before it is written to HTTP: status code and JSON value. */
export interface PanelAnswer {
  httpStatus: number;
  json: unknown;
}

export interface SimulatorPanelOptions {
  store: SimulatorStore;
  clock: Clock;
  settings: SimulatorSettings;
  /** When set, requests must carry this key; otherwise any non-empty key is accepted. */
  key?: string;
  /** The currency of its rates, balance and charges (SIMULATOR_CURRENCY); KRW by default. */
  currency?: string;
  /** What `services` lists (simulator-catalog.ts); the small KRW demo catalogue by default. */
  services?: SimulatorService[];
  /** SIMULATOR_DIALECT's answer quirks (simulator-dialect.ts); none by default. */
  dialect?: SimulatorDialect;
}

const DEFAULT_RATE = 1000;
const MAX_QUANTITY = 10_000_000;
const ok = (json: unknown): PanelAnswer => ({ httpStatus: 200, json });
// Real panels answer errors with HTTP 200 and an `error` field.
const refuse = (error: string): PanelAnswer => ok({ error });

/**
 * The built-in simulator speaking SMM panel API v2 semantics (`key` + `action` fields), with the
 * quirks of real panels: numbers as strings, errors as `{"error": ...}` with HTTP 200.
 */
export function createSimulatorPanel(options: SimulatorPanelOptions) {
  const { store, clock, settings } = options;
  const dialect = options.dialect ?? PLAIN_DIALECT;
  const currency = options.currency ?? 'KRW';
  // `add` accepts any positive service id (so any mapping works); listed ones keep their limits.
  const services = options.services ?? simulatorCatalog('small', currency);
  const byId = new Map(services.map((s) => [String(s.service), s]));
  /** What a service offers; a service id outside the list offers both. */
  const offers = (service: string, what: 'refill' | 'cancel') => byId.get(service)?.[what] ?? true;

  const statusOf = (order: SimulatedOrder) => {
    const state = stateAt(order, clock.now(), settings);
    const plain = { charge: chargeOf(order, state), start_count: state.startCount, remains: state.remains };
    return statusAnswer({ ...plain, status: state.status, currency }, dialect);
  };
  const ids = (list: string | undefined) =>
    (list ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
  const findOne = async (id: string) =>
    /^\d{1,15}$/.test(id) ? (await store.find([Number(id)])).get(Number(id)) : undefined;

  // One refill per order, so the refill id is the order id.
  const refillOne = async (id: string): Promise<{ refill: string } | { error: string }> => {
    const order = await findOne(id);
    if (!order) return { error: 'Incorrect order ID' };
    if (!offers(order.service, 'refill')) return { error: 'Refill is disabled for this service' };
    if (stateAt(order, clock.now(), settings).status !== 'Completed')
      return { error: 'Refill is disabled for this order' };
    await store.markRefilled(order.id, clock.now());
    return { refill: String(order.id) };
  };
  const refillStatusOf = async (id: string): Promise<string | { error: string }> => {
    const order = await findOne(id);
    return order?.refilledAt
      ? refillStatusAt(order.refilledAt, clock.now(), settings)
      : { error: 'Incorrect refill ID' };
  };

  const actions: Record<string, (fields: Record<string, string>) => Promise<PanelAnswer>> = {
    services: async () => ok(services),
    balance: async () => ok({ balance: '1000000.00', currency }),
    add: async (f) => {
      const service = f.service?.trim() ?? '';
      if (!/^[1-9]\d{0,9}$/.test(service)) return refuse('Incorrect service ID');
      const link = f.link?.trim() ?? '';
      if (link === '' || /\s/.test(link) || link.length > 2000) return refuse('Incorrect link');
      const listed = byId.get(service);
      const type = listed ? (serviceTypeFromProvider(listed.type) ?? 'Default') : typeFromParameters(f);
      if (type === null) return refuse('Incorrect request');
      const read = readAddFields(type, f);
      if (!read.ok) return refuse(read.error);
      const { quantity, fields } = read;
      const min = listed ? Number(listed.min) : 1;
      const max = listed ? Number(listed.max) : MAX_QUANTITY;
      // A subscription's min and max are per post; a package has no quantity to bound.
      const [least, most]: [number, number] =
        type === 'Subscriptions' ? [Number(fields.min), Number(fields.max)] : [quantity, quantity];
      if (SERVICE_TYPE_FIELDS[type].quantity !== 'package') {
        if (!Number.isInteger(least) || least < min) return refuse(`Quantity less than minimal ${min}`);
        if (most > max) return refuse('Quantity more than maximum');
      }
      const rate = listed ? Number(listed.rate) : DEFAULT_RATE;
      const order = await store.insert({ service, link, quantity, rate, placedAt: clock.now(), fields });
      return ok({ order: order.id });
    },
    status: async (f) => {
      if (f.orders !== undefined) {
        const asked = ids(f.orders);
        if (asked.length > 100 && dialect.has('cap-100')) return refuse('Maximum 100 orders per request');
        const list = asked.slice(0, 100);
        const found = await store.find(list.filter((id) => /^\d{1,15}$/.test(id)).map(Number));
        const entries = list.map((id): [string, unknown] => {
          const order = found.get(Number(id));
          return [id, order ? statusOf(order) : { error: 'Incorrect order ID' }];
        });
        return ok(multiStatusAnswer(entries, dialect));
      }
      const order = await findOne(f.order?.trim() ?? '');
      return order ? ok(statusOf(order)) : refuse('Incorrect order ID');
    },
    cancel: async (f) => {
      const answer = [];
      for (const id of ids(f.orders ?? f.order)) {
        const order = await findOne(id);
        if (!order) answer.push({ order: id, cancel: { error: 'Incorrect order ID' } });
        else if (!offers(order.service, 'cancel'))
          answer.push({ order: order.id, cancel: { error: 'Cancel is disabled for this service' } });
        else if (isFinished(stateAt(order, clock.now(), settings)))
          answer.push({ order: order.id, cancel: { error: 'Order is finished' } });
        else {
          await store.markCanceled(order.id, clock.now());
          answer.push({ order: order.id, cancel: 1 });
        }
      }
      return ok(answer);
    },
    refill: async (f) => {
      if (f.orders !== undefined) {
        const answer = [];
        for (const id of ids(f.orders)) {
          const result = await refillOne(id);
          answer.push({ order: Number(id) || id, refill: 'error' in result ? result : result.refill });
        }
        return ok(answer);
      }
      const result = await refillOne(f.order?.trim() ?? '');
      return ok(result);
    },
    refill_status: async (f) => {
      if (f.refills !== undefined)
        return ok(
          await Promise.all(
            ids(f.refills).map(async (id) => ({
              refill: Number(id) || id,
              status: await refillStatusOf(id),
            })),
          ),
        );
      const status = await refillStatusOf(f.refill?.trim() ?? '');
      return ok(typeof status === 'string' ? { status } : status);
    },
  };

  return {
    async handle(fields: Record<string, string>): Promise<PanelAnswer> {
      const key = fields.key?.trim() ?? '';
      if (key === '' || (options.key !== undefined && key !== options.key)) return refuse('Invalid API key');
      const action = actions[fields.action?.trim().toLowerCase() ?? ''];
      if (!action) return refuse('Incorrect request');
      const answer = await action(fields);
      return { ...answer, json: reshapeIds(answer.json, dialect) };
    },
  };
}
