import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import type { SessionState } from '@smm/contract/enums';
import { Header } from './header.tsx';
import { logoTarget } from './logo.tsx';
import { fakeSession, renderWithProviders } from '../../test/render.tsx';
import { mockFetch } from '../../test/fetch-mock.ts';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** A history step back that does not go through the header (the browser's back button). */
function Back() {
  const navigate = useNavigate();
  return <span data-testid="back" onClick={() => void navigate(-1)} />;
}

function renderHeader(
  state: SessionState,
  settings: { key: string; value: string }[] = [{ key: 'COMPANY', value: '그로우랩' }],
) {
  mockFetch({ 'GET /service/settings': { body: settings } });
  const session = fakeSession(state);
  const view = renderWithProviders(
    <>
      <Header />
      <Location />
    </>,
    { route: '/order', session },
  );
  return { ...view, session };
}

function linksOf(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

const mainNav = () => screen.getByRole('navigation', { name: '주요 메뉴' });

describe('header', () => {
  it('shows the member links, the balance and the charge button when signed in', async () => {
    renderHeader('authorization', [
      { key: 'COMPANY', value: '그로우랩' },
      { key: 'ENABLE_QNA', value: 'true' },
    ]);
    await screen.findByRole('link', { name: '그로우랩 홈' });
    expect(linksOf(mainNav())).toEqual([
      ['주문하기', '/order'],
      ['주문내역', '/order-history'],
      ['자동주문내역', '/auto-order-history'],
      ['포인트 충전', '/point'],
      ['링크 입력 가이드', '/guide'],
      ['자주 묻는 질문', '/qna'],
      ['1:1 문의', '/inquiry'],
      ['계정 설정', '/account'],
      ['로그아웃', '/logout'],
    ]);
    // The balance sits in the bar itself, so it stays beside the menu button under 1280 px.
    const balance = screen.getByText('12,345.5원').parentElement as HTMLElement;
    expect(mainNav().contains(balance)).toBe(false);
    expect(screen.getByRole('banner').contains(balance)).toBe(true);
    expect(within(balance).getByText('보유 포인트')).toBeTruthy();
    expect(within(balance).getByRole('link', { name: '충전' }).getAttribute('href')).toBe('/point');
  });

  it('hides the FAQ link when ENABLE_QNA is off', async () => {
    renderHeader('authorization', [
      { key: 'COMPANY', value: '그로우랩' },
      { key: 'ENABLE_QNA', value: 'false' },
    ]);
    await screen.findByRole('link', { name: '그로우랩 홈' });
    expect(within(mainNav()).queryByRole('link', { name: '자주 묻는 질문' })).toBeNull();
    expect(within(mainNav()).getByRole('link', { name: '계정 설정' })).toBeTruthy();
  });

  it('shows only login and register to a guest', () => {
    renderHeader('guest');
    expect(linksOf(mainNav())).toEqual([
      ['로그인', '/login'],
      ['회원가입', '/register'],
    ]);
    expect(screen.queryByText('보유 포인트')).toBeNull();
  });

  it('offers a signed-out visitor the browse link, which enters guest mode and goes to /order', async () => {
    const { session } = renderHeader('unAuthorization');
    expect(linksOf(mainNav())).toEqual([
      ['둘러보기', '/order'],
      ['로그인', '/login'],
      ['회원가입', '/register'],
    ]);
    await userEvent.click(within(mainNav()).getByRole('link', { name: '둘러보기' }));
    expect(session.enterGuest).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/order');
  });

  it('has a keyboard-accessible hamburger menu holding the same links', async () => {
    const user = userEvent.setup();
    renderHeader('guest');
    const button = screen.getByRole('button', { name: '메뉴 열기' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: '모바일 메뉴' })).toBeNull();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('메뉴 닫기');
    const mobile = screen.getByRole('navigation', { name: '모바일 메뉴' });
    expect(linksOf(mobile)).toEqual(linksOf(mainNav()));
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.hidden).toBe(false);

    within(mobile).getByRole('link', { name: '로그인' }).focus();
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes on Escape from the menu button too, and traps Tab inside the open menu', async () => {
    const user = userEvent.setup();
    renderHeader('authorization');
    const button = screen.getByRole('button', { name: '메뉴 열기' });
    await user.click(button);
    const links = within(screen.getByRole('navigation', { name: '모바일 메뉴' })).getAllByRole('link');
    expect(document.activeElement).toBe(button);

    await user.tab();
    expect(document.activeElement).toBe(links[0]);
    links.at(-1)?.focus();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(links.at(-1));
    // Focus that got outside the menu (the logo) is brought back in.
    screen.getByRole('link', { name: '그로우랩 홈' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(button);

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when focus leaves the header', async () => {
    const user = userEvent.setup();
    renderHeader('guest');
    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    await user.click(screen.getByTestId('location'));
    expect(screen.queryByRole('navigation', { name: '모바일 메뉴' })).toBeNull();
  });

  it('closes on any navigation, back and forward included', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /service/settings': { body: [] } });
    renderWithProviders(
      <>
        <Header />
        <Location />
        <Back />
      </>,
      { route: '/order', session: fakeSession('guest') },
    );
    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    await user.click(
      within(screen.getByRole('navigation', { name: '모바일 메뉴' })).getByRole('link', { name: '로그인' }),
    );
    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    act(() => screen.getByTestId('back').click());
    expect(screen.getByTestId('location').textContent).toBe('/order');
    expect(screen.queryByRole('navigation', { name: '모바일 메뉴' })).toBeNull();
    expect(screen.getByRole('button', { name: '메뉴 열기' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu after following a link', async () => {
    const user = userEvent.setup();
    renderHeader('guest');
    await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
    await user.click(
      within(screen.getByRole('navigation', { name: '모바일 메뉴' })).getByRole('link', { name: '로그인' }),
    );
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(screen.queryByRole('navigation', { name: '모바일 메뉴' })).toBeNull();
  });
});

describe('logo', () => {
  it('links to /order for guests and members, otherwise to /', () => {
    expect(logoTarget('authorization')).toBe('/order');
    expect(logoTarget('guest')).toBe('/order');
    expect(logoTarget('unAuthorization')).toBe('/');
    expect(logoTarget('loading')).toBe('/');
  });

  it.each([
    ['authorization', '/order'],
    ['guest', '/order'],
    ['unAuthorization', '/'],
  ] as const)('renders the company name and the %s target', async (state, href) => {
    renderHeader(state);
    const logo = await screen.findByRole('link', { name: '그로우랩 홈' });
    expect(logo.getAttribute('href')).toBe(href);
    expect(logo.textContent).toBe('그로우랩');
  });
});
