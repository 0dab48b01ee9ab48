import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
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

function renderPage(rows: OrderHistoryEntry[] = ROWS) {
  mockFetch({ ...publicRoutes(), 'GET /service/order-history': { body: rows } });
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

  it('filters by status chip on the client', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('https://www.instagram.com/p/4/');
    const chips = screen.getByRole('group', { name: '주문 상태' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['전체', ...Object.values(ORDER_STATUS_LABELS)]);

    await user.click(within(chips).getByRole('button', { name: ORDER_STATUS_LABELS[2] }));
    expect(ids()).toEqual(['3']);
    expect(
      within(chips).getByRole('button', { name: ORDER_STATUS_LABELS[2] }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(within(chips).getByRole('button', { name: ORDER_STATUS_LABELS[3] }));
    expect(ids()).toEqual(['4']);
    await user.click(within(chips).getByRole('button', { name: '전체' }));
    expect(ids()).toHaveLength(6);
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
