import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { Setting } from '@smm/contract/settings-map';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes, SETTINGS } from '../../../test/catalog-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SCRIPT_TIMEOUT_MS } from '../../../lib/load-script.ts';
import { JWT_STORAGE_KEY } from '../../../lib/token-storage.ts';
import { KAKAO_SDK_URL, type KakaoSdk } from '../hooks/use-kakao-login.ts';
import { LoginPage } from './login-page.tsx';
import { RegisterKakaoPage } from './register-kakao-page.tsx';

const KAKAO_SETTINGS: Setting[] = [
  ...SETTINGS,
  { key: 'ENABLE_SNS_KAKAO', value: 'true' },
  { key: 'KAKAO_TOKEN', value: 'kakao-js-key' },
];
const AUTH_FAILED = '카카오 인증에 실패했습니다';

type Routes = Parameters<typeof mockFetch>[0];
type LoginOptions = Parameters<KakaoSdk['Auth']['login']>[0];

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

/** A stand-in for the SDK whose popup answers with `outcome`. */
function fakeKakao(outcome: (options: LoginOptions) => void, initialized = false) {
  const sdk = { isInitialized: vi.fn(() => initialized), init: vi.fn(), Auth: { login: vi.fn(outcome) } };
  return sdk satisfies KakaoSdk;
}
const grants = (token: string) => (options: LoginOptions) => options.success({ access_token: token });
const refuses = (options: LoginOptions) => options.fail({ error: 'access_denied' });

const setKakao = (sdk: KakaoSdk | undefined) => {
  (window as { Kakao?: KakaoSdk }).Kakao = sdk;
};
const sdkScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === KAKAO_SDK_URL);
const kakaoButton = () => screen.findByRole<HTMLButtonElement>('button', { name: '카카오로 로그인' });
const posts = (spy: ReturnType<typeof mockFetch>) =>
  calledRoutes(spy).filter((route) => route.startsWith('POST'));

/** What the browser does once the CDN answered: the SDK defines window.Kakao, then 'load' fires. */
function sdkArrives(sdk: KakaoSdk) {
  act(() => {
    setKakao(sdk);
    sdkScripts()[0]?.dispatchEvent(new Event('load'));
  });
}

let open: MockInstance<typeof window.open>;
beforeEach(() => {
  open = vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => {
  // Nothing here ever opens a window of ours: Kakao's popup is the SDK's business.
  expect(open).not.toHaveBeenCalled();
  open.mockRestore();
  delete (window as { Kakao?: unknown }).Kakao;
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('Kakao login with the SDK already on the page', () => {
  it('initialises it with KAKAO_TOKEN, injects no script and posts the access token', async () => {
    const sdk = fakeKakao(grants('kakao-at'));
    setKakao(sdk);
    let body: unknown = null;
    renderLogin({
      'POST /auth/login/kakao': async (request) => {
        body = await request.json();
        return { body: { accessToken: 'jwt-kakao' } };
      },
    });
    await userEvent.click(await kakaoButton());
    expect(await screen.findByText('로그인에 성공했습니다.')).toBeTruthy();
    expect(sdk.init).toHaveBeenCalledWith('kakao-js-key');
    expect(body).toEqual({ accessToken: 'kakao-at' });
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe('jwt-kakao');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/order'));
    expect(sdkScripts()).toEqual([]);
  });

  it('does not initialise it twice', async () => {
    const sdk = fakeKakao(refuses, true);
    setKakao(sdk);
    renderLogin();
    await userEvent.click(await kakaoButton());
    expect(await screen.findByText(AUTH_FAILED)).toBeTruthy();
    expect(sdk.init).not.toHaveBeenCalled();
  });

  it('says the authorization failed when Kakao refuses it, and posts nothing', async () => {
    setKakao(fakeKakao(refuses, true));
    const spy = renderLogin();
    await userEvent.click(await kakaoButton());
    expect(await screen.findByText(AUTH_FAILED)).toBeTruthy();
    expect(posts(spy)).toEqual([]);
  });

  it('says the authorization failed when KAKAO_TOKEN is not set', async () => {
    const sdk = fakeKakao(grants('at'));
    setKakao(sdk);
    renderLogin({}, [...SETTINGS, { key: 'ENABLE_SNS_KAKAO', value: 'true' }]);
    await userEvent.click(await kakaoButton());
    expect(await screen.findByText(AUTH_FAILED)).toBeTruthy();
    expect(sdk.Auth.login).not.toHaveBeenCalled();
  });
});

describe('Kakao login loading the SDK on demand', () => {
  it('injects nothing before the click', async () => {
    renderLogin();
    await kakaoButton();
    expect(sdkScripts()).toEqual([]);
  });

  it('injects the SDK once on click, then logs in with the token it yields', async () => {
    let body: unknown = null;
    const spy = renderLogin({
      'POST /auth/login/kakao': async (request) => {
        body = await request.json();
        return { body: { accessToken: 'jwt-kakao' } };
      },
    });
    const button = await kakaoButton();
    await userEvent.click(button);
    expect(sdkScripts()).toHaveLength(1);
    expect(button.disabled).toBe(true);
    await userEvent.click(button);
    expect(sdkScripts()).toHaveLength(1);
    expect(posts(spy)).toEqual([]);

    const sdk = fakeKakao(grants('kakao-at'));
    sdkArrives(sdk);
    expect(await screen.findByText('로그인에 성공했습니다.')).toBeTruthy();
    expect(sdk.init).toHaveBeenCalledWith('kakao-js-key');
    expect(sdk.Auth.login).toHaveBeenCalledTimes(1);
    expect(body).toEqual({ accessToken: 'kakao-at' });
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe('jwt-kakao');
    expect(sdkScripts()).toHaveLength(1);
  });

  it('says the authorization failed when the SDK does not load, and lets the member try again', async () => {
    const spy = renderLogin({ 'POST /auth/login/kakao': { body: { accessToken: 'jwt-kakao' } } });
    const button = await kakaoButton();
    await userEvent.click(button);
    act(() => {
      sdkScripts()[0]?.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText(AUTH_FAILED)).toBeTruthy();
    expect(posts(spy)).toEqual([]);
    expect(sdkScripts()).toEqual([]);
    expect(button.disabled).toBe(false);

    await userEvent.click(button);
    expect(sdkScripts()).toHaveLength(1);
    sdkArrives(fakeKakao(grants('kakao-at'), true));
    expect(await screen.findByText('로그인에 성공했습니다.')).toBeTruthy();
  });

  it('says the authorization failed when the SDK takes longer than the timeout', async () => {
    const spy = renderLogin();
    const button = await kakaoButton();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(button);
    expect(sdkScripts()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(SCRIPT_TIMEOUT_MS - 1);
    });
    expect(screen.queryByText(AUTH_FAILED)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(await screen.findByText(AUTH_FAILED)).toBeTruthy();
    expect(posts(spy)).toEqual([]);
    expect(sdkScripts()).toEqual([]);
  });

  it('says the authorization failed when the loaded SDK refuses', async () => {
    const spy = renderLogin();
    await userEvent.click(await kakaoButton());
    sdkArrives(fakeKakao(refuses));
    expect(await screen.findByText(AUTH_FAILED)).toBeTruthy();
    expect(posts(spy)).toEqual([]);
  });
});

describe("our server's answer to a Kakao token", () => {
  beforeEach(() => setKakao(fakeKakao(grants('kakao-at'), true)));

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
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
