import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { Setting } from '@smm/contract/settings-map';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes, SETTINGS } from '../../../test/catalog-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { JWT_STORAGE_KEY } from '../../../lib/token-storage.ts';
import { SAVED_ID_STORAGE_KEY } from '../hooks/saved-id.ts';
import { LoginPage } from './login-page.tsx';
import { RegisterNaverPage } from './register-naver-page.tsx';

const PROFILE = { point: 0, id: 'member01', apiKey: 'k1', referralCode: null };
const NAVER_SETTINGS: Setting[] = [
  ...SETTINGS,
  { key: 'ENABLE_SNS_NAVER', value: 'true' },
  { key: 'ENABLE_SNS_KAKAO', value: 'true' },
  { key: 'NAVER_CLIENT_ID', value: 'naver-client' },
  { key: 'NAVER_REDIRECT_URL', value: 'https://shop.example/auth/naver' },
  { key: 'NAVER_STATE', value: 'st8' },
  { key: 'KAKAO_TOKEN', value: 'kakao-js-key' },
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

type Routes = Parameters<typeof mockFetch>[0];

function renderLogin(routes: Routes = {}, settings: Setting[] = SETTINGS) {
  const spy = mockFetch({ ...publicRoutes(settings), 'GET /auth/profile': { body: PROFILE }, ...routes });
  const result = renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register/naver" element={<RegisterNaverPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/login' },
  );
  return { spy, ...result };
}

const idInput = () => screen.getByLabelText<HTMLInputElement>('아이디');
const passwordInput = () => screen.getByLabelText<HTMLInputElement>('비밀번호');
const submit = () => userEvent.click(screen.getByRole('button', { name: '로그인' }));

async function fillAndSubmit(id: string, password: string) {
  if (id) await userEvent.type(idInput(), id);
  if (password) await userEvent.type(passwordInput(), password);
  await submit();
}

const posts = (spy: ReturnType<typeof mockFetch>) =>
  calledRoutes(spy).filter((route) => route.startsWith('POST'));

describe('login form', () => {
  it.each([
    ['', 'pw', '아이디를 입력 해주세요.'],
    ['my id', 'pw', '아이디에 띄어쓰기는 불가능합니다.'],
    ['member01', '', '비밀번호를 입력 해주세요.'],
    ['a'.repeat(51), 'pw', '아이디는 50자 이하로 입력해 주세요'],
    ['member01', 'p'.repeat(201), '비밀번호는 200자 이하로 입력해 주세요'],
  ])('validates with the contract: id %j, password %j -> %s', async (id, password, message) => {
    const { spy } = renderLogin();
    await fillAndSubmit(id, password);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(posts(spy)).toEqual([]);
  });

  it('moves the keyboard to the field the message is about', async () => {
    renderLogin();
    await fillAndSubmit('member01', '');
    expect(document.activeElement).toBe(passwordInput());
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    [400, '입력 양식을 맞춰주세요.'],
    [404, '아이디 또는 비밀번호가 다릅니다.'],
    [429, '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.'],
    [500, '오류가 발생했습니다.'],
    [503, '오류가 발생했습니다.'],
  ])('answers a %i with %s', async (status, message) => {
    renderLogin({
      'POST /auth/login': {
        status,
        body: { statusCode: status, error: 'X', message: status === 429 ? message : '서버 메시지' },
      },
    });
    await fillAndSubmit('member01', 'secret-pass');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
  });

  it('signs in: stores the jwt, toasts, refreshes the profile and goes to /order', async () => {
    let body: unknown = null;
    const { spy } = renderLogin({
      'POST /auth/login': async (request) => {
        body = await request.json();
        return { body: { accessToken: 'jwt-1' } };
      },
    });
    await fillAndSubmit('member01', 'secret-pass');
    expect(await screen.findByText('로그인에 성공했습니다.')).toBeTruthy();
    expect(body).toEqual({ id: 'member01', password: 'secret-pass' });
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe('jwt-1');
    // The toast and the navigation land in separate renders; a loaded machine can show one first.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/order'));
    await waitFor(() => expect(calledRoutes(spy)).toContain('GET /auth/profile'));
  });
});

describe('save id', () => {
  it('pre-fills and ticks a saved id', async () => {
    localStorage.setItem(SAVED_ID_STORAGE_KEY, 'saved01');
    renderLogin();
    expect(idInput().value).toBe('saved01');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '아이디 저장' }).checked).toBe(true);
  });

  it('remembers the id after a successful login when ticked', async () => {
    renderLogin({ 'POST /auth/login': { body: { accessToken: 'jwt-1' } } });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '아이디 저장' }).checked).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: '아이디 저장' }));
    await fillAndSubmit('member01', 'secret-pass');
    await screen.findByText('로그인에 성공했습니다.');
    expect(localStorage.getItem(SAVED_ID_STORAGE_KEY)).toBe('member01');
  });

  it('does not remember the id of a failed login, and forgets it when unticked', async () => {
    localStorage.setItem(SAVED_ID_STORAGE_KEY, 'saved01');
    renderLogin({
      'POST /auth/login': { status: 404, body: { statusCode: 404, error: 'NOT_FOUND', message: 'x' } },
    });
    await userEvent.clear(idInput());
    await fillAndSubmit('other01', 'secret-pass');
    await screen.findByText('아이디 또는 비밀번호가 다릅니다.');
    expect(localStorage.getItem(SAVED_ID_STORAGE_KEY)).toBe('saved01');
    await userEvent.click(screen.getByRole('checkbox', { name: '아이디 저장' }));
    expect(localStorage.getItem(SAVED_ID_STORAGE_KEY)).toBeNull();
  });
});

describe('social login', () => {
  let open: MockInstance<typeof window.open>;
  beforeEach(() => {
    open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
  });
  afterEach(() => {
    open.mockRestore();
  });

  const naverMessage = (data: unknown, origin = window.location.origin) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin }));
    });
  const naverAuth = (code: string, state = 'st8') => ({ source: 'naver-auth', payload: { code, state } });

  it('shows the buttons only for the enabled providers', async () => {
    renderLogin({}, [...SETTINGS, { key: 'ENABLE_SNS_KAKAO', value: 'true' }]);
    expect(await screen.findByRole('button', { name: '카카오로 로그인' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '네이버로 로그인' })).toBeNull();
  });

  it('shows no social block when both flags are off', async () => {
    const { spy } = renderLogin();
    await waitFor(() => expect(calledRoutes(spy)).toContain('GET /service/settings'));
    expect(screen.queryByRole('button', { name: /네이버|카카오/ })).toBeNull();
  });

  it('opens Naver authorize in a popup and takes only its own-origin naver-auth message', async () => {
    const bodies: unknown[] = [];
    const { spy } = renderLogin(
      {
        'POST /auth/login/naver': async (request) => {
          bodies.push(await request.json());
          return { body: { accessToken: 'jwt-naver' } };
        },
      },
      NAVER_SETTINGS,
    );
    await userEvent.click(await screen.findByRole('button', { name: '네이버로 로그인' }));
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe('https://nid.naver.com/oauth2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'naver-client',
      redirect_uri: 'https://shop.example/auth/naver',
      state: 'st8',
    });

    naverMessage(naverAuth('evil'), 'https://evil.example');
    naverMessage({ source: 'other', payload: { code: 'x', state: 'st8' } });
    expect(posts(spy)).toEqual([]);

    naverMessage(naverAuth('good-code'));
    expect(await screen.findByText('로그인에 성공했습니다.')).toBeTruthy();
    expect(bodies).toEqual([{ code: 'good-code' }]);
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe('jwt-naver');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/order'));
  });

  it('ignores naver-auth messages when no popup of ours is waiting, and refuses a foreign state', async () => {
    const { spy } = renderLogin({}, NAVER_SETTINGS);
    await screen.findByRole('button', { name: '네이버로 로그인' });
    naverMessage(naverAuth('unsolicited'));
    expect(posts(spy)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '네이버로 로그인' }));
    naverMessage(naverAuth('code', 'forged'));
    expect(await screen.findByText('네이버 로그인에 실패했습니다')).toBeTruthy();
    expect(posts(spy)).toEqual([]);
  });

  it('carries the token of a not-linked Naver account to /register/naver', async () => {
    let registered: unknown = null;
    renderLogin(
      {
        'POST /auth/login/naver': {
          status: 404,
          body: {
            statusCode: 404,
            error: 'NOT_FOUND',
            message: '가입되지 않은 계정입니다.',
            token: 'naver-token-1',
          },
        },
        'POST /auth/register/naver': async (request) => {
          registered = await request.json();
          return { status: 201, body: { ok: true } };
        },
      },
      NAVER_SETTINGS,
    );
    await userEvent.click(await screen.findByRole('button', { name: '네이버로 로그인' }));
    naverMessage(naverAuth('new-user'));
    expect(await screen.findByRole('heading', { name: '네이버 간편 가입' })).toBeTruthy();

    await screen.findByRole('option', { name: '검색' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '가입경로' }), '검색');
    await userEvent.click(screen.getByRole('button', { name: '회원가입' }));
    expect(await screen.findByText('회원가입에 성공했습니다.')).toBeTruthy();
    expect(registered).toEqual({
      registerWhere: '검색',
      phoneNumber: '',
      sendCode: '',
      referral: '',
      accessToken: 'naver-token-1',
    });
  });

  it.each([
    [{ statusCode: 502, error: 'SOCIAL_UNAVAILABLE', message: '서버가 보낸 메시지' }, '서버가 보낸 메시지'],
    [null, '네이버 로그인에 실패했습니다'],
  ])('shows the server message of another Naver failure, else the fallback (%j)', async (body, message) => {
    renderLogin({ 'POST /auth/login/naver': { status: 502, body } }, NAVER_SETTINGS);
    await userEvent.click(await screen.findByRole('button', { name: '네이버로 로그인' }));
    naverMessage(naverAuth('code'));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
