import type { ReactNode } from 'react';
import type { FieldView, RefusalView, VariantView } from '../utils/openapi-view.ts';

const WHERE: Record<FieldView['where'], string> = {
  path: '경로',
  query: '쿼리',
  header: '헤더',
  body: '본문',
};

/** A horizontally scrollable table the keyboard can reach (axe: scrollable-region-focusable). */
function TableRegion({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="api-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className={wide ? 'api-table api-table--wide' : 'api-table'}>
        <caption className="visually-hidden">{label}</caption>
        {children}
      </table>
    </div>
  );
}

/** The request's fields: name, where it goes, type, whether it is required, what it means. */
export function FieldTable({ label, fields }: { label: string; fields: FieldView[] }) {
  if (fields.length === 0) return null;
  return (
    <TableRegion label={label} wide>
      <thead>
        <tr>
          <th scope="col">항목</th>
          <th scope="col">위치</th>
          <th scope="col">형식</th>
          <th scope="col">필수</th>
          <th scope="col">설명</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={`${field.where}:${field.name}`}>
            <th scope="row">
              <code>{field.name}</code>
            </th>
            <td>{WHERE[field.where]}</td>
            <td>
              <code>{field.type}</code>
            </td>
            <td>{field.required ? '필수' : '선택'}</td>
            <td>{field.description}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

/** The shapes of one endpoint's body (API v2: one per action) with the fields each needs. */
export function VariantTable({ label, variants }: { label: string; variants: VariantView[] }) {
  return (
    <TableRegion label={label} wide>
      <thead>
        <tr>
          <th scope="col">요청</th>
          <th scope="col">설명</th>
          <th scope="col">항목 (* 필수)</th>
        </tr>
      </thead>
      <tbody>
        {variants.map((variant) => (
          <tr key={`${variant.title}:${variant.description}`}>
            <th scope="row">
              <code>{variant.title}</code>
            </th>
            <td>{variant.description}</td>
            <td>{variant.fields.map((field) => `${field.name}${field.required ? '*' : ''}`).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

/** Every documented refusal: the HTTP status, the situation, and the Korean message answered. */
export function RefusalTable({ label, refusals }: { label: string; refusals: RefusalView[] }) {
  if (refusals.length === 0) return null;
  return (
    <TableRegion label={label}>
      <thead>
        <tr>
          <th scope="col">HTTP</th>
          <th scope="col">상황</th>
          <th scope="col">메시지</th>
        </tr>
      </thead>
      <tbody>
        {refusals.map((refusal) => (
          <tr key={`${refusal.status}:${refusal.summary}`}>
            <td>{refusal.status}</td>
            <th scope="row">{refusal.summary}</th>
            <td>{refusal.message}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
