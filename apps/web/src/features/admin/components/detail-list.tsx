import type { ReactNode } from 'react';

/** A record's facts as label and value rows: an order, an inquiry, the top-up an inquiry is about. */
export function DetailList({ fields, single }: { fields: readonly [string, ReactNode][]; single?: boolean }) {
  return (
    <dl className={single ? 'admin-detail admin-detail--single' : 'admin-detail'}>
      {fields.map(([label, value]) => (
        <div key={label} className="admin-detail__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
