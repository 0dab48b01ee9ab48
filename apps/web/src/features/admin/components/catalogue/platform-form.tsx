import { useId, useState } from 'react';
import {
  HEX_COLOUR,
  PLATFORM_ICON_IDS,
  platformCreateSchema,
  platformPatchSchema,
  type AdminPlatform,
} from '@smm/contract/admin-catalogue';
import { ADMIN_CATALOGUE_MESSAGES as M } from '@smm/contract/admin-catalogue-messages';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { PlatformIcon, platformTileStyle } from '../../../../components/ui/platform-icon.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { checkWith, type FormCheck } from '../../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../../lib/form/use-form.ts';
import { useSaveCatalogueItem, type CatalogueSave } from '../../api/save-catalogue-item.ts';
import { CatalogueDialog, FormDialogActions } from './catalogue-dialog.tsx';
import { CheckField, SelectField } from './catalogue-fields.tsx';
import { iconLabel, NO_COLOUR_TILE } from './catalogue-format.ts';

const ICON_IDS = Array.from(
  { length: PLATFORM_ICON_IDS.max - PLATFORM_ICON_IDS.min + 1 },
  (_, i) => PLATFORM_ICON_IDS.min + i,
);

/** Adds a platform (its id is its icon, chosen once) or edits one's name, colour and visibility. */

export function PlatformForm({
  platform,
  takenIds,
  onClose,
}: {
  platform?: AdminPlatform;
  takenIds: readonly number[];
  onClose: () => void;
}) {
  const toast = useToast();
  const save = useSaveCatalogueItem();
  const firstFree = ICON_IDS.find((id) => !takenIds.includes(id));
  const { values, set } = useFormValues({
    id: String(platform?.id ?? firstFree ?? ''),
    text: platform?.text ?? '',
    background: platform?.background ?? '#5b5bd6',
  });
  const visibleId = useId();
  const [isVisible, setVisible] = useState(platform?.visible ?? true);

  const form = useForm({
    errorId: 'platform-form-error',
    check: (): FormCheck<CatalogueSave> => {
      const fields = { text: values.text, background: values.background, visible: isVisible };
      if (platform) {
        const edit = checkWith(platformPatchSchema, fields);
        return edit.ok ? { ok: true, data: { kind: 'platforms', id: platform.id, body: edit.data } } : edit;
      }
      const id = values.id === '' ? undefined : Number(values.id);
      const create = checkWith(platformCreateSchema, { ...fields, id });
      return create.ok ? { ok: true, data: { kind: 'platforms', body: create.data } } : create;
    },
    onValid: (request) =>
      save.mutate(request, {
        onSuccess: () => {
          toast.show(platform ? M.saved : M.created, 'success');
          onClose();
        },
        onError: (error) => toast.show(apiErrorMessage(error, '플랫폼을 저장하지 못했습니다.'), 'error'),
      }),
    busy: save.isPending,
  });

  const colourOk = HEX_COLOUR.test(values.background.trim());
  const previewId = Number(platform?.id ?? values.id);
  return (
    <CatalogueDialog title={platform ? '플랫폼 편집' : '플랫폼 추가'} onClose={onClose}>
      <form className="form" noValidate onSubmit={form.submit}>
        <SelectField
          id="platform-icon"
          name="id"
          label="아이콘 (플랫폼 번호)"
          value={values.id}
          onChange={set('id')}
          errorId={form.errorFor('id')}
          disabled={platform !== undefined}
        >
          {platform ? null : <option value="">선택하세요</option>}
          {ICON_IDS.map((id) => (
            <option key={id} value={id} disabled={!platform && takenIds.includes(id)}>
              {iconLabel(id)}
              {!platform && takenIds.includes(id) ? ' (사용 중)' : ''}
            </option>
          ))}
        </SelectField>
        {platform ? (
          <p className="field__hint catalogue-form__note">
            플랫폼 번호가 곧 아이콘이라 만든 뒤에는 바꿀 수 없습니다.
          </p>
        ) : null}
        <TextField
          id="platform-text"
          name="text"
          label="플랫폼 이름"
          autoComplete="off"
          maxLength={100}
          value={values.text}
          onChange={set('text')}
          errorId={form.errorFor('text')}
        />
        <div className="catalogue-colour">
          <TextField
            id="platform-background"
            name="background"
            label="배경색"
            autoComplete="off"
            placeholder="#rrggbb"
            hint="#과 16진수 6자리 (예: #E1306C)"
            value={values.background}
            onChange={set('background')}
            errorId={form.errorFor('background')}
          />
          <label className="catalogue-colour__picker">
            <span className="visually-hidden">배경색 고르기</span>
            <input
              type="color"
              value={colourOk ? values.background.trim().toLowerCase() : '#000000'}
              onChange={(event) => set('background')(event.target.value)}
            />
          </label>
        </div>
        <CheckField
          id={visibleId}
          name="visible"
          label="스토어에 표시"
          checked={isVisible}
          onChange={setVisible}
        />
        <div className="catalogue-preview" aria-hidden="true">
          <span
            className="catalogue-preview__tile"
            style={platformTileStyle(colourOk ? values.background.trim() : '', NO_COLOUR_TILE)}
          >
            {Number.isInteger(previewId) && previewId > 0 ? <PlatformIcon platformId={previewId} /> : null}
            <span>{values.text.trim() || '플랫폼 이름'}</span>
          </span>
        </div>
        <FormError id={form.errorId} message={form.issue?.message} />
        <FormDialogActions editing={Boolean(platform)} pending={save.isPending} onCancel={onClose} />
      </form>
    </CatalogueDialog>
  );
}
