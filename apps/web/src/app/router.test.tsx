import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { SessionState } from '@smm/contract/enums';
import { AppRoutes } from './router.tsx';
import { SIGNED_IN_PATHS, SIGNED_OUT_PATHS } from './routes.ts';
import { fakeSession, renderWithProviders } from '../test/render.tsx';
import { mockFetch } from '../test/fetch-mock.ts';
import { publicRoutes } from '../test/catalog-fixtures.ts';
import { JWT_STORAGE_KEY } from '../lib/token-storage.ts';
import { reloadTo } from '../lib/navigation.ts';
import type * as Navigation from '../lib/navigation.ts';

vi.mock('../lib/navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  reloadTo: vi.fn(),
}));

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string, state: SessionState) {
  mockFetch(publicRoutes());
  return renderWithProviders(
    <>
      <AppRoutes />
      <Location />
    </>,
    { route: path, session: fakeSession(state) },
  );
}

const pathname = () => screen.getByTestId('location').textContent;

/** The h1 each routed page shows. */
const HEADINGS: Record<string, string> = {
  '/order': '주문하기',
  '/login': '로그인',
  '/register': '회원가입',
  '/register/naver': '네이버 간편 가입',
  '/register/kakao': '카카오 간편 가입',
  '/terms/service': '이용약관',
  '/terms/privacy': '개인정보처리방침',
  '/point': '포인트 충전',
  '/account': '계정 설정',
  '/qna': '자주 묻는 질문',
  '/inquiry': '1:1 문의',
  '/order-history': '주문내역',
  '/auto-order-history': '자동주문내역',
  '/api': 'API 안내',
  '/guide': '링크 입력 가이드',
};

describe.each(['unAuthorization', 'guest'] as const)('routes when %s', (state) => {
  // The social register pages need the provider token from navigation state; without it they go to /login.
  const socialRegister = ['/register/naver', '/register/kakao'];
  it.each(SIGNED_OUT_PATHS.filter((p) => !p.startsWith('/auth/') && !socialRegister.includes(p)))(
    'serves %s',
    async (path) => {
      renderAt(path, state);
      expect(await screen.findByRole('heading', { level: 1, name: HEADINGS[path] })).toBeTruthy();
      expect(pathname()).toBe(path);
    },
  );

  it.each(socialRegister)('sends %s without a token to /login', async (path) => {
    renderAt(path, state);
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeTruthy();
    expect(pathname()).toBe('/login');
  });

  it.each([
    '/point',
    '/account',
    '/qna',
    '/order-history',
    '/auto-order-history',
    '/api',
    '/guide',
    '/logout',
    '/',
    '/nope',
  ])('redirects %s to /order', async (path) => {
    renderAt(path, state);
    expect(await screen.findByRole('heading', { level: 1, name: '주문하기' })).toBeTruthy();
    expect(pathname()).toBe('/order');
  });
});

describe('routes when authorization', () => {
  it.each(SIGNED_IN_PATHS.filter((p) => p !== '/logout'))('serves %s', async (path) => {
    mockFetch({ ...publicRoutes() });
    renderAt(path, 'authorization');
    expect(await screen.findByRole('heading', { level: 1, name: HEADINGS[path] })).toBeTruthy();
    expect(pathname()).toBe(path);
  });

  it.each([
    '/login',
    '/register',
    '/register/naver',
    '/register/kakao',
    '/auth/naver',
    '/auth/kakao',
    '/',
    '/admin-x',
  ])('redirects %s to /order', async (path) => {
    renderAt(path, 'authorization');
    expect(await screen.findByRole('heading', { level: 1, name: '주문하기' })).toBeTruthy();
    expect(pathname()).toBe('/order');
  });

  it('/logout removes the jwt and reloads the site root', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'token');
    renderAt('/logout', 'authorization');
    expect(await screen.findByText('로그아웃 중입니다')).toBeTruthy();
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
    expect(vi.mocked(reloadTo)).toHaveBeenCalledWith('/');
  });
});

describe('routes while loading', () => {
  it('shows an accessible loading state and keeps the address (no redirect yet)', () => {
    renderAt('/point', 'loading');
    const loading = screen.getByText('로그인 정보를 확인하는 중입니다').closest('[role="status"]');
    expect(loading?.getAttribute('aria-live')).toBe('polite');
    expect(pathname()).toBe('/point');
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
