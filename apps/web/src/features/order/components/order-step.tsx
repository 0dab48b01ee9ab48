import type { ReactNode } from 'react';

/** One numbered step of the order form; `htmlFor` makes the title the field's label. */
export function OrderStep({
  step,
  title,
  htmlFor,
  titleId,
  children,
}: {
  step: number;
  title: string;
  htmlFor?: string;
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <div className="order-step">
      <div className="order-step__head">
        <span className="order-step__number" aria-hidden="true">
          {step}
        </span>
        {htmlFor ? (
          <label className="order-step__title" htmlFor={htmlFor}>
            {title}
          </label>
        ) : (
          <span className="order-step__title" id={titleId}>
            {title}
          </span>
        )}
      </div>
      <div className="order-step__body">{children}</div>
    </div>
  );
}
