import { useState } from 'react';
import type { ProviderCatalogService } from '@smm/contract/admin-import';
import { formatCount } from '@smm/contract/format';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { formatUnitPoint } from '../../../../lib/format-unit-point.ts';
import { formatProviderRate } from '../money/provider-money.ts';
import { formatSignedPoints } from '../money/signed-point.ts';
import type { PricePreview } from './price-preview.ts';

/** Rows drawn at first and per '더 보기': a catalogue has thousands; a phone must not draw them all. */
export const ROWS_PER_STEP = 50;

const COLUMNS = [
  '선택',
  '공급처 서비스',
  '공급처 단가',
  '원가 (1,000개)',
  '판매가 (1,000개)',
  '마진 (1,000개)',
  '수량',
  '판매 이름',
] as const;

function quantity(c: ProviderCatalogService): string {
  if (c.min === null && c.max === null) return '-';
  return `${c.min === null ? '-' : formatCount(c.min)} ~ ${c.max === null ? '-' : formatCount(c.max)}`;
}

function flags(c: ProviderCatalogService): string {
  return [
    c.dripfeed ? '드립피드' : null,
    c.refill ? '리필 가능' : '리필 불가',
    c.cancel ? '취소 가능' : '취소 불가',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** What we keep per 1000 units and its share of our price: '+374원 (23.1%)'. */
function marginText(price: number, cost: number): string {
  const margin = price - cost;
  const share = price === 0 ? '' : ` (${Math.round((margin * 1000) / price) / 10}%)`;
  return `${margin > 0 ? '+' : ''}${formatSignedPoints(margin)}${share}`;
}

export interface CatalogRowsProps {
  rows: readonly ProviderCatalogService[];
  currency: string;
  /** Selected provider service id -> the name typed for it (null: the renamed provider name). */
  selected: ReadonlyMap<string, string | null>;
  /** Position of each selected service in the request (the contract's `items.N.name`). */
  itemIndex: ReadonlyMap<string, number>;
  nameOf: (service: ProviderCatalogService) => string;
  /** Won cost per 1000 (null without an exchange rate) and our price with the typed markup. */
  costOf: (service: ProviderCatalogService) => number | null;
  preview: (service: ProviderCatalogService) => PricePreview | null;
  onToggle: (service: ProviderCatalogService, checked: boolean) => void;
  onName: (providerServiceId: string, name: string) => void;
  errorFor: (field: string) => string | null;
}

/**
 * The matching upstream services, a page at a time: rate in the provider's currency beside our won
 * cost, price and margin per 1000, and the Korean name of each selected one. Imported services and
 * unreadable rates are shown but cannot be picked.
 */
export function CatalogServiceTable(props: CatalogRowsProps) {
  const { rows, currency, selected, itemIndex, nameOf, costOf, preview, onToggle, onName, errorFor } = props;
  const [shown, setShown] = useState(ROWS_PER_STEP);
  return (
    <>
      <DataTable
        caption="공급처 서비스 목록"
        columns={COLUMNS}
        emptyText="조건에 맞는 서비스가 없습니다."
        stacked
        dense
      >
        {rows.slice(0, shown).map((c) => {
          const isSelected = selected.has(c.providerServiceId);
          const blocked = c.importedServiceId !== null || !c.rateReadable;
          const cost = costOf(c);
          const price = preview(c);
          const nameField = `items.${itemIndex.get(c.providerServiceId) ?? 0}.name`;
          const below = price !== null && cost !== null && price.perThousand < cost;
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
                {/* One element, so a phone's stacked card keeps the facts under the name. */}
                <span>
                  <span className="import-row__name">
                    #{c.providerServiceId} {c.name}
                  </span>
                  <span className="import-row__meta">
                    {c.category || '분류 없음'} · {c.type} · {flags(c)}
                  </span>
                </span>
              </td>
              <td data-label="공급처 단가" className="table__number table__nowrap">
                {c.rateReadable ? (
                  formatProviderRate(c.rate, currency)
                ) : (
                  <span className="import-row__warn">읽을 수 없는 단가 ({c.rate})</span>
                )}
              </td>
              <td data-label="원가 (1,000개)" className="table__number table__nowrap">
                {cost === null ? '-' : formatUnitPoint(cost)}
              </td>
              <td data-label="판매가 (1,000개)" className="table__number table__nowrap">
                {price ? (
                  <span>
                    <span className="import-row__price">{formatUnitPoint(price.perThousand)}</span>
                    <span className="import-row__meta">1개 {formatUnitPoint(price.unit)}</span>
                  </span>
                ) : (
                  '-'
                )}
              </td>
              <td
                data-label="마진 (1,000개)"
                className={below ? 'table__number admin-loss' : 'table__number'}
              >
                {price && cost !== null ? marginText(price.perThousand, cost) : '-'}
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
                    value={nameOf(c)}
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
