import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { startApiV2FakeServer, type ApiV2FakeServer } from '../../../test/fakes/api-v2-fake-server.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { httpTransport } from './api-v2-http-transport.ts';
import { createApiV2Provider } from './api-v2-provider.ts';
import { ProviderError } from './provider-error.ts';

/** The fake panel listens on 127.0.0.1: a private address the tests allow. */
const LOCAL = { allowPrivate: true };

const clock = manualClock();
let fake: ApiV2FakeServer;
let provider: ReturnType<typeof createApiV2Provider>;
beforeAll(async () => {
  fake = await startApiV2FakeServer({
    clock,
    settings: { stepMs: 1000, partialRate: 0, cancelRate: 0, seed: 's' },
    key: 'secret',
  });
  provider = createApiV2Provider(httpTransport(fake.url, 500, LOCAL), 'secret');
});
afterAll(() => fake.close());

const add = () => provider.add({ service: '1', link: 'https://www.instagram.com/p/abc/', quantity: 100 });
async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the API v2 adapter over HTTP', () => {
  it('adds an order with one form-encoded POST carrying key, action and the order fields', async () => {
    const { providerOrderId } = await add();
    expect(providerOrderId).toMatch(/^\d+$/);
    expect(fake.requestsOf('add').at(-1)).toEqual({
      key: 'secret',
      action: 'add',
      service: '1',
      link: 'https://www.instagram.com/p/abc/',
      quantity: '100',
    });
  });

  it('sends runs and interval only when given', async () => {
    await provider.add({ service: '2', link: 'https://x.com/a', quantity: 10, runs: 3, interval: 60 });
    expect(fake.requestsOf('add').at(-1)).toMatchObject({ runs: '3', interval: '60' });
  });

  it.each([
    [{ kind: 'error', message: 'Incorrect link' } as const, 'refused'],
    [{ kind: 'error', message: 'Incorrect service ID' } as const, 'refused'],
    [{ kind: 'error', message: 'Not enough funds on balance' } as const, 'retryable'],
    [{ kind: 'error', message: 'Invalid API key' } as const, 'retryable'],
    [
      {
        kind: 'error',
        message: 'You have active order with this link. Please wait until order being completed.',
      } as const,
      'retryable',
    ],
    [{ kind: 'http', status: 500 } as const, 'retryable'],
    [{ kind: 'http', status: 502 } as const, 'retryable'],
    [{ kind: 'http', status: 503 } as const, 'retryable'],
    [{ kind: 'http', status: 504 } as const, 'ambiguous'],
    [{ kind: 'http', status: 403 } as const, 'retryable'],
    [{ kind: 'garbage' } as const, 'retryable'],
    [{ kind: 'json', json: { order: null } } as const, 'retryable'],
    [{ kind: 'json', json: [] } as const, 'retryable'],
    [{ kind: 'hang' } as const, 'ambiguous'],
    [{ kind: 'accept-then-drop' } as const, 'ambiguous'],
    [{ kind: 'drop' } as const, 'ambiguous'],
  ])('classifies %j on add as %s', async (fault, kind) => {
    fake.failNext('add', fault);
    expect((await failure(add())).kind).toBe(kind);
  });

  it('says what was lost when the answer never came', async () => {
    fake.failNext('add', { kind: 'hang' });
    expect((await failure(add())).message).toBe('answer lost after sending: timeout');
  });

  it('treats a panel that cannot be reached as retryable: nothing was sent', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const offline = createApiV2Provider(
      httpTransport(`http://127.0.0.1:${port}/api/v2`, 500, LOCAL),
      'secret',
    );
    const error = await failure(offline.add({ service: '1', link: 'https://x.com/a', quantity: 10 }));
    expect(error.kind).toBe('retryable');
  });

  it('reads a single status with numbers as strings', async () => {
    const { providerOrderId } = await add();
    clock.advance(2000);
    expect(await provider.status(providerOrderId)).toMatchObject({
      status: OrderStatus.InProgress,
      rawStatus: 'In progress',
      remains: 50,
    });
  });

  it('reads an answer sent behind a byte-order mark, with a text/html content type', async () => {
    fake.failNext('add', { kind: 'garbage', body: '\uFEFF{"order": 4077}' });
    expect(await add()).toEqual({ providerOrderId: '4077' });
  });

  it('tolerates the spellings of real panels', async () => {
    fake.override('status', () => ({
      kind: 'json',
      json: { status: 'Cancelled', remains: 'Unknown', start_count: '-1', charge: 0.5 },
    }));
    expect(await provider.status('1')).toEqual({
      status: OrderStatus.Canceled,
      rawStatus: 'Cancelled',
      startCount: null,
      remains: null,
      charge: '0.5',
    });
    fake.override('status', () => ({
      kind: 'json',
      json: { status: 'IN PROGRESS', remains: '12', start_count: 300 },
    }));
    expect(await provider.status('1')).toMatchObject({
      status: OrderStatus.InProgress,
      startCount: 300,
      remains: 12,
    });
    fake.override('status', () => ({ kind: 'json', json: { status: 'Refunded', remains: -3 } }));
    expect(await provider.status('1')).toMatchObject({ status: null, rawStatus: 'Refunded', remains: null });
    fake.override('status', null);
  });

  it('reads multi-status keyed by id, errors per id, and a one-id answer in the single shape', async () => {
    const a = (await add()).providerOrderId;
    const b = (await add()).providerOrderId;
    const answer = await provider.multiStatus([a, b, '999999']);
    expect(answer.get(a)).toMatchObject({ ok: true, value: { status: OrderStatus.Processing } });
    expect(answer.get(b)).toMatchObject({ ok: true });
    expect(answer.get('999999')).toEqual({ ok: false, error: 'Incorrect order ID' });
    expect(fake.requestsOf('status').at(-1)).toMatchObject({ orders: `${a},${b},999999` });

    fake.failNext('status', { kind: 'json', json: { status: 'Partial', remains: '7' } });
    expect((await provider.multiStatus([a])).get(a)).toMatchObject({
      ok: true,
      value: { status: OrderStatus.Partial, remains: 7 },
    });
    fake.failNext('status', { kind: 'json', json: { [a]: { status: 'Completed' } } });
    expect((await provider.multiStatus([a, b])).get(b)).toEqual({
      ok: false,
      error: 'missing from the answer',
    });
    // Past 100 ids the list goes in chunks of 100, one call each.
    const before = fake.requestsOf('status').length;
    const many = await provider.multiStatus(Array.from({ length: 101 }, (_, i) => String(i + 1)));
    expect(many.size).toBe(101);
    const chunks = fake.requestsOf('status').slice(before);
    expect(chunks.map((r) => r.orders?.split(',').length)).toEqual([100, 1]);
  });

  it('lists services, reads the balance, cancels and refills', async () => {
    const services = await provider.services();
    expect(services[0]).toMatchObject({ service: '1', min: 1, refill: true, cancel: true });
    expect(await provider.balance()).toEqual({ balance: '1000000.00', currency: 'KRW' });
    const running = (await add()).providerOrderId;
    const canceled = await provider.cancel([running, '999999']);
    expect(canceled.get(running)).toEqual({ ok: true, value: true });
    expect(canceled.get('999999')).toEqual({ ok: false, error: 'Incorrect order ID' });
    const done = (await add()).providerOrderId;
    clock.advance(5000);
    expect(await provider.refill(done)).toEqual({ refillId: done });
    expect((await failure(provider.refill('999999'))).kind).toBe('refused');
    expect(await provider.refillStatus([done, '999999'])).toEqual(
      new Map([
        [done, { ok: true, value: 'Pending' }],
        ['999999', { ok: false, error: 'Incorrect refill ID' }],
      ]),
    );
    // A panel that answers a one-id list in the single shape.
    fake.failNext('refill_status', { kind: 'json', json: { status: 'Completed' } });
    expect((await provider.refillStatus([done])).get(done)).toEqual({ ok: true, value: 'Completed' });
  });

  it('refuses a wrong key as retryable (fix the key, the order is fine)', async () => {
    const wrongKey = createApiV2Provider(httpTransport(fake.url, 500, LOCAL), 'wrong');
    expect((await failure(wrongKey.balance())).kind).toBe('retryable');
  });
});
