import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCoupon } from '@smm/contract/coupons';
import { MARKETING_MESSAGES } from '@smm/contract/marketing-messages';
import type { ReferralPayout } from '@smm/contract/referral';
import { mockFetch, type MockReply } from '../../../test/fetch-mock.ts';
import { fakeSession, MEMBER_PROFILE, renderWithProviders } from '../../../test/render.tsx';
import { MarketingPage } from './marketing-page.tsx';

const COUPON: AdminCoupon = {
  id: 4,
  code: 'WELCOME',
  name: '가입 환영',
  kind: 'fixed',
  points: 3000,
  percent: null,
  maxPoints: null,
  totalUses: 10,
  usedCount: 3,
  perMemberUses: 1,
  validFrom: '2026-11-01T00:00:00.000Z',
  validTo: '2026-12-31T00:00:00.000Z',
  firstTopupOnly: false,
  enabled: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const PAYOUT: ReferralPayout = {
  id: 8,
  memberId: 5,
  loginId: 'friend01',
  amount: 20000,
  bank: '국민은행',
  accountNumber: '123-456',
  holder: '김친구',
  state: 'pending',
  reason: null,
  createdAt: '2026-11-26T00:00:00.000Z',
  decidedAt: null,
};

const DAY = { revenue: 100000, topups: 200000, bonus: 3000, coupon: 1000, discount: 500, commission: 500 };

function renderPage() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = (reply: MockReply) => async (request: Request) => {
    const text = await request.text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
    return reply;
  };
  mockFetch({
    'GET /admin/marketing/report': { body: { days: [{ day: '2026-11-26', ...DAY }], totals: DAY } },
    'GET /admin/marketing/deposit-bonus': { body: { enabled: false, tiers: [] } },
    'PUT /admin/marketing/deposit-bonus': record({
      body: { enabled: true, tiers: [{ minAmount: 100000, percent: 3 }] },
    }),
    'GET /admin/coupons': { body: [COUPON] },
    'POST /admin/coupons': record({ status: 201, body: { ...COUPON, id: 5, code: 'NEW-10' } }),
    'GET /admin/coupons/4/redemptions': { body: [] },
    'GET /admin/marketing/grades': { body: { periodDays: 90, grades: [] } },
    'GET /admin/marketing/referral': {
      body: {
        enabled: true,
        percent: 5,
        basis: 'topup',
        months: 6,
        payoutEnabled: true,
        payoutMinimum: 10000,
      },
    },
    'GET /admin/referral-payouts': { body: [PAYOUT] },
    'POST /admin/referral-payouts/8/approve': record({ body: { ...PAYOUT, state: 'approved' } }),
    'PUT /admin/marketing/grades': record({
      body: {
        periodDays: 90,
        grades: [
          { id: 1, name: '일반', minSpend: 0, discountPercent: 0, memberCount: 0 },
          { id: 2, name: '골드', minSpend: 500000, discountPercent: 10, memberCount: 0 },
        ],
      },
    }),
    'PUT /admin/marketing/referral': record({
      body: {
        enabled: true,
        percent: 7,
        basis: 'order',
        months: 6,
        payoutEnabled: true,
        payoutMinimum: 10000,
      },
    }),
  });
  renderWithProviders(<MarketingPage />, {
    route: '/admin/marketing',
    session: fakeSession('authorization', { profile: { ...MEMBER_PROFILE, isAdmin: true } }),
  });
  return { sent, user: userEvent.setup() };
}

describe('/admin/marketing', () => {
  it('shows the cost of the levers beside revenue', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: '일별 마케팅 비용' });
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '2026-11-26',
      '100,000원',
      '200,000원',
      '3,000원',
      '1,000원',
      '500원',
      '500원',
      '5,000원',
      '5.0%',
    ]);
  });

  it('saves deposit bonus tiers only after the contract check and a confirmation', async () => {
    const { sent, user } = renderPage();
    const form = await screen.findByRole('form', { name: '충전 보너스 설정' });
    await user.click(within(form).getByLabelText('충전 보너스 사용'));
    await user.click(within(form).getByRole('button', { name: '구간 추가' }));
    await user.type(within(form).getByLabelText('구간 1 최소 충전 금액 (원)'), '100,000');
    await user.type(within(form).getByLabelText('구간 1 보너스 (%)'), '300');
    await user.click(within(form).getByRole('button', { name: '충전 보너스 저장' }));
    expect(within(form).getByRole('alert').textContent).toBe(MARKETING_MESSAGES.bonus.tierPercentInvalid);
    await user.clear(within(form).getByLabelText('구간 1 보너스 (%)'));
    await user.type(within(form).getByLabelText('구간 1 보너스 (%)'), '3');
    await user.click(within(form).getByRole('button', { name: '충전 보너스 저장' }));
    const confirm = within(form).getByRole('group', { name: '충전 보너스 저장 확인' });
    expect(confirm.textContent).toContain('충전 보너스 켜짐: 100,000원 이상 +3%');
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '저장 확인' }));
    expect((await within(form).findByRole('status')).textContent).toBe(
      '저장했습니다. 충전 보너스 켜짐: 100,000원 이상 +3%',
    );
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/marketing/deposit-bonus',
        body: { enabled: true, tiers: [{ minAmount: 100000, percent: 3 }] },
      },
    ]);
  });

  it('creates a percent coupon after a confirmation, codes upper-cased', async () => {
    const { sent, user } = renderPage();
    const form = await screen.findByRole('form', { name: '새 쿠폰' });
    await user.type(within(form).getByLabelText('쿠폰 코드'), 'new-10');
    await user.type(within(form).getByLabelText('쿠폰 이름'), '충전 10%');
    await user.click(within(form).getByLabelText('다음 충전 보너스 (%)'));
    await user.type(within(form).getByLabelText('충전 금액의 (%)'), '10');
    await user.type(within(form).getByLabelText('최대 지급 포인트'), '5000');
    await user.click(within(form).getByRole('button', { name: '쿠폰 만들기' }));
    const confirm = within(form).getByRole('group', { name: '쿠폰 만들기 확인' });
    expect(confirm.textContent).toContain(
      '쿠폰 NEW-10 (충전 10%): 다음 충전의 10% (최대 5,000원), 총 100회, 회원당 1회',
    );
    await user.click(within(confirm).getByRole('button', { name: '만들기 확인' }));
    expect((await within(form).findByRole('status')).textContent).toBe('쿠폰 NEW-10을(를) 만들었습니다.');
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/coupons',
      body: {
        kind: 'topup_percent',
        code: 'NEW-10',
        percent: 10,
        maxPoints: 5000,
        totalUses: 100,
        perMemberUses: 1,
      },
    });
  });

  it('approves a payout in two steps', async () => {
    const { sent, user } = renderPage();
    const table = await screen.findByRole('table', { name: '출금 신청 목록' });
    await user.click(within(table).getByRole('button', { name: 'friend01 출금 승인' }));
    await user.click(screen.getByRole('button', { name: '승인 확인' }));
    expect(
      await screen.findByText('friend01의 20,000원 출금을 승인했습니다. 포인트가 차감되었습니다.'),
    ).toBeTruthy();
    expect(sent).toEqual([{ method: 'POST', path: '/api/admin/referral-payouts/8/approve', body: {} }]);
  });

  it('saves the grades as a whole list, one of them from 0 won', async () => {
    const { sent, user } = renderPage();
    const form = await screen.findByRole('form', { name: '회원 등급 설정' });
    await user.click(within(form).getByRole('button', { name: '등급 추가' }));
    await user.type(within(form).getByLabelText('등급 1 이름'), '일반');
    await user.click(within(form).getByRole('button', { name: '등급 추가' }));
    await user.type(within(form).getByLabelText('등급 2 이름'), '골드');
    await user.type(within(form).getByLabelText('등급 2 기준 사용액 (원)'), '500,000');
    await user.clear(within(form).getByLabelText('등급 2 할인 (%)'));
    await user.type(within(form).getByLabelText('등급 2 할인 (%)'), '10');
    await user.clear(within(form).getByLabelText('등급 1 기준 사용액 (원)'));
    await user.type(within(form).getByLabelText('등급 1 기준 사용액 (원)'), '1000');
    await user.click(within(form).getByRole('button', { name: '회원 등급 저장' }));
    expect(within(form).getByRole('alert').textContent).toBe(MARKETING_MESSAGES.grade.firstFromZero);
    await user.clear(within(form).getByLabelText('등급 1 기준 사용액 (원)'));
    await user.type(within(form).getByLabelText('등급 1 기준 사용액 (원)'), '0');
    await user.click(within(form).getByRole('button', { name: '회원 등급 저장' }));
    await user.click(within(form).getByRole('button', { name: '저장 확인' }));
    await within(form).findByText(
      /^저장했습니다\. 최근 90일 사용액 기준: 일반 0원 이상 0% 할인, 골드 500,000원 이상 10% 할인$/,
    );
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/marketing/grades',
        body: {
          periodDays: 90,
          grades: [
            { name: '일반', minSpend: 0, discountPercent: 0 },
            { name: '골드', minSpend: 500000, discountPercent: 10 },
          ],
        },
      },
    ]);
  });

  it('saves the referral terms after a confirmation', async () => {
    const { sent, user } = renderPage();
    const form = await screen.findByRole('form', { name: '추천인 수익 설정' });
    await user.clear(within(form).getByLabelText('수익 비율 (%)'));
    await user.type(within(form).getByLabelText('수익 비율 (%)'), '7');
    await user.click(within(form).getByLabelText('추천한 회원의 완료된 주문'));
    await user.click(within(form).getByRole('button', { name: '추천인 수익 설정 저장' }));
    const confirm = within(form).getByRole('group', { name: '추천인 수익 설정 저장 확인' });
    expect(confirm.textContent).toContain(
      '가입 후 6개월 동안 완료된 주문 금액의 7%, 출금 허용 (최소 10,000원)',
    );
    await user.click(within(confirm).getByRole('button', { name: '저장 확인' }));
    await within(form).findByText(/^저장했습니다\. 추천인 수익 켜짐/);
    expect(sent[0]).toMatchObject({ method: 'PUT', body: { percent: 7, basis: 'order' } });
  });
});
