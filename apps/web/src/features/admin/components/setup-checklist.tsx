import { Link } from 'react-router';
import { SETUP_CHECKLIST_ITEMS } from '@smm/contract/admin-setup-checklist';
import { useSetupChecklist } from '../api/get-setup-checklist.ts';
import './setup-checklist.css';

/**
 * The dashboard's set-up checklist (issue 34): each item ticked from the store's data, linking to
 * where it is done; gone once the store is ready. A failed read shows nothing: the dashboard's own
 * figures matter more than this list.
 */
export function SetupChecklist() {
  const query = useSetupChecklist();
  if (!query.data || query.data.ready) return null;
  const done = new Set(query.data.items.filter((item) => item.done).map((item) => item.id));
  return (
    <section className="card setup-checklist" aria-labelledby="setup-checklist-title">
      <h2 id="setup-checklist-title" className="setup-checklist__title">
        상점 준비 {done.size}/{SETUP_CHECKLIST_ITEMS.length}
      </h2>
      <p className="setup-checklist__lead">
        첫 주문을 받기 전에 아래 항목을 마쳐 주세요. 마친 항목은 저절로 체크됩니다.
      </p>
      <ol className="setup-checklist__items">
        {SETUP_CHECKLIST_ITEMS.map((item) => {
          const ok = done.has(item.id);
          return (
            <li
              key={item.id}
              className={ok ? 'setup-checklist__item setup-checklist__item--done' : 'setup-checklist__item'}
            >
              <span className="setup-checklist__mark" aria-hidden="true">
                {ok ? '✓' : ''}
              </span>
              <Link to={item.href} className="setup-checklist__link">
                <span className="setup-checklist__label">
                  {item.label}
                  <span className="visually-hidden">{ok ? ' (완료)' : ' (할 일)'}</span>
                </span>
                <span className="setup-checklist__help">{item.help}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
