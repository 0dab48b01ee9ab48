import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import type { Setting } from '@smm/contract/settings-map';
import { calledRoutes, mockFetch, type MockReply } from '../../../test/fetch-mock.ts';
import { publicRoutes, SETTINGS } from '../../../test/catalog-fixtures.ts';
import { fakeSession, renderWithProviders } from '../../../test/render.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { MAX_TOASTS } from '../../../components/ui/toast.tsx';
import { JWT_STORAGE_KEY } from '../../../lib/token-storage.ts';
import { AccountPage } from './account-page.tsx';

const REFERRAL_ON: Setting[] = [...SETTINGS, { key: 'ENABLE_REFERRAL', value: 'true' }];

function Where() {
  const { state } = useSession();
  return <p data-testid="where">{`${useLocation().pathname} ${state}`}</p>;
}

/** The account page of a signed-in member (the real session, confirmed by GET /auth/profile). */
function renderAccount(
  routes: Parameters<typeof mockFetch>[0] = {},
  settings: Setting[] = SETTINGS,
  profile: { referralCode?: string | null; apiKey?: string | null; socialProvider?: string | null } = {},
) {
  localStorage.setItem(JWT_STORAGE_KEY, 'jwt-1');
  const spy = mockFetch({
    ...publicRoutes(settings),
    'GET /auth/profile': {
      body: { point: 1000, id: 'member01', apiKey: 'key-old', referralCode: null, ...profile },
    },
    ...routes,
  });
  const result = renderWithProviders(
    <Routes>
      <Route path="/account" element={<AccountPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/account' },
  );
  return { spy, ...result };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const posts = (spy: ReturnType<typeof mockFetch>) =>
  calledRoutes(spy).filter((route) => !route.startsWith('GET'));
const where = () => screen.getByTestId('where').textContent;

describe('account page', () => {
  it('shows the read-only id and the api key; no referral section when the flag is off', async () => {
    renderAccount();
    await waitFor(() => expect(field('아이디').value).toBe('member01'));
    expect(field('아이디').readOnly).toBe(true);
    expect(screen.getByText('key-old').tagName).toBe('CODE');
    expect(screen.getByRole('button', { name: 'API 키 복사' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '추천인 코드' })).toBeNull();
  });

  it('shows a member with a password the password form, and says nothing of a social login', async () => {
    renderAccount({}, SETTINGS, { socialProvider: null });
    await waitFor(() => expect(field('아이디').value).toBe('member01'));
    expect(screen.getByRole('heading', { name: '비밀번호 변경' })).toBeTruthy();
    expect(field('현재 비밀번호')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '로그인 방법' })).toBeNull();
  });

  it.each([
    ['kakao', '카카오'],
    ['naver', '네이버'],
  ])(
    'shows a %s member how they sign in instead of a password form they cannot use',
    async (provider, label) => {
      const { spy } = renderAccount({}, SETTINGS, { socialProvider: provider });
      await screen.findByRole('heading', { name: '로그인 방법' });
      expect(screen.getByText(`${label} 로그인`)).toBeTruthy();
      expect(screen.getByText(AUTH_MESSAGES.social.passwordless(label))).toBeTruthy();
      expect(screen.queryByRole('heading', { name: '비밀번호 변경' })).toBeNull();
      expect(screen.queryByLabelText('현재 비밀번호')).toBeNull();
      expect(screen.queryByRole('button', { name: '비밀번호 변경' })).toBeNull();
      // The rest of the page is the same: the api key and the deletion block.
      expect(screen.getByText('key-old')).toBeTruthy();
      expect(screen.getByRole('heading', { name: '회원탈퇴' })).toBeTruthy();
      expect(posts(spy)).toEqual([]);
    },
  );

  it('links the api key section to the /api guide', async () => {
    renderAccount();
    const guide = await screen.findByRole('link', { name: 'API 안내 보기' });
    expect(guide.getAttribute('href')).toBe('/api');
    await userEvent.click(guide);
    await waitFor(() => expect(where()).toBe('/api authorization'));
  });

  it('issues a referral code, offering the button only while none exists', async () => {
    let referralCode: string | null = null;
    const { spy } = renderAccount(
      {
        'GET /auth/profile': () => ({
          body: { point: 1000, id: 'member01', apiKey: 'key-old', referralCode },
        }),
        'POST /auth/referral-code': () => {
          referralCode = 'ABCD2345';
          return { body: { referralCode } };
        },
      },
      REFERRAL_ON,
    );
    await userEvent.click(await screen.findByRole('button', { name: '추천인 코드 발급' }));
    expect((await screen.findByText('ABCD2345')).tagName).toBe('CODE');
    expect(screen.queryByRole('button', { name: '추천인 코드 발급' })).toBeNull();
    expect(screen.getByRole('button', { name: '추천인 코드 복사' })).toBeTruthy();
    expect(posts(spy)).toEqual(['POST /auth/referral-code']);
  });

  it('shows an existing referral code without the issue button', async () => {
    renderAccount({}, REFERRAL_ON, { referralCode: 'EXIST234' });
    expect((await screen.findByText('EXIST234')).tagName).toBe('CODE');
    expect(screen.queryByRole('button', { name: '추천인 코드 발급' })).toBeNull();
  });

  it('renews the api key and shows the new one', async () => {
    let key = 'key-old';
    renderAccount({
      'GET /auth/profile': () => ({ body: { point: 1000, id: 'member01', apiKey: key, referralCode: null } }),
      'POST /auth/api-key': () => {
        key = 'key-new';
        return { body: { apiKey: key } };
      },
    });
    await screen.findByText('key-old');
    await userEvent.click(screen.getByRole('button', { name: '재발급' }));
    expect(await screen.findByText('key-new')).toBeTruthy();
    expect(screen.queryByText('key-old')).toBeNull();
  });
});

describe('password change', () => {
  async function change(current: string, next: string, confirm: string) {
    if (current) await userEvent.type(field('현재 비밀번호'), current);
    if (next) await userEvent.type(field('새 비밀번호'), next);
    if (confirm) await userEvent.type(field('새 비밀번호 재확인'), confirm);
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
  }

  it.each([
    ['', 'new-pass', 'new-pass', '현재 비밀번호를 입력해 주세요'],
    ['old-pass', 'new-pass', 'new-pasS', '비밀번호 재확인이 다릅니다.'],
    ['old-pass', 'short', 'short', '비밀번호는 8자 이상 입력해 주세요'],
  ])('validates with the contract (%j, %j, %j)', async (current, next, confirm, message) => {
    const { spy } = renderAccount();
    await screen.findByText('key-old');
    await change(current, next, confirm);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(posts(spy)).toEqual([]);
  });

  it('hints 8 to 20 characters, sends the password once while pending, then goes to /logout', async () => {
    let release: (reply: MockReply) => void = () => undefined;
    const bodies: unknown[] = [];
    const { spy } = renderAccount({
      'POST /auth/change-password': async (request) => {
        bodies.push(await request.json());
        return new Promise<MockReply>((resolve) => (release = resolve));
      },
    });
    await screen.findByText('key-old');
    expect(field('새 비밀번호').placeholder).toBe('8~20자');
    await change('old', 'new-pass', 'new-pass');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: '변경 중…' });
    expect(button.disabled).toBe(true);
    await userEvent.type(field('새 비밀번호 재확인'), '{Enter}');
    await waitFor(() => expect(bodies).toEqual([{ currentPassword: 'old', newPassword: 'new-pass' }]));
    release({ body: { ok: true } });
    await waitFor(() => expect(where()).toBe('/logout authorization'));
    expect(posts(spy)).toEqual(['POST /auth/change-password']);
  });

  it.each([
    [409, '현재 비밀번호가 다릅니다.'],
    [500, '오류가 발생했습니다.'],
  ])('answers a %i with %s', async (status, message) => {
    renderAccount({
      'POST /auth/change-password': {
        status,
        body: { statusCode: status, error: 'X', message: '서버 메시지' },
      },
    });
    await screen.findByText('key-old');
    await change('old-pass', 'new-pass', 'new-pass');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(where).toThrow();
  });
});

describe('account deletion', () => {
  it('arms on the first click and deletes on the second: toast, guest state, /', async () => {
    const { spy, queryClient } = renderAccount({ 'DELETE /auth/account': { body: { ok: true } } });
    await screen.findByText('key-old');
    await userEvent.click(screen.getByRole('button', { name: '회원탈퇴' }));
    expect(posts(spy)).toEqual([]);
    expect(screen.getByText('정말 탈퇴하시려면 버튼을 한 번 더 눌러 주세요.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '탈퇴 확인' }));
    expect(await screen.findByText('회원탈퇴가 완료됬습니다')).toBeTruthy();
    expect(posts(spy)).toEqual(['DELETE /auth/account']);
    expect(where()).toBe('/ guest');
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
    // cache cleared: no member data left, and the revoked jwt is not used again
    expect(queryClient.getQueryData(['member', 'profile'])).toBeUndefined();
    expect(calledRoutes(spy).filter((route) => route === 'GET /auth/profile')).toHaveLength(1);
  });

  it('can be disarmed', async () => {
    renderAccount();
    await screen.findByText('key-old');
    await userEvent.click(screen.getByRole('button', { name: '회원탈퇴' }));
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.getByRole('button', { name: '회원탈퇴' })).toBeTruthy();
  });

  it('says so when the deletion fails and disarms', async () => {
    renderAccount({ 'DELETE /auth/account': { status: 500, body: null } });
    await screen.findByText('key-old');
    await userEvent.click(screen.getByRole('button', { name: '회원탈퇴' }));
    await userEvent.click(screen.getByRole('button', { name: '탈퇴 확인' }));
    expect(await screen.findByText('계정삭제에 실패했습니다')).toBeTruthy();
    expect(screen.getByRole('button', { name: '회원탈퇴' })).toBeTruthy();
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe('jwt-1');
  });
});

describe('a guest', () => {
  it('is refused every account action', async () => {
    const spy = mockFetch(publicRoutes(REFERRAL_ON));
    renderWithProviders(<AccountPage />, { route: '/account', session: fakeSession('guest') });
    await userEvent.click(await screen.findByRole('button', { name: '추천인 코드 발급' }));
    expect(screen.getByText('둘러보기 상태에서는 불가능 합니다')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '발급' }));
    await userEvent.click(screen.getByRole('button', { name: '회원탈퇴' }));
    expect(screen.queryByRole('button', { name: '탈퇴 확인' })).toBeNull();
    await userEvent.type(screen.getByLabelText('현재 비밀번호'), 'a');
    await userEvent.type(screen.getByLabelText('새 비밀번호'), 'b');
    await userEvent.type(screen.getByLabelText('새 비밀번호 재확인'), 'b');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    // Four refusals, the newest MAX_TOASTS of them on screen; none reached the server (below).
    expect(screen.getAllByText('둘러보기 상태에서는 불가능 합니다')).toHaveLength(MAX_TOASTS);
    expect(calledRoutes(spy).filter((route) => !route.startsWith('GET'))).toEqual([]);
  });
});
