import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMemberDetail } from '@smm/contract/admin-members';
import { calledRoutes, mockFetch } from '../../../../test/fetch-mock.ts';
import { fakeSession, renderWithProviders } from '../../../../test/render.tsx';
import { MemberRecoveryCard } from './member-recovery-card.tsx';

const MEMBER: AdminMemberDetail = {
  id: 7,
  loginId: 'growlab',
  createdAt: '2024-03-01T01:02:03.000Z',
  balance: 0,
  totalSpent: 0,
  totalTopup: 0,
  orderCount: 0,
  loginType: 'general',
  state: 'active',
  isAdmin: false,
  email: 'growlab@example.com',
  phoneNumber: '01012345678',
  registerWhere: '기타',
  referralCode: null,
  referredBy: null,
  hasApiKey: true,
  blockedAt: null,
  deletedAt: null,
  ledger: [],
  orders: [],
  topups: [],
};
const { ledger: _l, orders: _o, topups: _t, email: _e, phoneNumber: _p, ...ROW } = MEMBER;
const row = { ...ROW };

function render(member: AdminMemberDetail) {
  const spy = mockFetch({
    'POST /admin/members/7/send-password-reset': { body: row },
    'POST /admin/members/7/reset-phone': { body: row },
  });
  renderWithProviders(<MemberRecoveryCard member={member} />, { session: fakeSession('authorization') });
  return spy;
}

describe('the operator recovery card', { timeout: 20_000 }, () => {
  it('mails a reset link after a confirmation, then says so', async () => {
    const spy = render(MEMBER);
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 재설정 메일 발송' }));
    expect(screen.getByText(/growlab@example.com로 30분 동안/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '메일 발송 확인' }));
    expect(await screen.findByText('비밀번호 재설정 메일을 보냈습니다.')).toBeTruthy();
    expect(calledRoutes(spy)).toContain('POST /admin/members/7/send-password-reset');
  });

  it('frees the phone number after a confirmation', async () => {
    const spy = render(MEMBER);
    await userEvent.click(screen.getByRole('button', { name: '휴대전화 번호 초기화' }));
    await userEvent.click(screen.getByRole('button', { name: '초기화 확인' }));
    expect(await screen.findByText('휴대전화 번호를 초기화했습니다.')).toBeTruthy();
    expect(calledRoutes(spy)).toContain('POST /admin/members/7/reset-phone');
  });

  it('offers no mail to a social member and no phone reset without a number', () => {
    render({ ...MEMBER, loginType: 'naver', phoneNumber: null });
    expect(screen.queryByRole('button', { name: '비밀번호 재설정 메일 발송' })).toBeNull();
    expect(screen.getByText('소셜 로그인 회원은 비밀번호가 없습니다.')).toBeTruthy();
    expect(screen.getByText('등록된 휴대전화 번호가 없습니다.')).toBeTruthy();
  });
});
