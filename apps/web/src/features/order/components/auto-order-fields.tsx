import { MIN_AUTO_INTERVAL_MINUTES } from '@smm/contract/order-rules';
import type { OrderForm } from '../hooks/use-order-form.ts';

/** Repeat the same order `runs` times, every `interval` minutes (only for services that allow it). */
export function AutoOrderFields({ form, disabled }: { form: OrderForm; disabled: boolean }) {
  return (
    <div className="auto-order">
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={form.autoOrder}
          disabled={disabled}
          onChange={(event) => form.setAutoOrder(event.target.checked)}
        />
        <span className="switch__track" aria-hidden="true" />
        <span className="switch__label">자동주문</span>
      </label>
      {form.autoOrder ? (
        <div className="auto-order__fields">
          <div className="field">
            <label className="field__label" htmlFor="order-runs">
              반복 횟수
            </label>
            <input
              id="order-runs"
              className="input"
              type="number"
              inputMode="numeric"
              min={2}
              step={1}
              value={form.runsText}
              disabled={disabled}
              onChange={(event) => form.setRuns(event.target.value)}
            />
            <p className="field__hint">2회 이상 입력해 주세요.</p>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="order-interval">
              반복 간격(분)
            </label>
            <input
              id="order-interval"
              className="input"
              type="number"
              inputMode="numeric"
              min={MIN_AUTO_INTERVAL_MINUTES}
              step={1}
              value={form.intervalText}
              disabled={disabled}
              onChange={(event) => form.setInterval(event.target.value)}
            />
            <p className="field__hint">{MIN_AUTO_INTERVAL_MINUTES}분 이상 입력해 주세요.</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
