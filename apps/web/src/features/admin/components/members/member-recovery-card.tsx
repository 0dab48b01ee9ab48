import type { AdminMemberDetail } from '@smm/contract/admin-members';
import { RECOVERY_MESSAGES as R } from '@smm/contract/account-recovery-messages';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useMemberAction, type MemberRecoveryAction } from '../../api/post-member-action.ts';
import { TwoStepConfirm } from './two-step-confirm.tsx';

const DONE: Record<MemberRecoveryAction, string> = {
  'send-password-reset': R.resetMailQueued,
  'reset-phone': R.phoneCleared,
};

/**
 * Account recovery for a member who asks the operator: a reset link mailed to the member's own
 * address (the operator never sees or sets a password), and freeing a number that changed hands.
 */
export function MemberRecoveryCard({ member }: { member: AdminMemberDetail }) {
  const toast = useToast();
  const action = useMemberAction(member.id);
  if (member.state === 'deleted') return null;
  const run = (name: MemberRecoveryAction) =>
    action.mutate(name, {
      onSuccess: () => toast.show(DONE[name], 'success'),
      onError: (error) => toast.show(apiErrorMessage(error, '처리하지 못했습니다.'), 'error'),
    });
  const canMail = member.loginType === 'general' && member.email !== null;
  return (
    <div className="card">
      <h2 className="card__title">계정 복구</h2>
      <div className="member-actions">
        {canMail ? (
          <TwoStepConfirm
            label="비밀번호 재설정 메일 발송"
            question={`${member.email ?? ''}로 30분 동안 쓸 수 있는 재설정 링크를 보냅니다. 이전 링크는 더 이상 쓸 수 없습니다.`}
            confirmLabel="메일 발송 확인"
            pending={action.isPending}
            onConfirm={() => run('send-password-reset')}
          />
        ) : (
          <p className="empty-text">{member.loginType === 'general' ? R.noEmail : R.noPassword}</p>
        )}
        {member.phoneNumber ? (
          <TwoStepConfirm
            label="휴대전화 번호 초기화"
            question="이 회원의 휴대전화 번호를 지웁니다. 번호는 다른 가입에 쓸 수 있게 되며, 이 회원은 휴대전화로 계정을 찾을 수 없게 됩니다."
            confirmLabel="초기화 확인"
            pending={action.isPending}
            danger
            onConfirm={() => run('reset-phone')}
          />
        ) : (
          <p className="empty-text">{R.noPhone}</p>
        )}
      </div>
    </div>
  );
}
