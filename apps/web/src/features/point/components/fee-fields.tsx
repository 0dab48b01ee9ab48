import { PaymentType } from '@smm/contract/enums';

function TextField({ id, name, label, type = 'text', autoComplete }: { id: string; name: string; label: string; type?: string; autoComplete?: string }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} name={name} className="input" type={type} autoComplete={autoComplete} />
    </div>
  );
}

/** Details of the chosen fee document: tax invoice (business details) or cash receipt (phone). */
export function FeeFields({ feeType }: { feeType: PaymentType }) {
  if (feeType === PaymentType.Cash) {
    return (
      <div className="fee-fields">
        <TextField id="fee-phone" name="feeValue.phone" label="현금영수증 발급 번호" type="tel" autoComplete="tel-national" />
      </div>
    );
  }
  if (feeType === PaymentType.Fee) {
    return (
      <div className="fee-fields fee-fields--grid">
        <TextField id="fee-company" name="feeValue.company" label="상호" autoComplete="organization" />
        <TextField id="fee-business-number" name="feeValue.businessNumber" label="사업자등록번호" />
        <TextField id="fee-leader" name="feeValue.leader" label="대표자명" />
        <TextField id="fee-phone" name="feeValue.phone" label="연락처" type="tel" autoComplete="tel-national" />
        <TextField id="fee-job-type" name="feeValue.jobType" label="업태" />
        <TextField id="fee-job-type2" name="feeValue.jobType2" label="종목" />
        <TextField id="fee-address" name="feeValue.address" label="사업장 주소" autoComplete="street-address" />
        <TextField id="fee-email" name="feeValue.email" label="계산서 받을 이메일" type="email" autoComplete="email" />
      </div>
    );
  }
  return null;
}
