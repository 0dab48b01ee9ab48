import { useState } from 'react';
import type { Qna } from '@smm/contract/catalog';

export function QnaAccordion({ items }: { items: readonly Qna[] }) {
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(() => new Set());

  const toggle = (id: number) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className="accordion">
      {items.map((item) => {
        const open = openIds.has(item.id);
        const panelId = `qna-panel-${item.id}`;
        const buttonId = `qna-button-${item.id}`;
        return (
          <li key={item.id} className={open ? 'accordion__item accordion__item--open' : 'accordion__item'}>
            <h2 className="accordion__heading">
              <button
                id={buttonId}
                type="button"
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span className="accordion__q" aria-hidden="true">
                  Q
                </span>
                <span className="accordion__title">{item.title}</span>
                <svg
                  className="accordion__chevron"
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                >
                  <path
                    d="m6 9 6 6 6-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion__panel"
              hidden={!open}
            >
              <p className="accordion__answer">{item.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
