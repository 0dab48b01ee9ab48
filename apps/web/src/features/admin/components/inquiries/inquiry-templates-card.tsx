import { useState } from 'react';
import { ADMIN_INQUIRY_MESSAGES } from '@smm/contract/admin-inquiries-messages';
import { MESSAGES } from '@smm/contract/messages';
import { ErrorNotice } from '../../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../../components/ui/loading-state.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useDeleteInquiryTemplate } from '../../api/delete-inquiry-template.ts';
import { useInquiryTemplates } from '../../api/get-inquiry-templates.ts';
import { InquiryTemplateForm } from './inquiry-template-form.tsx';

/** 자주 쓰는 답변: the operators' canned answers, added, edited and deleted here. */
export function InquiryTemplatesCard() {
  const templates = useInquiryTemplates();
  const remove = useDeleteInquiryTemplate();
  const toast = useToast();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const current = typeof editing === 'number' ? templates.data?.find((t) => t.id === editing) : undefined;

  return (
    <section className="admin-inquiry-templates" aria-labelledby="inquiry-templates-title">
      <h2 id="inquiry-templates-title" className="admin-section-title">
        자주 쓰는 답변
      </h2>
      {templates.isPending ? (
        <LoadingState />
      ) : templates.error ? (
        <ErrorNotice error={templates.error} onRetry={() => void templates.refetch()} />
      ) : templates.data.length === 0 ? (
        <p>저장된 답변이 없습니다. 자주 보내는 답변을 저장해 두면 답변 화면에서 불러올 수 있습니다.</p>
      ) : (
        <ul className="admin-inquiry-templates__list">
          {templates.data.map((t) => (
            <li key={t.id}>
              <strong>{t.title}</strong>
              <p className="admin-inquiry-text">{t.body}</p>
              <div className="admin-actions__buttons">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => setEditing(t.id)}
                >
                  수정<span className="visually-hidden"> ({t.title})</span>
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(t.id, {
                      onSuccess: () => toast.show(ADMIN_INQUIRY_MESSAGES.templateDeleted, 'success'),
                      onError: (error) =>
                        toast.show(apiErrorMessage(error, MESSAGES.server.internal), 'error'),
                    })
                  }
                >
                  삭제<span className="visually-hidden"> ({t.title})</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing === null ? (
        <button type="button" className="button button--secondary" onClick={() => setEditing('new')}>
          답변 추가
        </button>
      ) : (
        <InquiryTemplateForm
          key={String(editing)}
          template={current ?? null}
          onDone={() => setEditing(null)}
        />
      )}
    </section>
  );
}
