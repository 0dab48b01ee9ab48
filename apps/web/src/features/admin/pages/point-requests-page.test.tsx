import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { AdminPointRequest } from '@smm/contract/point-api';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { fakeSession, MEMBER_PROFILE, renderWithProviders } from '../../../test/render.tsx';
import { PointRequestsPage } from './point-requests-page.tsx';

const PENDING: AdminPointRequest = {
  id: 5,
  memberId: 3,
  loginId: 'buyer',
  name: '김구매',
  point: 10000,
  payAmount: 10000,
  feeType: 2,
  feeValue: null,
  status: 0,
  createdAt: '2026-11-26T00:00:00.000Z',
  expiresAt: '2026-11-26T03:00:00.000Z',
  responseAt: null,
  decidedVia: null,
  decidedBy: null,
  reason: null,
  bonus: 0,
};

describe('/admin/point-requests', () => {
  // As in a browser, where the re-read list can unmount the card before the mutation settles.
  afterEach(() => notifyManager.setScheduler((callback) => setTimeout(callback, 0)));

  it('toasts the approval although the approved card leaves the list (issue 34)', async () => {
    notifyManager.setScheduler((callback) => act(callback));
    let approved = false;
    mockFetch({
      'GET /admin/point-requests': () => ({ body: approved ? [] : [PENDING] }),
      'GET /admin/bank-deposits': { body: [] },
      'GET /admin/dashboard': { status: 404 },
      'POST /admin/point-requests/5/approve': () => {
        approved = true;
        return { body: { ...PENDING, status: 1, decidedBy: 'owner', decidedVia: 'operator' } };
      },
    });
    renderWithProviders(<PointRequestsPage />, {
      route: '/admin/point-requests',
      session: fakeSession('authorization', { profile: { ...MEMBER_PROFILE, isAdmin: true } }),
    });
    await userEvent.click((await screen.findAllByRole('button', { name: /승인$/ }))[0]!);
    await userEvent.click(screen.getByRole('button', { name: '승인 확정' }));
    expect(await screen.findByText('충전을 승인했습니다.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '승인 확정' })).toBeNull());
  });
});
