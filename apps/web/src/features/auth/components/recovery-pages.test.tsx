import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { Setting } from '@smm/contract/settings-map';
import { calledRoutes, mockFetch, urlOf } from '../../../test/fetch-mock.ts';
import { publicRoutes, SETTINGS } from '../../../test/catalog-fixtures.ts';
import { fakeSession, renderWithProviders } from '../../../test/render.tsx';
import { FindIdPage } from './find-id-page.tsx';
import { LoginPage } from './login-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const PHONE_ON: Setting[] = [...SETTINGS, { key: 'ENABLE_PHONE_NUMBER', value: 'true' }];
const logout = vi.fn();

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function render(route: string, routes: Parameters<typeof mockFetch>[0] = {}, settings = SETTINGS) {
  const spy = mockFetch({ ...publicRoutes(settings), ...routes });
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/find-id" element={<FindIdPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route, session: fakeSession('unAuthorization', { logout }) },
  );
  return spy;
}

/** The JSON bodies POSTed to `route`, in order. */
const bodies = (spy: ReturnType<typeof mockFetch>, route: string): unknown[] =>
  spy.mock.calls
    .filter(
      ([input, init]) =>
        init?.method === 'POST' && new URL(urlOf(input), 'http://x').pathname === `/api${route}`,
    )
    .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown);

afterEach(() => logout.mockReset());

describe('login page', () => {
  it('links to 아이디 찾기 and 비밀번호 찾기 under the form', async () => {
    render('/login');
    expect(screen.getByRole('navigation', { name: '계정 찾기' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: '아이디 찾기' }));
    expect(screen.getByRole('heading', { name: '아이디 찾기' })).toBeTruthy();
  });
});

// Typing whole forms with user-event takes seconds on a busy machine.
describe('/find-id', { timeout: 30_000 }, () => {
  it('offers only e-mail while the phone step is off, and answers every address the same way', async () => {
    const spy = render('/find-id', { 'POST /auth/find-id/email': { body: { ok: true } } });
    await userEvent.type(await screen.findByLabelText('이메일'), 'nope');
    expect(screen.queryByRole('radiogroup', { name: '확인 방법' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '아이디 메일 받기' }));
    expect(screen.getByRole('alert').textContent).toBe('이메일 형식을 맞춰주세요');
    await userEvent.clear(screen.getByLabelText('이메일'));
    await userEvent.type(screen.getByLabelText('이메일'), 'me@example.com');
    await userEvent.click(screen.getByRole('button', { name: '아이디 메일 받기' }));
    expect(await screen.findByText(/가입된 아이디가 있으면/)).toBeTruthy();
    expect(bodies(spy, '/auth/find-id/email')).toEqual([{ email: 'me@example.com' }]);
  });

  it('finds the id by phone: code to the number, then the masked id and the sign-up time', async () => {
    const spy = render(
      '/find-id',
      {
        'POST /auth/recovery/send-phone-code': { body: { ok: true } },
        'POST /auth/find-id/phone': {
          body: { account: { maskedId: 'gro***b', joinedAt: '2024-03-01T01:02:03.000Z', provider: null } },
        },
      },
      PHONE_ON,
    );
    const phoneWay = await screen.findByRole('radio', { name: '휴대전화 인증' });
    expect(phoneWay.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '아이디 찾기' }));
    expect(screen.getByRole('alert').textContent).toBe('휴대전화 인증코드를 전송하세요');
    await userEvent.type(screen.getByLabelText('휴대전화 번호'), '010-1234-5678');
    await userEvent.click(screen.getByRole('button', { name: '인증번호 전송' }));
    await userEvent.type(await screen.findByLabelText('인증번호'), '12345');
    await userEvent.click(screen.getByRole('button', { name: '아이디 찾기' }));
    expect(await screen.findByText('gro***b')).toBeTruthy();
    expect(screen.getByText('2024-03-01 10:02:03')).toBeTruthy();
    expect(bodies(spy, '/auth/recovery/send-phone-code')).toEqual([{ phoneNumber: '01012345678' }]);
    expect(bodies(spy, '/auth/find-id/phone')).toEqual([{ phoneNumber: '01012345678', sendCode: '12345' }]);
  });

  it('tells a social member which login to use', async () => {
    render(
      '/find-id',
      {
        'POST /auth/recovery/send-phone-code': { body: { ok: true } },
        'POST /auth/find-id/phone': {
          body: { account: { maskedId: 'kak***1', joinedAt: '2024-03-01T01:02:03.000Z', provider: 'kakao' } },
        },
      },
      PHONE_ON,
    );
    await userEvent.type(await screen.findByLabelText('휴대전화 번호'), '01012345678');
    await userEvent.click(screen.getByRole('button', { name: '인증번호 전송' }));
    await userEvent.type(await screen.findByLabelText('인증번호'), '12345');
    await userEvent.click(screen.getByRole('button', { name: '아이디 찾기' }));
    expect(await screen.findByText(/카카오 로그인을 이용해 주세요/)).toBeTruthy();
  });
});

describe('/reset-password', { timeout: 30_000 }, () => {
  it('sets a new password from an e-mailed link, for the id in a username field', async () => {
    const token = 'A'.repeat(43);
    const spy = render(`/reset-password#token=${token}`, {
      'POST /auth/reset-password/token/inspect': { body: { loginId: 'growlab' } },
      'POST /auth/reset-password/token': { body: { ok: true } },
    });
    const id = await screen.findByLabelText<HTMLInputElement>('아이디');
    expect([id.value, id.readOnly, id.autocomplete]).toEqual(['growlab', true, 'username']);
    const password = screen.getByLabelText<HTMLInputElement>('새 비밀번호');
    expect(password.autocomplete).toBe('new-password');
    await userEvent.type(password, 'fresh-pass-1');
    await userEvent.type(screen.getByLabelText('새 비밀번호 재확인'), 'fresh-pass-2');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(screen.getByRole('alert').textContent).toBe('비밀번호 재확인이 다릅니다.');
    await userEvent.clear(screen.getByLabelText('새 비밀번호 재확인'));
    await userEvent.type(screen.getByLabelText('새 비밀번호 재확인'), 'fresh-pass-1');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
    expect(bodies(spy, '/auth/reset-password/token')).toEqual([{ token, newPassword: 'fresh-pass-1' }]);
  });

  it('says a dead link is dead and offers to start again', async () => {
    render(`/reset-password#token=${'B'.repeat(43)}`, {
      'POST /auth/reset-password/token/inspect': {
        status: 400,
        body: { statusCode: 400, error: 'RESET_TOKEN_INVALID', message: '링크가 만료되었습니다.' },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('링크가 만료되었습니다.');
    expect(screen.getByRole('link', { name: '비밀번호 찾기 다시 하기' })).toBeTruthy();
  });

  it('asks for a link with id and e-mail and answers neutrally', async () => {
    const spy = render('/reset-password', { 'POST /auth/reset-password/email': { body: { ok: true } } });
    await userEvent.type(await screen.findByLabelText('아이디'), 'growlab');
    await userEvent.type(screen.getByLabelText('이메일'), 'me@example.com');
    await userEvent.click(screen.getByRole('button', { name: '재설정 링크 받기' }));
    expect(await screen.findByText(/아이디와 이메일이 일치하면/)).toBeTruthy();
    expect(bodies(spy, '/auth/reset-password/email')).toEqual([{ id: 'growlab', email: 'me@example.com' }]);
  });

  it('resets with a phone code, showing the server refusal in Korean', async () => {
    let calls = 0;
    const spy = render(
      '/reset-password',
      {
        'POST /auth/recovery/send-phone-code': { body: { ok: true } },
        'POST /auth/reset-password/phone': () =>
          ++calls === 1
            ? {
                status: 400,
                body: {
                  statusCode: 400,
                  error: 'ID_PHONE_MISMATCH',
                  message: '아이디와 휴대전화 번호가 일치하는 회원이 없습니다.',
                },
              }
            : { body: { ok: true } },
      },
      PHONE_ON,
    );
    await userEvent.type(await screen.findByLabelText('아이디'), 'growlab');
    await userEvent.type(screen.getByLabelText('휴대전화 번호'), '01012345678');
    await userEvent.click(screen.getByRole('button', { name: '인증번호 전송' }));
    await userEvent.type(await screen.findByLabelText('인증번호'), '12345');
    await userEvent.type(screen.getByLabelText('새 비밀번호'), 'phone-pass-1');
    await userEvent.type(screen.getByLabelText('새 비밀번호 재확인'), 'phone-pass-1');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('아이디와 휴대전화 번호가 일치하는 회원이 없습니다.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
    expect(bodies(spy, '/auth/reset-password/phone')[1]).toEqual({
      id: 'growlab',
      phoneNumber: '01012345678',
      sendCode: '12345',
      newPassword: 'phone-pass-1',
    });
    expect(calledRoutes(spy)).not.toContain('POST /auth/send-phone-number');
  });
});
