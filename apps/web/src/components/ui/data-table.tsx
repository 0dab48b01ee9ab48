import { Children, type ReactNode } from 'react';

/**
 * A horizontally scrollable table with a visually hidden caption. With no rows it shows one
 * full-width row holding `emptyText`.
 */
export function DataTable({
  caption,
  columns,
  emptyText,
  children,
}: {
  caption: string;
  columns: readonly string[];
  emptyText: string;
  children?: ReactNode;
}) {
  const hasRows = Children.count(children) > 0;
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hasRows ? (
            children
          ) : (
            <tr>
              <td className="table__empty" colSpan={columns.length}>
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
