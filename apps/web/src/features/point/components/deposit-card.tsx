import { useEffect, useRef } from 'react';
import { formatDateTime, formatWon } from '@smm/contract/format';
import { PaymentType } from '@smm/contract/enums';
import { CHARGE_EXPIRY_HOURS } from '@smm/contract/point';
import type { PointRequestCreated } from '@smm/contract/point-api';
import { isEnabled } from '@smm/contract/settings-map';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { formatPoint } from '../../../lib/format-point.ts';
import { useIsMobile } from '../hooks/use-is-mobile.ts';
import { tossSendUrl } from '../utils/toss-url.ts';

/** Replaces the charge form after a successful request: where, how much and until when to transfer. */
export function DepositCard({
  created,
  name,
  onNewRequest,
}: {
  created: PointRequestCreated;
  name: string;
  onNewRequest: () => void;
}) {
  const settings = useSettings();
  const mobile = useIsMobile();
  const title = useRef<HTMLHeadingElement>(null);
  // The bank details of the answer are the ones in force when the request was made.
  const bankName = created.bank.name || settings.BANK_NAME || '';
  const accountNumber = created.bank.number || settings.BANK_NUMBER || '';
  const bankText = created.bank.text || settings.BANK_TEXT || '';
  const deadline = formatDateTime(created.expiresAt);
  const showToss =
    mobile && isEnabled(settings, 'ENABLE_TOSS_PAYMENT') && bankName !== '' && accountNumber !== '';

  // The form the member was using is gone: move focus to what replaced it.
  useEffect(() => {
    title.current?.focus();
  }, []);

  return (
    <section className="card deposit-card" aria-labelledby="deposit-title">
      <h2 id="deposit-title" className="card__title" tabIndex={-1} ref={title}>
        입금 안내
      </h2>
      <p className="card__lead">아래 계좌로 입금해 주시면 확인 후 포인트가 충전됩니다.</p>

      <div className="deposit-card__amount">
        <span className="deposit-card__amount-label">입금하실 금액</span>
        <strong className="deposit-card__amount-value" data-testid="deposit-pay-amount">
          {formatWon(created.payAmount)}원
        </strong>
        {created.feeType === PaymentType.Fee ? (
          <span className="deposit-card__amount-note">
            충전 포인트 {formatPoint(created.point)} + 부가세 10% (세금계산서)
          </span>
        ) : null}
      </div>

      <dl className="info-list deposit-card__details">
        <div className="info-list__row">
          <dt>입금 은행</dt>
          <dd>{bankName}</dd>
        </div>
        <div className="info-list__row">
          <dt>계좌번호</dt>
          <dd className="deposit-card__account">
            <span className="deposit-card__account-number">{accountNumber}</span>
            <CopyButton value={accountNumber} ariaLabel="계좌번호 복사" />
          </dd>
        </div>
        {bankText ? (
          <div className="info-list__row">
            <dt>계좌 안내</dt>
            <dd>{bankText}</dd>
          </div>
        ) : null}
        <div className="info-list__row">
          <dt>입금자명</dt>
          <dd>{name}</dd>
        </div>
        <div className="info-list__row">
          <dt>입금 기한</dt>
          <dd>{deadline}</dd>
        </div>
        {created.bonus > 0 ? (
          <div className="info-list__row">
            <dt>충전 보너스</dt>
            <dd>+{formatPoint(created.bonus)} (입금 확인 시 함께 적립)</dd>
          </div>
        ) : null}
      </dl>

      <ul className="bullet-list deposit-card__notes">
        <li>
          신청 후 {CHARGE_EXPIRY_HOURS}시간 안에 입금하지 않으면 신청이 자동으로 취소됩니다. (입금 기한{' '}
          {deadline})
        </li>
        <li>입금이 확인되면 평균 1~10분 안에 포인트가 충전됩니다.</li>
        <li>입금자명과 금액이 신청 내용과 다르면 확인이 늦어질 수 있습니다.</li>
        <li>환불은 결제 후 48시간 이내에만 가능하며, 사용한 포인트는 환불되지 않습니다.</li>
      </ul>

      <div className="deposit-card__actions">
        {showToss ? (
          <a
            className="button button--primary button--large button--block"
            href={tossSendUrl({
              bankName,
              accountNumber,
              amount: created.payAmount,
              bankCode: settings.BANK_CODE,
            })}
          >
            토스로 송금하기
          </a>
        ) : null}
        <button
          type="button"
          className="button button--secondary button--large button--block"
          onClick={onNewRequest}
        >
          새 충전 신청
        </button>
      </div>
    </section>
  );
}
