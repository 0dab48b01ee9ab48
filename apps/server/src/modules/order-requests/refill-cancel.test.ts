import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import type { OrderHistoryEntry, RefillCancelRequest } from '@smm/contract/order-requests';
import type { RunningServer } from '../../simulator/api-v2-http-server.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import {
  expectLedgersBalanced,
  ledgerRows,
  startSimulator,
  STEP_MS,
  createHarness,
  type Harness,
} from '../../../test/helpers/fulfilment-harness.ts';

// Refill and cancel against the standalone simulator over HTTP (docs/decisions/refill-cancel.md).
// The simulator's service 4 (Comments) offers neither, so a store that offers them meets a refusal.
const clock = manualClock();
let sim: RunningServer;
let h: Harness;
let both: number; // refill (30 days) and cancel, at the provider's service 1
let refusing: number; // refill and cancel on our side, the provider's service 4 refuses both
let neither: number;

async function offering(providerServiceId: string, refill: boolean, cancel: boolean): Promise<number> {
  const id = await h.service(0.5, { providerServiceId });
  await h.ctx.db.query('UPDATE services SET provider_refill = $2, provider_cancel = $3 WHERE id = $1', [
    id,
    refill,
    cancel,
  ]);
  return id;
}

beforeAll(async () => {
  sim = await startSimulator(clock);
  h = await createHarness({ apiUrl: sim.url }, clock);
  both = await offering('1', true, true);
  refusing = await offering('4', true, true);
  neither = await offering('1', false, false);
});
afterAll(async () => {
  await h.ctx.close();
  await sim.close();
});
afterEach(() => expectLedgersBalanced(h.ctx));

async function ask(member: TestMember, orderId: number, kind: 'refill' | 'cancel') {
  const res = await h.ctx.app.inject({
    method: 'POST',
    url: `/api/service/order/${orderId}/${kind}`,
    headers: member.headers,
  });
  return { status: res.statusCode, body: res.json<RefillCancelRequest & { message?: string }>() };
}

async function historyRow(member: TestMember, orderId: number): Promise<OrderHistoryEntry> {
  const res = await h.ctx.app.inject({
    method: 'GET',
    url: '/api/service/order-history',
    headers: member.headers,
  });
  const row = res.json<OrderHistoryEntry[]>().find((r) => r.id === orderId);
  if (!row) throw new Error(`order ${orderId} not in the history`);
  return row;
}

/** Places and submits an order, then lets the simulator run `steps` steps and syncs. */
async function orderAt(member: TestMember, serviceId: number, steps: number): Promise<number> {
  const orderId = await h.order(member, { serviceId, amount: 100 });
  await h.fulfilment.submission.submitDueOrders();
  expect((await h.state(orderId)).submit_state).toBe('submitted');
  clock.advance(steps * STEP_MS);
  await syncAll();
  return orderId;
}

async function syncAll(): Promise<void> {
  clock.advance(h.fulfilment.options.syncIntervalMs);
  await h.fulfilment.statusSync.syncOrderStatuses();
  await h.refillSync.syncRequests();
}

describe('refill through the provider', () => {
  it('offers 리필 요청 on a completed order, sends it, refuses a second while pending and follows refill_status', async () => {
    const member = await h.member(100);
    const orderId = await orderAt(member, both, 3.5);
    expect(await historyRow(member, orderId)).toMatchObject({
      status: OrderStatus.Completed,
      refillable: true,
      cancelable: false,
      request: null,
    });

    const first = await ask(member, orderId, 'refill');
    expect(first).toMatchObject({ status: 200, body: { kind: 'refill', state: 'accepted', message: null } });
    expect(await historyRow(member, orderId)).toMatchObject({
      refillable: false,
      request: { id: first.body.id },
    });
    const { rows } = await h.ctx.db.query<{ provider_refill_id: string }>(
      'SELECT provider_refill_id FROM order_requests WHERE id = $1',
      [first.body.id],
    );
    expect(rows[0]?.provider_refill_id).toBe((await h.state(orderId)).provider_order_id);

    const second = await ask(member, orderId, 'refill');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('이미 처리 중인 요청이 있습니다. 결과가 나온 뒤 다시 요청해 주세요.');

    await syncAll();
    expect((await historyRow(member, orderId)).request).toMatchObject({ refillStatus: 'Pending' });
    clock.advance(STEP_MS);
    await syncAll();
    expect((await historyRow(member, orderId)).request).toMatchObject({ refillStatus: 'In progress' });
    clock.advance(STEP_MS);
    await syncAll();
    // A finished refill no longer blocks: the member may ask again within the window.
    expect(await historyRow(member, orderId)).toMatchObject({
      refillable: true,
      request: { state: 'accepted', refillStatus: 'Completed' },
    });
    await h.expectBalance(member, 50);
  });

  it('shows the provider’s refusal in Korean and lets the member ask again', async () => {
    const member = await h.member(100);
    const orderId = await orderAt(member, refusing, 3.5);
    const refused = await ask(member, orderId, 'refill');
    expect(refused.status).toBe(409);
    const reason = '공급처가 요청을 거절했습니다: 이 서비스는 공급처에서 리필을 받지 않습니다.';
    expect(refused.body.message).toBe(reason);
    expect(await historyRow(member, orderId)).toMatchObject({
      refillable: true,
      request: { kind: 'refill', state: 'refused', message: reason },
    });
  });

  it('refuses by our rules without asking the provider or recording anything', async () => {
    const member = await h.member(200);
    const other = await h.member(100);
    const done = await orderAt(member, both, 3.5);
    const plain = await orderAt(member, neither, 3.5);
    const running = await orderAt(member, both, 1.5);
    const cases: [TestMember, number, number, string][] = [
      [member, running, 409, '완료된 주문만 리필을 요청할 수 있습니다.'],
      [member, plain, 400, '리필을 지원하지 않는 서비스입니다.'],
      [other, done, 404, '주문을 찾을 수 없습니다.'],
    ];
    for (const [who, orderId, status, message] of cases) {
      expect(await ask(who, orderId, 'refill'), `order ${orderId}`).toMatchObject({
        status,
        body: { message },
      });
    }
    // 30 days later (moved in the data: the member's token would not live that long).
    await h.ctx.db.query(`UPDATE orders SET created_at = created_at - interval '30 days' WHERE id = $1`, [
      done,
    ]);
    expect(await historyRow(member, done)).toMatchObject({ refillable: false });
    expect(await ask(member, done, 'refill')).toMatchObject({
      status: 409,
      body: { message: '리필 요청 기간(주문 후 30일)이 지났습니다.' },
    });
    const { rows } = await h.ctx.db.query('SELECT id FROM order_requests WHERE order_id = ANY($1)', [
      [running, done, plain],
    ]);
    expect(rows).toEqual([]);
  });
});

describe('cancel through the provider', () => {
  it('cancels an unfinished order; the sync ends it Canceled and refunds exactly once', async () => {
    const member = await h.member(100);
    const orderId = await orderAt(member, both, 1.5);
    expect(await historyRow(member, orderId)).toMatchObject({
      status: OrderStatus.InProgress,
      cancelable: true,
    });
    await h.expectBalance(member, 50);

    const sent = await ask(member, orderId, 'cancel');
    expect(sent).toMatchObject({ status: 200, body: { kind: 'cancel', state: 'accepted' } });
    expect(await ask(member, orderId, 'cancel')).toMatchObject({
      status: 409,
      body: { message: '이미 처리 중인 요청이 있습니다. 결과가 나온 뒤 다시 요청해 주세요.' },
    });

    await syncAll();
    await syncAll();
    expect(await h.state(orderId)).toMatchObject({ status: OrderStatus.Canceled, refunded_milli: 50_000 });
    expect(await ledgerRows(h.ctx, `order:${orderId}:refund`)).toHaveLength(1);
    await h.expectBalance(member, 100);
    expect(await historyRow(member, orderId)).toMatchObject({
      cancelable: false,
      refillable: false,
      request: { kind: 'cancel', state: 'accepted' },
    });
    const { rows } = await h.ctx.db.query<{ open: boolean }>(
      'SELECT open FROM order_requests WHERE order_id = $1',
      [orderId],
    );
    expect(rows).toEqual([{ open: false }]);
    // The operator sees the request in the order's detail.
    const operator = await createTestMember(h.ctx, { isAdmin: true });
    const detail = await h.ctx.app.inject({ url: `/api/admin/orders/${orderId}`, headers: operator.headers });
    expect(detail.json()).toMatchObject({
      requests: [{ id: sent.body.id, kind: 'cancel', state: 'accepted', source: 'web', open: false }],
    });
    expect(await ask(member, orderId, 'cancel')).toMatchObject({
      status: 409,
      body: { message: '이미 끝난 주문은 취소할 수 없습니다.' },
    });
  });

  it('shows the provider’s refusal in Korean; the order goes on', async () => {
    const member = await h.member(100);
    const orderId = await orderAt(member, refusing, 1.5);
    const refused = await ask(member, orderId, 'cancel');
    expect(refused).toMatchObject({
      status: 409,
      body: { message: '공급처가 요청을 거절했습니다: 이 서비스는 공급처에서 취소를 받지 않습니다.' },
    });
    clock.advance(2 * STEP_MS);
    await syncAll();
    expect(await h.state(orderId)).toMatchObject({ status: OrderStatus.Completed, refunded_milli: 0 });
    await h.expectBalance(member, 50);
  });

  it('refuses an order not yet at the provider and a service without cancel', async () => {
    const member = await h.member(100);
    const waiting = await h.order(member, { serviceId: both, amount: 100 });
    expect(await historyRow(member, waiting)).toMatchObject({ cancelable: false });
    expect(await ask(member, waiting, 'cancel')).toMatchObject({
      status: 409,
      body: { message: '아직 공급처에 접수되지 않은 주문입니다. 잠시 후 다시 시도해 주세요.' },
    });
    await h.fulfilment.submission.submitDueOrders();
    const plain = await orderAt(member, neither, 0.5);
    expect(await ask(member, plain, 'cancel')).toMatchObject({
      status: 400,
      body: { message: '취소를 지원하지 않는 서비스입니다.' },
    });
  });
});

describe('when the provider cannot be reached or its answer is lost', () => {
  it('answers 502, keeps the failed request in the row and lets the member ask again', async () => {
    const member = await h.member(100);
    const orderId = await orderAt(member, both, 1.5);
    // Nothing listens there: the provider call fails before any answer.
    await h.ctx.db.query(`UPDATE providers SET api_url = 'http://127.0.0.1:9/api/v2' WHERE id = $1`, [
      h.providerId,
    ]);
    try {
      const failed = await ask(member, orderId, 'cancel');
      const unreachable = '공급처와 통신하지 못했습니다. 잠시 후 다시 시도해 주세요.';
      expect(failed).toMatchObject({ status: 502, body: { message: unreachable } });
      expect(await historyRow(member, orderId)).toMatchObject({
        cancelable: true,
        request: { kind: 'cancel', state: 'failed' },
      });
    } finally {
      await h.ctx.db.query('UPDATE providers SET api_url = $2 WHERE id = $1', [h.providerId, `${sim.url}`]);
    }
    expect(await ask(member, orderId, 'cancel')).toMatchObject({ status: 200, body: { state: 'accepted' } });
  });

  it('fails a request whose provider call never came back, after 10 minutes, so the member may ask again', async () => {
    const member = await h.member(100);
    const orderId = await orderAt(member, both, 1.5);
    // What a process stopped between its commit and the provider's answer leaves behind.
    await h.ctx.db.query(
      `INSERT INTO order_requests (order_id, kind, source, created_at, updated_at) VALUES ($1, 'cancel', 'web', $2, $2)`,
      [orderId, h.clock.now()],
    );
    expect(await historyRow(member, orderId)).toMatchObject({
      cancelable: false,
      request: { state: 'sending' },
    });
    expect(await ask(member, orderId, 'cancel')).toMatchObject({ status: 409 });

    clock.advance(9 * 60_000);
    await h.refillSync.syncRequests();
    expect(await historyRow(member, orderId)).toMatchObject({ request: { state: 'sending' } });
    clock.advance(2 * 60_000);
    await h.refillSync.syncRequests();
    expect(await historyRow(member, orderId)).toMatchObject({
      cancelable: true,
      request: { state: 'failed', message: '공급처의 답을 확인하지 못했습니다. 다시 요청해 주세요.' },
    });
  });
});
