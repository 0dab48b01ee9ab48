import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MassOrderPreview } from '@smm/contract/mass-order';
import { MESSAGES } from '@smm/contract/messages';
import { fakeSession, MEMBER_PROFILE, renderWithProviders } from '../../../test/render.tsx';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes } from '../../../test/catalog-fixtures.ts';
import { profileQueryKey } from '../../../lib/session/get-profile.ts';
import { orderHistoryQueryKey } from '../../../lib/order-query-keys.ts';
import { MassOrderPage } from './mass-order-page.tsx';

const line = (n: number, error: string | null) => ({
  line: n,
  serviceId: 100,
  serviceName: '한국인 팔로워',
  link: `https://x.com/p/${n}`,
  amount: error ? 5 : 100,
  cost: error ? null : 50,
  error,
});
const refused: MassOrderPreview = {
  lines: [line(1, null), line(2, '주문 수량이 최소수량보다 적습니다.')],
  total: 50,
  balance: 1000,
  error: '2번째 줄: 주문 수량이 최소수량보다 적습니다.',
};
const ready: MassOrderPreview = {
  lines: [line(1, null), line(2, null)],
  total: 100,
  balance: 1000,
  error: null,
};

const textArea = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: '한 줄에 한 건씩 입력' });

/** Pastes into an emptied list, as members do from a spreadsheet. */
async function paste(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(textArea());
  await user.click(textArea());
  await user.paste(text);
}

describe('the mass order page', () => {
  it('shows each line checked, places only the text just checked, then clears it', async () => {
    const user = userEvent.setup();
    const previews = [refused, ready];
    const sent: string[] = [];
    const fetchSpy = mockFetch({
      ...publicRoutes(),
      'POST /service/mass-order/preview': () => ({ body: previews.shift() }),
      'POST /service/mass-order': async (request) => {
        sent.push(((await request.json()) as { text: string }).text);
        return {
          body: {
            orders: [
              { line: 1, orderId: 7 },
              { line: 2, orderId: 8 },
            ],
            total: 100,
          },
        };
      },
    });
    const { queryClient } = renderWithProviders(<MassOrderPage />, {
      route: '/mass-order',
      session: fakeSession('authorization'),
    });
    queryClient.setQueryData(profileQueryKey, MEMBER_PROFILE);
    queryClient.setQueryData(orderHistoryQueryKey, []);

    await paste(user, '100 | https://x.com/p/1 | 100\n100 | https://x.com/p/2 | 5');
    await user.click(screen.getByRole('button', { name: '확인하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '2번째 줄: 주문 수량이 최소수량보다 적습니다.',
    );
    expect(screen.getByRole('table', { name: '대량 주문 확인 결과' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '2건 주문하기' }).disabled).toBe(true);

    await paste(user, '100 | https://x.com/p/1 | 100\n100 | https://x.com/p/2 | 100');
    // The check was for the old text: placing waits for a new one.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '주문하기' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '확인하기' }));
    await user.click(await screen.findByRole('button', { name: '2건 주문하기' }));

    expect(await screen.findByText('2건을 주문했습니다.', { exact: false })).toBeTruthy();
    expect(sent).toEqual(['100 | https://x.com/p/1 | 100\n100 | https://x.com/p/2 | 100']);
    expect(textArea().value).toBe('');
    expect(screen.getByText(MESSAGES.order.success)).toBeTruthy();
    expect(queryClient.getQueryState(profileQueryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(orderHistoryQueryKey)?.isInvalidated).toBe(true);
    expect(calledRoutes(fetchSpy).filter((r) => r.includes('mass-order'))).toEqual([
      'POST /service/mass-order/preview',
      'POST /service/mass-order/preview',
      'POST /service/mass-order',
    ]);
    // Two checks and a placement of pasted text: more steps than jsdom does in the default 5 s on a busy machine.
  }, 15_000);

  it('refuses a guest with the browse-mode message and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockFetch(publicRoutes());
    renderWithProviders(<MassOrderPage />, { route: '/mass-order', session: fakeSession('guest') });
    await paste(user, '100 | https://x.com/p/1 | 100');
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    await user.click(screen.getByRole('button', { name: '확인하기' }));
    expect(screen.getAllByText(MESSAGES.account.guestRefused).length).toBeGreaterThan(0);
    expect(calledRoutes(fetchSpy).filter((r) => r.includes('mass-order'))).toEqual([]);
  });

  it('asks a signed-out visitor to log in', () => {
    mockFetch(publicRoutes());
    renderWithProviders(<MassOrderPage />, { route: '/mass-order', session: fakeSession('unAuthorization') });
    expect(screen.getByRole('link', { name: '로그인 후 주문하기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '확인하기' })).toBeNull();
  });
});
