import { useId } from 'react';
import {
  applyPercentMilli,
  percentToBasisPoints,
  serviceMargin,
  type AdminService,
} from '@smm/contract/admin-catalogue';
import { ADMIN_CATALOGUE_MESSAGES as M } from '@smm/contract/admin-catalogue-messages';
import { fromMilli, toMilli } from '@smm/contract/money';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useRepriceServices } from '../../api/reprice-services.ts';
import { CatalogueDialog, ConfirmActions } from './catalogue-dialog.tsx';
import { marginText } from './catalogue-format.ts';
import { formatUnitPoint } from '../../../../lib/format-unit-point.ts';

/**
 * The bulk price change, shown before it is made: each selected service's price now and after
 * (the contract's exact arithmetic, the same as the server's), and its margin after. A change that
 * puts any price below its provider's rate is a warning dialog whose button says so.
 */
export function RepriceDialog({
  services,
  percent,
  onDone,
  onCancel,
}: {
  services: readonly AdminService[];
  percent: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const toast = useToast();
  const reprice = useRepriceServices();
  const textId = useId();
  const basisPoints = percentToBasisPoints(percent);
  const rows = services.map((service) => {
    const after = applyPercentMilli(toMilli(service.price), basisPoints);
    const rate = service.providerRate === null ? null : toMilli(service.providerRate);
    return {
      service,
      after: fromMilli(after),
      margin: serviceMargin(after, rate),
      below: rate !== null && after < rate,
    };
  });
  const below = rows.filter((row) => row.below);
  const sign = percent > 0 ? '+' : '';

  const apply = () =>
    reprice.mutate(
      { ids: services.map((s) => s.id), percent, confirmBelowRate: below.length > 0 },
      {
        onSuccess: () => {
          toast.show(M.repriced, 'success');
          onDone();
        },
        onError: (error) => toast.show(apiErrorMessage(error, '판매 단가를 바꾸지 못했습니다.'), 'error'),
      },
    );

  return (
    <CatalogueDialog
      title="판매 단가 일괄 변경"
      role={below.length > 0 ? 'alertdialog' : 'dialog'}
      describedBy={textId}
      onClose={onCancel}
    >
      <p id={textId} className="catalogue-dialog__text">
        선택한 {services.length}개 서비스의 판매 단가를 {sign}
        {percent}% 바꿉니다. 1원의 1/1000 단위로 올림합니다.
        {below.length > 0 ? (
          <strong className="catalogue-warning"> {below.length}개는 공급처 원가보다 낮아집니다.</strong>
        ) : null}
      </p>
      <div
        className="table-wrap catalogue-dialog__table"
        tabIndex={0}
        role="region"
        aria-label="변경 전후 단가"
      >
        <table className="table table--dense">
          <caption className="visually-hidden">변경 전후 단가</caption>
          <thead>
            <tr>
              <th scope="col">서비스</th>
              <th scope="col">지금</th>
              <th scope="col">변경 후</th>
              <th scope="col">마진</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ service, after, margin, below: isBelow }) => (
              <tr key={service.id} className={isBelow ? 'catalogue-row--below' : undefined}>
                <td>{service.text}</td>
                <td className="table__number">{formatUnitPoint(service.price)}</td>
                <td className="table__number">{formatUnitPoint(after)}</td>
                <td className="table__number">{marginText(margin)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmActions
        label={below.length > 0 ? '원가보다 낮게 변경' : '변경'}
        pendingLabel="변경 중…"
        pending={reprice.isPending}
        danger={below.length > 0}
        onConfirm={apply}
        onCancel={onCancel}
      />
    </CatalogueDialog>
  );
}
