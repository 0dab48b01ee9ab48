import { Link } from 'react-router';
import type { ImportTargets } from '@smm/contract/admin-import';
import { formatCount } from '@smm/contract/format';
import { NEW_CATEGORY, type CategoryTarget, type SelectedGroup } from './import-request.ts';

/**
 * Where each upstream category of the selection goes: one of our platforms, and an existing
 * category of it or a new one (created by the import, reused if it exists by then). Fields are
 * named `group.N.*` so the form's check can point at the one at fault.
 */
export function CategoryMapping({
  groups,
  targets,
  mapping,
  onChange,
  errorFor,
}: {
  groups: readonly SelectedGroup[];
  targets: ImportTargets;
  mapping: ReadonlyMap<string, CategoryTarget>;
  onChange: (category: string, target: CategoryTarget) => void;
  errorFor: (field: string) => string | null;
}) {
  if (targets.platforms.length === 0)
    return (
      <p className="card empty-text">
        플랫폼이 없습니다.{' '}
        <Link className="text-link" to="/admin/catalogue">
          상품 관리
        </Link>
        에서 플랫폼을 먼저 만들어 주세요.
      </p>
    );
  if (groups.length === 0)
    return (
      <p className="card empty-text">서비스를 선택하면 공급처 분류마다 들어갈 카테고리를 정할 수 있습니다.</p>
    );
  return (
    <ol className="import-mapping">
      {groups.map((group, index) => {
        const target = mapping.get(group.category);
        if (!target) return null;
        const set = (patch: Partial<CategoryTarget>) => onChange(group.category, { ...target, ...patch });
        const categories = targets.categories.filter((c) => String(c.platformId) === target.platformId);
        const field = (name: string) => `group.${index}.${name}`;
        return (
          <li key={group.category}>
            <fieldset className="card import-mapping__group">
              <legend className="import-mapping__legend">
                공급처 분류 ‘{group.category || '분류 없음'}’ {formatCount(group.ids.length)}개
              </legend>
              <div className="import-targets__grid">
                <div className="field">
                  <label className="field__label" htmlFor={`import-group-${index}-platform`}>
                    플랫폼
                  </label>
                  <select
                    id={`import-group-${index}-platform`}
                    name={field('platform')}
                    className="select"
                    value={target.platformId}
                    aria-invalid={errorFor(field('platform')) ? true : undefined}
                    aria-describedby={errorFor(field('platform')) ?? undefined}
                    onChange={(event) => set({ platformId: event.target.value, categoryId: NEW_CATEGORY })}
                  >
                    {targets.platforms.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.visible ? p.text : `${p.text} (숨김)`}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label className="field__label" htmlFor={`import-group-${index}-category`}>
                    카테고리
                  </label>
                  <select
                    id={`import-group-${index}-category`}
                    name={field('category')}
                    className="select"
                    value={target.categoryId}
                    aria-invalid={errorFor(field('category')) ? true : undefined}
                    aria-describedby={errorFor(field('category')) ?? undefined}
                    onChange={(event) => set({ categoryId: event.target.value })}
                  >
                    <option value={NEW_CATEGORY}>+ 새 카테고리 만들기</option>
                    {categories.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.visible ? c.text : `${c.text} (숨김)`}
                      </option>
                    ))}
                  </select>
                </div>
                {target.categoryId === NEW_CATEGORY ? (
                  <div className="field">
                    <label className="field__label" htmlFor={`import-group-${index}-name`}>
                      새 카테고리 이름
                    </label>
                    <input
                      id={`import-group-${index}-name`}
                      name={field('name')}
                      className="input"
                      autoComplete="off"
                      maxLength={50}
                      value={target.newName}
                      aria-invalid={errorFor(field('name')) ? true : undefined}
                      aria-describedby={errorFor(field('name')) ?? undefined}
                      onChange={(event) => set({ newName: event.target.value })}
                    />
                  </div>
                ) : null}
              </div>
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}
