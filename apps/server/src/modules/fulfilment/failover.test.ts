import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import type { Fault } from '../../../test/fakes/api-v2-fake-server.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { useFailoverSuite } from '../../../test/helpers/failover-harness.ts';
import { STEP_MS } from '../../../test/helpers/fulfilment-harness.ts';

const clock = manualClock();
const s = useFailoverSuite(clock);

/** The backup's service '2' lists at 300 won per 1000 (0.3 a unit, below the 0.5 price); '1' at 900. */
const CHEAP = '2';
const DEAR = '1';

const submit = () => s.h.fulfilment.submission.submitDueOrders();
const attemptsOf = async (orderId: number) =>
  (await s.detail(orderId)).providerAttempts.map((a) => [a.providerName, a.outcome, a.reason]);

async function useBackup(providerServiceId: string, allowLoss = false) {
  const saved = await s.saveBackups([{ providerId: s.backupProviderId, providerServiceId }], allowLoss);
  expect(saved.statusCode, JSON.stringify(saved.json)).toBe(200);
}

describe('backup providers of a service (admin API)', () => {
  it('saves backups checked against the provider list, in order, with the loss setting', async () => {
    const saved = await s.saveBackups(
      [
        { providerId: s.backupProviderId, providerServiceId: CHEAP },
        { providerId: s.backupProviderId, providerServiceId: DEAR },
      ],
      true,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json).toMatchObject({
      serviceId: s.serviceId,
      allowLoss: true,
      backups: [
        {
          position: 1,
          providerName: '백업 패널',
          providerServiceId: CHEAP,
          type: 'Default',
          rate: '300',
          unitCost: 0.3,
        },
        { position: 2, providerServiceId: DEAR, rate: '900', unitCost: 0.9 },
      ],
    });
    const read = await s.h.ctx.app.inject({
      method: 'GET',
      url: `/api/admin/services/${s.serviceId}/backups`,
      headers: s.admin.headers,
    });
    expect(read.json()).toEqual(saved.json);
  });

  it.each([
    ['a service the provider does not list', [{ id: 'b', sid: '999' }], '공급처에 없는 서비스입니다: 999'],
    [
      'the service’s own provider service',
      [{ id: 'main', sid: '1' }],
      '서비스의 기본 공급처 서비스는 백업으로 지정할 수 없습니다.',
    ],
    [
      'the same backup twice',
      [
        { id: 'b', sid: CHEAP },
        { id: 'b', sid: CHEAP },
      ],
      '같은 공급처 서비스를 두 번 지정했습니다.',
    ],
  ])('refuses %s in Korean and keeps what was saved', async (_name, list, message) => {
    await useBackup(CHEAP);
    const backups = list.map((b) => ({
      providerId: b.id === 'main' ? s.h.providerId : s.backupProviderId,
      providerServiceId: b.sid,
    }));
    const refused = await s.saveBackups(backups);
    expect(refused.statusCode).toBe(400);
    expect(refused.json.message).toBe(message);
    expect(
      (await s.saveBackups([{ providerId: s.backupProviderId, providerServiceId: CHEAP }])).json.backups,
    ).toHaveLength(1);
  });

  it('refuses a backup of another type than the service’s own', async () => {
    await s.h.ctx.db.query(`UPDATE services SET provider_type = 'Custom Comments' WHERE id = $1`, [
      s.serviceId,
    ]);
    try {
      const refused = await s.saveBackups([{ providerId: s.backupProviderId, providerServiceId: CHEAP }]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json.message).toBe(
        '기본 공급처 서비스와 유형이 다른 백업입니다: 2 (Default, 기본 서비스는 Custom Comments)',
      );
    } finally {
      await s.h.ctx.db.query('UPDATE services SET provider_type = NULL WHERE id = $1', [s.serviceId]);
    }
  });
});

describe('failover when the main provider refuses outright', () => {
  const refusals: [string, () => Promise<void>, () => Promise<void>, string][] = [
    [
      'an error answer',
      async () => s.main.failNext('add', { kind: 'error', message: 'Incorrect service ID' }),
      async () => {},
      'Incorrect service ID',
    ],
    [
      'an account-level error answer',
      async () => s.main.failNext('add', { kind: 'error', message: 'Not enough funds on balance' }),
      async () => {},
      'Not enough funds on balance',
    ],
    [
      'the provider disabled',
      () =>
        s.h.ctx.db
          .query('UPDATE providers SET enabled = false WHERE id = $1', [s.h.providerId])
          .then(() => {}),
      () =>
        s.h.ctx.db
          .query('UPDATE providers SET enabled = true WHERE id = $1', [s.h.providerId])
          .then(() => {}),
      'provider missing or disabled',
    ],
    [
      'its known balance below the order’s cost',
      // 100 units at 0.25 won cost 25 won; the panel was last seen with 24.99.
      () =>
        s.h.ctx.db
          .query('UPDATE providers SET balance = 24.99 WHERE id = $1', [s.h.providerId])
          .then(() => {}),
      () =>
        s.h.ctx.db
          .query('UPDATE providers SET balance = NULL WHERE id = $1', [s.h.providerId])
          .then(() => {}),
      "the provider's balance is below the order's cost",
    ],
    [
      'the upstream service gone',
      () =>
        s.h.ctx.db
          .query('UPDATE services SET provider_missing_at = now() WHERE id = $1', [s.serviceId])
          .then(() => {}),
      () =>
        s.h.ctx.db
          .query('UPDATE services SET provider_missing_at = NULL WHERE id = $1', [s.serviceId])
          .then(() => {}),
      'the provider no longer lists the service',
    ],
  ];

  it.each(refusals)('sends the order to the backup on %s', async (_name, refuse, restore, reason) => {
    await useBackup(CHEAP);
    const { orderId, link } = await s.order();
    await refuse();
    try {
      await submit();
    } finally {
      await restore();
    }
    expect(await s.h.state(orderId)).toMatchObject({
      submit_state: 'submitted',
      status: OrderStatus.Pending,
      needs_operator: false,
      refunded_milli: 0,
      cost_milli: 50_000,
    });
    expect(s.addsAt(s.backup, link)).toEqual([expect.objectContaining({ service: CHEAP, quantity: '100' })]);
    // Asked only when its own answer could decide (an error answer); never twice.
    expect(s.addsAt(s.main, link).length).toBeLessThanOrEqual(1);
    expect(await attemptsOf(orderId)).toEqual([
      ['테스트 패널', 'refused', reason],
      ['백업 패널', 'accepted', null],
    ]);
    // The member paid the price shown; the cost is the backup's: 100 x 0.3 won.
    await s.h.expectBalance(s.member, 50);
    expect(await s.basis(orderId)).toEqual({
      provider_id: s.backupProviderId,
      provider_currency: 'KRW',
      unit_cost_milli: '300',
      provider_cost_milli: 30_000,
    });
    const detail = await s.detail(orderId);
    expect(detail).toMatchObject({ providerId: s.backupProviderId, providerName: '백업 패널', profit: 20 });
  });

  it('follows the order at the backup afterwards: status sync asks the backup, never the main', async () => {
    await useBackup(CHEAP);
    const { orderId } = await s.order();
    s.main.failNext('add', { kind: 'error', message: 'Incorrect service ID' });
    await submit();
    const providerOrderId = (await s.h.state(orderId)).provider_order_id!;
    const askedMain = s.main.requestsOf('status').length;
    clock.advance(3 * STEP_MS + s.h.fulfilment.options.syncIntervalMs);
    await s.h.fulfilment.statusSync.syncOrderStatuses();
    expect(await s.h.state(orderId)).toMatchObject({ status: OrderStatus.Completed, refunded_milli: 0 });
    expect(
      s.backup
        .requestsOf('status')
        .some((r) => (r.orders ?? r.order ?? '').split(',').includes(providerOrderId)),
    ).toBe(true);
    expect(s.main.requestsOf('status')).toHaveLength(askedMain);
    await s.h.expectBalance(s.member, 50);
  });

  it('sends the member’s cancel to the backup that took the order', async () => {
    await useBackup(CHEAP);
    await s.h.ctx.db.query('UPDATE services SET provider_cancel = true WHERE id = $1', [s.serviceId]);
    const { orderId } = await s.order();
    s.main.failNext('add', { kind: 'error', message: 'Incorrect service ID' });
    await submit();
    const providerOrderId = (await s.h.state(orderId)).provider_order_id!;
    const canceledAtMain = s.main.requestsOf('cancel').length;
    const response = await s.h.ctx.app.inject({
      method: 'POST',
      url: `/api/service/order/${orderId}/cancel`,
      headers: s.member.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(s.backup.requestsOf('cancel').map((r) => r.orders ?? r.order)).toContain(providerOrderId);
    expect(s.main.requestsOf('cancel')).toHaveLength(canceledAtMain);
  });

  it('cancels and refunds once when every provider refuses', async () => {
    await useBackup(CHEAP);
    const { orderId, link } = await s.order();
    s.main.failNext('add', { kind: 'error', message: 'Incorrect link' });
    s.backup.failNext('add', { kind: 'error', message: 'Incorrect link' });
    await submit();
    await submit();
    expect(await s.h.state(orderId)).toMatchObject({
      status: OrderStatus.Canceled,
      submit_state: 'failed',
      refunded_milli: 50_000,
    });
    expect(s.addsAt(s.main, link)).toHaveLength(1);
    expect(s.addsAt(s.backup, link)).toHaveLength(1);
    expect(await attemptsOf(orderId)).toEqual([
      ['테스트 패널', 'refused', 'Incorrect link'],
      ['백업 패널', 'refused', 'Incorrect link'],
    ]);
    await s.h.expectBalance(s.member, 100);
  });
});

describe('never failover on an ambiguous or retryable failure', () => {
  it.each<[string, Fault]>([
    ['the answer lost after the main accepted', { kind: 'accept-then-drop' }],
    ['a timeout after sending', { kind: 'hang' }],
    ['a gateway timeout', { kind: 'http', status: 504 }],
  ])('flags the order on %s; the backup records no add', async (_name, fault) => {
    await useBackup(CHEAP);
    const { orderId, link } = await s.order();
    s.main.failNext('add', fault);
    await submit();
    clock.advance(24 * 60 * 60_000);
    await submit();
    expect(await s.h.state(orderId)).toMatchObject({
      submit_state: 'unknown',
      needs_operator: true,
      status: OrderStatus.Pending,
    });
    expect(s.addsAt(s.main, link)).toHaveLength(1);
    expect(s.addsAt(s.backup, link)).toEqual([]);
    expect((await s.detail(orderId)).providerAttempts).toEqual([
      expect.objectContaining({ providerId: s.h.providerId, outcome: 'unknown' }),
    ]);
    expect((await s.basis(orderId)).provider_id).toBe(s.h.providerId);
    await s.h.expectBalance(s.member, 50);
  });

  it.each<[string, Fault]>([
    ['a 500', { kind: 'http', status: 500 }],
    ['an HTML page with HTTP 200', { kind: 'garbage' }],
  ])('retries the main after %s; the backup records no add', async (_name, fault) => {
    await useBackup(CHEAP);
    const { orderId, link } = await s.order();
    s.main.failNext('add', fault);
    await submit();
    expect(await s.h.state(orderId)).toMatchObject({ submit_state: 'new', attempts: 1 });
    clock.advance(30_000);
    await submit();
    expect(await s.h.state(orderId)).toMatchObject({ submit_state: 'submitted', attempts: 2 });
    expect(s.addsAt(s.main, link)).toHaveLength(2);
    expect(s.addsAt(s.backup, link)).toEqual([]);
    expect((await attemptsOf(orderId)).map(([, outcome]) => outcome)).toEqual(['retry', 'accepted']);
    expect((await s.basis(orderId)).provider_id).toBe(s.h.providerId);
    await s.h.expectBalance(s.member, 50);
  });

  it('flags a lost answer at the backup as the backup’s, never sending it a third time', async () => {
    await useBackup(CHEAP);
    const { orderId, link } = await s.order();
    s.main.failNext('add', { kind: 'error', message: 'Incorrect service ID' });
    s.backup.failNext('add', { kind: 'accept-then-drop' });
    await submit();
    clock.advance(24 * 60 * 60_000);
    await submit();
    expect(await s.h.state(orderId)).toMatchObject({ submit_state: 'unknown', needs_operator: true });
    expect(s.addsAt(s.backup, link)).toHaveLength(1);
    expect(s.addsAt(s.main, link)).toHaveLength(1);
    expect((await s.basis(orderId)).provider_id).toBe(s.backupProviderId);
  });
});

describe('the loss guard', () => {
  it('skips a backup above the member’s price, records it, and refunds the order', async () => {
    await useBackup(DEAR);
    const { orderId, link } = await s.order();
    s.main.failNext('add', { kind: 'error', message: 'Incorrect service ID' });
    await submit();
    expect(await s.h.state(orderId)).toMatchObject({ status: OrderStatus.Canceled, refunded_milli: 50_000 });
    expect(s.addsAt(s.backup, link)).toEqual([]);
    expect(await attemptsOf(orderId)).toEqual([
      ['테스트 패널', 'refused', 'Incorrect service ID'],
      ['백업 패널', 'skipped', 'cost 90 above the price 50: a loss is not allowed'],
    ]);
    await s.h.expectBalance(s.member, 100);
  });

  it('uses it when the operator allowed a loss: the member still pays the price shown', async () => {
    await useBackup(DEAR, true);
    const { orderId, link } = await s.order();
    s.main.failNext('add', { kind: 'error', message: 'Incorrect service ID' });
    await submit();
    expect(await s.h.state(orderId)).toMatchObject({ submit_state: 'submitted', cost_milli: 50_000 });
    expect(s.addsAt(s.backup, link)).toHaveLength(1);
    expect(await s.basis(orderId)).toMatchObject({
      provider_id: s.backupProviderId,
      provider_cost_milli: 90_000,
    });
    expect((await s.detail(orderId)).profit).toBe(-40);
    await s.h.expectBalance(s.member, 50);
  });
});
