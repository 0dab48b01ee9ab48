import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PointPage } from './point-page.tsx';
import { POINT_HISTORY_COLUMNS } from './point-history.tsx';
import { fakeSession, renderWithProviders } from '../../../test/render.tsx';
import { HISTORY, mockPointApi } from '../testing/point-fixtures.ts';

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('charge history', () => {
  it('lists the requests with status labels, fee documents and Seoul dates', async () => {
    mockPointApi({ history: { body: HISTORY } });
    renderWithProviders(<PointPage />, { route: '/point', session: fakeSession('authorization') });
    const table = await screen.findByRole('table', { name: '충전 내역' });
    await within(table).findByText('입금대기');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([...POINT_HISTORY_COLUMNS]);
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map(cells)).toEqual([
      ['12', '2026-01-03 10:00:00', '10,000원', '11,000원', '세금계산서', '입금대기', '-'],
      ['11', '2026-01-02 23:30:09', '5,000원', '5,000원', '현금영수증', '충전완료', '2026-01-02 23:35:00'],
      ['10', '2026-01-01 09:00:00', '300원', '300원', '신청안함', '충전취소', '2026-01-01 12:00:01'],
    ]);
    // Each cell names its column for the stacked phone layout.
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toEqual([...POINT_HISTORY_COLUMNS]);
  });

  it('shows the empty state', async () => {
    mockPointApi({ history: { body: [] } });
    renderWithProviders(<PointPage />, { route: '/point', session: fakeSession('authorization') });
    expect(await screen.findByText('충전 내역이 없습니다.')).toBeTruthy();
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    mockPointApi({
      history: () =>
        fail ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: '오류가 발생했습니다.' } } : { body: HISTORY },
    });
    const user = userEvent.setup();
    renderWithProviders(<PointPage />, { route: '/point', session: fakeSession('authorization') });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('오류가 발생했습니다.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('충전완료')).toBeTruthy();
  });
});
