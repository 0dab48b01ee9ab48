import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AutoOrder } from '@smm/contract/order';
import type { SessionState } from '@smm/contract/enums';
import { AutoOrderHistoryPage } from './auto-order-history-page.tsx';
import { LANDSCAPE_NOTICE_KEY } from './landscape-notice.tsx';
import { fakeSession, renderWithProviders } from '../../../test/render.tsx';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes } from '../../../test/catalog-fixtures.ts';

const auto = (id: number, status: number, extra: Partial<AutoOrder> = {}): AutoOrder => ({
  id,
  createdAt: '2026-03-01T15:00:00.000Z',
  link: `https://www.instagram.com/p/${id}/`,
  point: 25,
  amount: 10,
  serviceId: 100,
  completed: 2,
  runs: 5,
  interval: 60,
  status,
  ...extra,
});

const ROWS: AutoOrder[] = [
  auto(4, 3, { completed: 3 }),
  auto(3, 2),
  auto(2, 1, { completed: 5 }),
  auto(1, 0, { serviceId: 200 }),
];

function renderPage(state: SessionState = 'authorization', rows: AutoOrder[] = ROWS) {
  const fetchSpy = mockFetch({ ...publicRoutes(), 'GET /service/auto-order-history': { body: rows } });
  const result = renderWithProviders(<AutoOrderHistoryPage />, {
    route: '/auto-order-history',
    session: fakeSession(state),
  });
  return { ...result, fetchSpy };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const ids = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('auto-order history page', () => {
  it('shows the spec columns: count completed / runs, interval in minutes, final quantity amount x runs', async () => {
    renderPage();
    await screen.findByText('https://www.instagram.com/p/1/');
    await screen.findAllByText('한국인 팔로워');
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      '주문번호',
      '주문일시',
      '주문 링크',
      '최종 사용 포인트',
      '1회 수량',
      '주문 상품',
      '자동주문 횟수(완료/전체)',
      '주문 간격',
      '최종 수량',
      '상태',
    ]);
    const first = within(bodyRows()[3]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(first).toEqual([
      '1',
      '2026-03-02 00:00:00',
      'https://www.instagram.com/p/1/ (새 창에서 열림)',
      '25원',
      '10',
      '영상 조회수',
      '2 / 5',
      '60분',
      '50',
      '진행중',
    ]);
    // Partial (3) is labelled as completed.
    expect(within(bodyRows()[0]!).getAllByRole('cell').at(-1)?.textContent).toBe('완료');
  });

  it('filters by All / Active / Completed / Canceled, counting partial as completed', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('https://www.instagram.com/p/1/');
    const chips = screen.getByRole('group', { name: '자동주문 상태' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['전체', '진행중', '완료', '취소']);
    expect(ids()).toEqual(['4', '3', '2', '1']);
    await user.click(within(chips).getByRole('button', { name: '진행중' }));
    expect(ids()).toEqual(['1']);
    await user.click(within(chips).getByRole('button', { name: '완료' }));
    expect(ids()).toEqual(['4', '2']);
    await user.click(within(chips).getByRole('button', { name: '취소' }));
    expect(ids()).toEqual(['3']);
    await user.click(within(chips).getByRole('button', { name: '전체' }));
    expect(ids()).toHaveLength(4);
  });

  it('shows the empty state', async () => {
    renderPage('authorization', []);
    expect(await screen.findByText('자동주문 내역이 없습니다.')).toBeTruthy();
  });

  it('does not fetch the history in guest mode', async () => {
    const { fetchSpy } = renderPage('guest');
    expect(await screen.findByText('로그인 후 자동주문 내역을 확인할 수 있습니다.')).toBeTruthy();
    await screen.findAllByRole('button', { name: '전체' });
    expect(calledRoutes(fetchSpy)).not.toContain('GET /service/auto-order-history');
  });

  it('remembers that the landscape notice was dismissed', async () => {
    const user = userEvent.setup();
    const first = renderPage();
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('가로 화면');
    await user.click(within(note).getByRole('button', { name: '가로 화면 안내 닫기' }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(window.localStorage.getItem(LANDSCAPE_NOTICE_KEY)).toBe('true');
    first.unmount();
    renderPage();
    await screen.findByText('https://www.instagram.com/p/1/');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
