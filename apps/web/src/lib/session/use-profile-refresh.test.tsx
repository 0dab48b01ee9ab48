import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { calledRoutes, mockFetch } from '../../test/fetch-mock.ts';
import { MEMBER_PROFILE, renderWithProviders } from '../../test/render.tsx';
import { tokenStorage } from '../token-storage.ts';
import { useProfileRefreshOnPageOpen } from './use-profile-refresh.ts';
import { useSession } from './use-session.ts';

function Shell() {
  useProfileRefreshOnPageOpen();
  const { profile } = useSession();
  return (
    <>
      <output>{profile ? `잔액 ${profile.point}` : '읽는 중'}</output>
      <Link to="/point">충전</Link>
      <Link to="/order-history">주문내역</Link>
    </>
  );
}

describe('useProfileRefreshOnPageOpen', () => {
  it('reads the balance again when another page opens, not on the first one (issue 34)', async () => {
    tokenStorage.set('member-token');
    let point = 100;
    const spy = mockFetch({ 'GET /auth/profile': () => ({ body: { ...MEMBER_PROFILE, point } }) });
    renderWithProviders(
      <Routes>
        <Route path="*" element={<Shell />} />
      </Routes>,
      { route: '/order' },
    );
    expect(await screen.findByText('잔액 100')).toBeTruthy();
    const profileReads = () => calledRoutes(spy).filter((r) => r === 'GET /auth/profile').length;
    expect(profileReads()).toBe(1);

    point = 10100; // an operator approved a top-up meanwhile
    await userEvent.click(screen.getByRole('link', { name: '충전' }));
    expect(await screen.findByText('잔액 10100')).toBeTruthy();
    expect(profileReads()).toBe(2);
    await userEvent.click(screen.getByRole('link', { name: '충전' }));
    await userEvent.click(screen.getByRole('link', { name: '주문내역' }));
    await waitFor(() => expect(profileReads()).toBe(3));
    tokenStorage.clear();
  });
});
