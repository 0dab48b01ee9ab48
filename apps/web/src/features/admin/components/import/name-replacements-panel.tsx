import { useState } from 'react';
import { formatCount } from '@smm/contract/format';
import {
  MAX_REPLACEMENTS,
  replacementsFromText,
  replacementsToText,
  type NameReplacement,
} from './name-replacements.ts';

/**
 * The replace list in one text box ('Followers => 팔로워' a line). Applying it renames every
 * selected service whose name the operator has not typed, and the new categories' names.
 */
export function NameReplacementsPanel({
  list,
  onSave,
  sample,
}: {
  list: readonly NameReplacement[];
  onSave: (list: NameReplacement[]) => void;
  /** A provider name and what the list makes of it, to show the effect. */
  sample: { from: string; to: string } | null;
}) {
  const [text, setText] = useState(() => replacementsToText(list));
  const [saved, setSaved] = useState<number | null>(null);
  return (
    <details className="card import-rename">
      <summary className="import-rename__summary">
        한국어 이름 바꾸기 목록 ({formatCount(list.length)}개 단어)
      </summary>
      <p className="field__hint" id="import-rename-hint">
        한 줄에 하나씩 ‘공급처 단어 =&gt; 한국어’로 적습니다. 긴 단어부터 바꾸고 대소문자는 가리지 않습니다.
        목록은 이 브라우저에 저장되며 최대 {MAX_REPLACEMENTS}줄입니다.
      </p>
      <label className="field__label" htmlFor="import-rename-list">
        바꿀 단어 목록
      </label>
      <textarea
        id="import-rename-list"
        className="textarea import-rename__text"
        rows={8}
        spellCheck={false}
        aria-describedby="import-rename-hint"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setSaved(null);
        }}
      />
      <div className="import-rename__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            const next = replacementsFromText(text);
            onSave(next);
            setText(replacementsToText(next));
            setSaved(next.length);
          }}
        >
          목록 저장하고 이름에 적용
        </button>
        <span aria-live="polite" className="import-rename__saved">
          {saved === null ? '' : `${formatCount(saved)}개 단어를 저장했습니다.`}
        </span>
      </div>
      {sample ? (
        <p className="import-rename__sample">
          예: {sample.from} → <strong>{sample.to}</strong>
        </p>
      ) : null}
    </details>
  );
}
