import { useEffect, useState } from 'react';
import { SETTING_GROUPS, type SettingsPatch, type SettingsValues } from '@smm/contract/admin-settings';
import { ADMIN_SETTINGS_MESSAGES as M } from '@smm/contract/admin-settings-messages';
import type { SettingKey } from '@smm/contract/settings-map';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useForm } from '../../../../lib/form/use-form.ts';
import { useUpdateSettings } from '../../api/update-settings.ts';
import { SettingInput } from './setting-input.tsx';
import { changedKeys, checkSettings } from './settings-check.ts';
import { SettingsReview } from './settings-review.tsx';
import { matchingFields } from './settings-search.ts';
import { StorefrontPreview } from './storefront-preview.tsx';

/** Leaving the page with unsaved changes asks first (a reload or a closed tab). */
function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * Every setting in its group (a search narrows them, issue 34), checked like the server checks it as the operator types (after the
 * first try), a live preview of the storefront beside it, and a review of the changes before saving.
 */
export function SettingsForm({ saved }: { saved: SettingsValues }) {
  const toast = useToast();
  const update = useUpdateSettings();
  const [draft, setDraft] = useState(saved);
  const [review, setReview] = useState<SettingsPatch | null>(null);
  const [query, setQuery] = useState('');
  const changed = changedKeys(saved, draft);
  useLeaveWarning(changed.length > 0);

  const form = useForm({
    errorId: 'settings-error',
    check: () => checkSettings(saved, draft),
    onValid: setReview,
    busy: update.isPending,
    toast: true,
    live: true,
  });
  // The search narrows what is shown; a field with a message always shows, so none hides its fault.
  const groups = SETTING_GROUPS.flatMap((group) => {
    const fields = group.fields.filter(
      (field) => matchingFields(group, query).includes(field) || form.fieldMessages[field.key],
    );
    return fields.length > 0 ? [{ group, fields }] : [];
  });
  const set = (key: SettingKey) => (value: string) => {
    setReview(null);
    setDraft((current) => ({ ...current, [key]: value }));
  };

  // Not `mutate(patch, {onSuccess})`: the saved answer re-keys this form (SettingsPage), and a
  // per-call callback of an unmounted form never runs, so the toast would be lost.
  const save = async (patch: SettingsPatch) => {
    try {
      await update.mutateAsync(patch);
    } catch (error) {
      setReview(null);
      toast.show(apiErrorMessage(error, '설정을 저장하지 못했습니다.'), 'error');
      return;
    }
    toast.show(M.saved, 'success');
  };

  return (
    <form className="settings-layout" noValidate onSubmit={form.submit} aria-label="스토어 설정">
      <div className="settings-search" role="search">
        <label className="field__label" htmlFor="settings-search">
          설정 검색
        </label>
        <input
          id="settings-search"
          className="input"
          type="search"
          value={query}
          placeholder="예: 계좌, 카카오, 색상"
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <nav className="settings-jump" aria-label="설정 묶음">
        {groups.map(({ group }) => (
          <a key={group.id} href={`#settings-${group.id}`} className="settings-jump__link">
            {group.title}
          </a>
        ))}
      </nav>
      <div className="settings-groups">
        {groups.length === 0 ? (
          <p className="settings-search__empty">‘{query.trim()}’에 맞는 설정이 없습니다.</p>
        ) : null}
        {groups.map(({ group, fields }) => (
          <fieldset key={group.id} id={`settings-${group.id}`} className="card settings-group">
            <legend className="settings-group__title">{group.title}</legend>
            <p className="settings-group__description">{group.description}</p>
            {fields.map((field) => (
              <SettingInput
                key={field.key}
                field={field}
                value={draft[field.key]}
                onChange={set(field.key)}
                message={form.fieldMessages[field.key]}
              />
            ))}
            {group.id === 'look' && fields.length === group.fields.length ? (
              <div className="settings-group__preview">
                <StorefrontPreview values={draft} compact />
              </div>
            ) : null}
          </fieldset>
        ))}
      </div>
      <aside className="settings-aside" aria-label="미리보기">
        <p className="settings-aside__title">미리보기</p>
        <StorefrontPreview values={draft} />
      </aside>
      {review ? (
        <SettingsReview
          saved={saved}
          patch={review}
          draft={draft}
          pending={update.isPending}
          onSave={() => void save(review)}
          onBack={() => setReview(null)}
        />
      ) : null}
      <div className="settings-savebar" data-bottom-bar>
        <p className="settings-savebar__count" aria-live="polite">
          {changed.length > 0 ? `바뀐 설정 ${changed.length}개` : '바뀐 설정이 없습니다.'}
        </p>
        <FormError id={form.errorId} message={form.issue?.message} />
        <div className="settings-savebar__buttons">
          <button
            type="button"
            className="button button--ghost"
            disabled={changed.length === 0 || update.isPending}
            onClick={() => {
              setReview(null);
              setDraft(saved);
            }}
          >
            되돌리기
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={changed.length === 0 || update.isPending}
          >
            변경 내용 확인
          </button>
        </div>
      </div>
    </form>
  );
}
