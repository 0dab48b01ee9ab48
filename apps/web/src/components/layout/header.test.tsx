import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { SessionState } from '@smm/contract/enums';
import { Header } from './header.tsx';
import { logoTarget } from './logo.tsx';
import { fakeSession, renderWithProviders } from '../../test/render.tsx';
import { mockFetch } from '../../test/fetch-mock.ts';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
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
      ['계정 설정', '/account'],
      ['로그아웃', '/logout'],
      ['충전', '/point'],
    ]);
    expect(within(mainNav()).getByText('12,345.5원')).toBeTruthy();
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
    expect(within(mainNav()).queryByText('보유 포인트')).toBeNull();
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
