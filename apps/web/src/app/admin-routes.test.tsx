import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { SessionState } from '@smm/contract/enums';
import { AppRoutes } from './router.tsx';
import { fakeSession, MEMBER_PROFILE, renderWithProviders } from '../test/render.tsx';
import { mockFetch } from '../test/fetch-mock.ts';
import { publicRoutes } from '../test/catalog-fixtures.ts';

// jsdom draws no canvas: the chart is replaced by a stand-in; the table beside it carries the numbers.
vi.mock('../features/admin/components/daily-chart.tsx', () => ({
  DailyChart: () => <div data-testid="daily-chart" />,
}));

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const DASHBOARD = {
  today: {
    date: '2026-11-24',
    sales: 1500,
    revenue: 1500,
    cost: 1120.5,
    profit: 379.5,
    topups: 10000,
    refunds: 0,
    newMembers: 2,
    ordersByStatus: [0, 1, 2, 3, 4, 5].map((status) => ({ status, count: status === 0 ? 3 : 0 })),
  },
  daily: [
    {
      date: '2026-11-24',
      sales: 1500,
      revenue: 1500,
      cost: 1120.5,
      profit: 379.5,
      topups: 10000,
      refunds: 0,
      orders: 3,
      newMembers: 2,
    },
  ],
  topServices: [
    { serviceId: 7, serviceName: '인스타 팔로워', orders: 2, revenue: 1000, cost: 600, profit: 400 },
    { serviceId: 9, serviceName: '유튜브 조회수', orders: 1, revenue: 500, cost: 520.5, profit: -20.5 },
  ],
  pending: { pointRequests: 4, needsOperator: 1, inquiries: 2, servicesBelowCost: 1 },
};

function renderAt(path: string, state: SessionState, isAdmin = false) {
  mockFetch({ ...publicRoutes(), 'GET /admin/dashboard': { body: DASHBOARD } });
  const profile = state === 'authorization' ? { ...MEMBER_PROFILE, isAdmin } : undefined;
  return renderWithProviders(
    <>
      <AppRoutes />
      <Location />
    </>,
    { route: path, session: fakeSession(state, profile ? { profile } : {}) },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('/admin', () => {
  it.each(['/admin', '/admin/point-requests', '/admin/audit'])(
    'sends an anonymous visitor from %s to /login',
    async (path) => {
      renderAt(path, 'unAuthorization');
      expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeTruthy();
      expect(location()).toBe('/login');
    },
  );

  it('brings an operator who signs in from /login back to the console page they asked for (issue 34)', async () => {
    localStorage.clear();
    mockFetch({
      ...publicRoutes(),
      'GET /admin/dashboard': { body: DASHBOARD },
      'GET /admin/audit': { body: [] },
      'POST /auth/login': { body: { accessToken: 'operator-token' } },
      'GET /auth/profile': { body: { ...MEMBER_PROFILE, isAdmin: true } },
    });
    renderWithProviders(
      <>
        <AppRoutes />
        <Location />
      </>,
      { route: '/admin/audit?action=settings.update' },
    );
    await userEvent.type(await screen.findByLabelText('아이디'), 'owner');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'owner-pass-1234');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    await screen.findByRole('heading', { level: 1, name: '감사 로그' }, { timeout: 5000 });
    expect(location()).toBe('/admin/audit?action=settings.update');
  });

  it.each([
    ['guest', '/admin'],
    ['authorization', '/admin'],
    ['authorization', '/admin/point-requests'],
  ] as const)('sends a %s from %s to /order', async (state, path) => {
    renderAt(path, state);
    expect(
      await screen.findByRole('heading', { level: 1, name: '주문하기' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(location()).toBe('/order');
  });

  it('shows an operator the dashboard with links to what waits', async () => {
    renderAt('/admin', 'authorization', true);
    expect(await screen.findByRole('heading', { level: 1, name: '대시보드' })).toBeTruthy();
    const pending = await screen.findByRole('link', { name: /대기 중인 충전 요청/ });
    expect(pending.getAttribute('href')).toBe('/admin/point-requests?status=0');
    expect(within(pending).getByText('4건')).toBeTruthy();
    expect(screen.getByRole('link', { name: /확인이 필요한 주문/ }).getAttribute('href')).toBe(
      '/admin/orders?needsOperator=true',
    );
    const table = screen.getByRole('table', { name: '최근 30일 일별 현황' });
    const day = within(table).getByRole('row', { name: /2026-11-24/ });
    // Revenue, cost and profit of the day, in that order after the date.
    expect(
      within(day)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 3),
    ).toEqual(['1,500원', '1,120.5원', '379.5원']);
    const below = screen.getByRole('link', { name: /원가보다 싸게 파는 서비스/ });
    expect(below.getAttribute('href')).toBe('/admin/catalogue?below=1');
    const top = screen.getByRole('table', { name: '최근 30일 이익 상위 서비스' });
    const loss = within(top).getByRole('row', { name: /유튜브 조회수/ });
    expect(loss.className).toBe('admin-row--loss');
    expect(within(loss).getByText('-20.5원')).toBeTruthy();
  });

  it('shows the dashboard for another period when the operator picks it', async () => {
    renderAt('/admin', 'authorization', true);
    await screen.findByRole('table', { name: '최근 30일 일별 현황' });
    await userEvent.click(screen.getByRole('button', { name: '7일' }));
    expect(await screen.findByRole('table', { name: '최근 7일 일별 현황' })).toBeTruthy();
    expect(location()).toBe('/admin?days=7');
  });

  it('offers a year, its daily table the newest 30 days first and older ones on request', async () => {
    const label = (i: number) => new Date(Date.UTC(2025, 10, 28) + i * 86_400_000).toISOString().slice(0, 10);
    const year = Array.from({ length: 365 }, (_, i) => ({ ...DASHBOARD.daily[0]!, date: label(i) }));
    mockFetch({
      ...publicRoutes(),
      'GET /admin/dashboard': (request) => ({
        body: { ...DASHBOARD, daily: year.slice(-Number(new URL(request.url).searchParams.get('days'))) },
      }),
    });
    renderWithProviders(
      <>
        <AppRoutes />
        <Location />
      </>,
      {
        route: '/admin',
        session: fakeSession('authorization', { profile: { ...MEMBER_PROFILE, isAdmin: true } }),
      },
    );
    const rowsOf = (table: HTMLElement) =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    const more = () => screen.queryByRole('button', { name: /이전 날짜 더 보기/ });
    expect(rowsOf(await screen.findByRole('table', { name: '최근 30일 일별 현황' }))).toHaveLength(30);
    expect(more()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '365일' }));
    const table = await screen.findByRole('table', { name: '최근 365일 일별 현황' });
    expect(location()).toBe('/admin?days=365');
    expect(rowsOf(table)).toEqual(Array.from({ length: 30 }, (_, i) => label(364 - i)));
    await userEvent.click(screen.getByRole('button', { name: '이전 날짜 더 보기 (335일 남음)' }));
    expect(rowsOf(table)).toHaveLength(60);
    expect(rowsOf(table).at(-1)).toBe(label(305));

    // Another period starts again at its newest 30 days; the last page takes the button away.
    await userEvent.click(screen.getByRole('button', { name: '90일' }));
    const quarter = await screen.findByRole('table', { name: '최근 90일 일별 현황' });
    expect(rowsOf(quarter)).toHaveLength(30);
    await userEvent.click(screen.getByRole('button', { name: '이전 날짜 더 보기 (60일 남음)' }));
    await userEvent.click(screen.getByRole('button', { name: '이전 날짜 더 보기 (30일 남음)' }));
    expect(rowsOf(quarter)).toEqual(Array.from({ length: 90 }, (_, i) => label(364 - i)));
    expect(more()).toBeNull();
  });

  it('sends an operator from an unknown console path to the dashboard', async () => {
    renderAt('/admin/nope', 'authorization', true);
    expect(await screen.findByRole('heading', { level: 1, name: '대시보드' })).toBeTruthy();
    expect(location()).toBe('/admin');
  });

  it('opens the menu, closes it with Escape and on navigation', async () => {
    const user = userEvent.setup();
    renderAt('/admin', 'authorization', true);
    await screen.findByRole('heading', { level: 1, name: '대시보드' });
    const open = screen.getByRole('button', { name: '메뉴 열기' });
    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: '메뉴 열기' }).getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '메뉴 열기' }));

    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    const menus = screen.getAllByRole('navigation', { name: '운영자 메뉴' });
    const menu = menus[0]!;
    expect(document.activeElement).toBe(within(menu).getByRole('link', { name: '대시보드' }));
    await user.click(within(menu).getByRole('link', { name: '감사 로그' }));
    // The navigation is a transition: it lands once the audit page's chunk has loaded.
    expect(
      await screen.findByRole('heading', { level: 1, name: '감사 로그' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(location()).toBe('/admin/audit');
    expect(screen.getByRole('button', { name: '메뉴 열기' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('offers the dark-mode switch in the console bar', async () => {
    const user = userEvent.setup();
    renderAt('/admin', 'authorization', true);
    await screen.findByRole('heading', { level: 1, name: '대시보드' });
    const toggle = screen.getByRole('button', { name: /모드로 전환/ });
    const before = document.documentElement.dataset.theme;
    await user.click(toggle);
    expect(document.documentElement.dataset.theme).not.toBe(before);
  });
});

describe('the storefront header', () => {
  it('links an operator to the console', async () => {
    renderAt('/order', 'authorization', true);
    await screen.findByRole('heading', { level: 1, name: '주문하기' });
    const link = screen.getByRole('link', { name: '운영자 콘솔' });
    expect(link.getAttribute('href')).toBe('/admin');
  });

  it('shows members no console link', async () => {
    renderAt('/order', 'authorization');
    await screen.findByRole('heading', { level: 1, name: '주문하기' });
    expect(screen.queryByRole('link', { name: '운영자 콘솔' })).toBeNull();
  });
});
