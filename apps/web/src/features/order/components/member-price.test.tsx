import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyPricing } from '@smm/contract/member-grades';
import { OrderPage } from './order-page.tsx';
import { fakeSession, renderWithProviders } from '../../../test/render.tsx';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes, SERVICES } from '../../../test/catalog-fixtures.ts';

// The server answers the member's prices in the service list: 한국인 팔로워 0.5 -> 0.45 for a gold member.
const MEMBER_SERVICES = SERVICES.map((s) => (s.id === 100 ? { ...s, point: 0.45 } : s));
const GOLD: MyPricing = {
  gradeName: '골드',
  discountPercent: 10,
  prices: [{ serviceId: 100, unitPrice: 0.45, listPrice: 0.5 }],
};

function renderOrderPage(session = fakeSession('authorization')) {
  const fetchSpy = mockFetch({
    ...publicRoutes(),
    'GET /service/services': { body: MEMBER_SERVICES },
    'GET /member/pricing': { body: GOLD },
  });
  renderWithProviders(<OrderPage />, { route: '/order', session });
  return fetchSpy;
}

const priceBox = () => screen.getByRole('region', { name: '결제 금액' });

describe("price box: a member's grade and price (issue 35)", () => {
  it('shows the grade, the list price and the saving beside the unchanged spec rows', async () => {
    const user = userEvent.setup();
    renderOrderPage();
    const amount = await screen.findByRole('spinbutton', { name: '수량 입력' });
    await user.clear(amount);
    await user.type(amount, '1000');
    await waitFor(() => expect(priceBox().textContent).toContain('회원 등급골드 · 10% 할인'));
    const text = priceBox().textContent ?? '';
    expect(text).toContain('정가1개당 0.5원 → 회원가 1,000개당 450원');
    expect(text).toContain('1,000개당 가격450원');
    expect(text).toContain('총 수량1,000개');
    expect(text).toContain('총 결제 금액450원');
    expect(text).toContain('회원 할인-50원');
    expect(text).toContain('보유 포인트12,345.5원');
  });

  it('asks a guest for no member prices and shows the spec rows only', async () => {
    const fetchSpy = renderOrderPage(fakeSession('guest'));
    await screen.findByRole('spinbutton', { name: '수량 입력' });
    expect(priceBox().textContent).not.toContain('회원 등급');
    expect(calledRoutes(fetchSpy)).not.toContain('GET /member/pricing');
  });
});
