import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatCount } from '@smm/contract/format';
import { MASS_ORDER_HELP, MASS_ORDER_MAX_LINES, parseMassOrderText } from '@smm/contract/mass-order-rules';
import type { MassOrderPreview as Preview } from '@smm/contract/mass-order';
import { MESSAGES } from '@smm/contract/messages';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useGuestGuard } from '../../../lib/use-guest-guard.ts';
import { useInBottomBand } from '../../../lib/use-in-bottom-band.ts';
import { orderFailureMessage } from '../../../lib/order-failure-message.ts';
import { usePlaceMassOrder, usePreviewMassOrder } from '../api/mass-order.ts';
import { MassOrderPreview } from './mass-order-preview.tsx';
import { ServiceNumbers } from './service-numbers.tsx';
import './mass-order.css';

/** The chat button's corner on a phone: its height, its offset and a gap (floating-widgets.css). */
const CHAT_BAND_PX = 72;

const EXAMPLE = ['12 | https://www.instagram.com/p/example/ | 100', '15\tmy_account\t500'].join('\n');

/**
 * Mass order (issue 15): a pasted list, one order a line, checked and priced by the server with the
 * order form's rules, then placed all or nothing. Placing is offered only for the text just checked
 * and only when every line passed and the balance covers the total.
 */
export function MassOrderPage() {
  const { state } = useSession();
  const member = state === 'authorization';
  const refuseGuest = useGuestGuard();
  const toast = useToast();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<{ text: string; preview: Preview } | null>(null);
  const [placedCount, setPlacedCount] = useState<number | null>(null);
  const previewOrder = usePreviewMassOrder();
  const placeOrder = usePlaceMassOrder();
  const [actions, setActions] = useState<HTMLElement | null>(null);
  // On a phone the chat button steps aside while the order buttons are down in its corner.
  const actionsLow = useInBottomBand(actions, CHAT_BAND_PX);

  const lineCount = parseMassOrderText(text).length;
  const current = checked?.text === text ? checked.preview : null;
  const error = previewOrder.isError
    ? orderFailureMessage(previewOrder.error)
    : placeOrder.isError
      ? orderFailureMessage(placeOrder.error)
      : (current?.error ?? null);
  const busy = previewOrder.isPending || placeOrder.isPending;

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (refuseGuest() || busy) return;
    placeOrder.reset();
    setPlacedCount(null);
    previewOrder.mutate(text, {
      onSuccess: (preview) => setChecked({ text, preview }),
      onError: (failure) => toast.show(orderFailureMessage(failure), 'error'),
    });
  };

  const place = () => {
    if (refuseGuest() || busy || !current || current.error) return;
    previewOrder.reset();
    placeOrder.mutate(text, {
      onSuccess: (placed) => {
        setPlacedCount(placed.orders.length);
        setText('');
        setChecked(null);
        toast.show(MESSAGES.order.success, 'success');
      },
      onError: (failure) => toast.show(orderFailureMessage(failure), 'error'),
    });
  };

  return (
    <div className="page mass-order-page">
      <PageHeader
        title="대량 주문"
        description="여러 건을 한 번에 주문합니다. 모든 줄이 주문 가능하고 보유 포인트가 충분할 때만 전부 주문되며, 하나라도 안 되면 아무것도 주문되지 않습니다."
      />
      {placedCount !== null ? (
        <p className="card mass-order-done" role="status">
          {formatCount(placedCount)}건을 주문했습니다.{' '}
          <Link to={PATHS.orderHistory} className="text-link">
            주문내역 보기
          </Link>
        </p>
      ) : null}
      <form
        className={actionsLow ? 'card mass-order-form mass-order-form--actions-low' : 'card mass-order-form'}
        onSubmit={check}
        noValidate
        aria-labelledby="mass-order-form-title"
      >
        <h2 id="mass-order-form-title" className="card__title">
          주문 목록
        </h2>
        <TextAreaField
          id="mass-order-text"
          name="text"
          label="한 줄에 한 건씩 입력"
          value={text}
          onChange={setText}
          rows={10}
          spellCheck={false}
          autoCapitalize="none"
          placeholder={EXAMPLE}
          errorId={error ? 'mass-order-error' : null}
          hint={
            <>
              {`${MASS_ORDER_HELP.format} 지금 ${formatCount(lineCount)}줄 · 최대 ${formatCount(MASS_ORDER_MAX_LINES)}줄`}
              <br />
              {MASS_ORDER_HELP.types}
            </>
          }
        />
        <ServiceNumbers />
        {error ? (
          <p id="mass-order-error" className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        {member || state === 'guest' ? (
          <div ref={setActions} className="mass-order-actions">
            <SubmitButton
              pending={previewOrder.isPending}
              pendingLabel="확인 중…"
              className="button button--secondary button--large"
            >
              확인하기
            </SubmitButton>
            <button
              type="button"
              className="button button--primary button--large"
              disabled={placeOrder.isPending || (member && (!current || current.error !== null))}
              onClick={place}
            >
              {placeOrder.isPending
                ? '주문 중…'
                : current
                  ? `${formatCount(current.lines.length)}건 주문하기`
                  : '주문하기'}
            </button>
          </div>
        ) : (
          <Link
            ref={setActions}
            to={PATHS.login}
            className="button button--primary button--large button--block"
          >
            로그인 후 주문하기
          </Link>
        )}
      </form>
      {current ? <MassOrderPreview preview={current} /> : null}
    </div>
  );
}
