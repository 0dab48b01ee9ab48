import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ExchangeRateRow, type ExchangeRateSaved } from '@smm/contract/admin-exchange-rates';
import { EXCHANGE_RATE_MESSAGES as M } from '@smm/contract/admin-exchange-rates-messages';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { fakeSession, MEMBER_PROFILE, renderWithProviders } from '../../../test/render.tsx';
import { ExchangeRatesPage } from './exchange-rates-page.tsx';

const RATES: ExchangeRateRow[] = [
  {
    currency: 'USD',
    krwPerUnit: '1385.5',
    updatedAt: '2026-11-26T03:04:05.000Z',
    updatedByLoginId: 'owner',
    providers: 2,
  },
  { currency: 'EUR', krwPerUnit: null, updatedAt: null, updatedByLoginId: null, providers: 1 },
];

function renderPage(saved: ExchangeRateSaved) {
  const sent: { path: string; body: unknown }[] = [];
  mockFetch({
    'GET /admin/exchange-rates': { body: RATES },
    'PUT /admin/exchange-rates/EUR': async (request) => {
      sent.push({ path: new URL(request.url).pathname, body: JSON.parse(await request.text()) });
      return { body: saved };
    },
  });
  const session = fakeSession('authorization', { profile: { ...MEMBER_PROFILE, isAdmin: true } });
  renderWithProviders(<ExchangeRatesPage />, { route: '/admin/exchange-rates', session });
  return sent;
}

const SAVED: ExchangeRateSaved = {
  rate: {
    ...RATES[1]!,
    krwPerUnit: '1520.25',
    updatedAt: '2026-11-27T01:00:00.000Z',
    updatedByLoginId: 'owner',
  },
  reprice: { checked: 5, applied: 3, pending: 2, belowCost: [{ serviceId: 41, name: '유튜브 조회수' }] },
};

describe('/admin/exchange-rates', () => {
  it('shows each currency’s won per unit and its last change in Seoul time, and the one without a rate', async () => {
    renderPage(SAVED);
    const usd = await screen.findByRole('article', { name: 'USD' });
    expect(within(usd).getByText('1 USD = 1,385.5원')).toBeTruthy();
    expect(within(usd).getByText('마지막 변경 2026-11-26 12:04:05 · owner')).toBeTruthy();
    const eur = screen.getByRole('article', { name: 'EUR' });
    expect(within(eur).getByText('환율 없음')).toBeTruthy();
  });

  it('refuses a bad rate with the contract’s Korean message and sends nothing', async () => {
    const sent = renderPage(SAVED);
    const eur = await screen.findByRole('form', { name: 'EUR 환율 변경' });
    const input = within(eur).getByLabelText('1 EUR당 원화');
    for (const [typed, message] of [
      ['0', M.rateInvalid],
      ['1.1234567', M.rateFraction],
      ['abc', M.rateInvalid],
    ] as const) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      await userEvent.click(within(eur).getByRole('button', { name: 'EUR 환율 저장' }));
      expect(within(eur).getByRole('alert').textContent).toBe(message);
    }
    expect(sent).toEqual([]);
  });

  it('saves the decimal as typed and says what re-pricing did, with the way to the approvals', async () => {
    const sent = renderPage(SAVED);
    const eur = await screen.findByRole('form', { name: 'EUR 환율 변경' });
    await userEvent.type(within(eur).getByLabelText('1 EUR당 원화'), '1,520.25');
    await userEvent.click(within(eur).getByRole('button', { name: 'EUR 환율 저장' }));
    const result = await screen.findByRole('region', { name: /EUR 환율을 1,520.25원으로 바꿨습니다/ });
    expect(sent).toEqual([{ path: '/api/admin/exchange-rates/EUR', body: { krwPerUnit: '1520.25' } }]);
    expect(within(result).getByText(/바로 반영 3개 · 승인 대기 2개/)).toBeTruthy();
    expect(within(result).getByRole('link', { name: '가격 동기화에서 승인하기' }).getAttribute('href')).toBe(
      '/admin/price-changes',
    );
    expect(within(result).getByText('#41 유튜브 조회수')).toBeTruthy();
  });

  it('adds a currency no provider uses yet, after checking its code', async () => {
    renderPage(SAVED);
    const add = await screen.findByRole('form', { name: '다른 통화 추가' });
    await userEvent.type(within(add).getByLabelText('통화 코드'), 'us');
    await userEvent.click(within(add).getByRole('button', { name: '추가' }));
    expect(within(add).getByRole('alert').textContent).toBe(M.currencyInvalid);
    await userEvent.clear(within(add).getByLabelText('통화 코드'));
    await userEvent.type(within(add).getByLabelText('통화 코드'), 'inr');
    await userEvent.click(within(add).getByRole('button', { name: '추가' }));
    expect(await screen.findByRole('article', { name: 'INR' })).toBeTruthy();
  });
});
