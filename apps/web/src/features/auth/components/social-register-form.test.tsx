import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import type { Setting } from '@smm/contract/settings-map';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes, SETTINGS } from '../../../test/catalog-fixtures.ts';
import { RegisterKakaoPage } from './register-kakao-page.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** /register/kakao reached with (or without) the provider token in navigation state. */
function renderKakaoRegister(
  state: unknown,
  settings: Setting[] = SETTINGS,
  routes: Parameters<typeof mockFetch>[0] = {},
) {
  const spy = mockFetch({ ...publicRoutes(settings), ...routes });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[{ pathname: '/register/kakao', state }]}>
          <Routes>
            <Route path="/register/kakao" element={<RegisterKakaoPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return spy;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: '회원가입' }));

describe('social sign-up', () => {
  it.each([[null], [{}], [{ accessToken: '' }], [{ accessToken: 42 }]])(
    'goes back to /login without a token in navigation state (%j)',
    (state) => {
      renderKakaoRegister(state);
      expect(screen.getByTestId('where').textContent).toBe('/login');
    },
  );

  it('shows phone, referral and source in spec order when the flags are on', async () => {
    renderKakaoRegister({ accessToken: 'kakao-at' }, [
      ...SETTINGS,
      { key: 'ENABLE_PHONE_NUMBER', value: 'true' },
      { key: 'ENABLE_REFERRAL', value: 'true' },
    ]);
    await screen.findByRole('option', { name: '검색' });
    const labels = Array.from(document.querySelectorAll('form label')).map((label) => label.textContent);
    expect(labels).toEqual(['휴대전화 번호', '추천인 코드 (선택)', '가입경로']);
    expect(screen.getByRole('button', { name: '회원가입' })).toBeTruthy();
  });

  it('checks the phone code first when the phone flag is on', async () => {
    const spy = renderKakaoRegister({ accessToken: 'kakao-at' }, [
      ...SETTINGS,
      { key: 'ENABLE_PHONE_NUMBER', value: 'true' },
    ]);
    await screen.findByRole('option', { name: '검색' });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('휴대전화 인증코드를 전송하세요');
    expect(calledRoutes(spy).filter((route) => route.startsWith('POST'))).toEqual([]);
  });

  it('requires a source, then posts the token from navigation state and goes to /login', async () => {
    let body: unknown = null;
    renderKakaoRegister({ accessToken: 'kakao-at' }, SETTINGS, {
      'POST /auth/register/kakao': async (request) => {
        body = await request.json();
        return { status: 201, body: { ok: true } };
      },
    });
    await screen.findByRole('option', { name: '검색' });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('가입경로를 선택해주세요');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '가입경로' }), '검색');
    await submit();
    expect(await screen.findByText('회원가입에 성공했습니다.')).toBeTruthy();
    expect(body).toEqual({
      registerWhere: '검색',
      phoneNumber: '',
      sendCode: '',
      referral: '',
      accessToken: 'kakao-at',
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
  });

  it('unlocks the number for a new code when the server says the attempts are used up', async () => {
    renderKakaoRegister(
      { accessToken: 'kakao-at' },
      [...SETTINGS, { key: 'ENABLE_PHONE_NUMBER', value: 'true' }],
      {
        'POST /auth/send-phone-number': { body: { ok: true } },
        'POST /auth/register/kakao': {
          status: 400,
          body: {
            statusCode: 400,
            error: 'PHONE_CODE_ATTEMPTS',
            message: AUTH_MESSAGES.phone.attemptsExceeded,
          },
        },
      },
    );
    await userEvent.type(await screen.findByLabelText('휴대전화 번호'), '01012345678');
    await userEvent.click(screen.getByRole('button', { name: '인증번호 전송' }));
    await userEvent.type(await screen.findByLabelText('인증번호'), '12345');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '가입경로' }), '검색');
    await submit();
    expect(await screen.findByText(AUTH_MESSAGES.phone.attemptsExceeded)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('휴대전화 번호').disabled).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '인증번호 전송' }).disabled).toBe(false);
    expect(screen.queryByLabelText('인증번호')).toBeNull();
  });

  it.each([
    [
      { statusCode: 409, error: 'SOCIAL_LINKED', message: '이미 가입된 계정입니다. 로그인해 주세요.' },
      '이미 가입된 계정입니다. 로그인해 주세요.',
    ],
    [null, '회원가입에 실패했습니다'],
  ])('shows the server message of a failure, else the fallback (%j)', async (body, message) => {
    renderKakaoRegister({ accessToken: 'kakao-at' }, SETTINGS, {
      'POST /auth/register/kakao': { status: body ? 409 : 502, body },
    });
    await screen.findByRole('option', { name: '검색' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '가입경로' }), '검색');
    await submit();
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
