import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExchangeRateRow, type ExchangeRateSaved } from '@smm/contract/admin-exchange-rates';
import { EXCHANGE_RATE_MESSAGES as R } from '@smm/contract/admin-exchange-rates-messages';
import type { AdminService } from '@smm/contract/admin-catalogue';
import { missingRateMessage, type PriceChangeRow } from '@smm/contract/admin-import';
import type { ApiV2FakeServer } from '../../../test/fakes/api-v2-fake-server.ts';
import { createHarness, startFake, type Harness } from '../../../test/helpers/fulfilment-harness.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import {
  auditRows,
  importedRow,
  importFootprint,
  importOk,
  panelLists,
  postImport,
  storefrontService,
} from '../../../test/helpers/import-fixtures.ts';

// Issue 31 "Currencies and exchange rates": providers quoting in dollars and euros are priced in
// won through the operator's exchange rates, exactly; without a rate nothing is imported or priced.
const clock = manualClock();
let fake: ApiV2FakeServer;
let h: Harness;
let operator: TestMember;

beforeAll(async () => {
  fake = await startFake(clock);
  h = await createHarness({ apiUrl: fake.url }, clock);
  operator = await createTestMember(h.ctx, { isAdmin: true });
});
afterAll(async () => {
  await h.ctx.close();
  await fake.close();
});

let names = 0;
async function newProvider(currency: string, mode: 'auto' | 'review' = 'auto'): Promise<number> {
  const { rows } = await h.ctx.db.query<{ id: number }>(
    `INSERT INTO providers (name, kind, api_url, api_key, currency, price_sync_mode)
     VALUES ($1, 'api_v2', $2, 'test-key', $3, $4) RETURNING id`,
    [`환율 패널 ${++names}`, fake.url, currency, mode],
  );
  return rows[0]!.id;
}

const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
  h.ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: operator.headers,
    payload: payload as Record<string, unknown>,
  });

async function setRate(currency: string, krwPerUnit: string | number): Promise<ExchangeRateSaved> {
  const response = await admin('PUT', `/exchange-rates/${currency}`, { krwPerUnit });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExchangeRateSaved>();
}

async function importAt30(providerId: number, ids: string[], category: string) {
  return importOk(h.ctx, operator, providerId, {
    items: ids.map((providerServiceId) => ({ providerServiceId })),
    markupPercent: 30,
    newCategory: { platformId: 1, name: category },
  });
}

describe('exchange rates', () => {
  it('refuses an import from a dollar provider until the dollar rate is set, naming it, and changes nothing', async () => {
    panelLists(fake, { '1': '0.90' });
    const providerId = await newProvider('USD');
    const listed = (await admin('GET', '/exchange-rates')).json<ExchangeRateRow[]>();
    expect(listed.find((r) => r.currency === 'USD')).toEqual({
      currency: 'USD',
      krwPerUnit: null,
      updatedAt: null,
      updatedByLoginId: null,
      providers: 1,
    });
    const before = await importFootprint(h.ctx);
    const refused = await postImport(h.ctx, operator, providerId, {
      items: [{ providerServiceId: '1' }],
      markupPercent: 30,
      newCategory: { platformId: 1, name: '달러 서비스' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'USD 환율이 설정되지 않았습니다. 환율을 먼저 입력해 주세요.',
    });
    expect(missingRateMessage('USD')).toBe(refused.json<{ message: string }>().message);
    expect(await importFootprint(h.ctx)).toEqual(before);
  });

  it('prices dollar, euro and won providers exactly: rate / 1000 x won per unit x (1 + markup), rounded up', async () => {
    await setRate('USD', '1385.5');
    await setRate('EUR', 1490.12);
    panelLists(fake, { '1': '0.90' });
    const usd = await importAt30(await newProvider('USD'), ['1'], '달러');
    // 0.90 / 1000 x 1385.5 = 1.24695 won a unit (cost 1.247 rounded up); x 1.3 = 1.621035 -> 1.622.
    expect(usd.services[0]).toMatchObject({ providerRate: '0.9', unitCost: 1.247, unitPrice: 1.622 });
    expect(await importedRow(h.ctx, usd.services[0]!.serviceId)).toMatchObject({
      provider_rate: '0.9',
      provider_rate_milli: 1247,
      unit_price_milli: 1622,
    });
    expect(await storefrontService(h.ctx, usd.services[0]!.serviceId)).toMatchObject({ point: 1.622 });
    // The console's catalogue: the rate as written, in its currency, beside the won cost and margin.
    const catalogue = (await admin('GET', '/catalogue')).json<{ services: AdminService[] }>();
    expect(catalogue.services.find((s) => s.id === usd.services[0]!.serviceId)).toMatchObject({
      price: 1.622,
      providerRate: 1.247,
      providerRatePer1000: '0.9',
      providerCurrency: 'USD',
    });

    panelLists(fake, { '2': '12.5' });
    const eur = await importAt30(await newProvider('EUR'), ['2'], '유로');
    // 12.5 / 1000 x 1490.12 = 18.6265 won; x 1.3 = 24.21445 -> 24.215.
    expect(eur.services[0]).toMatchObject({ unitCost: 18.627, unitPrice: 24.215 });

    panelLists(fake, { '3': '900' });
    const krw = await importAt30(await newProvider('KRW'), ['3'], '원화');
    expect(krw.services[0]).toMatchObject({ unitCost: 0.9, unitPrice: 1.17 });
  });

  it('re-prices every service of the currency at once for auto providers, audited with the operator', async () => {
    await setRate('TRY', '40');
    panelLists(fake, { '7': '1.00', '8': '2.5' });
    const providerId = await newProvider('TRY');
    const { services } = await importAt30(providerId, ['7', '8'], '리라');
    expect(services.map((s) => s.unitPrice)).toEqual([0.052, 0.13]);

    const saved = await setRate('TRY', '41.5');
    expect(saved.rate).toMatchObject({
      currency: 'TRY',
      krwPerUnit: '41.5',
      updatedByLoginId: operator.loginId,
    });
    expect(saved.reprice).toEqual({ checked: 2, applied: 2, pending: 0, belowCost: [] });
    // 1.00 / 1000 x 41.5 x 1.3 = 0.05395 -> 0.054; 2.5 -> 0.134875 -> 0.135.
    expect(await storefrontService(h.ctx, services[0]!.serviceId)).toMatchObject({ point: 0.054 });
    expect(await storefrontService(h.ctx, services[1]!.serviceId)).toMatchObject({ point: 0.135 });
    expect(await importedRow(h.ctx, services[1]!.serviceId)).toMatchObject({ provider_rate_milli: 104 });
    expect((await auditRows(h.ctx, 'exchange_rate.update')).at(-1)).toMatchObject({
      operator_id: operator.id,
      target_id: 'TRY',
      before: { krwPerUnit: '40' },
      after: { krwPerUnit: '41.5' },
    });
    expect(
      (await auditRows(h.ctx, 'service.exchange_reprice')).filter(
        (r) => r.target_id === String(services[0]!.serviceId),
      ),
    ).toEqual([
      {
        operator_id: operator.id,
        target_id: String(services[0]!.serviceId),
        before: { providerRate: '1', unitCost: 0.04, unitPrice: 0.052 },
        after: { providerRate: '1', unitCost: 0.042, unitPrice: 0.054, markupPercent: 30 },
        memo: 'TRY 환율 40 → 41.5',
      },
    ]);
    // The same rate again moves nothing.
    expect((await setRate('TRY', '41.500')).reprice).toMatchObject({ checked: 2, applied: 0, pending: 0 });
  });

  it('for review providers lists the new prices for approval and says which services are now below cost', async () => {
    await setRate('INR', '16');
    panelLists(fake, { '9': '50' });
    const providerId = await newProvider('INR', 'review');
    const { services } = await importAt30(providerId, ['9'], '루피');
    const serviceId = services[0]!.serviceId;
    // 50 / 1000 x 16 = 0.8 won; x 1.3 = 1.04.
    expect(services[0]).toMatchObject({ unitCost: 0.8, unitPrice: 1.04 });

    const saved = await setRate('INR', '24');
    // The cost is now 1.2 won a unit: above the 1.04 we still charge until the operator approves.
    expect(saved.reprice).toEqual({
      checked: 1,
      applied: 0,
      pending: 1,
      belowCost: [{ serviceId, name: 'Upstream 9' }],
    });
    expect(await storefrontService(h.ctx, serviceId)).toMatchObject({ point: 1.04 });
    const pending = (await admin('GET', `/price-changes?status=pending&providerId=${providerId}`)).json<
      PriceChangeRow[]
    >();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      serviceId,
      oldRate: '50',
      newRate: '50',
      oldPrice: 1.04,
      newPrice: 1.56,
    });
    // A price sync that finds the same rate keeps the question open.
    expect((await admin('POST', `/providers/${providerId}/sync-prices`)).json()).toMatchObject({
      pending: 0,
    });
    const approved = await admin('POST', `/price-changes/${pending[0]!.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await storefrontService(h.ctx, serviceId)).toMatchObject({ point: 1.56 });
    expect(await importedRow(h.ctx, serviceId)).toMatchObject({
      provider_rate_milli: 1200,
      unit_price_milli: 1560,
    });
  });

  it('refuses the price sync of a provider whose currency has no rate, and records why', async () => {
    panelLists(fake, { '11': '100' });
    const providerId = await newProvider('KRW');
    const { services } = await importAt30(providerId, ['11'], '통화 변경');
    const patched = await admin('PATCH', `/providers/${providerId}`, { currency: 'JPY' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ currency: 'JPY' });
    panelLists(fake, { '11': '120' });
    const refused = await admin('POST', `/providers/${providerId}/sync-prices`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: missingRateMessage('JPY') });
    expect(await importedRow(h.ctx, services[0]!.serviceId)).toMatchObject({ unit_price_milli: 130 });
    const providers = (await admin('GET', '/price-sync/providers')).json<
      { id: number; error: string | null }[]
    >();
    expect(providers.find((p) => p.id === providerId)?.error).toBe(missingRateMessage('JPY'));
  });

  it('refuses bad rates and currencies with Korean messages and changes nothing', async () => {
    const cases: [string, unknown, string][] = [
      ['usd', '1300', '통화 코드는 USD처럼 영문 대문자 3자로 입력해 주세요.'],
      ['US1', '1300', '통화 코드는 USD처럼 영문 대문자 3자로 입력해 주세요.'],
      ['KRW', '1', R.homeCurrency],
      ['GBP', '0', R.rateInvalid],
      ['GBP', -3, R.rateInvalid],
      ['GBP', 'abc', R.rateInvalid],
      ['GBP', '1.2e3', R.rateInvalid],
      ['GBP', '1700.1234567', R.rateFraction],
      ['GBP', 0.0000001, R.rateInvalid],
      ['GBP', '1000000.5', R.rateTooLarge],
      ['GBP', '', R.rateRequired],
      ['GBP', null, R.rateRequired],
      ['GBP', true, R.rateRequired],
    ];
    for (const [currency, krwPerUnit, message] of cases) {
      const response = await admin('PUT', `/exchange-rates/${currency}`, { krwPerUnit });
      expect({
        currency,
        krwPerUnit,
        status: response.statusCode,
        message: response.json<{ message: string }>().message,
      }).toEqual({ currency, krwPerUnit, status: 400, message });
    }
    const { rows } = await h.ctx.db.query("SELECT 1 FROM exchange_rates WHERE currency = 'GBP'");
    expect(rows).toEqual([]);
    const badCurrency = await admin('PATCH', `/providers/${h.providerId}`, { currency: 'dollar' });
    expect(badCurrency.statusCode).toBe(400);
    expect(badCurrency.json()).toMatchObject({
      message: '통화 코드는 USD처럼 영문 대문자 3자로 입력해 주세요.',
    });
  });

  it('is for operators only', async () => {
    const member = await createTestMember(h.ctx, {});
    const list = await h.ctx.app.inject({ url: '/api/admin/exchange-rates', headers: member.headers });
    expect(list.statusCode).toBe(403);
    const put = await h.ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/exchange-rates/USD',
      payload: { krwPerUnit: '1' },
    });
    expect(put.statusCode).toBe(401);
  });
});
