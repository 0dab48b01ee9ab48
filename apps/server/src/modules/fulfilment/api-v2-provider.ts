import type { PanelTransport } from './api-v2-http-transport.ts';
import { errorText, idText, isObject, readOrderState, readReply, snippet } from './api-v2-reply.ts';
import { ProviderError } from './provider-error.ts';
import {
  MULTI_STATUS_LIMIT,
  type FulfilmentProvider,
  type PerOrder,
  type ProviderOrderState,
  type ProviderService,
} from './provider.ts';
import { parseCount } from './provider-status.ts';

/**
 * The SMM panel API v2 (`key` + `action`), over any transport: HTTP for real panels, a direct call
 * for the in-process simulator, so both go through the same parsing and status normalisation.
 */
export function createApiV2Provider(transport: PanelTransport, key: string): FulfilmentProvider {
  const call = async (action: string, fields: Record<string, string> = {}) =>
    readReply(await transport({ key, action, ...fields }));

  /** Panels answer at most 100 ids per call (some drop the rest, some refuse): longer lists go in chunks. */
  const multiStatus = async (ids: readonly string[]) => {
    const result = new Map<string, PerOrder<ProviderOrderState>>();
    for (let at = 0; at < ids.length; at += MULTI_STATUS_LIMIT)
      for (const [id, entry] of await statusChunk(ids.slice(at, at + MULTI_STATUS_LIMIT)))
        result.set(id, entry);
    return result;
  };

  const statusChunk = async (ids: readonly string[]) => {
    const result = new Map<string, PerOrder<ProviderOrderState>>();
    if (ids.length === 0) return result;
    const answer = await call('status', { orders: ids.join(',') });
    if (!isObject(answer)) throw garbage('status', answer);
    // A panel that answers a one-id list with the single-order shape.
    const [onlyId] = ids;
    const single =
      ids.length === 1 && onlyId !== undefined && 'status' in answer ? { [onlyId]: answer } : answer;
    for (const id of ids) {
      const entry = single[id];
      const error = errorText(entry);
      if (entry === undefined) result.set(id, { ok: false, error: 'missing from the answer' });
      else if (error !== null) result.set(id, { ok: false, error });
      else result.set(id, { ok: true, value: readOrderState(entry) });
    }
    return result;
  };

  return {
    async services() {
      const answer = await call('services');
      if (!Array.isArray(answer)) throw garbage('services', answer);
      return answer.filter(isObject).flatMap((s): ProviderService[] => {
        const service = idText(s.service);
        if (service === null) return [];
        return [
          {
            service,
            name: idText(s.name) ?? '',
            type: idText(s.type) ?? 'Default',
            category: idText(s.category) ?? '',
            rate: idText(s.rate) ?? '0',
            min: parseCount(s.min),
            max: parseCount(s.max),
            dripfeed: truthy(s.dripfeed),
            refill: truthy(s.refill),
            cancel: truthy(s.cancel),
          },
        ];
      });
    },

    async add(request) {
      const fields: Record<string, string> = {
        service: request.service,
        link: request.link,
        ...(request.fields ?? { quantity: String(request.quantity) }),
      };
      if (request.runs) fields.runs = String(request.runs);
      if (request.interval) fields.interval = String(request.interval);
      const answer = await call('add', fields);
      const providerOrderId = isObject(answer) ? idText(answer.order) : null;
      if (providerOrderId === null) throw garbage('add', answer);
      return { providerOrderId };
    },

    async status(providerOrderId) {
      return readOrderState(await call('status', { order: providerOrderId }));
    },

    multiStatus,

    async balance() {
      const answer = await call('balance');
      const balance = isObject(answer) ? idText(answer.balance) : null;
      if (balance === null || !isObject(answer)) throw garbage('balance', answer);
      return { balance, currency: typeof answer.currency === 'string' ? answer.currency : '' };
    },

    async cancel(ids) {
      const answer = await call('cancel', { orders: ids.join(',') });
      if (!Array.isArray(answer)) throw garbage('cancel', answer);
      const result = new Map<string, PerOrder<true>>(
        ids.map((id) => [id, { ok: false, error: 'missing from the answer' }]),
      );
      for (const entry of answer.filter(isObject)) {
        const id = idText(entry.order);
        if (id === null) continue;
        const error = errorText(entry.cancel);
        result.set(
          id,
          error === null && truthy(entry.cancel)
            ? { ok: true, value: true }
            : { ok: false, error: error ?? 'not canceled' },
        );
      }
      return result;
    },

    async refill(providerOrderId) {
      const answer = await call('refill', { order: providerOrderId });
      const refillId = isObject(answer) ? idText(answer.refill) : null;
      if (refillId === null) throw garbage('refill', answer);
      return { refillId };
    },

    async refillStatus(ids) {
      const result = new Map<string, PerOrder<string>>(
        ids.map((id) => [id, { ok: false, error: 'missing from the answer' }]),
      );
      if (ids.length === 0) return result;
      const answer = await call('refill_status', { refills: ids.join(',') });
      // A panel that answers a one-id list with the single-refill shape.
      const [onlyId] = ids;
      const entries =
        ids.length === 1 && onlyId !== undefined && isObject(answer) && 'status' in answer
          ? [{ refill: onlyId, status: answer.status }]
          : answer;
      if (!Array.isArray(entries)) throw garbage('refill_status', answer);
      for (const entry of entries.filter(isObject)) {
        const id = idText(entry.refill);
        if (id === null || !result.has(id)) continue;
        const word = typeof entry.status === 'string' ? entry.status.trim() : '';
        result.set(
          id,
          word === ''
            ? { ok: false, error: errorText(entry.status) ?? 'no status' }
            : { ok: true, value: word },
        );
      }
      return result;
    },
  };
}

function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** A JSON answer of the wrong shape: the panel said nothing we can rely on, so it is retryable. */
function garbage(action: string, answer: unknown): ProviderError {
  return new ProviderError(
    'retryable',
    `unexpected ${action} answer: ${snippet(JSON.stringify(answer) ?? '')}`,
  );
}
