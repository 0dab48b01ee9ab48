import { useEffect, useRef } from 'react';
import { settingField, type SettingsPatch, type SettingsValues } from '@smm/contract/admin-settings';
import type { SettingKey } from '@smm/contract/settings-map';
import { StorefrontPreview } from './storefront-preview.tsx';

/** A value as the operator reads it: flags as 켜짐/꺼짐, a choice by its label, colours with a swatch. */
function ShownValue({ settingKey, value }: { settingKey: SettingKey; value: string }) {
  const field = settingField(settingKey);
  if (value === '') return <span className="settings-review__empty">(비어 있음)</span>;
  if (field.input === 'flag') return <>{value === 'true' ? '켜짐' : '꺼짐'}</>;
  if (field.input === 'choice') return <>{field.options?.find((o) => o.value === value)?.label ?? value}</>;
  if (field.input === 'color') {
    return (
      <span className="settings-review__color">
        <span className="settings-review__swatch" style={{ background: value }} aria-hidden="true" />
        {value}
      </span>
    );
  }
  return <>{value}</>;
}

/**
 * What saving will change, before it does: each changed setting now and after, and (on narrow
 * screens, where the side preview is far away) the storefront as it will look.
 */
export function SettingsReview({
  saved,
  patch,
  draft,
  pending,
  onSave,
  onBack,
}: {
  saved: SettingsValues;
  patch: SettingsPatch;
  draft: SettingsValues;
  pending: boolean;
  onSave: () => void;
  onBack: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const keys = Object.keys(patch) as SettingKey[];

  return (
    <section ref={ref} tabIndex={-1} className="card settings-review" aria-labelledby="settings-review-title">
      <h2 id="settings-review-title" className="card__title">
        저장 전 확인
      </h2>
      <p className="card__lead">설정 {keys.length}개가 바뀝니다. 미리보기는 저장한 뒤 스토어의 모습입니다.</p>
      <div className="table-wrap">
        <table className="table table--dense settings-review__table">
          <caption className="visually-hidden">바뀌는 설정</caption>
          <thead>
            <tr>
              <th scope="col">항목</th>
              <th scope="col">지금</th>
              <th scope="col">저장 후</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key}>
                <th scope="row">{settingField(key).label}</th>
                <td>
                  <ShownValue settingKey={key} value={saved[key]} />
                </td>
                <td>
                  <ShownValue settingKey={key} value={patch[key] ?? ''} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="settings-review__preview">
        <StorefrontPreview values={{ ...draft, ...patch }} />
      </div>
      <div className="settings-review__buttons">
        <button type="button" className="button button--primary" disabled={pending} onClick={onSave}>
          {pending ? '저장 중…' : '저장'}
        </button>
        <button type="button" className="button button--ghost" disabled={pending} onClick={onBack}>
          계속 고치기
        </button>
      </div>
    </section>
  );
}
