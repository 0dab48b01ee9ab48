import { useId, useState } from 'react';
import { MESSAGES } from '@smm/contract/messages';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useDecidePointRequest } from '../api/decide-point-request.ts';

type Step = 'idle' | 'approve' | 'reject';

/**
 * Approve or reject one pending request, each in two steps: the first press asks, the second
 * (named for what it does) decides. A rejection may carry a reason the member is not shown.
 */
export function DecisionButtons({ id, label }: { id: number; label: string }) {
  const [step, setStep] = useState<Step>('idle');
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const decide = useDecidePointRequest();
  const toast = useToast();

  // Awaited rather than `mutate`'s callbacks: the decided card leaves the list when it is re-read,
  // and a callback of an unmounted component never runs, so the toast never showed (issue 34).
  const run = async (decision: Parameters<typeof decide.mutate>[0], done: string) => {
    try {
      await decide.mutateAsync(decision);
      toast.show(done, 'success');
    } catch (error) {
      toast.show(apiErrorMessage(error, MESSAGES.server.internal), 'error');
    } finally {
      setStep('idle');
    }
  };

  if (step === 'approve') {
    return (
      <div className="decision" role="group" aria-label={`${label} 승인 확인`}>
        <span className="decision__ask">입금을 확인하고 승인할까요?</span>
        <button
          type="button"
          className="button button--primary button--small"
          disabled={decide.isPending}
          onClick={() => void run({ id, action: 'approve' }, '충전을 승인했습니다.')}
        >
          승인 확정
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => setStep('idle')}>
          취소
        </button>
      </div>
    );
  }
  if (step === 'reject') {
    return (
      <div className="decision" role="group" aria-label={`${label} 거절 확인`}>
        <label className="decision__reason" htmlFor={reasonId}>
          거절 사유
        </label>
        <input
          id={reasonId}
          className="decision__input"
          value={reason}
          maxLength={200}
          placeholder="예: 입금 확인 불가"
          onChange={(event) => setReason(event.target.value)}
        />
        <button
          type="button"
          className="button button--danger button--small"
          disabled={decide.isPending}
          onClick={() =>
            void run({ id, action: 'reject', reason: reason.trim() }, '충전 요청을 거절했습니다.')
          }
        >
          거절 확정
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => setStep('idle')}>
          취소
        </button>
      </div>
    );
  }
  return (
    <div className="decision">
      <button
        type="button"
        className="button button--primary button--small"
        aria-label={`${label} 승인`}
        onClick={() => setStep('approve')}
      >
        승인
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={`${label} 거절`}
        onClick={() => setStep('reject')}
      >
        거절
      </button>
    </div>
  );
}
