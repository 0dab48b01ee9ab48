import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PointPage } from './point-page.tsx';
import { POINT_HISTORY_COLUMNS } from './point-history.tsx';
import { fakeSession, renderWithProviders } from '../../../test/render.tsx';
import { calledRoutes, urlOf, type MockReply } from '../../../test/fetch-mock.ts';
import { createdRequest, HISTORY, historyPage, mockPointApi } from '../testing/point-fixtures.ts';

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('charge history', () => {
  it('lists the requests with status labels, fee documents and Seoul dates', async () => {
    mockPointApi({ history: { body: HISTORY } });
    renderWithProviders(<PointPage />, { route: '/point', session: fakeSession('authorization') });
    const table = await screen.findByRole('table', { name: '충전 내역 목록' });
    await within(table).findByText('입금대기');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([...POINT_HISTORY_COLUMNS]);
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map(cells)).toEqual([
      [
        '12',
        '2026-01-03 10:00:00',
        '10,000원',
        '11,000원',
        '세금계산서',
        '입금대기',
        '-',
        '문의하기 (충전 12)',
      ],
      [
        '11',
        '2026-01-02 23:30:09',
        '5,000원',
        '5,000원',
        '현금영수증',
        '충전완료',
        '2026-01-02 23:35:00',
        '문의하기 (충전 11)',
      ],
      [
        '10',
        '2026-01-01 09:00:00',
        '300원',
        '300원',
        '신청안함',
        '충전취소',
        '2026-01-01 12:00:01',
        '문의하기 (충전 10)',
      ],
    ]);
    // Each cell names its column for the stacked phone layout.
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual([...POINT_HISTORY_COLUMNS]);
    // '문의하기' opens the inquiry form about that request.
    expect(
      within(rows[0]!)
        .getByRole('link', { name: /문의하기.*충전 12/ })
        .getAttribute('href'),
    ).toBe('/inquiry?topup=12');
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
        fail
          ? {
              status: 500,
              body: { statusCode: 500, error: 'Internal Server Error', message: '오류가 발생했습니다.' },
            }
          : { body: HISTORY },
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

describe('charge history: 더 보기', () => {
  /**
   * The request ids of the history rows, in order. Plain DOM here: role queries over a few hundred
   * rows take seconds in jsdom, and this runs inside waitFor loops.
   */
  const shownIds = () =>
    [...document.querySelectorAll<HTMLTableRowElement>('.point-history tbody tr')].map((row) =>
      Number(row.cells[0]!.textContent),
    );
  const historyQueries = (fetch: ReturnType<typeof mockPointApi>) =>
    fetch.mock.calls
      .map(([input]) => new URL(urlOf(input), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/service/point-history'))
      .map((url) => Object.fromEntries(url.searchParams));
  const moreButton = () => screen.queryByRole('button', { name: '충전 내역 더 보기' });

  it('shows the button under a full first page and appends the next page fetched before its smallest id', async () => {
    let release: () => void = () => {};
    const fetch = mockPointApi({
      history: async (request): Promise<MockReply> => {
        const before = new URL(request.url).searchParams.get('before');
        if (before === null) return { body: historyPage(250, 100) };
        await new Promise<void>((resolve) => (release = resolve));
        return { body: historyPage(Number(before) - 1, 100) };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PointPage />, { route: '/point', session: fakeSession('authorization') });
    const button = await screen.findByRole('button', { name: '충전 내역 더 보기' });
    expect(shownIds()).toHaveLength(100);
    expect(shownIds().at(-1)).toBe(151);

    await user.click(button);
    // While the page loads the button is disabled (and keeps focus) and says so; a second click fetches nothing.
    const loading = await screen.findByRole('button', { name: '불러오는 중…' });
    expect(loading.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(loading);
    await user.click(loading);
    release();
    await waitFor(() => expect(shownIds()).toHaveLength(200));
    expect(shownIds().slice(98, 102)).toEqual([152, 151, 150, 149]);
    expect(historyQueries(fetch)).toEqual([{ limit: '100' }, { limit: '100', before: '151' }]);
    // That page was full too, so the button stays.
    expect(moreButton()?.getAttribute('aria-disabled')).toBe('false');
  });

  it('hides the button once a page comes back short', async () => {
    const fetch = mockPointApi({
      history: (request) => {
        const before = new URL(request.url).searchParams.get('before');
        return { body: before === null ? historyPage(150, 100) : historyPage(Number(before) - 1, 50) };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PointPage />, { route: '/point', session: fakeSession('authorization') });
    await user.click(await screen.findByRole('button', { name: '충전 내역 더 보기' }));
    await waitFor(() => expect(shownIds()).toHaveLength(150));
    expect(shownIds().at(-1)).toBe(1);
    expect(moreButton()).toBeNull();
    expect(historyQueries(fetch)).toEqual([{ limit: '100' }, { limit: '100', before: '51' }]);
  });

  it('shows no button when the first page is short', async () => {
    mockPointApi({ history: { body: HISTORY } });
    renderWithProviders(<PointPage />, { route: '/point', session: fakeSession('authorization') });
    await screen.findByText('입금대기');
    expect(moreButton()).toBeNull();
  });

  it('keeps the loaded rows when the next page fails, and retries that page', async () => {
    let fail = true;
    mockPointApi({
      history: (request) => {
        const before = new URL(request.url).searchParams.get('before');
        if (before === null) return { body: historyPage(150, 100) };
        return fail
          ? {
              status: 500,
              body: { statusCode: 500, error: 'Internal Server Error', message: '오류가 발생했습니다.' },
            }
          : { body: historyPage(Number(before) - 1, 50) };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PointPage />, { route: '/point', session: fakeSession('authorization') });
    await user.click(await screen.findByRole('button', { name: '충전 내역 더 보기' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('오류가 발생했습니다.');
    expect(shownIds()).toHaveLength(100);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(shownIds()).toHaveLength(150));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refetches from the first page after a successful charge request', async () => {
    let newest = 250;
    const fetch = mockPointApi({
      history: (request) => {
        const before = new URL(request.url).searchParams.get('before');
        return { body: before === null ? historyPage(newest, 100) : historyPage(Number(before) - 1, 100) };
      },
      create: () => {
        newest = 251;
        return { status: 201, body: createdRequest({ id: 251 }) };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PointPage />, { route: '/point', session: fakeSession('authorization') });
    await user.click(await screen.findByRole('button', { name: '충전 내역 더 보기' }));
    await waitFor(() => expect(shownIds()).toHaveLength(200));

    await user.click(screen.getByLabelText('입금자명'));
    await user.paste('홍길동');
    await user.click(screen.getByRole('button', { name: '+1만원' }));
    await user.click(screen.getByRole('button', { name: '충전 신청' }));
    await screen.findByRole('heading', { name: '입금 안내' });

    // The new request heads the list; the loaded pages are fetched again from the newest row on.
    await waitFor(() => expect(shownIds()[0]).toBe(251));
    await waitFor(() => expect(historyQueries(fetch)).toHaveLength(4));
    expect(historyQueries(fetch).slice(2)).toEqual([{ limit: '100' }, { limit: '100', before: '152' }]);
    expect(calledRoutes(fetch)).toContain('POST /service/point');
    expect(shownIds()).toHaveLength(200);
    expect(new Set(shownIds()).size).toBe(200);
    expect(shownIds().at(-1)).toBe(52);
  });
});
