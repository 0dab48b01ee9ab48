import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type OperatorRow } from '@smm/contract/admin-operators';
import { ADMIN_OPERATOR_MESSAGES as M } from '@smm/contract/admin-operators-messages';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock.ts';
import { fakeSession, MEMBER_PROFILE, renderWithProviders } from '../../../test/render.tsx';
import { OperatorsPage } from './operators-page.tsx';

const OPERATORS: OperatorRow[] = [
  { id: 1, loginId: 'owner', createdAt: '2026-11-26T00:00:00.000Z', self: true },
  { id: 7, loginId: 'helper', createdAt: '2026-11-26T01:00:00.000Z', self: false },
];

function renderPage(routes: Parameters<typeof mockFetch>[0] = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = (reply: { status?: number; body?: unknown }) => async (request: Request) => {
    const text = await request.text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
    return reply;
  };
  let loggedOut = false;
  const spy = mockFetch({
    'GET /admin/operators': { body: OPERATORS },
    'POST /admin/operators': record({ status: 201, body: { ...OPERATORS[1], id: 9, loginId: 'third' } }),
    'DELETE /admin/operators/7': record({ body: { ok: true } }),
    'POST /admin/operators/me/password': record({ body: { ok: true } }),
    ...routes,
  });
  const session = fakeSession('authorization', {
    profile: { ...MEMBER_PROFILE, isAdmin: true },
    logout: () => {
      loggedOut = true;
    },
  });
  renderWithProviders(<OperatorsPage />, { route: '/admin/operators', session });
  return { sent, spy, loggedOut: () => loggedOut };
}

describe('/admin/operators', () => {
  it('lists the operators and removes another one in two steps; never oneself', async () => {
    const { sent } = renderPage();
    const table = await screen.findByRole('region', { name: '운영자 목록' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('(나)')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    await userEvent.click(within(rows[2]!).getByRole('button', { name: 'helper 운영자에서 빼기' }));
    await userEvent.click(screen.getByRole('button', { name: '권한 회수 확인' }));
    expect(await screen.findByText(M.removed)).toBeTruthy();
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/admin/operators/7', body: null }]);
  });

  it('adds an operator after the contract checks', async () => {
    const { sent } = renderPage();
    await screen.findByRole('region', { name: '운영자 목록' });
    const form = screen.getByRole('form', { name: '운영자 추가' });
    await userEvent.type(within(form).getByLabelText('새 운영자 아이디'), 'third');
    await userEvent.type(within(form).getByLabelText('비밀번호'), 'third-pass-1');
    await userEvent.type(within(form).getByLabelText('비밀번호 재확인'), 'third-pass-2');
    await userEvent.click(within(form).getByRole('button', { name: '운영자 추가' }));
    expect(within(form).getByRole('alert').textContent).toBe('비밀번호 재확인이 다릅니다');
    expect(sent).toEqual([]);
    await userEvent.clear(within(form).getByLabelText('비밀번호 재확인'));
    await userEvent.type(within(form).getByLabelText('비밀번호 재확인'), 'third-pass-1');
    await userEvent.click(within(form).getByRole('button', { name: '운영자 추가' }));
    expect(await screen.findByText(M.added)).toBeTruthy();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/admin/operators', body: { id: 'third', password: 'third-pass-1' } },
    ]);
    expect(within(form).getByLabelText<HTMLInputElement>('새 운영자 아이디').value).toBe('');
  });

  it("changes the operator's own password and signs out to sign in again", async () => {
    const page = renderPage();
    await screen.findByRole('region', { name: '운영자 목록' });
    const form = screen.getByRole('form', { name: '내 비밀번호 변경' });
    await userEvent.type(within(form).getByLabelText('현재 비밀번호'), 'owner-pass-1');
    await userEvent.type(within(form).getByLabelText('새 비밀번호'), 'owner-pass-2');
    await userEvent.type(within(form).getByLabelText('새 비밀번호 재확인'), 'owner-pass-2');
    await userEvent.click(within(form).getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText(M.passwordChanged)).toBeTruthy();
    expect(page.sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/operators/me/password',
        body: { currentPassword: 'owner-pass-1', newPassword: 'owner-pass-2' },
      },
    ]);
    expect(page.loggedOut()).toBe(true);
    expect(calledRoutes(page.spy)).toContain('GET /admin/operators');
  });
});
