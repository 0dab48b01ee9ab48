import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { claimSubmissions } from './submission-repository.ts';
import type { Fault } from '../../../test/fakes/api-v2-fake-server.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { ledgerRows, useFakePanelSuite } from '../../../test/helpers/fulfilment-harness.ts';

const clock = manualClock();
const s = useFakePanelSuite(clock, 0.25);

const addsFor = (link: string) => s.fake.requestsOf('add').filter((r) => r.link === link);
let linkCounter = 0;
/** An order of 200 units (50 points) with a link of its own, so the fake's log can be read per order. */
async function newOrder(): Promise<{ orderId: number; link: string }> {
  const link = `https://www.instagram.com/p/fault${++linkCounter}/`;
  return { orderId: await s.h.order(s.member, { serviceId: s.serviceId, amount: 200, link }), link };
}

describe('submitting when the provider misbehaves', () => {
  it.each<[string, Fault]>([
    ['a 500', { kind: 'http', status: 500 }],
    ['a 503 maintenance page', { kind: 'http', status: 503 }],
    ['garbage with HTTP 200', { kind: 'garbage' }],
    ['"not enough funds"', { kind: 'error', message: 'Not enough funds on balance' }],
  ])('retries after %s with exponential backoff, then succeeds', async (_name, fault) => {
    const { orderId, link } = await newOrder();
    s.fake.failNext('add', fault, 2);
    await s.h.fulfilment.submission.submitDueOrders();
    expect(await s.h.state(orderId)).toMatchObject({
      submit_state: 'new',
      attempts: 1,
      needs_operator: false,
    });
    expect((await s.h.state(orderId)).next_attempt_at).toEqual(new Date(clock.now().getTime() + 30_000));

    // Not before the backoff has passed.
    clock.advance(29_000);
    await s.h.fulfilment.submission.submitDueOrders();
    expect(addsFor(link)).toHaveLength(1);

    clock.advance(1_000);
    await s.h.fulfilment.submission.submitDueOrders();
    expect(await s.h.state(orderId)).toMatchObject({ submit_state: 'new', attempts: 2 });
    expect((await s.h.state(orderId)).next_attempt_at).toEqual(new Date(clock.now().getTime() + 60_000));

    clock.advance(60_000);
    await s.h.fulfilment.submission.submitDueOrders();
    const state = await s.h.state(orderId);
    expect(state).toMatchObject({
      submit_state: 'submitted',
      attempts: 3,
      last_error: null,
      status: OrderStatus.Pending,
    });
    expect(addsFor(link)).toHaveLength(3);
    await s.h.expectBalance(s.member, 50);
  });

  it.each<[string, Fault]>([
    ['the panel accepts, then the connection drops before the answer', { kind: 'accept-then-drop' }],
    ['the answer never comes (timeout after sending)', { kind: 'hang' }],
    ['a gateway timeout', { kind: 'http', status: 504 }],
  ])('flags the order for the operator and never resends it when %s', async (_name, fault) => {
    const { orderId, link } = await newOrder();
    s.fake.failNext('add', fault);
    await s.h.fulfilment.submission.submitDueOrders();
    const state = await s.h.state(orderId);
    expect(state).toMatchObject({
      submit_state: 'unknown',
      needs_operator: true,
      status: OrderStatus.Pending,
      attempts: 1,
    });
    expect(state.last_error).toBeTruthy();
    for (let i = 0; i < 3; i++) {
      clock.advance(24 * 60 * 60_000);
      await s.h.fulfilment.submission.submitDueOrders();
    }
    expect(addsFor(link)).toHaveLength(1);
    expect((await s.h.state(orderId)).submit_state).toBe('unknown');
    // The s.member's charge stays until the operator decides.
    await s.h.expectBalance(s.member, 50);
  });

  it('flags, without sending, an order whose claim was committed by a process that then died', async () => {
    const { orderId, link } = await newOrder();
    // A process claims (and commits) the order, then crashes before calling the provider.
    const leaseUntil = new Date(clock.now().getTime() + 60_000);
    const claimed = await s.h.ctx.db.transaction((tx) => claimSubmissions(tx, clock.now(), leaseUntil, 100));
    expect(claimed.map((c) => c.id)).toContain(orderId);
    await s.h.fulfilment.submission.submitDueOrders();
    expect(await s.h.state(orderId)).toMatchObject({ submit_state: 'submitting' });
    clock.advance(60_000);
    await s.h.fulfilment.submission.submitDueOrders();
    expect(await s.h.state(orderId)).toMatchObject({ submit_state: 'unknown', needs_operator: true });
    expect(addsFor(link)).toHaveLength(0);
  });

  it('flags, never resends, an order the provider accepted when the process died before recording it', async () => {
    const { orderId, link } = await newOrder();
    const leaseUntil = new Date(clock.now().getTime() + 60_000);
    const claim = (
      await s.h.ctx.db.transaction((tx) => claimSubmissions(tx, clock.now(), leaseUntil, 100))
    ).find((c) => c.id === orderId)!;
    // The provider accepts the order; the process dies before its transaction records the answer.
    const provider = await s.h.fulfilment.providers.forRun().get(claim.providerId);
    await provider!.add({ service: claim.providerServiceId, link: claim.link, quantity: claim.amount });
    expect(addsFor(link)).toHaveLength(1);
    for (let i = 0; i < 3; i++) {
      clock.advance(24 * 60 * 60_000);
      await s.h.fulfilment.submission.submitDueOrders();
    }
    expect(await s.h.state(orderId)).toMatchObject({
      submit_state: 'unknown',
      needs_operator: true,
      status: OrderStatus.Pending,
    });
    expect(addsFor(link)).toHaveLength(1);
    await s.h.expectBalance(s.member, 50);
  });

  it.each(['Incorrect link', 'Incorrect service ID', 'Quantity less than minimal 500'])(
    'cancels and refunds in full on a definite refusal (%s)',
    async (message) => {
      const { orderId, link } = await newOrder();
      s.fake.failNext('add', { kind: 'error', message });
      await s.h.fulfilment.submission.submitDueOrders();
      expect(await s.h.state(orderId)).toMatchObject({
        status: OrderStatus.Canceled,
        submit_state: 'failed',
        refunded_milli: 50_000,
        last_error: message,
        needs_operator: false,
      });
      expect(await ledgerRows(s.h.ctx, `order:${orderId}:refund`)).toEqual([
        { delta_milli: 50_000, reason: 'refund' },
      ]);
      await s.h.expectBalance(s.member, 100);
      clock.advance(24 * 60 * 60_000);
      await s.h.fulfilment.submission.submitDueOrders();
      expect(addsFor(link)).toHaveLength(1);
    },
  );

  it('gives up after the last attempt: canceled and refunded', async () => {
    const { orderId, link } = await newOrder();
    const attempts = s.h.fulfilment.options.maxAttempts;
    s.fake.failNext('add', { kind: 'http', status: 500 }, attempts);
    for (let i = 0; i < attempts; i++) {
      await s.h.fulfilment.submission.submitDueOrders();
      clock.advance(s.h.fulfilment.options.backoffCapMs);
    }
    expect(addsFor(link)).toHaveLength(attempts);
    expect(await s.h.state(orderId)).toMatchObject({
      status: OrderStatus.Canceled,
      submit_state: 'failed',
      refunded_milli: 50_000,
    });
    expect((await s.h.state(orderId)).last_error).toMatch(/^gave up after 4 attempts/);
    await s.h.expectBalance(s.member, 100);
  });

  it('retries when the panel cannot be reached at all: nothing was sent', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const { rows } = await s.h.ctx.db.query<{ id: number }>(
      `INSERT INTO providers (name, kind, api_url, api_key) VALUES ('offline', 'api_v2', $1, 'k') RETURNING id`,
      [`http://127.0.0.1:${port}/api/v2`],
    );
    const offlineService = await s.h.service(0.25);
    await s.h.ctx.db.query('UPDATE services SET provider_id = $2 WHERE id = $1', [
      offlineService,
      rows[0]!.id,
    ]);
    const orderId = await s.h.order(s.member, { serviceId: offlineService, amount: 200 });
    await s.h.fulfilment.submission.submitDueOrders();
    const state = await s.h.state(orderId);
    expect(state).toMatchObject({ submit_state: 'new', attempts: 1, needs_operator: false });
    expect(state.last_error).toMatch(/^request not sent/);
  });

  it('flags orders of a service no provider fulfils, and sends them once the service is mapped', async () => {
    const unmapped = await s.h.service(0.25);
    await s.h.ctx.db.query(
      'UPDATE services SET provider_id = NULL, provider_service_id = NULL WHERE id = $1',
      [unmapped],
    );
    const orderId = await s.h.order(s.member, { serviceId: unmapped, amount: 200 });
    await s.h.fulfilment.submission.submitDueOrders();
    expect(await s.h.state(orderId)).toMatchObject({
      submit_state: 'new',
      needs_operator: true,
      last_error: 'the service has no provider',
    });
    await s.h.ctx.db.query(`UPDATE services SET provider_id = $2, provider_service_id = '1' WHERE id = $1`, [
      unmapped,
      s.h.providerId,
    ]);
    await s.h.fulfilment.submission.submitDueOrders();
    expect(await s.h.state(orderId)).toMatchObject({ submit_state: 'submitted', needs_operator: false });
  });

  it('lets the operator settle an unknown submission: found, resent, or canceled with a refund', async () => {
    const operator = s.h.fulfilment.operatorResolution;
    s.member = await s.h.member(150);
    const unknown = async () => {
      const order = await newOrder();
      s.fake.failNext('add', { kind: 'hang' });
      await s.h.fulfilment.submission.submitDueOrders();
      expect((await s.h.state(order.orderId)).submit_state).toBe('unknown');
      return order;
    };
    const found = await unknown();
    expect(await operator.foundAtProvider(found.orderId, ' 777 ')).toBe(true);
    expect(await operator.foundAtProvider(found.orderId, '778')).toBe(false);
    expect(await s.h.state(found.orderId)).toMatchObject({
      submit_state: 'submitted',
      provider_order_id: '777',
      needs_operator: false,
    });

    const resend = await unknown();
    expect(await operator.notAtProvider(resend.orderId)).toBe(true);
    await s.h.fulfilment.submission.submitDueOrders();
    expect(await s.h.state(resend.orderId)).toMatchObject({
      submit_state: 'submitted',
      needs_operator: false,
    });
    expect(addsFor(resend.link)).toHaveLength(2);

    const cancel = await unknown();
    const results = await Promise.all([
      operator.cancelAndRefund(cancel.orderId, 'operator'),
      operator.cancelAndRefund(cancel.orderId, 'operator'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await s.h.state(cancel.orderId)).toMatchObject({
      status: OrderStatus.Canceled,
      submit_state: 'failed',
      refunded_milli: 50_000,
    });
    // 3 orders of 50 points; one refunded.
    await s.h.expectBalance(s.member, 50);
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
    await s.h.fulfilment.submission.submitDueOrders();
    s.fake.failNextAbout('status', (await s.h.state(orderId)).provider_order_id ?? '', fault);
    clock.advance(s.h.fulfilment.options.syncIntervalMs);
    await s.h.fulfilment.statusSync.syncOrderStatuses();
    const failed = await s.h.state(orderId);
    expect(failed).toMatchObject({
      status: OrderStatus.Pending,
      submit_state: 'submitted',
      needs_operator: false,
      refunded_milli: 0,
    });
    expect(failed.last_error).toMatch(/^status: /);

    clock.advance(s.h.fulfilment.options.syncIntervalMs);
    await s.h.fulfilment.statusSync.syncOrderStatuses();
    expect(await s.h.state(orderId)).toMatchObject({
      status: OrderStatus.Processing,
      last_error: null,
      needs_operator: false,
    });
    await s.h.expectBalance(s.member, 50);
  });
});
