import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CouponRedemption, MemberCoupons } from '@smm/contract/coupons';
import { MARKETING_MESSAGES } from '@smm/contract/marketing-messages';
import { fakeSession, renderWithProviders } from '../../../test/render.tsx';
import { calledRoutes } from '../../../test/fetch-mock.ts';
import { HISTORY, mockPointApi, pointSettings } from '../testing/point-fixtures.ts';
import { PointPage } from './point-page.tsx';

const TIERS = {
  enabled: true,
  tiers: [
    { minAmount: 100_000, percent: 3 },
    { minAmount: 300_000, percent: 5 },
  ],
};

function redemption(overrides: Partial<CouponRedemption> = {}): CouponRedemption {
  return {
    id: 3,
    couponId: 1,
    code: 'WELCOME',
    name: '가입 환영',
    kind: 'fixed',
    memberId: 5,
    loginId: null,
    state: 'credited',
    points: 3000,
    pointRequestId: null,
    redeemedAt: '2026-11-27T01:00:00.000Z',
    creditedAt: '2026-11-27T01:00:00.000Z',
    ...overrides,
  };
}

function renderPage(routes: Parameters<typeof mockPointApi>[0] = {}) {
  const fetch = mockPointApi({
    settings: pointSettings({ POINT_CHARGE_BUTTON_OPTIONS: '10000,100000' }),
    bonus: { body: TIERS },
    ...routes,
  });
  renderWithProviders(<PointPage />, { route: '/point', session: fakeSession('authorization') });
  return { fetch, user: userEvent.setup() };
}

describe('charge form: deposit bonus (issue 35)', () => {
  it('shows the bonus the chosen amount earns, and the next tier, before the member asks', async () => {
    const { user } = renderPage();
    const add = await screen.findByRole('button', { name: '+10만원' });
    expect(await screen.findByText('100,000원 이상 충전하면 3% 충전 보너스가 적립됩니다.')).toBeTruthy();
    await user.click(add);
    const info = screen.getByLabelText('결제 정보');
    await waitFor(() => expect(info.textContent).toContain('충전 보너스+3,000원 (3%)'));
    expect(info.textContent).toContain('적립될 포인트103,000원');
    expect(screen.getByText('300,000원 이상 충전하면 5% 충전 보너스가 적립됩니다.')).toBeTruthy();
    await user.click(add);
    await user.click(add);
    await waitFor(() => expect(info.textContent).toContain('충전 보너스+15,000원 (5%)'));
  });

  it("adds a waiting percent coupon's points, capped", async () => {
    const coupons: MemberCoupons = {
      pending: {
        ...redemption({ kind: 'topup_percent', state: 'pending', points: 0 }),
        percent: 10,
        maxPoints: 5000,
      },
      redemptions: [redemption({ kind: 'topup_percent', state: 'pending', points: 0 })],
    };
    const { user } = renderPage({ coupons: { body: coupons } });
    await user.click(await screen.findByRole('button', { name: '+1만원' }));
    const info = screen.getByLabelText('결제 정보');
    await waitFor(() => expect(info.textContent).toContain('쿠폰 보너스+1,000원 (10%)'));
    await user.click(screen.getByRole('button', { name: '+10만원' }));
    await waitFor(() => expect(info.textContent).toContain('쿠폰 보너스+5,000원 (10%, 최대 5,000원)'));
    expect(screen.getByText(/다음 충전에 적용될 쿠폰/).textContent).toContain(
      '충전 금액의 10%, 최대 5,000원',
    );
  });

  it('shows the bonus each top-up brought in the history', async () => {
    renderPage({
      history: {
        body: [
          { ...HISTORY[0]!, bonus: 300 },
          { ...HISTORY[1]!, bonus: 150, couponBonus: 500 },
        ],
      },
    });
    const table = await screen.findByRole('table', { name: '충전 내역 목록' });
    await within(table).findByText('보너스 +300원 예정');
    expect(within(table).getByText('보너스 +150원')).toBeTruthy();
    expect(within(table).getByText('쿠폰 +500원')).toBeTruthy();
  });
});

describe('coupon box (issue 35)', () => {
  it("checks the code with the contract's rule before sending", async () => {
    const { user, fetch } = renderPage();
    const form = await screen.findByRole('form', { name: '쿠폰 코드 입력' });
    await user.click(within(form).getByRole('button', { name: '쿠폰 등록' }));
    expect(within(form).getByRole('alert').textContent).toBe(MARKETING_MESSAGES.coupon.codeRequired);
    await user.type(within(form).getByLabelText('쿠폰 코드'), 'a!');
    await user.click(within(form).getByRole('button', { name: '쿠폰 등록' }));
    expect(within(form).getByRole('alert').textContent).toBe(MARKETING_MESSAGES.coupon.codeInvalid);
    expect(calledRoutes(fetch)).not.toContain('POST /point/coupons/redeem');
  });

  it("shows the server's Korean refusal, then a credit in upper case", async () => {
    let attempt = 0;
    const sent: unknown[] = [];
    const { user } = renderPage({
      redeem: async (request) => {
        sent.push(await request.json());
        attempt += 1;
        return attempt === 1
          ? {
              status: 409,
              body: { statusCode: 409, error: 'Conflict', message: MARKETING_MESSAGES.coupon.exhausted },
            }
          : { body: { redemption: redemption(), balance: 15345.5 } };
      },
    });
    const form = await screen.findByRole('form', { name: '쿠폰 코드 입력' });
    const input = within(form).getByLabelText('쿠폰 코드');
    await user.type(input, 'welcome');
    await user.click(within(form).getByRole('button', { name: '쿠폰 등록' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(MARKETING_MESSAGES.coupon.exhausted);
    await user.click(within(form).getByRole('button', { name: '쿠폰 등록' }));
    expect((await within(form).findByRole('status')).textContent).toBe(
      '쿠폰이 등록되어 3,000원이 적립되었습니다.',
    );
    expect(sent).toEqual([{ code: 'WELCOME' }, { code: 'WELCOME' }]);
    expect(within(form).getByLabelText<HTMLInputElement>('쿠폰 코드').value).toBe('');
  });
});
