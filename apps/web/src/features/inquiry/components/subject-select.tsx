import { useSession } from '../../../lib/session/use-session.ts';
import { useInquirySubjects } from '../api/get-inquiry-subjects.ts';
import { orderOptionLabel, subjectIds, topupOptionLabel } from './inquiry-labels.ts';

/** The order or top-up the question is about, chosen from the member's own recent ones. */
export function SubjectSelect({
  value,
  onChange,
  errorId,
}: {
  value: string;
  onChange: (value: string) => void;
  errorId: string | null;
}) {
  const { state } = useSession();
  const subjects = useInquirySubjects(state === 'authorization');
  const { orderId, pointRequestId } = subjectIds(value);
  // A row older than the offered ones (its '문의하기' link) still gets its own option.
  const extraOrder = orderId !== undefined && !subjects.data?.orders.some((o) => o.id === orderId);
  const extraTopup =
    pointRequestId !== undefined && !subjects.data?.topups.some((t) => t.id === pointRequestId);
  return (
    <div className="field">
      <label className="field__label" htmlFor="inquiry-subject">
        관련 주문 또는 충전 <span className="field__optional">(선택)</span>
      </label>
      <select
        id="inquiry-subject"
        name="orderId"
        className="select"
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ?? undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{subjects.isPending ? '불러오는 중…' : '선택 안 함'}</option>
        <optgroup label="주문">
          {extraOrder ? <option value={value}>주문 #{orderId}</option> : null}
          {subjects.data?.orders.map((o) => (
            <option key={o.id} value={`order:${o.id}`}>
              {orderOptionLabel(o)}
            </option>
          ))}
        </optgroup>
        <optgroup label="충전">
          {extraTopup ? <option value={value}>충전 #{pointRequestId}</option> : null}
          {subjects.data?.topups.map((t) => (
            <option key={t.id} value={`topup:${t.id}`}>
              {topupOptionLabel(t)}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
}
