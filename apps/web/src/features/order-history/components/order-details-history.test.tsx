import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderHistoryEntry } from '@smm/contract/order-requests';
import { OrderHistoryPage } from './order-history-page.tsx';
import { fakeSession, renderWithProviders } from '../../../test/render.tsx';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes } from '../../../test/catalog-fixtures.ts';

const base = {
  createdAt: '2026-03-01T01:02:03.000Z',
  serviceId: 100,
  point: 240,
  status: 1,
  startCount: null,
  remains: null,
  refillable: false,
  cancelable: false,
  request: null,
} satisfies Partial<OrderHistoryEntry>;

const COMMENTS = Array.from({ length: 12 }, (_, i) => `댓글 ${i + 1}`);
const ROWS: OrderHistoryEntry[] = [
  {
    ...base,
    id: 3,
    link: 'https://www.instagram.com/grow_lab/',
    amount: 4000,
    details: { type: 'Subscriptions', username: 'grow_lab', min: 100, max: 400, posts: 10, delay: 30 },
    subscription: { state: 'active', postsDelivered: 3, postsTotal: 10 },
  },
  { ...base, id: 2, link: 'https://t.me/channel/5', amount: 150, details: { type: 'Poll', answerNumber: 2 } },
  {
    ...base,
    id: 1,
    link: 'https://www.instagram.com/p/abc/',
    amount: 12,
    details: { type: 'Custom Comments', comments: COMMENTS },
  },
];

const rowOf = (link: string) =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(link))!;

describe('order history: what a typed order was sent with (issue 32)', () => {
  it('shows the comments count (opening to every line), the poll answer and a subscription state', async () => {
    const user = userEvent.setup();
    mockFetch({ ...publicRoutes(), 'GET /service/order-history': { body: ROWS } });
    renderWithProviders(<OrderHistoryPage />, {
      route: '/order-history',
      session: fakeSession('authorization'),
    });
    await screen.findByText('https://www.instagram.com/p/abc/');

    const comments = rowOf('https://www.instagram.com/p/abc/');
    const summary = within(comments).getByText('댓글 12개');
    expect(summary.closest('details')?.open).toBe(false);
    await user.click(summary);
    expect(summary.closest('details')?.open).toBe(true);
    expect(
      within(comments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(COMMENTS);

    expect(within(rowOf('https://t.me/channel/5')).getByText('투표 항목 번호: 2')).toBeTruthy();

    const subscription = rowOf('https://www.instagram.com/grow_lab/');
    expect(within(subscription).getByText('구독 진행중 · 게시물 3 / 10')).toBeTruthy();
    expect(within(subscription).getByText('계정 사용자명: grow_lab')).toBeTruthy();
    expect(within(subscription).getByText('게시물당 최대 수량: 400')).toBeTruthy();
    expect(within(subscription).getByText('지연 시간(분): 30')).toBeTruthy();
  });
});
