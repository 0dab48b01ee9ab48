import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARKETING_MESSAGES } from '@smm/contract/marketing-messages';
import type { MyReferral } from '@smm/contract/referral';
import type { Setting } from '@smm/contract/settings-map';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes, SETTINGS } from '../../../test/catalog-fixtures.ts';
import { fakeSession, renderWithProviders } from '../../../test/render.tsx';
import { AccountPage } from './account-page.tsx';

const REFERRAL_ON: Setting[] = [...SETTINGS, { key: 'ENABLE_REFERRAL', value: 'true' }];
const M = MARKETING_MESSAGES.referral;

const REFERRAL: MyReferral = {
  referralCode: 'ABC123',
  enabled: true,
  percent: 5,
  basis: 'topup',
  months: 6,
  earned: 12500,
  paidOut: 0,
  pendingPayout: 0,
  withdrawable: 12500,
  payoutEnabled: true,
  payoutMinimum: 10000,
  referred: [
    {
      maskedLoginId: 'fr****',
      joinedAt: '2026-11-01T00:00:00.000Z',
      earnsUntil: '2027-05-01T00:00:00.000Z',
      earned: 12500,
    },
  ],
  payouts: [],
};

function renderAccount(referral: MyReferral, payoutReply?: Parameters<typeof mockFetch>[0][string]) {
  const sent: unknown[] = [];
  mockFetch({
    ...publicRoutes(REFERRAL_ON),
    'GET /account/referral': { body: referral },
    'POST /account/referral/payouts': async (request) => {
      sent.push(await request.json());
      const reply = typeof payoutReply === 'function' ? await payoutReply(request) : payoutReply;
      return reply ?? { status: 201, body: {} };
    },
  });
  renderWithProviders(<AccountPage />, { route: '/account', session: fakeSession('authorization') });
  return { sent, user: userEvent.setup() };
}

describe('account page: referral commission (issue 35)', () => {
  it('shows the terms, what was earned and each referred member by a masked id', async () => {
    renderAccount({ ...REFERRAL, payoutEnabled: false });
    const section = await screen.findByRole('region', { name: '추천인 수익' });
    await within(section).findByText(
      '추천한 회원이 가입한 뒤 6개월 동안 충전이 승인될 때마다 충전 금액의 5%가 적립됩니다.',
    );
    expect(within(section).getByText('누적 수익').nextSibling?.textContent).toBe('12,500원');
    const table = within(section).getByRole('table', { name: '추천한 회원 목록' });
    expect(within(table).getByText('fr****')).toBeTruthy();
    expect(within(section).queryByRole('form', { name: '추천인 수익 출금 신청' })).toBeNull();
  });

  it('checks a payout with the contract, then sends it and shows the answer', async () => {
    const { sent, user } = renderAccount(REFERRAL, {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: M.payoutBelowMinimum },
    });
    const form = await screen.findByRole('form', { name: '추천인 수익 출금 신청' });
    await user.type(within(form).getByLabelText('출금 금액 (원)'), '5,000');
    await user.click(within(form).getByRole('button', { name: '출금 신청' }));
    expect(within(form).getByRole('alert').textContent).toBe(M.bankRequired);
    expect(sent).toEqual([]);
    await user.type(within(form).getByLabelText('은행'), '국민은행');
    await user.type(within(form).getByLabelText('계좌번호'), '123-456-7890');
    await user.type(within(form).getByLabelText('예금주'), '홍길동');
    await user.click(within(form).getByRole('button', { name: '출금 신청' }));
    expect(await screen.findByText(M.payoutBelowMinimum)).toBeTruthy();
    expect(sent).toEqual([
      { amount: 5000, bank: '국민은행', accountNumber: '123-456-7890', holder: '홍길동' },
    ]);
  });
});
