import { useId, useState } from 'react';
import {
  categoryCreateSchema,
  categoryPatchSchema,
  type AdminCategory,
  type AdminPlatform,
} from '@smm/contract/admin-catalogue';
import { ADMIN_CATALOGUE_MESSAGES as M } from '@smm/contract/admin-catalogue-messages';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { checkWith, type FormCheck } from '../../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../../lib/form/use-form.ts';
import { useSaveCatalogueItem, type CatalogueSave } from '../../api/save-catalogue-item.ts';
import { CatalogueDialog, FormDialogActions } from './catalogue-dialog.tsx';
import { CheckField, SelectField } from './catalogue-fields.tsx';

/** Adds a category under a platform, or edits one (moving it to another platform puts it last there). */
export function CategoryForm({
  category,
  platformId,
  platforms,
  onClose,
}: {
  category?: AdminCategory;
  /** The platform a new category goes under (the one selected on the page). */
  platformId?: number;
  platforms: readonly AdminPlatform[];
  onClose: () => void;
}) {
  const toast = useToast();
  const save = useSaveCatalogueItem();
  const { values, set } = useFormValues({
    platformId: String(category?.platformId ?? platformId ?? ''),
    text: category?.text ?? '',
  });
  const visibleId = useId();
  const [visible, setVisible] = useState(category?.visible ?? true);

  const form = useForm({
    errorId: 'category-form-error',
    check: (): FormCheck<CatalogueSave> => {
      const fields = {
        platformId: values.platformId === '' ? undefined : Number(values.platformId),
        text: values.text,
        visible,
      };
      if (category) {
        const edit = checkWith(categoryPatchSchema, fields);
        return edit.ok ? { ok: true, data: { kind: 'categories', id: category.id, body: edit.data } } : edit;
      }
      const create = checkWith(categoryCreateSchema, fields);
      return create.ok ? { ok: true, data: { kind: 'categories', body: create.data } } : create;
    },
    onValid: (request) =>
      save.mutate(request, {
        onSuccess: () => {
          toast.show(category ? M.saved : M.created, 'success');
          onClose();
        },
        onError: (error) => toast.show(apiErrorMessage(error, '카테고리를 저장하지 못했습니다.'), 'error'),
      }),
    busy: save.isPending,
  });

  return (
    <CatalogueDialog title={category ? '카테고리 편집' : '카테고리 추가'} onClose={onClose}>
      <form className="form" noValidate onSubmit={form.submit}>
        <SelectField
          id="category-platform"
          name="platformId"
          label="플랫폼"
          value={values.platformId}
          onChange={set('platformId')}
          errorId={form.errorFor('platformId')}
        >
          <option value="">선택하세요</option>
          {platforms.map((p) => (
            <option key={p.id} value={p.id}>
              {p.text}
              {p.visible ? '' : ' (숨김)'}
            </option>
          ))}
        </SelectField>
        <TextField
          id="category-text"
          name="text"
          label="카테고리 이름"
          autoComplete="off"
          maxLength={100}
          value={values.text}
          onChange={set('text')}
          errorId={form.errorFor('text')}
        />
        <CheckField
          id={visibleId}
          name="visible"
          label="스토어에 표시"
          checked={visible}
          onChange={setVisible}
        />
        <FormError id={form.errorId} message={form.issue?.message} />
        <FormDialogActions editing={Boolean(category)} pending={save.isPending} onCancel={onClose} />
      </form>
    </CatalogueDialog>
  );
}
