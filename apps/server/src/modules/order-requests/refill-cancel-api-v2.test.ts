import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { apiKeyHash } from '../accounts/account-secrets.ts';
import type { RunningServer } from '../../simulator/api-v2-http-server.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import {
  createHarness,
  expectLedgersBalanced,
  ledgerRows,
  startSimulator,
  STEP_MS,
  type Harness,
} from '../../../test/helpers/fulfilment-harness.ts';

// The reseller API v2's refill, refill_status and cancel, from a reseller's point of view, with the
// standalone simulator over HTTP as our provider (docs/decisions/refill-cancel.md).
const clock = manualClock();
let sim: RunningServer;
let h: Harness;
let both: number;
let refusing: number;
let key: string;

beforeAll(async () => {
  sim = await startSimulator(clock);
  h = await createHarness({ apiUrl: sim.url }, clock);
  both = await h.service(0.5, { providerServiceId: '1' });
  refusing = await h.service(0.5, { providerServiceId: '4' });
  await h.ctx.db.query(
    'UPDATE services SET provider_refill = true, provider_cancel = true WHERE id = ANY($1)',
    [[both, refusing]],
  );
  const member = await h.member(1000);
  key = randomBytes(24).toString('base64url');
  await h.ctx.db.query('UPDATE members SET api_key_hash = $2 WHERE id = $1', [member.id, apiKeyHash(key)]);
});
afterAll(async () => {
  await h.ctx.close();
  await sim.close();
});
afterEach(() => expectLedgersBalanced(h.ctx));

async function v2(fields: Record<string, string | number>): Promise<unknown> {
  const res = await h.ctx.app.inject({
    method: 'POST',
    url: '/api/v2',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(
      Object.entries({ key, ...fields }).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  });
  expect(res.statusCode).toBe(200);
  return res.json<unknown>();
}

async function add(service: number): Promise<number> {
  const answer = (await v2({
    action: 'add',
    service,
    link: 'https://www.instagram.com/p/v2/',
    quantity: 100,
  })) as {
    order: number;
  };
  return answer.order;
}

async function run(steps: number): Promise<void> {
  await h.fulfilment.submission.submitDueOrders();
  clock.advance(steps * STEP_MS + h.fulfilment.options.syncIntervalMs);
  await h.fulfilment.statusSync.syncOrderStatuses();
  await h.refillSync.syncRequests();
}

describe('API v2 refill, refill_status and cancel', () => {
  it('lists refill and cancel on the services that offer them', async () => {
    const list = (await v2({ action: 'services' })) as {
      service: number;
      refill: boolean;
      cancel: boolean;
    }[];
    expect(list.find((s) => s.service === both)).toMatchObject({ refill: true, cancel: true });
  });

  it('cancels orders in the multi form; the confirmed one is refunded exactly once', async () => {
    const running = await add(both);
    const refused = await add(refusing);
    await run(1.5);
    expect(await v2({ action: 'cancel', orders: `${running},${refused},99999999` })).toEqual([
      { order: running, cancel: 1 },
      {
        order: refused,
        cancel: { error: '공급처가 요청을 거절했습니다: 이 서비스는 공급처에서 취소를 받지 않습니다.' },
      },
      { order: 99999999, cancel: { error: '주문을 찾을 수 없습니다.' } },
    ]);
    expect(await v2({ action: 'cancel', order: running })).toEqual({
      error: '이미 처리 중인 요청이 있습니다. 결과가 나온 뒤 다시 요청해 주세요.',
    });
    await run(0);
    await run(0);
    expect(await v2({ action: 'status', order: running })).toMatchObject({ status: 'Canceled', charge: '0' });
    expect((await h.state(running)).status).toBe(OrderStatus.Canceled);
    expect(await ledgerRows(h.ctx, `order:${running}:refund`)).toHaveLength(1);
    expect(await v2({ action: 'cancel', order: running })).toEqual({
      error: '이미 끝난 주문은 취소할 수 없습니다.',
    });
  });

  it('refills single and multi, and reports refill_status until Completed', async () => {
    const done = await add(both);
    const other = await add(both);
    const refused = await add(refusing);
    await run(3.5);
    const { refill } = (await v2({ action: 'refill', order: done })) as { refill: number };
    expect(refill).toBeGreaterThan(0);
    expect(await v2({ action: 'refill', order: done })).toEqual({
      error: '이미 처리 중인 요청이 있습니다. 결과가 나온 뒤 다시 요청해 주세요.',
    });
    const multi = (await v2({ action: 'refill', orders: `${other},${refused}` })) as [
      { order: number; refill: number },
      unknown,
    ];
    expect(multi[0].refill).toBeGreaterThan(refill);
    expect(multi).toEqual([
      { order: other, refill: multi[0].refill },
      {
        order: refused,
        refill: { error: '공급처가 요청을 거절했습니다: 이 서비스는 공급처에서 리필을 받지 않습니다.' },
      },
    ]);
    expect(await v2({ action: 'refill_status', refill })).toEqual({ status: 'Pending' });
    await run(0);
    await run(1);
    expect(await v2({ action: 'refill_status', refill })).toEqual({ status: 'In progress' });
    await run(1);
    expect(await v2({ action: 'refill_status', refills: `${refill},${multi[0].refill},abc` })).toEqual([
      { refill, status: 'Completed' },
      { refill: multi[0].refill, status: 'Completed' },
      { refill: 'abc', status: { error: 'Incorrect refill ID' } },
    ]);
  });
});
