import { useState } from 'react';
import { INQUIRY_MESSAGES } from '@smm/contract/inquiries-messages';
import { MESSAGES } from '@smm/contract/messages';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useCloseInquiry } from '../api/close-inquiry.ts';

/** '문의 종료' in two steps, like the account deletion: the first press arms it. */
export function CloseInquiryButton({ id }: { id: number }) {
  const [armed, setArmed] = useState(false);
  const close = useCloseInquiry(id);
  const toast = useToast();
  const press = () => {
    if (close.isPending) return;
    if (!armed) {
      setArmed(true);
      return;
    }
    close.mutate(undefined, {
      onSuccess: () => toast.show(INQUIRY_MESSAGES.closedDone, 'success'),
      onError: (error) => toast.show(apiErrorMessage(error, MESSAGES.server.internal), 'error'),
    });
  };
  return (
    <div className="inquiry-close">
      {armed ? (
        <p className="field__hint">종료하면 이 문의에 더 남길 수 없습니다. 한 번 더 누르면 종료됩니다.</p>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={close.isPending}
        onClick={press}
      >
        {armed ? '종료 확인' : '문의 종료'}
      </button>
    </div>
  );
}
