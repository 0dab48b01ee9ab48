import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@smm/contract/messages';
import { ORDER_MESSAGES } from '@smm/contract/order-messages';
import type { Service } from '@smm/contract/catalog';
import type { SessionState } from '@smm/contract/enums';
import { OrderPage } from './order-page.tsx';
import { fakeSession, renderWithProviders } from '../../../test/render.tsx';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes, SERVICES, SETTINGS } from '../../../test/catalog-fixtures.ts';

function renderOrderPage({
  services = SERVICES,
  state = 'authorization',
}: { services?: Service[]; state?: SessionState } = {}) {
  const fetchSpy = mockFetch({
    ...publicRoutes(SETTINGS),
    'GET /service/services': { body: services },
    'POST /service/order': {
      status: 500,
      body: { statusCode: 500, error: 'x', message: 'should not be called' },
    },
  });
  renderWithProviders(<OrderPage />, { route: '/order', session: fakeSession(state) });
  return fetchSpy;
}

const amountInput = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: '수량 입력' });
const linkInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: '링크 입력' });

async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, value: string) {
  await user.clear(input);
  if (value !== '') await user.type(input, value);
}

/** Submits and returns the inline message (the same text is also toasted). */
async function submitMessage(user: ReturnType<typeof userEvent.setup>): Promise<string | null> {
  await user.click(screen.getByRole('button', { name: '주문하기' }));
  const alert = screen.getByRole('alert');
  expect(within(screen.getByRole('status')).getAllByText(alert.textContent ?? '').length).toBeGreaterThan(0);
  return alert.textContent;
}

describe('order form validation (spec section 5)', () => {
  it('asks for a service when the chosen category has none', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderOrderPage({ services: SERVICES.filter((s) => s.categoryId !== 10) });
    await screen.findByRole('combobox', { name: '서비스 선택' });
    expect(await submitMessage(user)).toBe(MESSAGES.order.serviceRequired);
    expect(calledRoutes(fetchSpy)).not.toContain('POST /service/order');
  });

  it('reports link, minimum, maximum and balance in turn, never calling the server', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderOrderPage();
    await screen.findByRole('spinbutton', { name: '수량 입력' });

    expect(await submitMessage(user)).toBe(MESSAGES.order.linkRequired);
    await fill(user, linkInput(), 'https://www.instagram.com/p/abc/');
    await fill(user, amountInput(), '9');
    expect(await submitMessage(user)).toBe(MESSAGES.order.belowMin);
    await fill(user, amountInput(), '');
    expect(await submitMessage(user)).toBe(MESSAGES.order.belowMin);
    await fill(user, amountInput(), '30001');
    expect(await submitMessage(user)).toBe(MESSAGES.order.aboveMax);
    // 30000 x 0.5 = 15,000 points against a balance of 12,345.5.
    await fill(user, amountInput(), '30000');
    expect(await submitMessage(user)).toBe(MESSAGES.order.insufficientPoints);
    expect(calledRoutes(fetchSpy)).not.toContain('POST /service/order');
  });

  it('validates runs and interval as soon as auto-order is switched on', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderOrderPage();
    await fill(
      user,
      await screen.findByRole('textbox', { name: '링크 입력' }),
      'https://www.instagram.com/p/abc/',
    );
    await user.click(screen.getByRole('switch', { name: '자동주문' }));
    const runs = screen.getByRole<HTMLInputElement>('spinbutton', { name: '반복 횟수' });
    const interval = screen.getByRole<HTMLInputElement>('spinbutton', { name: '반복 간격(분)' });
    expect([runs.value, interval.value]).toEqual(['0', '0']);

    expect(await submitMessage(user)).toBe(MESSAGES.order.runsAboveOne);
    await fill(user, runs, '1');
    expect(await submitMessage(user)).toBe(MESSAGES.order.runsAboveOne);
    await fill(user, runs, '2.5');
    expect(await submitMessage(user)).toBe(MESSAGES.order.runsInteger);
    await fill(user, runs, '3');
    expect(await submitMessage(user)).toBe(MESSAGES.order.intervalMin);
    await fill(user, interval, '59');
    expect(await submitMessage(user)).toBe(MESSAGES.order.intervalMin);
    await fill(user, interval, '90.5');
    expect(await submitMessage(user)).toBe(MESSAGES.order.intervalInteger);
    expect(calledRoutes(fetchSpy)).not.toContain('POST /service/order');

    // The price box counts every run: 10 x 3 = 30 pieces, 15 points.
    await fill(user, interval, '90');
    const box = screen.getByRole('region', { name: '결제 금액' });
    expect(within(box).getByText('30개')).toBeTruthy();
    expect(within(box).getByText('15원')).toBeTruthy();
  });

  it('toggling auto-order resets runs and interval; choosing a service turns it off', async () => {
    const user = userEvent.setup();
    renderOrderPage();
    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: '자동주문' });
    await user.click(toggle);
    await fill(user, screen.getByRole('spinbutton', { name: '반복 횟수' }), '4');
    await fill(user, screen.getByRole('spinbutton', { name: '반복 간격(분)' }), '120');
    await user.click(toggle);
    await user.click(toggle);
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: '반복 횟수' }).value).toBe('0');
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: '반복 간격(분)' }).value).toBe('0');

    await fill(user, amountInput(), '500');
    await user.selectOptions(screen.getByRole('combobox', { name: '서비스 선택' }), '101');
    // Service 101 has no auto-order: the section is gone and the quantity is its minimum.
    expect(screen.queryByRole('switch', { name: '자동주문' })).toBeNull();
    expect(amountInput().value).toBe('50');
    await user.selectOptions(screen.getByRole('combobox', { name: '서비스 선택' }), '100');
    expect(screen.getByRole<HTMLInputElement>('switch', { name: '자동주문' }).checked).toBe(false);
  });

  it('shows the balance and what is left after the order, or that points are short', async () => {
    const user = userEvent.setup();
    renderOrderPage();
    const box = await screen.findByRole('region', { name: '결제 금액' });
    expect(within(box).getByText('12,345.5원')).toBeTruthy();
    // 12,345.5 - 10 x 0.5
    expect(within(box).getByText('12,340.5원')).toBeTruthy();
    await fill(user, amountInput(), '30000');
    expect(within(box).getByText(/포인트 부족/)).toBeTruthy();
    expect(within(box).getByRole('link', { name: '충전하기' }).getAttribute('href')).toBe('/point');
    // A negative quantity has no cost: total and balance-after show empty, not a negative amount.
    await fill(user, amountInput(), '-5');
    const values = within(box)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(values).toEqual(['0.5원', '', '', '12,345.5원', '']);
  });
});

describe('orders not possible', () => {
  it('disables the button and the inputs of a read-only service, with the 주문 불가 text', async () => {
    const user = userEvent.setup();
    const services: Service[] = SERVICES.map((s) => (s.id === 101 ? { ...s, isReadOnly: true } : s));
    renderOrderPage({ services });
    await user.selectOptions(await screen.findByRole('combobox', { name: '서비스 선택' }), '101');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: '주문 불가' });
    expect(button.disabled).toBe(true);
    expect(linkInput().disabled).toBe(true);
    expect(amountInput().disabled).toBe(true);
    expect(screen.getByText(ORDER_MESSAGES.readOnly)).toBeTruthy();
    // Another service can still be chosen and ordered.
    await user.selectOptions(screen.getByRole('combobox', { name: '서비스 선택' }), '100');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '주문하기' }).disabled).toBe(false);
    expect(linkInput().disabled).toBe(false);
  });

  it('refuses a guest: the order button toasts the guest message before any rule, then invites a login', async () => {
    renderOrderPage({ state: 'guest' });
    const button = await screen.findByRole('button', { name: '주문하기' });
    expect(screen.queryByRole('link', { name: '로그인' })).toBeNull();
    expect(screen.queryByRole('link', { name: '링크 입력 가이드 보기' })).toBeNull();
    await userEvent.click(button);
    expect(screen.getByText('둘러보기 상태에서는 불가능 합니다')).toBeTruthy();
    expect(screen.queryByText('주문 링크를 입력해주세요.')).toBeNull();
    expect(screen.getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/login');
  });
});
