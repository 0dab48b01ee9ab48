import { ADMIN_CONTENT_MESSAGES as M } from '@smm/contract/admin-content-messages';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import type { FormCheck } from '../../../../lib/form/form-check.ts';
import { useForm } from '../../../../lib/form/use-form.ts';
import type { ContentKind, ContentTypes } from '../../api/content-kinds.ts';
import { useCreateContentItem } from '../../api/create-content-item.ts';
import { useUpdateContentItem } from '../../api/update-content-item.ts';

/**
 * The save half of every content editor: check with the contract, create (no `id`) or change the
 * item, toast and close; a refused save keeps the editor open with the server's message.
 */
export function useContentEditor<K extends ContentKind>(options: {
  kind: K;
  id?: number;
  errorId: string;
  check: () => FormCheck<ContentTypes[K]['create'] & ContentTypes[K]['patch']>;
  onDone: () => void;
}) {
  const { kind, id, errorId, check, onDone } = options;
  const toast = useToast();
  const create = useCreateContentItem(kind);
  const update = useUpdateContentItem(kind);
  const pending = create.isPending || update.isPending;
  const callbacks = {
    onSuccess: () => {
      toast.show(id === undefined ? M.created : M.saved, 'success');
      onDone();
    },
    onError: (error: unknown) => toast.show(apiErrorMessage(error, '저장하지 못했습니다.'), 'error'),
  };
  const form = useForm({
    errorId,
    check,
    busy: pending,
    onValid: (body) =>
      id === undefined ? create.mutate(body, callbacks) : update.mutate({ id, body }, callbacks),
  });
  return { form, pending };
}
