import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminNotice, type AdminRegisterSource } from '@smm/contract/admin-content';
import { ADMIN_CONTENT_MESSAGES as M } from '@smm/contract/admin-content-messages';
import { AppRoutes } from '../../../app/router.tsx';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes } from '../../../test/catalog-fixtures.ts';
import { fakeSession, MEMBER_PROFILE, renderWithProviders } from '../../../test/render.tsx';

const notice = (id: number, over: Partial<AdminNotice> = {}): AdminNotice => ({
  id,
  title: '',
  content: `공지 ${id}`,
  isTop: false,
  visible: true,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  ...over,
});

function renderContent(route = '/admin/content') {
  let notices: AdminNotice[] = [
    notice(1, { isTop: true, title: '고정 공지' }),
    notice(2),
    notice(3, { visible: false, content: '<b>숨긴</b> 공지\n둘째 줄' }),
  ];
  const sources: AdminRegisterSource[] = [
    { id: 7, text: '네이버 검색', visible: true, memberCount: 3 },
    { id: 8, text: '전단지', visible: true, memberCount: 0 },
  ];
  const fetchSpy = mockFetch({
    ...publicRoutes(),
    'GET /admin/notices': () => ({ body: notices }),
    'POST /admin/notices': async (request) => {
      const body = (await request.json()) as AdminNotice;
      const created = notice(9, body);
      notices = [created, ...notices];
      return { status: 201, body: created };
    },
    'PUT /admin/notices/order': async (request) => {
      const { ids } = (await request.json()) as { ids: number[] };
      notices = ids.map((id) => notices.find((n) => n.id === id)!);
      return { body: notices };
    },
    'GET /admin/register-sources': { body: sources },
    'DELETE /admin/register-sources/7': { body: { outcome: 'hidden' } },
  });
  renderWithProviders(<AppRoutes />, {
    route,
    session: fakeSession('authorization', { profile: { ...MEMBER_PROFILE, isAdmin: true } }),
  });
  return fetchSpy;
}

const list = () => screen.getByRole('list', { name: '공지사항 목록' });
const items = () => within(list()).getAllByRole('listitem');

describe('/admin/content', { timeout: 30_000 }, () => {
  it('lists the notices in the storefront’s order, markup shown as text', async () => {
    renderContent();
    await screen.findByText('고정 공지', {}, { timeout: 15_000 });
    expect(screen.getByRole('tab', { name: '공지사항' }).getAttribute('aria-selected')).toBe('true');
    expect(items()).toHaveLength(3);
    const hidden = items()[2]!;
    expect(within(hidden).getByText('숨김')).toBeTruthy();
    expect(hidden.querySelector('.content-item__text')?.textContent).toBe('<b>숨긴</b> 공지\n둘째 줄');
    expect(hidden.querySelector('b')).toBeNull();
    // The pinned notice cannot move below the others, nor the first unpinned one above it.
    expect(screen.getByRole('button', { name: '‘고정 공지’ 아래로 옮기기' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: '‘공지 2’ 위로 옮기기' })).toHaveProperty('disabled', true);
  });

  it('writes a new notice with the contract’s checks', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderContent();
    await screen.findByText('고정 공지', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: '새 공지 쓰기' }));
    const form = screen.getByRole('form', { name: '새 공지' });
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: '제목 (선택)' }));
    await user.click(within(form).getByRole('button', { name: '공지 추가' }));
    expect(within(form).getByRole('alert').textContent).toBe(M.noticeContentRequired);
    expect(calledRoutes(fetchSpy)).not.toContain('POST /admin/notices');

    await user.type(within(form).getByRole('textbox', { name: '내용' }), '첫 줄{Enter}둘째 줄');
    await user.click(within(form).getByRole('checkbox', { name: '상단 고정 (중요 공지)' }));
    await user.click(within(form).getByRole('button', { name: '공지 추가' }));
    expect(await screen.findByText(M.created)).toBeTruthy();
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      title: '',
      content: '첫 줄\n둘째 줄',
      isTop: true,
      visible: true,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: '새 공지' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '새 공지 쓰기' }));
  });

  it('moves a notice down by button and up by Alt+↑, keeping the keyboard on it', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderContent();
    await screen.findByText('고정 공지', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: '‘공지 2’ 아래로 옮기기' }));
    await waitFor(() => expect(items()[2]?.textContent).toContain('공지 2'));
    const orders = () =>
      fetchSpy.mock.calls
        .filter(([, init]) => init?.method === 'PUT')
        .map(([, init]) => (JSON.parse(init?.body as string) as { ids: number[] }).ids);
    expect(orders()).toEqual([[1, 3, 2]]);
    // At the bottom its down button is disabled, so the keyboard stays on its up button.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '‘공지 2’ 위로 옮기기' })),
    );
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() =>
      expect(orders()).toEqual([
        [1, 3, 2],
        [1, 2, 3],
      ]),
    );
    await waitFor(() => expect(items()[1]?.textContent).toContain('공지 2'));
    expect(screen.getByText('‘공지 2’을(를) 2번째로 옮겼습니다.')).toBeTruthy();
  });

  it('switches tabs with the arrow keys and hides a source that members chose instead of deleting it', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderContent();
    await screen.findByText('고정 공지', {}, { timeout: 15_000 });
    screen.getByRole('tab', { name: '공지사항' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const tab = screen.getByRole('tab', { name: '가입경로' });
    expect(document.activeElement).toBe(tab);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    await screen.findByText('네이버 검색');
    expect(screen.getByText('회원 3명')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '‘네이버 검색’ 삭제' }));
    const confirm = screen.getByRole('group', { name: '‘네이버 검색’ 삭제' });
    expect(within(confirm).getByText(/회원이 3명 있어 삭제하지 않고 숨깁니다/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: '삭제 확인' }));
    expect(await screen.findByText(M.hiddenInstead)).toBeTruthy();
    expect(calledRoutes(fetchSpy)).toContain('DELETE /admin/register-sources/7');
  });
});
