import { useState } from 'react';
import type { ImportCandidate } from '@smm/contract/admin-import';
import { formatCount } from '@smm/contract/format';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { type PricePreview } from './price-preview.ts';
import { formatUnitPoint } from '../../../../lib/format-unit-point.ts';

/** Rows drawn at first and per '더 보기': a panel may list thousands of services. */
const ROWS_PER_STEP = 100;

const COLUMNS = [
  '선택',
  '공급처 서비스',
  '공급처 단가 (1,000개)',
  '수량',
  '판매 이름',
  '판매가 (1개)',
  '판매가 (1,000개)',
] as const;

function quantity(c: ImportCandidate): string {
  if (c.min === null && c.max === null) return '-';
  return `${c.min === null ? '-' : formatCount(c.min)} ~ ${c.max === null ? '-' : formatCount(c.max)}`;
}

function flags(c: ImportCandidate): string {
  return [c.refill ? '리필 가능' : '리필 불가', c.cancel ? '취소 가능' : '취소 불가'].join(' · ');
}

/**
 * The provider's services (already filtered by the page) with a checkbox each, the Korean name the
 * members will see for the selected ones, and our resulting price. Imported services and those
 * whose rate cannot be read are shown but cannot be picked.
 */
export function UpstreamServiceTable({
  rows,
  selected,
  itemIndex,
  preview,
  onToggle,
  onName,
  errorFor,
}: {
  rows: readonly ImportCandidate[];
  /** Selected provider service id -> the name typed for it. */
  selected: ReadonlyMap<string, string>;
  /** Position of each selected service in the request (the contract's `items.N.name`). */
  itemIndex: ReadonlyMap<string, number>;
  preview: (rate: string) => PricePreview | null;
  onToggle: (candidate: ImportCandidate, checked: boolean) => void;
  onName: (providerServiceId: string, name: string) => void;
  errorFor: (field: string) => string | null;
}) {
  const [shown, setShown] = useState(ROWS_PER_STEP);
  const visible = rows.slice(0, shown);
  return (
    <>
      <DataTable
        caption="공급처 서비스 목록"
        columns={COLUMNS}
        emptyText="조건에 맞는 서비스가 없습니다."
        stacked
        dense
      >
        {visible.map((c) => {
          const isSelected = selected.has(c.providerServiceId);
          const blocked = c.importedServiceId !== null || !c.rateReadable;
          const price = c.rateReadable ? preview(c.rate) : null;
          const index = itemIndex.get(c.providerServiceId);
          const nameField = `items.${index ?? 0}.name`;
          return (
            <tr
              key={c.providerServiceId}
              className={isSelected ? 'import-row import-row--selected' : 'import-row'}
            >
              <td data-label="선택">
                <input
                  type="checkbox"
                  className="import-row__check"
                  checked={isSelected}
                  disabled={blocked}
                  aria-label={`${c.name} (#${c.providerServiceId}) 선택`}
                  onChange={(event) => onToggle(c, event.target.checked)}
                />
              </td>
              <td data-label="공급처 서비스" className="import-row__service">
                <span className="import-row__name">
                  #{c.providerServiceId} {c.name}
                </span>
                <span className="import-row__meta">
                  {c.category || '분류 없음'} · {c.type} · {flags(c)}
                </span>
              </td>
              <td data-label="공급처 단가 (1,000개)" className="table__number">
                {c.rateReadable ? (
                  formatUnitPoint(Number(c.rate))
                ) : (
                  <span className="import-row__warn">읽을 수 없는 단가 ({c.rate})</span>
                )}
              </td>
              <td data-label="수량" className="table__nowrap">
                {quantity(c)}
              </td>
              <td data-label="판매 이름">
                {c.importedServiceId !== null ? (
                  <span className="admin-tag">가져옴 #{c.importedServiceId}</span>
                ) : isSelected ? (
                  <input
                    className="input import-row__name-input"
                    name={nameField}
                    value={selected.get(c.providerServiceId) ?? ''}
                    maxLength={100}
                    aria-label={`${c.name} (#${c.providerServiceId}) 판매 이름`}
                    aria-invalid={errorFor(nameField) ? true : undefined}
                    aria-describedby={errorFor(nameField) ?? undefined}
                    onChange={(event) => onName(c.providerServiceId, event.target.value)}
                  />
                ) : (
                  <span className="import-row__muted">선택하면 이름을 고칠 수 있습니다</span>
                )}
              </td>
              <td data-label="판매가 (1개)" className="table__number">
                {price ? formatUnitPoint(price.unit) : '-'}
              </td>
              <td data-label="판매가 (1,000개)" className="table__number">
                {price ? formatUnitPoint(price.perThousand) : '-'}
              </td>
            </tr>
          );
        })}
      </DataTable>
      {rows.length > shown ? (
        <div className="admin-load-more">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setShown((n) => n + ROWS_PER_STEP)}
          >
            더 보기 ({formatCount(rows.length - shown)}개 남음)
          </button>
        </div>
      ) : null}
    </>
  );
}
