import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Setting } from '@smm/contract/settings-map';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes, SETTINGS } from '../../../test/catalog-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { JWT_STORAGE_KEY } from '../../../lib/token-storage.ts';
import { KakaoCallbackPage } from './kakao-callback-page.tsx';
import { LoginPage } from './login-page.tsx';
import { RegisterKakaoPage } from './register-kakao-page.tsx';

const KAKAO_SETTINGS: Setting[] = [
  ...SETTINGS,
  { key: 'ENABLE_SNS_KAKAO', value: 'true' },
  { key: 'KAKAO_TOKEN', value: 'kakao-rest-key' },
];
const AUTH_FAILED = '카카오 인증에 실패했습니다';

type Routes = Parameters<typeof mockFetch>[0];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderLogin(routes: Routes = {}, settings: Setting[] = KAKAO_SETTINGS) {
  const spy = mockFetch({
    ...publicRoutes(settings),
    'GET /auth/profile': { body: { point: 0, id: 'member01', apiKey: 'k1', referralCode: null } },
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register/kakao" element={<RegisterKakaoPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/login' },
  );
  return spy;
}

const kakaoButton = () => screen.findByRole<HTMLButtonElement>('button', { name: '카카오로 로그인' });
const posts = (spy: ReturnType<typeof mockFetch>) =>
  calledRoutes(spy).filter((route) => route.startsWith('POST'));
const kakaoMessage = (data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
const kakaoAuth = (code: string | null, state: string | null) => ({
  source: 'kakao-auth',
  payload: { code, state },
});

let open: MockInstance<typeof window.open>;
beforeEach(() => {
  open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
});
afterEach(() => {
  open.mockRestore();
  // Nothing is loaded from Kakao into the page any more (the legacy JS SDK is gone).
  expect(document.querySelectorAll('script[src*="kakao"]')).toHaveLength(0);
});

/** The authorize URL the popup was opened with, and the state it carries. */
function opened(): { url: URL; state: string } {
  const [target, name, features] = open.mock.calls.at(-1) ?? [];
  expect(name).toBe('kakao-login');
  expect(features).toContain('popup');
  const url = new URL(String(target));
  return { url, state: url.searchParams.get('state') ?? '' };
}

describe('Kakao login: the authorization code popup', () => {
  it("opens Kakao's authorize page with the REST key, our /auth/kakao and a fresh state", async () => {
    renderLogin();
    await userEvent.click(await kakaoButton());
    const first = opened();
    expect(`${first.url.origin}${first.url.pathname}`).toBe('https://kauth.kakao.com/oauth/authorize');
    expect(Object.fromEntries(first.url.searchParams)).toEqual({
      client_id: 'kakao-rest-key',
      redirect_uri: `${window.location.origin}/auth/kakao`,
      response_type: 'code',
      state: first.state,
    });
    expect(first.state).toMatch(/^[0-9a-f]{32}$/);
    await userEvent.click(await kakaoButton());
    expect(opened().state).not.toBe(first.state);
  });

  it('posts the code of its own popup to /auth/login/kakao and signs in', async () => {
    const bodies: unknown[] = [];
    renderLogin({
      'POST /auth/login/kakao': async (request) => {
        bodies.push(await request.json());
        return { body: { accessToken: 'jwt-kakao' } };
      },
    });
    await userEvent.click(await kakaoButton());
    const { state } = opened();
    // Another origin, another source and a foreign state are ignored or refused; nothing is posted.
    kakaoMessage(kakaoAuth('evil', state), 'https://evil.example');
    kakaoMessage({ source: 'naver-auth', payload: { code: 'x', state } });
    expect(bodies).toEqual([]);
    kakaoMessage(kakaoAuth('good-code', state));
    expect(await screen.findByText('로그인에 성공했습니다.')).toBeTruthy();
    expect(bodies).toEqual([{ code: 'good-code' }]);
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe('jwt-kakao');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/order'));
  });

  it('refuses a code with another state, and one that arrives when no popup of ours waits', async () => {
    const spy = renderLogin();
    await kakaoButton();
    kakaoMessage(kakaoAuth('unsolicited', 'whatever'));
    await userEvent.click(await kakaoButton());
    kakaoMessage(kakaoAuth('code', 'forged-state'));
    expect(await screen.findByText(AUTH_FAILED)).toBeTruthy();
    expect(posts(spy)).toEqual([]);
  });

  it('says the authorization failed when the member cancels at Kakao (no code)', async () => {
    const spy = renderLogin();
    await userEvent.click(await kakaoButton());
    kakaoMessage(kakaoAuth(null, opened().state));
    expect(await screen.findByText(AUTH_FAILED)).toBeTruthy();
    expect(posts(spy)).toEqual([]);
  });

  it('says the authorization failed when KAKAO_TOKEN is not set, opening nothing', async () => {
    renderLogin({}, [...SETTINGS, { key: 'ENABLE_SNS_KAKAO', value: 'true' }]);
    await userEvent.click(await kakaoButton());
    expect(await screen.findByText(AUTH_FAILED)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('says the authorization failed when the browser blocks the popup', async () => {
    open.mockReturnValue(null);
    renderLogin();
    await userEvent.click(await kakaoButton());
    expect(await screen.findByText(AUTH_FAILED)).toBeTruthy();
  });
});

describe("our server's answer to a Kakao code", () => {
  it('carries the token of a not-linked Kakao account to /register/kakao', async () => {
    let registered: unknown = null;
    renderLogin({
      'POST /auth/login/kakao': {
        status: 404,
        body: {
          statusCode: 404,
          error: 'NOT_FOUND',
          message: '가입되지 않은 계정입니다.',
          token: 'kakao-token-1',
        },
      },
      'POST /auth/register/kakao': async (request) => {
        registered = await request.json();
        return { status: 201, body: { ok: true } };
      },
    });
    await userEvent.click(await kakaoButton());
    kakaoMessage(kakaoAuth('new-user', opened().state));
    expect(await screen.findByRole('heading', { name: '카카오 간편 가입' })).toBeTruthy();
    await screen.findByRole('option', { name: '검색' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '가입경로' }), '검색');
    await userEvent.click(screen.getByRole('button', { name: '회원가입' }));
    expect(await screen.findByText('회원가입에 성공했습니다.')).toBeTruthy();
    expect(registered).toMatchObject({ registerWhere: '검색', accessToken: 'kakao-token-1' });
  });

  it.each([
    [{ statusCode: 400, error: 'SOCIAL_REJECTED', message: '서버가 보낸 메시지' }, '서버가 보낸 메시지'],
    [null, '카카오 로그인에 실패했습니다'],
  ])('shows the server message of another failure, else the fallback (%j)', async (body, message) => {
    renderLogin({ 'POST /auth/login/kakao': { status: body ? 400 : 500, body } });
    await userEvent.click(await kakaoButton());
    kakaoMessage(kakaoAuth('code', opened().state));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});

describe('/auth/kakao popup callback', () => {
  it.each([
    ['/auth/kakao?code=abc123&state=xyz', { code: 'abc123', state: 'xyz' }],
    [
      '/auth/kakao?error=access_denied&error_description=User%20denied&state=xyz',
      { code: null, state: 'xyz' },
    ],
  ])('posts what %s carries to the opener on this origin, then closes', (url, payload) => {
    const postMessage = vi.fn();
    vi.stubGlobal('opener', { postMessage });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={[url]}>
        <KakaoCallbackPage />
      </MemoryRouter>,
    );
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({ source: 'kakao-auth', payload }, window.location.origin);
    expect(close).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain('카카오 로그인 정보를 전달하고 있습니다.');
    close.mockRestore();
    vi.unstubAllGlobals();
  });
});
