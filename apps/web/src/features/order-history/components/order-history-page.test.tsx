import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_STATUS_LABELS } from '@smm/contract/enums';
import type { OrderHistoryEntry } from '@smm/contract/order-requests';
import { OrderHistoryPage } from './order-history-page.tsx';
import { fakeSession, renderWithProviders } from '../../../test/render.tsx';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes } from '../../../test/catalog-fixtures.ts';

const row = (id: number, status: number, extra: Partial<OrderHistoryEntry> = {}): OrderHistoryEntry => ({
  id,
  createdAt: '2026-03-01T01:02:03.000Z',
  serviceId: 100,
  link: `https://www.instagram.com/p/${id}/`,
  point: 150.5,
  amount: 301,
  status,
  startCount: 1200,
  remains: 0,
  refillable: false,
  cancelable: false,
  request: null,
  ...extra,
});

const ROWS: OrderHistoryEntry[] = [
  row(6, 5),
  row(5, 4),
  row(4, 3, { serviceId: 200, remains: 40 }),
  row(3, 2),
  row(2, 1, { startCount: null, remains: null }),
  row(1, 0, { serviceId: 999 }),
];

/**
 * The server's order history over `rows` (newest first): `status`, `before` and `limit` as
 * GET /service/order-history answers them. Every query string asked for is kept in `asked`.
 */
function historyServer(rows: readonly OrderHistoryEntry[], asked: string[] = []) {
  return (request: Request) => {
    const query = new URL(request.url).searchParams;
    asked.push(query.toString());
    const status = query.get('status');
    const before = query.get('before');
    const limit = Number(query.get('limit') ?? 1000);
    const body = rows
      .filter((r) => status === null || String(r.status) === status)
      .filter((r) => before === null || r.id < Number(before))
      .slice(0, limit);
    return { body };
  };
}

function renderPage(rows: OrderHistoryEntry[] = ROWS, asked: string[] = []) {
  mockFetch({ ...publicRoutes(), 'GET /service/order-history': historyServer(rows, asked) });
  return renderWithProviders(<OrderHistoryPage />, {
    route: '/order-history',
    session: fakeSession('authorization'),
  });
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const ids = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('order history page', () => {
  it('shows the spec columns and formats each row', async () => {
    renderPage();
    await screen.findByText('https://www.instagram.com/p/4/');
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      '주문번호',
      '주문일시',
      '서비스',
      '링크',
      '사용 포인트',
      '수량',
      '시작 수량',
      '남은 수량',
      '상태',
      '요청',
      '문의',
    ]);
    expect(ids()).toEqual(['6', '5', '4', '3', '2', '1']);

    const cells = (id: string) => {
      const found = bodyRows().find((r) => within(r).getAllByRole('cell')[0]?.textContent === id);
      return within(found!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    };
    // Seoul time, service name from the list, point as won, quantities grouped, status label.
    await screen.findAllByText('한국인 팔로워');
    expect(cells('4')).toEqual([
      '4',
      '2026-03-01 10:02:03',
      '영상 조회수',
      'https://www.instagram.com/p/4/ (새 창에서 열림)',
      '150.5원',
      '301',
      '1,200',
      '40',
      ORDER_STATUS_LABELS[3],
      '-',
      '문의하기 (주문 4)',
    ]);
    expect(cells('2').slice(6)).toEqual(['-', '-', ORDER_STATUS_LABELS[1], '-', '문의하기 (주문 2)']);
    // '문의하기' opens the inquiry form about that order.
    expect(screen.getByRole('link', { name: /문의하기.*주문 4/ }).getAttribute('href')).toBe(
      '/inquiry?order=4',
    );
    expect(cells('1')[2]).toBe('서비스 #999');

    const link = screen.getByRole('link', { name: /https:\/\/www\.instagram\.com\/p\/3\// });
    expect(link.getAttribute('href')).toBe('https://www.instagram.com/p/3/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('asks the server for the status of the chosen chip', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    renderPage(ROWS, asked);
    await screen.findByText('https://www.instagram.com/p/4/');
    const chips = screen.getByRole('group', { name: '주문 상태' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['전체', ...Object.values(ORDER_STATUS_LABELS)]);

    await user.click(within(chips).getByRole('button', { name: ORDER_STATUS_LABELS[2] }));
    await waitFor(() => expect(ids()).toEqual(['3']));
    expect(
      within(chips).getByRole('button', { name: ORDER_STATUS_LABELS[2] }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(within(chips).getByRole('button', { name: ORDER_STATUS_LABELS[3] }));
    await waitFor(() => expect(ids()).toEqual(['4']));
    await user.click(within(chips).getByRole('button', { name: '전체' }));
    await waitFor(() => expect(ids()).toHaveLength(6));
    // '전체' again may refresh its list; every chip asked for its own status.
    expect(asked.slice(0, 3)).toEqual(['limit=100', 'limit=100&status=2', 'limit=100&status=3']);
    expect(asked.slice(3).every((query) => query === 'limit=100')).toBe(true);
  });

  it("pages through every order with '더 보기', 100 at a time, and per chip", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    // 250 orders, newest first; every fifth one cancelled (status 5).
    const many = Array.from({ length: 250 }, (_, i) => row(250 - i, (250 - i) % 5 === 0 ? 5 : 2));
    renderPage(many, asked);
    await screen.findByText('https://www.instagram.com/p/250/');
    expect(bodyRows()).toHaveLength(100);
    const more = () => screen.getByRole('button', { name: '더 보기' });
    await user.click(more());
    await waitFor(() => expect(bodyRows()).toHaveLength(200));
    await user.click(more());
    await waitFor(() => expect(bodyRows()).toHaveLength(250));
    expect(ids().at(-1)).toBe('1');
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
    expect(asked).toEqual(['limit=100', 'limit=100&before=151', 'limit=100&before=51']);

    // The cancelled chip pages through its own 50 orders: one page, no '더 보기'.
    await user.click(screen.getByRole('button', { name: ORDER_STATUS_LABELS[5] }));
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(ids().slice(0, 2)).toEqual(['250', '245']);
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
    // 250 rendered rows in jsdom, three pages and a chip: 18 to 25 s on a loaded 2-core host, beside
    // the web project's 20 s default.
  }, 60_000);

  it('keeps the rows it has when a later page fails, and tries that page again', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 150 }, (_, i) => row(150 - i, 2));
    let failNext = true;
    const server = historyServer(many);
    mockFetch({
      ...publicRoutes(),
      'GET /service/order-history': (request) => {
        if (new URL(request.url).searchParams.has('before') && failNext) {
          failNext = false;
          return {
            status: 500,
            body: { statusCode: 500, error: 'INTERNAL', message: '오류가 발생했습니다.' },
          };
        }
        return server(request);
      },
    });
    renderWithProviders(<OrderHistoryPage />, {
      route: '/order-history',
      session: fakeSession('authorization'),
    });
    await screen.findByText('https://www.instagram.com/p/150/');
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(bodyRows()).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(150));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when there are no orders, or none in the chosen status', async () => {
    const user = userEvent.setup();
    renderPage([row(1, 0)]);
    await screen.findByText('https://www.instagram.com/p/1/');
    await user.click(screen.getByRole('button', { name: ORDER_STATUS_LABELS[5] }));
    expect(screen.getByText('선택한 상태의 주문이 없습니다.')).toBeTruthy();
  });

  it('shows the empty state for a member without orders', async () => {
    renderPage([]);
    expect(await screen.findByText('주문 내역이 없습니다.')).toBeTruthy();
  });

  it('sends 리필 요청 and 취소 요청 and shows the latest request of each row', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    mockFetch({
      ...publicRoutes(),
      'GET /service/order-history': {
        body: [
          row(3, 2, { refillable: true }),
          row(2, 1, { cancelable: true }),
          row(1, 2, {
            refillable: true,
            request: {
              id: 9,
              kind: 'refill',
              state: 'refused',
              refillStatus: null,
              message: '공급처가 요청을 거절했습니다: 이 서비스는 공급처에서 리필을 받지 않습니다.',
              createdAt: '2026-03-01T01:02:03.000Z',
            },
          }),
        ],
      },
      'POST /service/order/3/refill': () => {
        sent.push('refill 3');
        return {
          body: {
            id: 10,
            kind: 'refill',
            state: 'accepted',
            refillStatus: null,
            message: null,
            createdAt: '2026-03-02T00:00:00.000Z',
          },
        };
      },
      'POST /service/order/2/cancel': () => {
        sent.push('cancel 2');
        return {
          status: 409,
          body: {
            statusCode: 409,
            error: 'REQUEST_PENDING',
            message: '이미 처리 중인 요청이 있습니다. 결과가 나온 뒤 다시 요청해 주세요.',
          },
        };
      },
    });
    renderWithProviders(<OrderHistoryPage />, {
      route: '/order-history',
      session: fakeSession('authorization'),
    });
    expect(
      await screen.findByText(
        '리필 거절: 공급처가 요청을 거절했습니다: 이 서비스는 공급처에서 리필을 받지 않습니다.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '주문 3 리필 요청' }));
    expect(await screen.findByText('리필을 요청했습니다.')).toBeTruthy();
    // A cancel asks first; backing out sends nothing.
    await user.click(screen.getByRole('button', { name: '주문 2 취소 요청' }));
    expect(screen.getByText('공급처에 취소를 요청할까요?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '주문 2 그대로 두기' }));
    expect(sent).toEqual(['refill 3']);
    await user.click(screen.getByRole('button', { name: '주문 2 취소 요청' }));
    await user.click(screen.getByRole('button', { name: '주문 2 취소 확인' }));
    expect(
      await screen.findByText('이미 처리 중인 요청이 있습니다. 결과가 나온 뒤 다시 요청해 주세요.'),
    ).toBeTruthy();
    expect(sent).toEqual(['refill 3', 'cancel 2']);
    expect(screen.queryByRole('button', { name: /주문 1 취소 요청/ })).toBeNull();
  }, 15_000);
});
