import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsValues, type SettingsValues } from '@smm/contract/admin-settings';
import { ADMIN_SETTINGS_MESSAGES as M } from '@smm/contract/admin-settings-messages';
import { AppRoutes } from '../../../app/router.tsx';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { useMainColor } from '../../../lib/theme.tsx';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes, SETTINGS } from '../../../test/catalog-fixtures.ts';
import { fakeSession, MEMBER_PROFILE, renderWithProviders } from '../../../test/render.tsx';

const SAVED: SettingsValues = settingsValues({
  COMPANY: '그로우랩',
  MAIN_COLOR: '#5b5bd6',
  POINT_CHARGE_BUTTON_OPTIONS: '1000,5000',
  ENABLE_QNA: 'true',
  ENABLE_PAYMENT_TYPE: 'ALL',
});

/** The storefront's colour hook, as the app provider applies it. */
function SiteColors() {
  useMainColor(useSettings().MAIN_COLOR);
  return null;
}

function renderSettings(onPatch?: (body: Record<string, string>) => { status?: number; body?: unknown }) {
  let storefront = [...SETTINGS, { key: 'MAIN_COLOR', value: SAVED.MAIN_COLOR }];
  const fetchSpy = mockFetch({
    ...publicRoutes(),
    // As slow as a real network: the saved answer re-keys the form before this refetch settles.
    'GET /service/settings': async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { body: storefront };
    },
    'GET /admin/settings': { body: { values: SAVED } },
    'PATCH /admin/settings': async (request) => {
      const body = (await request.json()) as Record<string, string>;
      const answer = onPatch?.(body);
      if (answer) return answer;
      storefront = storefront.map((s) => (s.key in body ? { ...s, value: body[s.key]! } : s));
      return { body: { values: { ...SAVED, ...body } } };
    },
  });
  const view = renderWithProviders(
    <>
      <SiteColors />
      <AppRoutes />
    </>,
    {
      route: '/admin/settings',
      session: fakeSession('authorization', { profile: { ...MEMBER_PROFILE, isAdmin: true } }),
    },
  );
  return { fetchSpy, ...view };
}

/** The form is there once the saved settings have loaded. */
const ready = () => screen.findByLabelText('대표 색상', { selector: 'input' }, { timeout: 15_000 });
const colorField = () => screen.getByRole('textbox', { name: '대표 색상' });
const preview = () => screen.getByRole('figure', { name: '스토어 미리보기' });

// Each test renders the whole settings form (28 fields and two previews): slower than most in jsdom.
describe('/admin/settings', { timeout: 30_000 }, () => {
  it('shows every group with labelled fields and help lines', async () => {
    renderSettings();
    await ready();
    expect(screen.getByRole('heading', { level: 1, name: '설정' })).toBeTruthy();
    for (const group of [
      '회사 정보와 하단',
      '입금 계좌',
      '결제와 증빙 서류',
      '회원가입',
      '주문',
      '화면',
      '상담 채널',
      '충전 금액 버튼',
    ]) {
      expect(screen.getByRole('group', { name: group })).toBeTruthy();
    }
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '상호' }).value).toBe('그로우랩');
    expect(screen.getByRole('switch', { name: 'FAQ 메뉴' })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: '신청 가능한 증빙' })).toHaveProperty('value', 'ALL');
    expect(colorField().getAttribute('aria-describedby')).toContain('setting-MAIN_COLOR-hint');
  });

  it('lands on the group a link names, as the dashboard checklist links to it (issue 34)', async () => {
    const scrolled: string[] = [];
    // jsdom draws nothing, so it has no scrollIntoView: this one records where the page went.
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value: function (this: Element) {
        scrolled.push(this.id);
      },
    });
    try {
      mockFetch({ ...publicRoutes(), 'GET /admin/settings': { body: { values: SAVED } } });
      renderWithProviders(<AppRoutes />, {
        route: '/admin/settings#settings-bank',
        session: fakeSession('authorization', { profile: { ...MEMBER_PROFILE, isAdmin: true } }),
      });
      await screen.findByRole('group', { name: '입금 계좌' });
      await waitFor(() => expect(scrolled).toEqual(['settings-bank']));
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('narrows the settings to what the search names, with the section index following (issue 34)', async () => {
    renderSettings();
    await ready();
    const search = screen.getByRole('searchbox', { name: '설정 검색' });
    await userEvent.type(search, '카카오');
    expect(screen.queryByRole('group', { name: '회사 정보와 하단' })).toBeNull();
    const signup = screen.getByRole('group', { name: '회원가입' });
    expect(within(signup).getByRole('switch', { name: '카카오 로그인' })).toBeTruthy();
    expect(within(signup).queryByRole('switch', { name: 'FAQ 메뉴' })).toBeNull();
    const index = screen.getByRole('navigation', { name: '설정 묶음' });
    expect(within(index).queryByRole('link', { name: '회사 정보와 하단' })).toBeNull();
    expect(within(index).getByRole('link', { name: '회원가입' })).toBeTruthy();

    await userEvent.clear(search);
    await userEvent.type(search, '입금 계좌');
    // A group's own title shows all of it.
    expect(screen.getByRole('textbox', { name: '계좌번호' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '입금 안내 문구' })).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, '없는설정');
    expect(screen.getByText('‘없는설정’에 맞는 설정이 없습니다.')).toBeTruthy();
  });

  it('previews the header and buttons in the new main colour as it is typed', async () => {
    const user = userEvent.setup();
    renderSettings();
    await ready();
    expect(preview().style.getPropertyValue('--main')).toBe('#5b5bd6');
    await user.clear(colorField());
    await user.type(colorField(), '#1b7f3b');
    expect(preview().style.getPropertyValue('--main')).toBe('#1b7f3b');
    expect(preview().style.getPropertyValue('--main-contrast')).toBe('#ffffff');
    expect(within(preview()).getByText('충전').className).toContain('button--primary');
    // The page itself keeps the saved colour until the change is saved.
    expect(document.documentElement.style.getPropertyValue('--main')).toBe('#5b5bd6');
  });

  it('shows the review, saves only the changed keys and applies the colour to this browser at once', async () => {
    const user = userEvent.setup();
    const { fetchSpy } = renderSettings();
    await ready();
    await user.clear(colorField());
    await user.type(colorField(), '#1B7F3B');
    await user.click(screen.getByRole('switch', { name: '서비스 점검 중' }));
    await user.click(screen.getByRole('button', { name: '변경 내용 확인' }));

    const review = await screen.findByRole('region', { name: '저장 전 확인' });
    expect(document.activeElement).toBe(review);
    const rows = within(review).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['대표 색상#5b5bd6#1b7f3b', '서비스 점검 중꺼짐켜짐']);
    await user.click(within(review).getByRole('button', { name: '저장' }));

    expect(await screen.findByText(M.saved)).toBeTruthy();
    const patch = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(patch?.[1]?.body as string)).toEqual({
      MAIN_COLOR: '#1b7f3b',
      ENABLE_SERVICE_CHECK: 'true',
    });
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--main')).toBe('#1b7f3b'));
    expect(calledRoutes(fetchSpy).filter((r) => r === 'GET /service/settings').length).toBeGreaterThan(1);
  });

  it('shows each bad value under its field with the contract message, sending nothing', async () => {
    const user = userEvent.setup();
    const { fetchSpy } = renderSettings();
    await ready();
    await user.clear(colorField());
    await user.type(colorField(), 'blue');
    const amounts = screen.getByRole('textbox', { name: '충전 금액 버튼' });
    await user.clear(amounts);
    await user.type(amounts, '1000,천원');
    await user.click(screen.getByRole('button', { name: '변경 내용 확인' }));

    const colorMessage = M.color('대표 색상', '#5b5bd6');
    expect(await screen.findAllByText(colorMessage)).not.toHaveLength(0);
    expect(screen.getByText(M.amountsFormat)).toBeTruthy();
    expect(document.activeElement).toBe(colorField());
    expect(colorField().getAttribute('aria-invalid')).toBe('true');
    // The messages follow the edits.
    await user.clear(colorField());
    await user.type(colorField(), '#123456');
    expect(screen.queryByText(colorMessage, { selector: '.field__error' })).toBeNull();
    expect(calledRoutes(fetchSpy)).not.toContain('PATCH /admin/settings');
  });

  it('checks the rules between keys before sending', async () => {
    const user = userEvent.setup();
    renderSettings();
    await ready();
    await user.click(screen.getByRole('switch', { name: '카카오 로그인' }));
    await user.click(screen.getByRole('button', { name: '변경 내용 확인' }));
    expect(await screen.findAllByText(M.kakaoNeedsKey)).not.toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '카카오 REST API 키' }));
  });

  it('shows the server’s message when it refuses the change', async () => {
    const user = userEvent.setup();
    renderSettings(() => ({
      status: 400,
      body: { statusCode: 400, error: 'VALIDATION_FAILED', message: '서버가 거절했습니다.' },
    }));
    await ready();
    await user.type(screen.getByRole('textbox', { name: '대표자' }), '김대표');
    await user.click(screen.getByRole('button', { name: '변경 내용 확인' }));
    await user.click(await screen.findByRole('button', { name: '저장' }));
    expect(await screen.findByText('서버가 거절했습니다.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '대표자' }).value).toBe('김대표');
  });
});
