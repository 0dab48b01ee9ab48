import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARKETING_MESSAGES } from '@smm/contract/marketing-messages';
import type { MemberPricing } from '@smm/contract/member-grades';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { SERVICES } from '../../../../test/catalog-fixtures.ts';
import { fakeSession, renderWithProviders } from '../../../../test/render.tsx';
import { MemberPricingCard } from './member-pricing-card.tsx';

const PRICING: MemberPricing = {
  memberId: 7,
  grade: { id: 1, name: '일반', discountPercent: 0 },
  pinnedGradeId: null,
  periodSpend: 12000,
  discountPercent: null,
  allowBelowCost: false,
  servicePrices: [],
};

function render() {
  const sent: unknown[] = [];
  mockFetch({
    'GET /admin/members/7/pricing': { body: PRICING },
    'PUT /admin/members/7/pricing': async (request) => {
      sent.push(await request.json());
      return { body: { ...PRICING, grade: { id: 2, name: '골드', discountPercent: 10 }, pinnedGradeId: 2 } };
    },
    'GET /admin/marketing/grades': {
      body: {
        periodDays: 30,
        grades: [
          { id: 1, name: '일반', minSpend: 0, discountPercent: 0, memberCount: 5 },
          { id: 2, name: '골드', minSpend: 1_000_000, discountPercent: 10, memberCount: 1 },
        ],
      },
    },
    'GET /service/services': { body: SERVICES },
  });
  renderWithProviders(<MemberPricingCard memberId={7} />, { session: fakeSession('authorization') });
  return { sent, user: userEvent.setup() };
}

describe("member detail: a member's grade and prices (issue 35)", () => {
  it('pins a grade and sets a fixed service price after the contract check and a confirmation', async () => {
    const { sent, user } = render();
    const form = await screen.findByRole('form', { name: '회원 등급과 가격' });
    expect(screen.getByText(/지금 등급: 일반 \(0% 할인\)/)).toBeTruthy();
    await within(form).findByRole('option', { name: '골드 (10% 할인)' });
    await user.selectOptions(within(form).getByLabelText('등급 고정'), '골드 (10% 할인)');
    await user.click(within(form).getByRole('button', { name: '서비스 단가 추가' }));
    await user.selectOptions(within(form).getByLabelText('단가 1 서비스'), '100');
    await user.type(within(form).getByLabelText('단가 1 (1개당 원)'), '0.1234');
    await user.click(within(form).getByRole('button', { name: '회원 가격 저장' }));
    expect(within(form).getByRole('alert').textContent).toBe(MARKETING_MESSAGES.pricing.priceInvalid);
    await user.clear(within(form).getByLabelText('단가 1 (1개당 원)'));
    await user.type(within(form).getByLabelText('단가 1 (1개당 원)'), '0.4');
    await user.click(within(form).getByRole('button', { name: '회원 가격 저장' }));
    const confirm = within(form).getByRole('group', { name: '회원 가격 저장 확인' });
    expect(confirm.textContent).toContain('등급 골드 고정, 등급 할인 적용, 서비스 단가 1개');
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '저장 확인' }));
    expect((await within(form).findByRole('status')).textContent).toBe('저장했습니다. 적용 등급: 골드 (10%)');
    expect(sent).toEqual([
      {
        pinnedGradeId: 2,
        discountPercent: null,
        allowBelowCost: false,
        servicePrices: [{ serviceId: 100, unitPrice: 0.4 }],
      },
    ]);
  });
});
