import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@smm/contract/messages';
import type { Setting } from '@smm/contract/settings-map';
import type { PointRequestCreated } from '@smm/contract/point-api';
import { PointPage } from './point-page.tsx';
import { fakeSession, renderWithProviders } from '../../../test/render.tsx';
import {
  BANK,
  createdRequest,
  HISTORY,
  mockPointApi,
  pointSettings,
  setMobile,
  VALID_TAX_INVOICE,
} from '../testing/point-fixtures.ts';

const TOSS_HREF = `supertoss://send?bank=${encodeURIComponent('국민은행')}&accountNo=12345601234567&amount=11000&bankCode=004`;

/** Sends a 10,000-point tax-invoice request and waits for the deposit card. */
async function requestCharge(
  options: { settings?: Setting[]; created?: PointRequestCreated; mobile?: boolean } = {},
) {
  setMobile(options.mobile ?? false);
  let historyCalls = 0;
  const fetch = mockPointApi({
    settings: options.settings,
    create: { status: 201, body: options.created ?? createdRequest() },
    history: () => ({ body: historyCalls++ === 0 ? [] : HISTORY.slice(0, 1) }),
  });
  const user = userEvent.setup();
  renderWithProviders(<PointPage />, { route: '/point', session: fakeSession('authorization') });
  await user.click(await screen.findByLabelText('입금자명'));
  await user.paste('홍길동');
  await user.click(screen.getByRole('button', { name: '+1만원' }));
  await user.click(screen.getByRole('radio', { name: '세금계산서' }));
  for (const [label, value] of [
    ['상호', VALID_TAX_INVOICE.company],
    ['사업자등록번호', VALID_TAX_INVOICE.businessNumber],
    ['대표자명', VALID_TAX_INVOICE.leader],
    ['연락처', VALID_TAX_INVOICE.phone],
    ['업태', VALID_TAX_INVOICE.jobType],
    ['종목', VALID_TAX_INVOICE.jobType2],
    ['주소', VALID_TAX_INVOICE.address],
    ['이메일', VALID_TAX_INVOICE.email],
  ] as const) {
    // paste: one input event per field keeps this fast under a loaded test run
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: '충전 신청' }));
  const card = await screen.findByRole('region', { name: '입금 안내' });
  return { user, fetch, card };
}

const detail = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('deposit instruction card', () => {
  it('replaces the form after success with the bank, amount, deadline and policies', async () => {
    const { card } = await requestCharge();
    expect(screen.getAllByText(MESSAGES.charge.success).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '충전 신청' })).toBeNull();
    expect(document.activeElement).toBe(within(card).getByRole('heading', { name: '입금 안내' }));

    expect(within(card).getByTestId('deposit-pay-amount').textContent).toBe('11,000원');
    expect(within(card).getByText('충전 포인트 10,000원 + 부가세 10% (세금계산서)')).toBeTruthy();
    expect(detail(card, '입금 은행')).toBe(BANK.name);
    expect(detail(card, '계좌번호')).toContain(BANK.number);
    expect(detail(card, '계좌 안내')).toBe(BANK.text);
    expect(detail(card, '입금자명')).toBe('홍길동');
    expect(detail(card, '입금 기한')).toBe('2026-01-02 15:04:05');
    const notes = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(notes).toContain(
      '신청 후 3시간 안에 입금하지 않으면 신청이 자동으로 취소됩니다. (입금 기한 2026-01-02 15:04:05)',
    );
    expect(notes).toContain('입금이 확인되면 평균 1~10분 안에 포인트가 충전됩니다.');
    expect(notes).toContain('환불은 결제 후 48시간 이내에만 가능하며, 사용한 포인트는 환불되지 않습니다.');
  });

  it('refreshes the history with the new pending request', async () => {
    await requestCharge();
    const table = screen.getByRole('table', { name: '충전 내역 목록' });
    expect(await within(table).findByText('입금대기')).toBeTruthy();
  });

  it('copies the account number', async () => {
    const { user, card } = await requestCharge();
    await user.click(within(card).getByRole('button', { name: '계좌번호 복사' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(BANK.number);
    expect(await screen.findByText('복사되었습니다.')).toBeTruthy();
  });

  it('returns to an empty form with 새 충전 신청', async () => {
    const { user, card } = await requestCharge();
    await user.click(within(card).getByRole('button', { name: '새 충전 신청' }));
    const name = screen.getByLabelText<HTMLInputElement>('입금자명');
    expect(name.value).toBe('');
    expect(document.activeElement).toBe(name);
    expect(screen.getByRole('status', { name: '충전 금액' }).textContent).toBe('0원');
    expect(screen.queryByRole('region', { name: '입금 안내' })).toBeNull();
  });

  it('offers the Toss transfer link on mobile when ENABLE_TOSS_PAYMENT is on', async () => {
    const { card } = await requestCharge({ mobile: true });
    const toss = within(card).getByRole('link', { name: '토스로 송금하기' });
    expect(toss.getAttribute('href')).toBe(TOSS_HREF);
  });

  it('has no Toss link on a desktop', async () => {
    const { card } = await requestCharge({ mobile: false });
    expect(within(card).queryByRole('link', { name: '토스로 송금하기' })).toBeNull();
  });

  it('has no Toss link on mobile when ENABLE_TOSS_PAYMENT is off', async () => {
    const { card } = await requestCharge({
      mobile: true,
      settings: pointSettings({ ENABLE_TOSS_PAYMENT: 'false' }),
    });
    expect(within(card).queryByRole('link', { name: '토스로 송금하기' })).toBeNull();
  });

  it('shows the plain amount without a tax invoice', async () => {
    const { card } = await requestCharge({ created: createdRequest({ feeType: 2, payAmount: 10000 }) });
    expect(within(card).getByTestId('deposit-pay-amount').textContent).toBe('10,000원');
    expect(within(card).queryByText(/부가세/)).toBeNull();
  });
});
