import { PAYMENT_TYPE_LABELS, type PaymentType } from '@smm/contract/enums';

/** Korean names of the fee document fields a member fills in (cash receipt or tax invoice). */
const FEE_FIELD_LABELS: Record<string, string> = {
  phone: '전화번호',
  company: '상호',
  businessNumber: '사업자등록번호',
  leader: '대표자',
  jobType: '업태',
  jobType2: '종목',
  address: '주소',
  email: '이메일',
};

/** The fee document a request asks for: its type and every detail the member gave. */
export function FeeDetails({
  feeType,
  feeValue,
}: {
  feeType: number;
  feeValue: Record<string, string> | null;
}) {
  const entries = Object.entries(feeValue ?? {});
  return (
    <div className="fee-details">
      <span>{PAYMENT_TYPE_LABELS[feeType as PaymentType] ?? feeType}</span>
      {entries.length > 0 ? (
        <dl className="fee-details__list">
          {entries.map(([key, value]) => (
            <div key={key}>
              <dt>{FEE_FIELD_LABELS[key] ?? key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
