import { ADMIN_OPERATOR_MESSAGES as M } from '@smm/contract/admin-operators-messages';
import { formatDateTime } from '@smm/contract/format';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { ErrorNotice } from '../../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../../components/ui/loading-state.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useOperators } from '../../api/get-operators.ts';
import { useRemoveOperator } from '../../api/remove-operator.ts';
import { TwoStepConfirm } from '../members/two-step-confirm.tsx';
import './operators.css';

/** The store's operators; any but oneself can be removed (so the last operator always stays). */
export function OperatorList() {
  const operators = useOperators();
  const remove = useRemoveOperator();
  const toast = useToast();
  if (operators.isPending) return <LoadingState />;
  if (operators.error)
    return <ErrorNotice error={operators.error} onRetry={() => void operators.refetch()} />;
  return (
    <DataTable
      caption="운영자 목록"
      columns={['아이디', '추가한 날', '관리']}
      emptyText="운영자가 없습니다."
      stacked
    >
      {operators.data.map((operator) => (
        <tr key={operator.id}>
          <td data-label="아이디">
            <span>
              {operator.loginId}
              {operator.self ? <span className="operator-self">(나)</span> : null}
            </span>
          </td>
          <td data-label="추가한 날">{formatDateTime(operator.createdAt)}</td>
          <td data-label="관리">
            {operator.self ? (
              <span className="field__hint">자기 자신은 뺄 수 없습니다</span>
            ) : (
              <TwoStepConfirm
                label="운영자에서 빼기"
                accessibleName={`${operator.loginId} 운영자에서 빼기`}
                question={`${operator.loginId}의 운영자 권한을 회수할까요? 계정은 일반 회원으로 남습니다.`}
                confirmLabel="권한 회수 확인"
                pending={remove.isPending}
                danger
                small
                onConfirm={() =>
                  remove.mutate(operator.id, {
                    onSuccess: () => toast.show(M.removed, 'success'),
                    onError: (error) => toast.show(apiErrorMessage(error, '오류가 발생했습니다.'), 'error'),
                  })
                }
              />
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
