import { Children, type ReactNode } from 'react';

/**
 * A horizontally scrollable table with a visually hidden caption. With no rows it shows one
 * full-width row holding `emptyText`. `stacked` turns rows into labelled cards under 880 px (cells
 * carry `data-label`); `dense` tightens cells for wide tables.
 */
export function DataTable({
  caption,
  columns,
  emptyText,
  stacked = false,
  dense = false,
  children,
}: {
  caption: string;
  columns: readonly string[];
  emptyText: string;
  stacked?: boolean;
  dense?: boolean;
  children?: ReactNode;
}) {
  const hasRows = Children.count(children) > 0;
  return (
    <div
      className={stacked ? 'table-wrap table-wrap--stacked' : 'table-wrap'}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className={dense ? 'table table--dense' : 'table'}>
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
