import type { ReactNode } from 'react';
import { LOGIN_TYPE_LABELS, type AdminMemberDetail } from '@smm/contract/admin-members';
import { formatDateTime } from '@smm/contract/format';
import { Link } from 'react-router';
import { MemberStateBadge } from './member-state-badge.tsx';
import { won } from './won.ts';

/** Profile, figures, referral and api key status (only whether a key exists, never the key). */
export function MemberProfileCard({ member }: { member: AdminMemberDetail }) {
  const rows: [string, ReactNode][] = [
    ['회원번호', member.id],
    ['아이디', member.loginId ?? '-'],
    ['상태', <MemberStateBadge key="state" state={member.state} />],
    ['권한', member.isAdmin ? '운영자' : '회원'],
    ['가입 유형', LOGIN_TYPE_LABELS[member.loginType]],
    ['가입일', formatDateTime(member.createdAt)],
    ['이메일', member.email ?? '-'],
    ['휴대전화', member.phoneNumber ?? '-'],
    ['가입 경로', member.registerWhere ?? '-'],
    ['잔액', won(member.balance)],
    ['총 사용', won(member.totalSpent)],
    ['총 충전', won(member.totalTopup)],
    ['주문', `${member.orderCount.toLocaleString('ko-KR')}건`],
    ['추천인 코드', member.referralCode ?? '없음'],
    [
      '추천한 회원',
      member.referredBy ? (
        <Link key="ref" className="text-link" to={`/admin/members/${member.referredBy.id}`}>
          {member.referredBy.loginId ?? `#${member.referredBy.id}`}
        </Link>
      ) : (
        '없음'
      ),
    ],
    ['API 키', member.hasApiKey ? '발급됨' : '발급 안 됨'],
  ];
  if (member.blockedAt) rows.push(['차단 일시', formatDateTime(member.blockedAt)]);
  if (member.deletedAt) rows.push(['탈퇴 일시', formatDateTime(member.deletedAt)]);
  return (
    <div className="card">
      <h2 className="card__title">회원 정보</h2>
      <dl className="info-list">
        {rows.map(([term, value]) => (
          <div className="info-list__row" key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
