import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import type { Setting } from '@smm/contract/settings-map';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes, SETTINGS } from '../../../test/catalog-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RegisterPage } from './register-page.tsx';

const PHONE_ON: Setting[] = [...SETTINGS, { key: 'ENABLE_PHONE_NUMBER', value: 'true' }];
const REFERRAL_ON: Setting[] = [...SETTINGS, { key: 'ENABLE_REFERRAL', value: 'true' }];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderRegister(settings: Setting[] = SETTINGS, routes: Parameters<typeof mockFetch>[0] = {}) {
  const spy = mockFetch({ ...publicRoutes(settings), ...routes });
  renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/register' },
  );
  return spy;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submit = () => userEvent.click(screen.getByRole('button', { name: '회원가입' }));
const alertText = () => screen.getByRole('alert').textContent;
const posts = (spy: ReturnType<typeof mockFetch>) =>
  calledRoutes(spy).filter((route) => route.startsWith('POST'));

interface Fill {
  id?: string;
  password?: string;
  passwordConfirm?: string;
  email?: string;
  where?: string | null;
}

async function fill({
  id = 'newbie01',
  password = 'secret-pass',
  passwordConfirm = password,
  email = 'a@b.kr',
  where = '검색',
}: Fill = {}) {
  if (id) await userEvent.type(field('아이디'), id);
  if (password) await userEvent.type(field('비밀번호'), password);
  if (passwordConfirm) await userEvent.type(field('비밀번호 재확인'), passwordConfirm);
  if (email) await userEvent.type(field('이메일'), email);
  if (where) {
    await screen.findByRole('option', { name: where });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '가입경로' }), where);
  }
}

describe('general sign-up', () => {
  it('shows the general form at once when no social sign-up is enabled', async () => {
    renderRegister();
    expect(await screen.findByRole('form', { name: '일반 회원가입' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '아이디로 가입하기' })).toBeNull();
    expect(screen.queryByLabelText('휴대전화 번호')).toBeNull();
    expect(screen.queryByLabelText(/추천인 코드/)).toBeNull();
  });

  it('lets the visitor choose general or social sign-up when a provider is on', async () => {
    renderRegister([...SETTINGS, { key: 'ENABLE_SNS_NAVER', value: 'true' }]);
    await userEvent.click(await screen.findByRole('button', { name: '아이디로 가입하기' }));
    expect(screen.getByRole('form', { name: '일반 회원가입' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '← 다른 방법으로 가입' }));
    expect(screen.getByRole('button', { name: '네이버로 가입하기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '카카오로 가입하기' })).toBeNull();
  });

  it.each<[string, Fill, string]>([
    ['no id', { id: '' }, '아이디를 입력해 주세요'],
    ['a spaced id', { id: 'new bie' }, '아이디에 공백을 제거해주세요'],
    ['no password', { password: '', passwordConfirm: '' }, '비밀번호를 입력해 주세요'],
    ['a spaced password', { password: 'secret pass' }, '비밀번호에 공백을 제거해주세요'],
    ['an email without a dot', { email: 'a@b' }, '이메일 형식을 맞춰주세요'],
    ['a different confirmation', { passwordConfirm: 'secret-pasS' }, '비밀번호 재확인이 다릅니다'],
    ['no source', { where: null }, '가입경로를 선택해주세요'],
  ])('refuses %s', async (_case, values, message) => {
    const spy = renderRegister();
    await fill(values);
    await submit();
    expect(alertText()).toBe(message);
    expect(posts(spy)).toEqual([]);
  });

  it('signs up with the request fields only, toasts and goes to /login', async () => {
    let body: unknown = null;
    renderRegister(REFERRAL_ON, {
      'POST /auth/register': async (request) => {
        body = await request.json();
        return { status: 201, body: { ok: true } };
      },
    });
    await fill();
    await userEvent.type(field('추천인 코드 (선택)'), 'ABCD2345');
    await submit();
    expect(await screen.findByText('회원가입에 성공했습니다.')).toBeTruthy();
    expect(body).toEqual({
      id: 'newbie01',
      password: 'secret-pass',
      email: 'a@b.kr',
      registerWhere: '검색',
      phoneNumber: '',
      sendCode: '',
      referral: 'ABCD2345',
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
  });

  it('asks no source and still signs up when the store offers none (issue 34)', async () => {
    let body: unknown = null;
    renderRegister(SETTINGS, {
      'GET /service/register-where': { body: [] },
      'POST /auth/register': async (request) => {
        body = await request.json();
        return { status: 201, body: { ok: true } };
      },
    });
    await fill({ where: null });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: '가입경로' })).toBeNull());
    await submit();
    expect(await screen.findByText('회원가입에 성공했습니다.')).toBeTruthy();
    expect(body).toMatchObject({ id: 'newbie01', registerWhere: '' });
  });

  it.each([
    [
      { statusCode: 409, error: 'ID_TAKEN', message: '이미 사용 중인 아이디입니다.' },
      '이미 사용 중인 아이디입니다.',
    ],
    [null, '회원가입에 실패했습니다'],
  ])('shows the server message of a failure, else the fallback (%j)', async (body, message) => {
    renderRegister(SETTINGS, { 'POST /auth/register': { status: body ? 409 : 500, body } });
    await fill();
    await submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('form', { name: '일반 회원가입' })).toBeTruthy();
  });
});

describe('phone verification (ENABLE_PHONE_NUMBER)', () => {
  const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /인증번호 전송|전송 완료/ });

  it('needs a sent code before sign-up', async () => {
    const spy = renderRegister(PHONE_ON);
    await fill();
    await submit();
    expect(alertText()).toBe('휴대전화 인증코드를 전송하세요');
    expect(document.activeElement).toBe(field('휴대전화 번호'));
    expect(posts(spy)).toEqual([]);
  });

  it('sends nothing for a number that is not 11 digits', async () => {
    const spy = renderRegister(PHONE_ON);
    await userEvent.type(await screen.findByLabelText('휴대전화 번호'), '0101234567');
    await userEvent.click(sendButton());
    expect(await screen.findByText('휴대전화 번호가 올바르지 않습니다')).toBeTruthy();
    expect(posts(spy)).toEqual([]);
  });

  it('enters the code-sent state: number and button locked, code field shown', async () => {
    let sent: unknown = null;
    let registered: unknown = null;
    renderRegister(PHONE_ON, {
      'POST /auth/send-phone-number': async (request) => {
        sent = await request.json();
        return { body: { ok: true } };
      },
      'POST /auth/register': async (request) => {
        registered = await request.json();
        return { status: 201, body: { ok: true } };
      },
    });
    expect(screen.queryByLabelText('인증번호')).toBeNull();
    await userEvent.type(await screen.findByLabelText('휴대전화 번호'), '010-1234-5678');
    expect(field('휴대전화 번호').value).toBe('01012345678');
    await userEvent.click(sendButton());
    expect(await screen.findByText('인증번호가 발송되었습니다.')).toBeTruthy();
    expect(sent).toEqual({ phoneNumber: '01012345678' });
    expect(field('휴대전화 번호').disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);
    // A phone's number pad for both, and the code offered from the text message.
    const keyboard = (input: HTMLInputElement) => [input.type, input.inputMode, input.autocomplete];
    expect(keyboard(field('휴대전화 번호'))).toEqual(['tel', 'numeric', 'tel-national']);
    expect(keyboard(field('인증번호'))).toEqual(['text', 'numeric', 'one-time-code']);

    await fill();
    await userEvent.type(field('인증번호'), '123');
    await submit();
    expect(alertText()).toBe('인증번호 5자를 입력하세요');
    expect(document.activeElement).toBe(field('인증번호'));

    await userEvent.type(field('인증번호'), '45');
    await submit();
    await screen.findByText('회원가입에 성공했습니다.');
    expect(registered).toMatchObject({ phoneNumber: '01012345678', sendCode: '12345' });
  });

  it.each(['010-1234-5678', '010 1234 5678', '+82 10-1234-5678'])(
    'takes a pasted %s whole: the dashes and spaces go before the 11-digit cap',
    async (pasted) => {
      renderRegister(PHONE_ON);
      await userEvent.click(await screen.findByLabelText('휴대전화 번호'));
      await userEvent.paste(pasted);
      expect(field('휴대전화 번호').value).toBe('01012345678');
      await userEvent.type(field('휴대전화 번호'), '9');
      expect(field('휴대전화 번호').value).toBe('01012345678');
    },
  );

  it('offers a new code when the server says the code expired: number and button unlocked, code cleared', async () => {
    let sends = 0;
    renderRegister(PHONE_ON, {
      'POST /auth/send-phone-number': () => {
        sends += 1;
        return { body: { ok: true } };
      },
      'POST /auth/register': {
        status: 400,
        body: { statusCode: 400, error: 'PHONE_CODE_EXPIRED', message: AUTH_MESSAGES.phone.codeExpired },
      },
    });
    await userEvent.type(await screen.findByLabelText('휴대전화 번호'), '01012345678');
    await userEvent.click(sendButton());
    await screen.findByText('인증번호가 발송되었습니다.');
    await fill();
    await userEvent.type(field('인증번호'), '12345');
    await submit();
    expect(await screen.findByText(AUTH_MESSAGES.phone.codeExpired)).toBeTruthy();
    await waitFor(() => expect(field('휴대전화 번호').disabled).toBe(false));
    expect(sendButton().disabled).toBe(false);
    expect(screen.queryByLabelText('인증번호')).toBeNull();

    await userEvent.click(sendButton());
    await waitFor(() => expect(sends).toBe(2));
    expect(field('인증번호').value).toBe('');
  });

  it('keeps the code-sent state for a wrong code, which can simply be typed again', async () => {
    renderRegister(PHONE_ON, {
      'POST /auth/send-phone-number': { body: { ok: true } },
      'POST /auth/register': {
        status: 400,
        body: { statusCode: 400, error: 'BAD_REQUEST', message: AUTH_MESSAGES.phone.codeWrong },
      },
    });
    await userEvent.type(await screen.findByLabelText('휴대전화 번호'), '01012345678');
    await userEvent.click(sendButton());
    await screen.findByText('인증번호가 발송되었습니다.');
    await fill();
    await userEvent.type(field('인증번호'), '12345');
    await submit();
    expect(await screen.findByText(AUTH_MESSAGES.phone.codeWrong)).toBeTruthy();
    expect(field('휴대전화 번호').disabled).toBe(true);
    expect(field('인증번호').value).toBe('12345');
  });

  it.each([
    [400, '입력 양식을 맞춰주세요'],
    [409, '이미 존재하는 휴대전화 번호 입니다'],
    [500, '오류가 발생했습니다'],
  ])('answers a send failure %i with %s and stays editable', async (status, message) => {
    renderRegister(PHONE_ON, {
      'POST /auth/send-phone-number': { status, body: { statusCode: status, error: 'X', message: '서버' } },
    });
    await userEvent.type(await screen.findByLabelText('휴대전화 번호'), '01012345678');
    await userEvent.click(sendButton());
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    expect(field('휴대전화 번호').disabled).toBe(false);
    expect(screen.queryByLabelText('인증번호')).toBeNull();
  });
});
