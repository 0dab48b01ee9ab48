import { type AdminMemberDetail } from '@smm/contract/admin-members';
import { ADMIN_MEMBER_MESSAGES as M } from '@smm/contract/admin-members-messages';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useMemberAction, type MemberAction } from '../../api/post-member-action.ts';
import { TwoStepConfirm } from './two-step-confirm.tsx';

const DONE: Record<MemberAction, string> = {
  block: M.blocked,
  unblock: M.unblocked,
  'grant-admin': M.granted,
  'revoke-admin': M.revoked,
};

/** Block / unblock and operator rights, each confirmed in two steps. */
export function MemberActionsCard({ member }: { member: AdminMemberDetail }) {
  const toast = useToast();
  const action = useMemberAction(member.id);
  const run = (name: MemberAction) =>
    action.mutate(name, {
      onSuccess: () => toast.show(DONE[name], 'success'),
      onError: (error) => toast.show(apiErrorMessage(error, '처리하지 못했습니다.'), 'error'),
    });
  if (member.state === 'deleted')
    return (
      <div className="card">
        <h2 className="card__title">회원 상태</h2>
        <p className="empty-text">탈퇴한 회원은 변경할 수 없습니다.</p>
      </div>
    );
  return (
    <div className="card">
      <h2 className="card__title">회원 상태</h2>
      <div className="member-actions">
        {member.state === 'blocked' ? (
          <TwoStepConfirm
            label="차단 해제"
            question="차단을 해제하면 이 회원이 다시 로그인하고 API를 쓸 수 있습니다."
            confirmLabel="차단 해제 확인"
            pending={action.isPending}
            onConfirm={() => run('unblock')}
          />
        ) : (
          <TwoStepConfirm
            label="회원 차단"
            question="차단하면 이 회원의 로그인과 API 사용이 즉시 막힙니다. 데이터는 삭제되지 않습니다."
            confirmLabel="차단 확인"
            pending={action.isPending}
            danger
            onConfirm={() => run('block')}
          />
        )}
        {member.isAdmin ? (
          <TwoStepConfirm
            label="운영자 권한 회수"
            question="이 회원은 더 이상 관리자 화면을 쓸 수 없습니다."
            confirmLabel="권한 회수 확인"
            pending={action.isPending}
            danger
            onConfirm={() => run('revoke-admin')}
          />
        ) : (
          <TwoStepConfirm
            label="운영자 권한 부여"
            question="이 회원이 관리자 화면의 모든 작업을 할 수 있게 됩니다."
            confirmLabel="권한 부여 확인"
            pending={action.isPending}
            onConfirm={() => run('grant-admin')}
          />
        )}
      </div>
    </div>
  );
}
