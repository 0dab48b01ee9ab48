import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@smm/contract/messages';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { SITE_ROOT } from '../../../lib/paths.ts';
import { useGuestGuard } from '../../../lib/use-guest-guard.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/**
 * Account deletion with a two-step button (spec section 4): the first click arms it, the second
 * confirms. Success clears every cached answer and leaves the visitor browsing as a guest on /.
 */
export function DeleteAccountSection() {
  const [armed, setArmed] = useState(false);
  const remove = useDeleteAccount();
  const refuseGuest = useGuestGuard();
  const session = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();

  const onClick = () => {
    if (remove.isPending || refuseGuest()) return;
    if (!armed) {
      setArmed(true);
      return;
    }
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.show(MESSAGES.account.deleted, 'success');
        // Guest first: it drops the (now revoked) jwt and stops the profile query before the clear.
        session.enterGuest();
        queryClient.clear();
        void navigate(SITE_ROOT, { replace: true });
      },
      onError: () => {
        setArmed(false);
        toast.show(MESSAGES.account.deleteFailed, 'error');
      },
    });
  };

  return (
    <section className="card card--danger" aria-labelledby="account-delete-title">
      <h2 id="account-delete-title" className="card__title">
        회원탈퇴
      </h2>
      <p className="card__lead">
        탈퇴하면 계정 정보와 남은 포인트, 주문 내역을 더 이상 이용할 수 없으며 되돌릴 수 없습니다. 진행 중인
        주문과 남은 포인트를 먼저 확인해 주세요.
      </p>
      <p className="delete-confirm__note" role="status">
        {armed ? '정말 탈퇴하시려면 버튼을 한 번 더 눌러 주세요.' : ''}
      </p>
      <div className="delete-confirm__actions">
        <button
          type="button"
          className={armed ? 'button button--danger-solid' : 'button button--danger'}
          disabled={remove.isPending}
          onClick={onClick}
        >
          {remove.isPending ? '탈퇴 처리 중…' : armed ? '탈퇴 확인' : '회원탈퇴'}
        </button>
        {armed && !remove.isPending ? (
          <button type="button" className="button button--secondary" onClick={() => setArmed(false)}>
            취소
          </button>
        ) : null}
      </div>
    </section>
  );
}
