import { useState } from 'react';
import { type AdminCatalogue, type AdminService } from '@smm/contract/admin-catalogue';
import { ADMIN_CATALOGUE_MESSAGES as M } from '@smm/contract/admin-catalogue-messages';
import { formatCount } from '@smm/contract/format';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useDeleteCatalogueItem } from '../../api/delete-catalogue-item.ts';
import { useReorderCatalogue } from '../../api/reorder-catalogue.ts';
import { useSaveCatalogueItem } from '../../api/save-catalogue-item.ts';
import { useSortableList } from '../../hooks/use-sortable-list.ts';
import { marginText } from './catalogue-format.ts';
import { DeleteConfirm } from './delete-confirm.tsx';
import { ServicesBulkBar } from './services-bulk-bar.tsx';
import { SortControls } from './sort-controls.tsx';
import { formatUnitPoint } from '../../../../lib/format-unit-point.ts';
import { SERVICE_TYPE_NAMES } from '../../../../lib/service-type-names.ts';
import { formatProviderRate } from '../money/provider-money.ts';

function ServiceStatus({ service }: { service: AdminService }) {
  return (
    <span className="catalogue-badges">
      {service.visible ? null : <span className="catalogue-badge catalogue-badge--hidden">숨김</span>}
      {service.isReadOnly ? <span className="catalogue-badge">주문 불가</span> : null}
      {service.enableAuto ? <span className="catalogue-badge">자동주문</span> : null}
      {service.visible && !service.isReadOnly && !service.enableAuto ? '판매 중' : null}
    </span>
  );
}

/**
 * The services of the selected category (or, while searching, the matches of every category): a
 * table that becomes cards under 880 px, with selection for the bulk changes and a margin column.
 */
export function ServicesPanel({
  catalogue,
  services,
  reorderable,
  onEdit,
}: {
  catalogue: AdminCatalogue;
  services: readonly AdminService[];
  /** False while searching: the list is not one category's, so it has no order of its own. */
  reorderable: boolean;
  onEdit: (service: AdminService) => void;
}) {
  const toast = useToast();
  const reorder = useReorderCatalogue();
  const save = useSaveCatalogueItem();
  const remove = useDeleteCatalogueItem();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<AdminService | null>(null);
  const sortable = useSortableList({
    items: services,
    nameOf: (s) => s.text,
    disabled: !reorderable,
    onCommit: (ids) =>
      reorder.mutateAsync(
        { kind: 'services', ids },
        { onError: (error) => toast.show(apiErrorMessage(error, '순서를 바꾸지 못했습니다.'), 'error') },
      ),
  });
  const orderColumn = reorderable ? '순서' : '카테고리';
  const columns = [
    '선택',
    orderColumn,
    '번호',
    '서비스',
    '판매 단가',
    '공급처 원가',
    '마진',
    '수량',
    '상태',
    '관리',
  ];
  const categoryName = new Map(catalogue.categories.map((c) => [c.id, c.text]));
  const selected = services.filter((s) => selectedIds.has(s.id));
  const allSelected = services.length > 0 && selected.length === services.length;
  const toggleOne = (id: number, on: boolean) =>
    setSelectedIds((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleVisible = (service: AdminService) =>
    save.mutate(
      { kind: 'services', id: service.id, body: { visible: !service.visible } },
      {
        onSuccess: () => toast.show(service.visible ? M.hidden : M.shown, 'success'),
        onError: (error) => toast.show(apiErrorMessage(error, '바꾸지 못했습니다.'), 'error'),
      },
    );

  return (
    <>
      <div className="catalogue-bulk-row">
        <label className="checkbox catalogue-select-all">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={services.length === 0}
            onChange={(event) =>
              setSelectedIds(new Set(event.target.checked ? services.map((s) => s.id) : []))
            }
          />
          전체 선택
        </label>
        <ServicesBulkBar selected={selected} onDone={() => setSelectedIds(new Set())} />
      </div>
      <DataTable caption="서비스 목록" columns={columns} emptyText="서비스가 없습니다." stacked dense>
        {sortable.ordered.map((service) => {
          const { index, count } = sortable.position(service.id);
          return (
            <tr
              key={service.id}
              className={service.margin && service.margin.amount < 0 ? 'catalogue-row--below' : undefined}
              {...sortable.rowProps(service.id)}
            >
              <td data-label="선택">
                <input
                  type="checkbox"
                  className="catalogue-row-check"
                  aria-label={`${service.text} 선택`}
                  checked={selectedIds.has(service.id)}
                  onChange={(event) => toggleOne(service.id, event.target.checked)}
                />
              </td>
              <td data-label={orderColumn}>
                {reorderable ? (
                  <SortControls
                    name={service.text}
                    index={index}
                    count={count}
                    onMove={(delta) => sortable.move(service.id, delta)}
                    onHandleKeyDown={(event) => sortable.onHandleKeyDown(service.id, event)}
                  />
                ) : (
                  categoryName.get(service.categoryId)
                )}
              </td>
              <td data-label="번호" className="table__number">
                {service.id}
              </td>
              <td data-label="서비스" className="table__text catalogue-service-name">
                {/* One flow of text: on a phone's card the type wraps under the name, not beside it. */}
                <span>
                  {service.text}
                  {!service.type || service.type === 'Default' ? null : (
                    <>
                      {' '}
                      <span className="catalogue-badge catalogue-type">
                        {SERVICE_TYPE_NAMES[service.type]}
                      </span>
                    </>
                  )}
                </span>
              </td>
              <td data-label="판매 단가" className="table__number table__nowrap">
                {formatUnitPoint(service.price)}
              </td>
              <td data-label="공급처 원가" className="table__number">
                {/* One element, so a stacked card keeps the provider under the rate. */}
                <span>
                  {service.providerRate === null ? '-' : formatUnitPoint(service.providerRate)}
                  {service.providerRatePer1000 && service.providerCurrency ? (
                    <span className="catalogue-provider">
                      {formatProviderRate(service.providerRatePer1000, service.providerCurrency)}
                    </span>
                  ) : null}
                  {service.providerName ? (
                    <span className="catalogue-provider">
                      {service.providerName} #{service.providerServiceId}
                    </span>
                  ) : null}
                </span>
              </td>
              <td data-label="마진" className="table__number table__nowrap">
                {marginText(service.margin)}
              </td>
              <td data-label="수량" className="table__number table__nowrap">
                {formatCount(service.min)} ~ {formatCount(service.max)}
              </td>
              <td data-label="상태">
                <ServiceStatus service={service} />
              </td>
              <td data-label="관리">
                <span className="catalogue-row-actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={`${service.text} 편집`}
                    onClick={() => onEdit(service)}
                  >
                    편집
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={`${service.text} ${service.visible ? '숨기기' : '표시'}`}
                    disabled={save.isPending}
                    onClick={() => toggleVisible(service)}
                  >
                    {service.visible ? '숨기기' : '표시'}
                  </button>
                  {service.hasOrders ? null : (
                    <button
                      type="button"
                      className="button button--ghost button--small catalogue-danger-text"
                      aria-label={`${service.text} 삭제`}
                      onClick={() => setDeleting(service)}
                    >
                      삭제
                    </button>
                  )}
                </span>
              </td>
            </tr>
          );
        })}
      </DataTable>
      <p className="visually-hidden" aria-live="polite">
        {sortable.announcement}
      </p>
      {deleting ? (
        <DeleteConfirm
          what={`서비스 ‘${deleting.text}’`}
          pending={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(
              { kind: 'services', id: deleting.id },
              {
                onSuccess: () => {
                  toast.show(M.deleted, 'success');
                  setDeleting(null);
                },
                onError: (error) => {
                  setDeleting(null);
                  toast.show(apiErrorMessage(error, '삭제하지 못했습니다.'), 'error');
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
