import type { ImportTargets } from '@smm/contract/admin-import';
import { PLATFORM_ICON_IDS } from '@smm/contract/admin-catalogue';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { iconLabel, iconName } from '../catalogue/catalogue-format.ts';

/** The category choice: an existing category's id, 'new' (create one), or '' (not chosen yet). */
export const NEW_CATEGORY = 'new';

export type ImportTargetValues = {
  platformId: string;
  /** The name of a platform the import creates (the chosen icon has none yet). */
  newPlatformName: string;
  categoryId: string;
  newCategoryName: string;
  markupPercent: string;
  minUnitPrice: string;
};

const ICON_IDS = Array.from(
  { length: PLATFORM_ICON_IDS.max - PLATFORM_ICON_IDS.min + 1 },
  (_, i) => PLATFORM_ICON_IDS.min + i,
);

/** Whether the chosen platform is one the import creates (no platform on that icon yet). */
export function isNewPlatform(targets: ImportTargets, platformId: string): boolean {
  return !targets.platforms.some((p) => String(p.id) === platformId);
}

/** First values: the first platform, or (a store with none) a new one on the first icon. */
export function initialTargetValues(targets: ImportTargets): ImportTargetValues {
  const first = targets.platforms[0];
  return {
    platformId: String(first?.id ?? PLATFORM_ICON_IDS.min),
    newPlatformName: first ? '' : iconName(PLATFORM_ICON_IDS.min),
    categoryId: first ? '' : NEW_CATEGORY,
    newCategoryName: '',
    markupPercent: '',
    minUnitPrice: '',
  };
}

/**
 * Where the imported services go (our platform and category, or a category, and its platform, made
 * on the spot) and
 * how they are priced (markup and an optional minimum unit price). Controlled by the page.
 */
export function ImportTargetFields({
  targets,
  values,
  set,
  errorFor,
}: {
  targets: ImportTargets;
  values: ImportTargetValues;
  set: (key: keyof ImportTargetValues) => (value: string) => void;
  errorFor: (field: string) => string | null;
}) {
  const platformId = Number(values.platformId);
  const categories = targets.categories.filter((c) => c.platformId === platformId);
  const newPlatform = isNewPlatform(targets, values.platformId);
  const freeIcons = ICON_IDS.filter((id) => !targets.platforms.some((p) => p.id === id));
  const categoryError = errorFor('categoryId');
  return (
    <fieldset className="card import-targets">
      <legend className="import-targets__legend">가져올 위치와 가격</legend>
      <div className="import-targets__grid">
        <div className="field">
          <label className="field__label" htmlFor="import-platform">
            플랫폼
          </label>
          <select
            id="import-platform"
            name="newCategory.platformId"
            className="select"
            value={values.platformId}
            aria-invalid={errorFor('newCategory.platformId') ? true : undefined}
            aria-describedby={errorFor('newCategory.platformId') ?? undefined}
            onChange={(event) => {
              const chosen = event.target.value;
              const created = isNewPlatform(targets, chosen);
              set('platformId')(chosen);
              set('newPlatformName')(created ? iconName(Number(chosen)) : '');
              // A platform made now has no categories yet: its services go to a new one.
              set('categoryId')(created ? NEW_CATEGORY : '');
            }}
          >
            {targets.platforms.map((p) => (
              <option key={p.id} value={p.id}>
                {p.visible ? p.text : `${p.text} (숨김)`}
              </option>
            ))}
            {freeIcons.length > 0 ? (
              <optgroup label="새 플랫폼 만들기">
                {freeIcons.map((id) => (
                  <option key={id} value={id}>
                    + {iconLabel(id)}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        </div>
        {newPlatform ? (
          <TextField
            id="import-new-platform"
            name="newCategory.platformName"
            label="새 플랫폼 이름"
            autoComplete="off"
            maxLength={100}
            hint="가져오기와 함께 이 이름의 플랫폼이 만들어집니다."
            value={values.newPlatformName}
            onChange={set('newPlatformName')}
            errorId={errorFor('newCategory.platformName')}
          />
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor="import-category">
            카테고리
          </label>
          <select
            id="import-category"
            name="categoryId"
            className="select"
            value={values.categoryId}
            aria-invalid={categoryError ? true : undefined}
            aria-describedby={categoryError ?? undefined}
            onChange={(event) => set('categoryId')(event.target.value)}
          >
            {newPlatform ? null : <option value="">카테고리 선택</option>}
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.visible ? c.text : `${c.text} (숨김)`}
              </option>
            ))}
            <option value={NEW_CATEGORY}>+ 새 카테고리 만들기</option>
          </select>
        </div>
        {values.categoryId === NEW_CATEGORY ? (
          <TextField
            id="import-new-category"
            name="newCategory.name"
            label="새 카테고리 이름"
            autoComplete="off"
            maxLength={50}
            value={values.newCategoryName}
            onChange={set('newCategoryName')}
            errorId={errorFor('newCategory.name')}
          />
        ) : null}
        <TextField
          id="import-markup"
          name="markupPercent"
          label="마진율 (%)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="예: 30"
          hint="공급처 단가에 붙일 비율입니다. 판매가는 1포인트의 1/1000 단위로 올림합니다."
          value={values.markupPercent}
          onChange={set('markupPercent')}
          errorId={errorFor('markupPercent')}
        />
        <TextField
          id="import-min-price"
          name="minUnitPrice"
          label={
            <>
              최소 단가 (1개당 포인트) <span className="field__optional">(선택)</span>
            </>
          }
          inputMode="decimal"
          autoComplete="off"
          placeholder="예: 0.5"
          hint="계산한 판매가가 이보다 낮으면 이 값으로 팝니다."
          value={values.minUnitPrice}
          onChange={set('minUnitPrice')}
          errorId={errorFor('minUnitPrice')}
        />
      </div>
    </fieldset>
  );
}
