import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionState } from '@smm/contract/enums';
import { OrderPage } from './order-page.tsx';
import { ServiceBanner } from './service-banner.tsx';
import { sortNotices } from './notice-board.tsx';
import { fakeSession, renderWithProviders } from '../../../test/render.tsx';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes, SERVICES, SETTINGS } from '../../../test/catalog-fixtures.ts';

function renderOrderPage(state: SessionState, extraSettings: { key: string; value: string }[] = []) {
  mockFetch({
    ...publicRoutes([...SETTINGS, ...extraSettings]),
    'GET /service/notices': {
      body: [
        { id: 1, title: '', content: '일반 공지', isTop: false },
        { id: 2, title: '운영 안내', content: '중요 공지', isTop: true },
        { id: 3, title: '', content: '<b>굵게</b>\n둘째 줄 <img src=x onerror=alert(1)>', isTop: false },
      ],
    },
  });
  return renderWithProviders(<OrderPage />, { route: '/order', session: fakeSession(state) });
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

describe('order page', () => {
  it('cascades platform -> category -> service -> quantity through the form', async () => {
    const user = userEvent.setup();
    renderOrderPage('guest');
    const tiles = await screen.findByRole('group', { name: '플랫폼' });
    expect(
      within(tiles)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['인스타그램', '유튜브']);
    expect(within(tiles).getByRole('button', { name: '인스타그램' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(select('카테고리 선택').value).toBe('10');
    expect(select('서비스 선택').value).toBe('100');
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: '수량 입력' }).value).toBe('10');
    expect(screen.getByText('서비스 100 안내')).toBeTruthy();

    await user.click(within(tiles).getByRole('button', { name: '유튜브' }));
    expect(select('카테고리 선택').value).toBe('20');
    expect(select('서비스 선택').value).toBe('200');
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: '수량 입력' }).value).toBe('100');

    await user.click(within(tiles).getByRole('button', { name: '인스타그램' }));
    await user.selectOptions(select('서비스 선택'), '101');
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: '수량 입력' }).value).toBe('50');
    expect(screen.getByText('1개당 1.2원 · 최소 50개 · 최대 10,000개')).toBeTruthy();
  });

  it('lists every service with its unit price, minimum and maximum (spec section 9)', async () => {
    renderOrderPage('guest');
    await screen.findByRole('group', { name: '플랫폼' });
    expect([...select('서비스 선택').options].map((option) => option.text)).toEqual([
      '한국인 팔로워 (1개당 0.5원 · 최소 10개 · 최대 30,000개)',
      '외국인 팔로워 (1개당 1.2원 · 최소 50개 · 최대 10,000개)',
    ]);
  });

  it('quotes a price the won format would round per 1,000, in the picker, its hint and the price box (issue 34)', async () => {
    const user = userEvent.setup();
    mockFetch({
      ...publicRoutes(),
      'GET /service/services': {
        body: [
          { ...SERVICES[0]!, point: 0.026, text: '저가 팔로워' },
          { ...SERVICES[1]!, point: 1.17, text: '외국인 팔로워' },
        ],
      },
    });
    renderWithProviders(<OrderPage />, { route: '/order', session: fakeSession('guest') });
    await screen.findByRole('group', { name: '플랫폼' });
    expect([...select('서비스 선택').options].map((option) => option.text)).toEqual([
      '저가 팔로워 (1,000개당 26원 · 최소 10개 · 최대 30,000개)',
      '외국인 팔로워 (1,000개당 1,170원 · 최소 50개 · 최대 10,000개)',
    ]);
    const amount = screen.getByRole('spinbutton', { name: '수량 입력' });
    await user.clear(amount);
    await user.type(amount, '1500');
    const box = screen.getByRole('region', { name: '결제 금액' });
    expect(within(box).getByText('1,000개당 가격').nextSibling?.textContent).toBe('26원');
    // The total keeps the spec's won format: 1,500 x 0.026 = 39.
    expect(within(box).getByText('총 결제 금액').nextSibling?.textContent).toBe('39원');
    expect(screen.queryByText(/1개당 0원/)).toBeNull();
  });

  it('updates the price box from the quantity', async () => {
    const user = userEvent.setup();
    renderOrderPage('guest');
    const amount = await screen.findByRole('spinbutton', { name: '수량 입력' });
    await user.clear(amount);
    await user.type(amount, '1000');
    const box = screen.getByRole('region', { name: '결제 금액' });
    expect(within(box).getByText('0.5원')).toBeTruthy();
    expect(within(box).getByText('1,000개')).toBeTruthy();
    expect(within(box).getByText('500원')).toBeTruthy();
  });

  it('refuses a guest who presses the order button with the spec toast and an invitation to log in', async () => {
    const user = userEvent.setup();
    const spy = mockFetch({ ...publicRoutes(SETTINGS), 'GET /service/notices': { body: [] } });
    renderWithProviders(<OrderPage />, { route: '/order', session: fakeSession('guest') });
    await user.type(await screen.findByRole('textbox', { name: '링크 입력' }), 'https://x.com/a');
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    expect(screen.getByText('둘러보기 상태에서는 불가능 합니다')).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe('/register');
    expect(calledRoutes(spy).filter((route) => route.startsWith('POST'))).toEqual([]);
  });

  it('shows members the order button, closed while the service check is on', async () => {
    renderOrderPage('authorization', [{ key: 'ENABLE_SERVICE_CHECK', value: 'true' }]);
    const button = await screen.findByRole('button', { name: '주문 불가' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '링크 입력' }).disabled).toBe(true);
  });

  it('lists pinned notices first, highlighted with the SITE_NOTICE_BOLD_TEXT colour', async () => {
    renderOrderPage('guest', [{ key: 'SITE_NOTICE_BOLD_TEXT', value: '#e03131' }]);
    const board = await screen.findByRole('region', { name: '공지사항' });
    await within(board).findByText('중요 공지');
    const [first, second] = within(board).getAllByRole('listitem');
    expect(first?.querySelector('.notice__content')?.textContent).toBe('중요 공지');
    await vi.waitFor(() => expect(first?.style.color).toBe('rgb(224, 49, 49)'));
    expect(first?.querySelector('.notice__title')?.textContent).toBe('운영 안내');
    expect(second?.textContent).toBe('일반 공지');
    expect(second?.querySelector('.notice__title')).toBeNull();
    expect(second?.style.color).toBe('');
    expect(
      sortNotices([
        { id: 1, title: '', content: 'a', isTop: false },
        { id: 2, title: '', content: 'b', isTop: true },
      ]).map((n) => n.id),
    ).toEqual([2, 1]);
  });

  it('shows a notice as plain text with its line breaks, never as markup', async () => {
    renderOrderPage('guest');
    const board = await screen.findByRole('region', { name: '공지사항' });
    const content = await within(board).findByText(/굵게/);
    expect(content.textContent).toBe('<b>굵게</b>\n둘째 줄 <img src=x onerror=alert(1)>');
    expect(board.querySelector('b, img')).toBeNull();
  });
});

describe('service banner', () => {
  it('shows the Seoul time and ticks every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-02T03:04:05Z'));
    render(<ServiceBanner />);
    expect(screen.getByText('서비스 정상 운영중')).toBeTruthy();
    expect(screen.getByText('2026-01-02 12:04:05')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('2026-01-02 12:04:06')).toBeTruthy();
  });
});
