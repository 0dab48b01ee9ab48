import net from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { operatorResolution } from '../../src/modules/fulfilment/operator-resolution.ts';
import { claimSubmissions } from '../../src/modules/fulfilment/submission-repository.ts';
import { submitDueOrders } from '../../src/modules/fulfilment/submit-sweep.ts';
import { syncOrderStatuses } from '../../src/modules/fulfilment/sync-sweep.ts';
import type { ApiV2FakeServer, Fault } from '../fakes/api-v2-fake-server.ts';
import { manualClock } from '../helpers/manual-clock.ts';
import type { TestMember } from '../helpers/members.ts';
import {
  createHarness,
  ledgerRows,
  startFake,
  type Harness,
  expectLedgersBalanced,
} from './fulfilment-harness.ts';

const clock = manualClock();
let fake: ApiV2FakeServer;
let h: Harness;
let serviceId: number;
let member: TestMember;
beforeAll(async () => {
  fake = await startFake(clock);
  h = await createHarness({ apiUrl: fake.url }, clock);
  serviceId = await h.service(0.25);
});
afterAll(async () => {
  await h.ctx.close();
  await fake.close();
});
afterEach(() => expectLedgersBalanced(h.ctx));
beforeEach(async () => {
  member = await h.member(100);
});

const addsFor = (link: string) => fake.requestsOf('add').filter((r) => r.link === link);
let linkCounter = 0;
/** An order of 200 units (50 points) with a link of its own, so the fake's log can be read per order. */
async function newOrder(): Promise<{ orderId: number; link: string }> {
  const link = `https://www.instagram.com/p/fault${++linkCounter}/`;
  return { orderId: await h.order(member, { serviceId, amount: 200, link }), link };
}

describe('submitting when the provider misbehaves', () => {
  it.each<[string, Fault]>([
    ['a 500', { kind: 'http', status: 500 }],
    ['a 503 maintenance page', { kind: 'http', status: 503 }],
    ['garbage with HTTP 200', { kind: 'garbage' }],
    ['"not enough funds"', { kind: 'error', message: 'Not enough funds on balance' }],
  ])('retries after %s with exponential backoff, then succeeds', async (_name, fault) => {
    const { orderId, link } = await newOrder();
    fake.failNext('add', fault, 2);
    await submitDueOrders(h.deps);
    expect(await h.state(orderId)).toMatchObject({ submit_state: 'new', attempts: 1, needs_operator: false });
    expect((await h.state(orderId)).next_attempt_at).toEqual(new Date(clock.now().getTime() + 30_000));

    // Not before the backoff has passed.
    clock.advance(29_000);
    await submitDueOrders(h.deps);
    expect(addsFor(link)).toHaveLength(1);

    clock.advance(1_000);
    await submitDueOrders(h.deps);
    expect(await h.state(orderId)).toMatchObject({ submit_state: 'new', attempts: 2 });
    expect((await h.state(orderId)).next_attempt_at).toEqual(new Date(clock.now().getTime() + 60_000));

    clock.advance(60_000);
    await submitDueOrders(h.deps);
    const state = await h.state(orderId);
    expect(state).toMatchObject({
      submit_state: 'submitted',
      attempts: 3,
      last_error: null,
      status: OrderStatus.Pending,
    });
    expect(addsFor(link)).toHaveLength(3);
    await h.expectBalance(member, 50);
  });

  it.each<[string, Fault]>([
    ['the panel accepts, then the connection drops before the answer', { kind: 'accept-then-drop' }],
    ['the answer never comes (timeout after sending)', { kind: 'hang' }],
    ['a gateway timeout', { kind: 'http', status: 504 }],
  ])('flags the order for the operator and never resends it when %s', async (_name, fault) => {
    const { orderId, link } = await newOrder();
    fake.failNext('add', fault);
    await submitDueOrders(h.deps);
    const state = await h.state(orderId);
    expect(state).toMatchObject({
      submit_state: 'unknown',
      needs_operator: true,
      status: OrderStatus.Pending,
      attempts: 1,
    });
    expect(state.last_error).toBeTruthy();
    for (let i = 0; i < 3; i++) {
      clock.advance(24 * 60 * 60_000);
      await submitDueOrders(h.deps);
    }
    expect(addsFor(link)).toHaveLength(1);
    expect((await h.state(orderId)).submit_state).toBe('unknown');
    // The member's charge stays until the operator decides.
    await h.expectBalance(member, 50);
  });

  it('flags, without sending, an order whose claim was committed by a process that then died', async () => {
    const { orderId, link } = await newOrder();
    // A process claims (and commits) the order, then crashes before calling the provider.
    const leaseUntil = new Date(clock.now().getTime() + 60_000);
    const claimed = await h.ctx.db.transaction((tx) => claimSubmissions(tx, clock.now(), leaseUntil, 100));
    expect(claimed.map((c) => c.id)).toContain(orderId);
    await submitDueOrders(h.deps);
    expect(await h.state(orderId)).toMatchObject({ submit_state: 'submitting' });
    clock.advance(60_000);
    await submitDueOrders(h.deps);
    expect(await h.state(orderId)).toMatchObject({ submit_state: 'unknown', needs_operator: true });
    expect(addsFor(link)).toHaveLength(0);
  });

  it('flags, never resends, an order the provider accepted when the process died before recording it', async () => {
    const { orderId, link } = await newOrder();
    const leaseUntil = new Date(clock.now().getTime() + 60_000);
    const claim = (
      await h.ctx.db.transaction((tx) => claimSubmissions(tx, clock.now(), leaseUntil, 100))
    ).find((c) => c.id === orderId)!;
    // The provider accepts the order; the process dies before its transaction records the answer.
    const provider = await h.deps.providers.get(claim.providerId);
    await provider!.add({ service: claim.providerServiceId, link: claim.link, quantity: claim.amount });
    expect(addsFor(link)).toHaveLength(1);
    for (let i = 0; i < 3; i++) {
      clock.advance(24 * 60 * 60_000);
      await submitDueOrders(h.deps);
    }
    expect(await h.state(orderId)).toMatchObject({
      submit_state: 'unknown',
      needs_operator: true,
      status: OrderStatus.Pending,
    });
    expect(addsFor(link)).toHaveLength(1);
    await h.expectBalance(member, 50);
  });

  it.each(['Incorrect link', 'Incorrect service ID', 'Quantity less than minimal 500'])(
    'cancels and refunds in full on a definite refusal (%s)',
    async (message) => {
      const { orderId, link } = await newOrder();
      fake.failNext('add', { kind: 'error', message });
      await submitDueOrders(h.deps);
      expect(await h.state(orderId)).toMatchObject({
        status: OrderStatus.Canceled,
        submit_state: 'failed',
        refunded_milli: 50_000,
        last_error: message,
        needs_operator: false,
      });
      expect(await ledgerRows(h.ctx, `order:${orderId}:refund`)).toEqual([
        { delta_milli: 50_000, reason: 'refund' },
      ]);
      await h.expectBalance(member, 100);
      clock.advance(24 * 60 * 60_000);
      await submitDueOrders(h.deps);
      expect(addsFor(link)).toHaveLength(1);
    },
  );

  it('gives up after the last attempt: canceled and refunded', async () => {
    const { orderId, link } = await newOrder();
    const attempts = h.deps.options.maxAttempts;
    fake.failNext('add', { kind: 'http', status: 500 }, attempts);
    for (let i = 0; i < attempts; i++) {
      await submitDueOrders(h.deps);
      clock.advance(h.deps.options.backoffCapMs);
    }
    expect(addsFor(link)).toHaveLength(attempts);
    expect(await h.state(orderId)).toMatchObject({
      status: OrderStatus.Canceled,
      submit_state: 'failed',
      refunded_milli: 50_000,
    });
    expect((await h.state(orderId)).last_error).toMatch(/^gave up after 4 attempts/);
    await h.expectBalance(member, 100);
  });

  it('retries when the panel cannot be reached at all: nothing was sent', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const { rows } = await h.ctx.db.query<{ id: number }>(
      `INSERT INTO providers (name, kind, api_url, api_key) VALUES ('offline', 'api_v2', $1, 'k') RETURNING id`,
      [`http://127.0.0.1:${port}/api/v2`],
    );
    const offlineService = await h.service(0.25);
    await h.ctx.db.query('UPDATE services SET provider_id = $2 WHERE id = $1', [offlineService, rows[0]!.id]);
    const orderId = await h.order(member, { serviceId: offlineService, amount: 200 });
    await submitDueOrders(h.deps);
    const state = await h.state(orderId);
    expect(state).toMatchObject({ submit_state: 'new', attempts: 1, needs_operator: false });
    expect(state.last_error).toMatch(/^request not sent/);
  });

  it('flags orders of a service no provider fulfils, and sends them once the service is mapped', async () => {
    const unmapped = await h.service(0.25);
    await h.ctx.db.query('UPDATE services SET provider_id = NULL, provider_service_id = NULL WHERE id = $1', [
      unmapped,
    ]);
    const orderId = await h.order(member, { serviceId: unmapped, amount: 200 });
    await submitDueOrders(h.deps);
    expect(await h.state(orderId)).toMatchObject({
      submit_state: 'new',
      needs_operator: true,
      last_error: 'the service has no provider',
    });
    await h.ctx.db.query(`UPDATE services SET provider_id = $2, provider_service_id = '1' WHERE id = $1`, [
      unmapped,
      h.providerId,
    ]);
    await submitDueOrders(h.deps);
    expect(await h.state(orderId)).toMatchObject({ submit_state: 'submitted', needs_operator: false });
  });

  it('lets the operator settle an unknown submission: found, resent, or canceled with a refund', async () => {
    const operator = operatorResolution(h.ctx.db, clock);
    member = await h.member(150);
    const unknown = async () => {
      const order = await newOrder();
      fake.failNext('add', { kind: 'hang' });
      await submitDueOrders(h.deps);
      expect((await h.state(order.orderId)).submit_state).toBe('unknown');
      return order;
    };
    const found = await unknown();
    expect(await operator.foundAtProvider(found.orderId, ' 777 ')).toBe(true);
    expect(await operator.foundAtProvider(found.orderId, '778')).toBe(false);
    expect(await h.state(found.orderId)).toMatchObject({
      submit_state: 'submitted',
      provider_order_id: '777',
      needs_operator: false,
    });

    const resend = await unknown();
    expect(await operator.notAtProvider(resend.orderId)).toBe(true);
    await submitDueOrders(h.deps);
    expect(await h.state(resend.orderId)).toMatchObject({ submit_state: 'submitted', needs_operator: false });
    expect(addsFor(resend.link)).toHaveLength(2);

    const cancel = await unknown();
    const results = await Promise.all([
      operator.cancelAndRefund(cancel.orderId, 'operator'),
      operator.cancelAndRefund(cancel.orderId, 'operator'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await h.state(cancel.orderId)).toMatchObject({
      status: OrderStatus.Canceled,
      submit_state: 'failed',
      refunded_milli: 50_000,
    });
    // 3 orders of 50 points; one refunded.
    await h.expectBalance(member, 50);
  });
});

describe('syncing when the provider misbehaves', () => {
  it.each<[string, Fault]>([
    ['a 500', { kind: 'http', status: 500 }],
    ['garbage with HTTP 200', { kind: 'garbage' }],
    ['a timeout', { kind: 'hang' }],
    ['a gateway timeout', { kind: 'http', status: 504 }],
    ['an answer of the wrong shape', { kind: 'json', json: ['not', 'a', 'map'] }],
  ])('keeps the order as it was after %s and asks again at the next check', async (_name, fault) => {
    const { orderId } = await newOrder();
    await submitDueOrders(h.deps);
    fake.failNext('status', fault);
    clock.advance(h.deps.options.syncIntervalMs);
    await syncOrderStatuses(h.deps);
    const failed = await h.state(orderId);
    expect(failed).toMatchObject({
      status: OrderStatus.Pending,
      submit_state: 'submitted',
      needs_operator: false,
      refunded_milli: 0,
    });
    expect(failed.last_error).toMatch(/^status: /);

    clock.advance(h.deps.options.syncIntervalMs);
    await syncOrderStatuses(h.deps);
    expect(await h.state(orderId)).toMatchObject({
      status: OrderStatus.Processing,
      last_error: null,
      needs_operator: false,
    });
    await h.expectBalance(member, 50);
  });
});
