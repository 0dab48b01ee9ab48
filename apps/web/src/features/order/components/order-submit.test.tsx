import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@smm/contract/messages';
import type { OrderRequest } from '@smm/contract/order';
import { OrderPage } from './order-page.tsx';
import { fakeSession, MEMBER_PROFILE, renderWithProviders } from '../../../test/render.tsx';
import { calledRoutes, mockFetch, type MockReply } from '../../../test/fetch-mock.ts';
import { publicRoutes } from '../../../test/catalog-fixtures.ts';
import { profileQueryKey } from '../../../lib/session/get-profile.ts';
import { autoOrderHistoryQueryKey, orderHistoryQueryKey } from '../../../lib/order-query-keys.ts';

function renderMemberOrderPage(orderReply: (request: Request) => MockReply | Promise<MockReply>) {
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  const fetchSpy = mockFetch({ ...publicRoutes(), 'POST /service/order': orderReply });
  const result = renderWithProviders(<OrderPage />, {
    route: '/order',
    session: fakeSession('authorization'),
  });
  // Cached member data the order must mark stale.
  result.queryClient.setQueryData(profileQueryKey, MEMBER_PROFILE);
  result.queryClient.setQueryData(orderHistoryQueryKey, []);
  result.queryClient.setQueryData(autoOrderHistoryQueryKey, []);
  return { ...result, fetchSpy, scrollTo };
}

const amountInput = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: '수량 입력' });
const linkInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: '링크 입력' });

async function fillOrder(user: ReturnType<typeof userEvent.setup>, link: string, amount: string) {
  await user.type(await screen.findByRole('textbox', { name: '링크 입력' }), link);
  await user.clear(amountInput());
  await user.type(amountInput(), amount);
}

describe('placing an order', () => {
  it('sends the request, then clears the link, resets the quantity, scrolls up, shows the card and toast', async () => {
    const user = userEvent.setup();
    const bodies: OrderRequest[] = [];
    const { queryClient, scrollTo } = renderMemberOrderPage(async (request) => {
      const body = (await request.json()) as OrderRequest;
      bodies.push(body);
      return { body: { orderId: 501, link: body.link, amount: body.amount, serviceId: body.serviceId } };
    });
    expect(screen.queryByRole('region', { name: '주문이 접수되었습니다' })).toBeNull();

    await fillOrder(user, '@grow_lab', '300');
    await user.click(screen.getByRole('button', { name: '주문하기' }));

    const card = await screen.findByRole('region', { name: '주문이 접수되었습니다' });
    expect(bodies).toEqual([
      { serviceId: 100, link: 'https://www.instagram.com/grow_lab/', amount: 300, runs: 0, interval: 0 },
    ]);
    expect(within(card).getByText('501')).toBeTruthy();
    expect(within(card).getByText('한국인 팔로워')).toBeTruthy();
    expect(within(card).getByText('https://www.instagram.com/grow_lab/')).toBeTruthy();
    expect(within(card).getByText('300개')).toBeTruthy();
    expect(document.activeElement).toBe(card);
    // Spec section 2's order: the live banner, the notice board, then the card, then the form.
    const sections = [
      screen.getByText('서비스 정상 운영중'),
      screen.getByRole('region', { name: '공지사항' }),
      card,
      screen.getByRole('form', { name: '주문하기' }),
    ];
    for (const [i, section] of sections.slice(1).entries()) {
      expect(sections[i]?.compareDocumentPosition(section)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
    expect(within(screen.getByRole('status')).getByText(MESSAGES.order.success)).toBeTruthy();

    expect(linkInput().value).toBe('');
    expect(amountInput().value).toBe('10');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(queryClient.getQueryState(profileQueryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(orderHistoryQueryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(autoOrderHistoryQueryKey)?.isInvalidated).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends an auto-order with its runs and interval', async () => {
    const user = userEvent.setup();
    const bodies: OrderRequest[] = [];
    renderMemberOrderPage(async (request) => {
      const body = (await request.json()) as OrderRequest;
      bodies.push(body);
      return { body: { orderId: 7, link: body.link, amount: body.amount, serviceId: body.serviceId } };
    });
    await fillOrder(user, 'https://www.instagram.com/p/xyz/', '20');
    await user.click(screen.getByRole('switch', { name: '자동주문' }));
    await user.clear(screen.getByRole('spinbutton', { name: '반복 횟수' }));
    await user.type(screen.getByRole('spinbutton', { name: '반복 횟수' }), '3');
    await user.clear(screen.getByRole('spinbutton', { name: '반복 간격(분)' }));
    await user.type(screen.getByRole('spinbutton', { name: '반복 간격(분)' }), '60');
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    await screen.findByRole('region', { name: '주문이 접수되었습니다' });
    expect(bodies).toEqual([
      { serviceId: 100, link: 'https://www.instagram.com/p/xyz/', amount: 20, runs: 3, interval: 60 },
    ]);
  });

  it("shows the server's Korean message when the order is refused", async () => {
    const user = userEvent.setup();
    const { queryClient } = renderMemberOrderPage(() => ({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: MESSAGES.order.insufficientPoints },
    }));
    await fillOrder(user, 'https://www.instagram.com/p/abc/', '20');
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.order.insufficientPoints);
    expect(within(screen.getByRole('status')).getByText(MESSAGES.order.insufficientPoints)).toBeTruthy();
    // Nothing is reset or invalidated on failure.
    expect(linkInput().value).toBe('https://www.instagram.com/p/abc/');
    expect(amountInput().value).toBe('20');
    expect(queryClient.getQueryState(profileQueryKey)?.isInvalidated).toBe(false);
    expect(screen.queryByRole('region', { name: '주문이 접수되었습니다' })).toBeNull();
  });

  it("falls back to '주문에 실패했습니다.' when the server gives no usable message", async () => {
    const user = userEvent.setup();
    renderMemberOrderPage(() => ({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: '오류가 발생했습니다.' },
    }));
    await fillOrder(user, 'https://www.instagram.com/p/abc/', '20');
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.order.failure);
    expect(within(screen.getByRole('status')).getByText(MESSAGES.order.failure)).toBeTruthy();
  });

  it('blocks a second submit while the first is pending', async () => {
    const user = userEvent.setup();
    let release: (reply: MockReply) => void = () => undefined;
    const { fetchSpy } = renderMemberOrderPage(
      () =>
        new Promise<MockReply>((resolve) => {
          release = resolve;
        }),
    );
    await fillOrder(user, 'https://www.instagram.com/p/abc/', '20');
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    const pending = await screen.findByRole<HTMLButtonElement>('button', { name: '주문 중…' });
    expect(pending.disabled).toBe(true);
    await user.click(pending);
    await user.type(linkInput(), '{Enter}');
    expect(calledRoutes(fetchSpy).filter((r) => r === 'POST /service/order')).toHaveLength(1);

    release({ body: { orderId: 9, link: 'https://www.instagram.com/p/abc/', amount: 20, serviceId: 100 } });
    await screen.findByRole('region', { name: '주문이 접수되었습니다' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '주문하기' }).disabled).toBe(false);
  });
});
