import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PriceChangeRow,
  type PriceSyncProvider,
  type PriceSyncResult,
} from '@smm/contract/admin-import';
import { ADMIN_IMPORT_MESSAGES as M } from '@smm/contract/admin-import-messages';
import type { Sweep } from '../../jobs/job-runner.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/database.ts';
import { buildSweeps } from '../../jobs/sweeps.ts';
import { PRICE_SYNC_INTERVAL_MS } from './price-sync-service.ts';
import type { ApiV2FakeServer } from '../../../test/fakes/api-v2-fake-server.ts';
import { createHarness, startFake, type Harness } from '../../../test/helpers/fulfilment-harness.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import {
  auditRows,
  importedRow,
  importOk,
  panelLists,
  storefrontService,
} from '../../../test/helpers/import-fixtures.ts';

// The price sync against a panel over HTTP whose `services` answer each test sets (the fault-
// injecting fake: everything else is the simulator's normal answer).
const clock = manualClock();
let fake: ApiV2FakeServer;
let h: Harness;
let operator: TestMember;
let sweep: Sweep;

beforeAll(async () => {
  fake = await startFake(clock);
  h = await createHarness({ apiUrl: fake.url }, clock);
  operator = await createTestMember(h.ctx, { isAdmin: true });
  const sweeps = buildSweeps({
    db: h.ctx.db,
    clock,
    config: h.ctx.config,
    services: h.ctx.app.services,
    log: { error: () => undefined },
  });
  sweep = sweeps.find((s) => s.name === 'sync-provider-prices')!;
});
afterAll(async () => {
  await h.ctx.close();
  await fake.close();
});

async function newProvider(): Promise<number> {
  const { rows } = await h.ctx.db.query<{ id: number }>(
    `INSERT INTO providers (name, kind, api_url, api_key) VALUES ('동기화 패널', 'api_v2', $1, 'test-key') RETURNING id`,
    [fake.url],
  );
  return rows[0]!.id;
}

/** A fresh provider whose listed services are imported at 30%; answers their service ids. */
async function imported(rates: Record<string, string>): Promise<{ providerId: number; ids: number[] }> {
  panelLists(fake, rates);
  const providerId = await newProvider();
  const result = await importOk(h.ctx, operator, providerId, {
    items: Object.keys(rates).map((providerServiceId) => ({ providerServiceId })),
    markupPercent: 30,
    newCategory: { platformId: 1, name: '동기화 테스트' },
  });
  return { providerId, ids: result.services.map((s) => s.serviceId) };
}

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  h.ctx.app.inject({ method, url: `/api/admin${url}`, headers: operator.headers, payload });

async function syncNow(providerId: number): Promise<PriceSyncResult> {
  const response = await admin('POST', `/providers/${providerId}/sync-prices`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PriceSyncResult>();
}

async function changesOf(providerId: number, status?: string): Promise<PriceChangeRow[]> {
  const response = await admin(
    'GET',
    `/price-changes?providerId=${providerId}${status ? `&status=${status}` : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PriceChangeRow[]>();
}

async function runSweep(): Promise<unknown> {
  clock.advance(PRICE_SYNC_INTERVAL_MS);
  return sweep.run();
}

describe('the price sync', () => {
  it('reprices a service by its markup when the rate changes, at once in the storefront, audited as the sweep', async () => {
    const { providerId, ids } = await imported({ '1': '1000' });
    const [serviceId] = ids as [number];
    expect(await storefrontService(h.ctx, serviceId)).toMatchObject({ point: 1.3 });

    panelLists(fake, { '1': '1500.5' });
    expect(await runSweep()).toBeGreaterThanOrEqual(1);
    // 1500.5 per 1000 x 1.3 = 1.95065 a unit, rounded up to 1.951.
    expect(await storefrontService(h.ctx, serviceId)).toMatchObject({ point: 1.951 });
    expect(await importedRow(h.ctx, serviceId)).toMatchObject({
      provider_rate: '1500.5',
      provider_rate_milli: 1501,
      unit_price_milli: 1951,
      markup_basis_points: 3000,
    });
    const audit = (await auditRows(h.ctx, 'service.price_sync')).filter(
      (r) => r.target_id === String(serviceId),
    );
    expect(audit).toEqual([
      {
        operator_id: null,
        target_id: String(serviceId),
        before: { providerRate: '1000', unitCost: 1, unitPrice: 1.3 },
        after: { providerRate: '1500.5', unitCost: 1.501, unitPrice: 1.951, markupPercent: 30 },
        memo: '',
      },
    ]);
    expect(await changesOf(providerId)).toMatchObject([
      { kind: 'rate', status: 'applied', oldRate: '1000', newRate: '1500.5', oldPrice: 1.3, newPrice: 1.951 },
    ]);
    const log = await admin('GET', `/audit-log?action=service.price_sync&targetId=${serviceId}`);
    expect(log.json()).toMatchObject([{ operatorId: null, operatorLoginId: null, targetType: 'service' }]);

    // The next order is charged the new price.
    const member = await h.member(100);
    await h.order(member, { serviceId, amount: 10 });
    await h.expectBalance(member, 100 - 19.51);

    // Within the interval nothing is asked; after it, the same rate changes nothing.
    const calls = fake.requestsOf('services').length;
    await sweep.run();
    expect(fake.requestsOf('services')).toHaveLength(calls);
    await runSweep();
    expect(fake.requestsOf('services').length).toBeGreaterThan(calls);
    expect(await changesOf(providerId)).toHaveLength(1);
  });

  it('syncs at the press of a button, audited as the operator, and reports a failing provider', async () => {
    const { providerId, ids } = await imported({ '2': '300' });
    panelLists(fake, { '2': '400' });
    expect(await syncNow(providerId)).toEqual({
      providerId,
      checked: 1,
      applied: 1,
      pending: 0,
      hidden: 0,
      returned: 0,
      unreadable: 0,
    });
    expect(await storefrontService(h.ctx, ids[0]!)).toMatchObject({ point: 0.52 });
    const audit = (await auditRows(h.ctx, 'service.price_sync')).find((r) => r.target_id === String(ids[0]));
    expect(audit?.operator_id).toBe(operator.id);

    fake.failNext('services', { kind: 'http', status: 503 });
    const failed = await admin('POST', `/providers/${providerId}/sync-prices`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ message: string }>().message).toContain(M.providerUnavailable);
    const providers = (await admin('GET', '/price-sync/providers')).json<PriceSyncProvider[]>();
    expect(providers.find((p) => p.id === providerId)).toMatchObject({
      mode: 'auto',
      importedServices: 1,
      pendingChanges: 0,
      error: 'panel error (HTTP 503)',
    });
    await syncNow(providerId);
    const after = (await admin('GET', '/price-sync/providers')).json<PriceSyncProvider[]>();
    expect(after.find((p) => p.id === providerId)?.error).toBeNull();

    await h.ctx.db.query('UPDATE providers SET enabled = false WHERE id = $1', [providerId]);
    const disabled = await admin('POST', `/providers/${providerId}/sync-prices`);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json()).toMatchObject({ message: M.providerDisabled });
    expect((await admin('POST', '/providers/987654/sync-prices')).statusCode).toBe(404);
  });

  it('in review mode lists a new rate for approval and keeps the price until it is approved', async () => {
    const { providerId, ids } = await imported({ '3': '20' });
    const [serviceId] = ids as [number];
    const mode = await admin('PUT', `/providers/${providerId}/price-sync`, { mode: 'review' });
    expect(mode.statusCode, mode.body).toBe(200);
    expect(mode.json()).toMatchObject({ id: providerId, mode: 'review' });
    expect((await auditRows(h.ctx, 'provider.price_sync_mode')).at(-1)).toMatchObject({
      target_id: String(providerId),
      before: { mode: 'auto' },
      after: { mode: 'review' },
    });
    const badMode = await admin('PUT', `/providers/${providerId}/price-sync`, { mode: 'sometimes' });
    expect(badMode.json()).toMatchObject({ statusCode: 400, message: '가격 동기화 방식을 선택해 주세요.' });

    panelLists(fake, { '3': '25' });
    expect(await syncNow(providerId)).toMatchObject({ applied: 0, pending: 1 });
    expect(await storefrontService(h.ctx, serviceId)).toMatchObject({ point: 0.026 });
    // Asked again about the same rate: still one question.
    expect(await syncNow(providerId)).toMatchObject({ pending: 0 });
    panelLists(fake, { '3': '30' });
    expect(await syncNow(providerId)).toMatchObject({ pending: 1 });
    const changes = await changesOf(providerId);
    expect(changes.map((c) => [c.status, c.newRate, c.newPrice])).toEqual([
      ['pending', '30', 0.039],
      ['superseded', '25', 0.033],
    ]);
    const pending = changes[0]!;
    expect(pending).toMatchObject({ oldRate: '20', oldPrice: 0.026, markupPercent: 30, serviceId });

    const approved = await admin('POST', `/price-changes/${pending.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedByLoginId: operator.loginId });
    expect(await storefrontService(h.ctx, serviceId)).toMatchObject({ point: 0.039 });
    expect((await auditRows(h.ctx, 'price_change.approve')).at(-1)).toMatchObject({
      operator_id: operator.id,
      target_id: String(serviceId),
      before: { providerRate: '20', unitPrice: 0.026 },
      after: { providerRate: '30', unitPrice: 0.039 },
      memo: `가격 변경 #${pending.id}`,
    });
    const twice = await admin('POST', `/price-changes/${pending.id}/reject`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: M.priceChangeDecided });
    expect((await admin('POST', '/price-changes/987654/approve')).statusCode).toBe(404);
  });

  it('on rejection keeps our price but records the new provider rate, and does not ask again', async () => {
    const { providerId, ids } = await imported({ '4': '15000' });
    const [serviceId] = ids as [number];
    await admin('PUT', `/providers/${providerId}/price-sync`, { mode: 'review' });
    panelLists(fake, { '4': '16000' });
    await syncNow(providerId);
    const [pending] = await changesOf(providerId, 'pending');
    const rejected = await admin('POST', `/price-changes/${pending!.id}/reject`);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await importedRow(h.ctx, serviceId)).toMatchObject({
      unit_price_milli: 19_500,
      provider_rate: '16000',
      provider_rate_milli: 16_000,
    });
    expect(await storefrontService(h.ctx, serviceId)).toMatchObject({ point: 19.5 });
    expect(await syncNow(providerId)).toMatchObject({ pending: 0, applied: 0 });
    expect(await changesOf(providerId, 'pending')).toEqual([]);
  });

  it('hides a service whose upstream disappeared, never deletes it, and leaves it hidden when it comes back until approved', async () => {
    const { providerId, ids } = await imported({ '1': '900', '5': '2500' });
    const [kept, vanishing] = ids as [number, number];
    panelLists(fake, { '1': '900' });
    expect(await syncNow(providerId)).toMatchObject({ checked: 2, hidden: 1 });
    expect(await storefrontService(h.ctx, vanishing)).toBeUndefined();
    expect(await storefrontService(h.ctx, kept)).toBeDefined();
    const hidden = await importedRow(h.ctx, vanishing);
    expect(hidden.visible).toBe(false);
    expect(hidden.provider_missing_at).not.toBeNull();
    expect((await auditRows(h.ctx, 'service.upstream_missing')).at(-1)).toMatchObject({
      target_id: String(vanishing),
      before: { visible: true },
      after: { visible: false },
    });
    // Still gone on the next sync: hidden once, one record.
    expect(await syncNow(providerId)).toMatchObject({ hidden: 0 });

    panelLists(fake, { '1': '900', '5': '2500' });
    expect(await syncNow(providerId)).toMatchObject({ returned: 1 });
    expect(await storefrontService(h.ctx, vanishing)).toBeUndefined();
    const [back] = await changesOf(providerId, 'pending');
    expect(back).toMatchObject({ kind: 'returned', serviceId: vanishing, serviceVisible: false });
    expect((await changesOf(providerId)).map((c) => c.kind)).toEqual(['returned', 'missing']);
    const shown = await admin('POST', `/price-changes/${back!.id}/approve`);
    expect(shown.json()).toMatchObject({ status: 'approved', serviceVisible: true });
    expect(await storefrontService(h.ctx, vanishing)).toMatchObject({ point: 3.25 });
  });

  it('never touches a service priced by hand, even mapped to the same provider', async () => {
    const { providerId } = await imported({ '2': '300' });
    const byHand = await h.service(2);
    await h.ctx.db.query(`UPDATE services SET provider_id = $2, provider_service_id = '77' WHERE id = $1`, [
      byHand,
      providerId,
    ]);
    panelLists(fake, { '2': '350' });
    expect(await syncNow(providerId)).toMatchObject({ checked: 1, applied: 1, hidden: 0 });
    expect(await storefrontService(h.ctx, byHand)).toMatchObject({ point: 2 });
  });

  it('checks a provider once when two processes sweep at the same moment', async () => {
    const { providerId } = await imported({ '2': '300' });
    await h.ctx.db.query('UPDATE providers SET enabled = (id = $1)', [providerId]);
    // On PostgreSQL a second pool, as a second server process would have, with its own app's services.
    const second = h.ctx.databaseUrl ? await openDatabase({ url: h.ctx.databaseUrl, poolSize: 2 }) : h.ctx.db;
    const secondApp = await buildApp({ config: h.ctx.config, db: second, clock, logger: false });
    try {
      const other = buildSweeps({
        db: second,
        clock,
        config: h.ctx.config,
        services: secondApp.services,
        log: { error: () => undefined },
      });
      const otherSweep = other.find((s) => s.name === 'sync-provider-prices')!;
      const calls = fake.requestsOf('services').length;
      clock.advance(PRICE_SYNC_INTERVAL_MS);
      const checked = await Promise.all([sweep.run(), otherSweep.run()]);
      expect(checked.sort()).toEqual([0, 1]);
      expect(fake.requestsOf('services')).toHaveLength(calls + 1);
    } finally {
      await secondApp.close();
      if (second !== h.ctx.db) await second.close();
      await h.ctx.db.query('UPDATE providers SET enabled = true');
    }
  });
});
