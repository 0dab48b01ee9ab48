import { Fragment, type CSSProperties } from 'react';
import { chargeButtonLabels, type SettingsValues } from '@smm/contract/admin-settings';
import { ORDER_MESSAGES } from '@smm/contract/order-messages';
import { isEnabled } from '@smm/contract/settings-map';
import { LogoMark } from '../../../../components/layout/logo.tsx';
import { businessDetails } from '../../../../components/layout/footer.tsx';
import { isSafeExternalUrl } from '../../../../lib/navigation.ts';
import { mainColorProperties } from '../../../../lib/theme.tsx';

/** The storefront's colours for `values`: the page's own when the draft colour is not valid yet. */
function previewStyle(values: SettingsValues): CSSProperties | undefined {
  return mainColorProperties(values.MAIN_COLOR) ?? undefined;
}

function PreviewHeader({ values }: { values: SettingsValues }) {
  const links = [
    '주문하기',
    '주문내역',
    '포인트 충전',
    ...(isEnabled(values, 'ENABLE_QNA') ? ['자주 묻는 질문'] : []),
  ];
  return (
    <div className="store-preview__header">
      <span className="logo">
        <LogoMark />
        {values.COMPANY ? <span className="logo__text">{values.COMPANY}</span> : null}
      </span>
      <span className="store-preview__nav">
        {links.map((label, index) => (
          <span
            key={label}
            className={
              index === 0 ? 'store-preview__link store-preview__link--active' : 'store-preview__link'
            }
          >
            {label}
          </span>
        ))}
      </span>
      <span className="balance">
        <span className="balance__label">보유 포인트</span>
        <strong className="balance__value">12,345</strong>
        <span className="button button--primary button--small">충전</span>
      </span>
    </div>
  );
}

function PreviewNotices({ values }: { values: SettingsValues }) {
  const highlight = values.SITE_NOTICE_BOLD_TEXT || undefined;
  return (
    <div className="store-preview__card">
      <p className="store-preview__title">공지사항</p>
      <ul className="store-preview__notices">
        <li
          className="store-preview__notice store-preview__notice--top"
          style={highlight ? { color: highlight } : undefined}
        >
          <span className="store-preview__badge">중요</span>
          <span className="store-preview__notice-text">상단에 고정한 공지는 이 색으로 보입니다.</span>
        </li>
        <li className="store-preview__notice">
          <span className="store-preview__notice-text">일반 공지는 기본 글자 색입니다.</span>
        </li>
      </ul>
    </div>
  );
}

function PreviewOrder({ values }: { values: SettingsValues }) {
  if (isEnabled(values, 'ENABLE_SERVICE_CHECK')) {
    return (
      <div className="store-preview__card">
        <span className="button button--primary button--block" aria-disabled="true">
          주문 불가
        </span>
        <p className="store-preview__note">{ORDER_MESSAGES.serviceCheck}</p>
      </div>
    );
  }
  return (
    <div className="store-preview__card store-preview__buttons">
      <span className="button button--primary">주문하기</span>
      <span className="button button--primary store-preview__hover">마우스를 올렸을 때</span>
      <span className="button button--secondary">보조 버튼</span>
    </div>
  );
}

function PreviewCharge({ values }: { values: SettingsValues }) {
  const labels = chargeButtonLabels(values.POINT_CHARGE_BUTTON_OPTIONS);
  const account = values.BANK_TEXT || [values.BANK_NAME, values.BANK_NUMBER].filter(Boolean).join(' ');
  return (
    <div className="store-preview__card">
      <p className="store-preview__title">포인트 충전</p>
      <span className="chips">
        {labels.map((label) => (
          <span key={label} className="chip">
            +{label}
          </span>
        ))}
      </span>
      <p className="store-preview__note">입금 계좌: {account || '(입금 계좌가 없습니다)'}</p>
      {isEnabled(values, 'ENABLE_TOSS_PAYMENT') ? (
        <span className="button button--primary button--small">토스로 송금하기 (휴대폰)</span>
      ) : null}
    </div>
  );
}

function PreviewFooter({ values }: { values: SettingsValues }) {
  const details = businessDetails(values);
  const chat = isSafeExternalUrl(values.CHANNEL_LINK);
  return (
    <div className="store-preview__footer">
      <p className="store-preview__details">
        {details.length === 0
          ? '(하단에 보일 회사 정보가 없습니다)'
          : details.map((item, index) => (
              <Fragment key={item.label}>
                {index > 0 ? <span className="site-footer__bar"> | </span> : null}
                {item.label}: {item.value}
              </Fragment>
            ))}
      </p>
      {chat ? <span className="store-preview__chat">{values.CHANNEL_BUTTON_TEXT || '상담하기'}</span> : null}
    </div>
  );
}

/**
 * The storefront as it will look with `values`: drawn with the storefront's own classes, in the
 * draft colours (scoped to the preview), with nothing clickable in it.
 */
export function StorefrontPreview({
  values,
  compact = false,
}: {
  values: SettingsValues;
  compact?: boolean;
}) {
  return (
    <figure
      className={compact ? 'store-preview store-preview--compact' : 'store-preview'}
      style={previewStyle(values)}
      aria-label={compact ? '색상 미리보기' : '스토어 미리보기'}
    >
      <PreviewHeader values={values} />
      <div className="store-preview__body">
        <PreviewNotices values={values} />
        <PreviewOrder values={values} />
        {compact ? null : <PreviewCharge values={values} />}
      </div>
      {compact ? null : <PreviewFooter values={values} />}
    </figure>
  );
}
