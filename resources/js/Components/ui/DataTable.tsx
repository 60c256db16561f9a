import type { ReactNode } from 'react';
import { translate } from '@/lib/i18n';

export interface Column<T> {
  /** Names the column (React key and `data-test="cell-<key>"`). */
  key: string;
  /** The header in the table; the label beside the value on a card. */
  header: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
  className?: string;
  /** The card's title line (shown without a label). One column per table. */
  primary?: boolean;
  /** On a card, a whole line of its own (a long list of tags). */
  wide?: boolean;
}

export interface FooterCell {
  key: string;
  content: ReactNode;
  /** On a card, the label beside the value. */
  label?: string;
  colSpan?: number;
  align?: 'left' | 'right';
}

interface Props<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Row actions as full-size buttons (44 px): the last column of the table, the bottom row of a card. */
  actions?: (row: T) => ReactNode;
  /** Shown instead of the table when there are no rows: an <EmptyState>. */
  empty: ReactNode;
  /** A totals row (tfoot). */
  footer?: { cells: FooterCell[]; 'data-test'?: string };
  /** Names the list for assistive tech (the table's scroll region). */
  label: string;
  /** Each row gets `data-test="<rowTest>-<key>"`. */
  rowTest?: string;
  'data-test'?: string;
}

const cellPad = 'px-4 py-3';

/**
 * A list as a table where its box is wide enough and as cards where it is not
 * (the `.data-table` container query in app.css), so nothing scrolls sideways
 * and every action stays reachable. Column definitions in, rows out; knows no page.
 */
export default function DataTable<T>({
  columns,
  rows,
  rowKey,
  actions,
  empty,
  footer,
  label,
  rowTest = 'row',
  'data-test': dataTest,
}: Props<T>) {
  if (rows.length === 0) return <>{empty}</>;
  const align = (a?: 'left' | 'right') => (a === 'right' ? 'text-right' : 'text-left');
  return (
    <div className="data-table">
      {/* Focusable so a table wider than its box can be scrolled from the keyboard (it scrolls inside this box, never the page). */}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="table-frame relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
      >
        <table data-test={dataTest} className="min-w-full divide-y divide-gray-100 text-sm">
          <thead className="bg-gray-50 text-xs font-semibold uppercase tracking-wide text-gray-600">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={`${cellPad} ${align(c.align)} ${c.className ?? ''}`}
                >
                  {c.header}
                </th>
              ))}
              {actions && (
                <th scope="col" className={`relative ${cellPad}`}>
                  <span className="sr-only">{translate('ui.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} data-test={`${rowTest}-${rowKey(row)}`}>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    data-test={`cell-${c.key}`}
                    className={`${cellPad} align-middle text-gray-800 ${align(c.align)} ${c.primary ? 'cell-primary' : ''} ${c.wide ? 'cell-wide' : ''} ${c.className ?? ''}`}
                  >
                    <span className="cell-label">{c.header}</span>
                    <span>{c.render(row)}</span>
                  </td>
                ))}
                {actions && (
                  <td className={`cell-actions ${cellPad} py-1`}>
                    <div className="flex flex-wrap justify-end gap-2">{actions(row)}</div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
          {footer && (
            <tfoot className="bg-gray-50 font-semibold text-gray-900">
              <tr data-test={footer['data-test']}>
                {footer.cells.map((cell) => (
                  <td
                    key={cell.key}
                    colSpan={cell.colSpan}
                    className={`${cellPad} ${align(cell.align)} ${cell.label ? '' : 'cell-wide'}`}
                  >
                    {cell.label && <span className="cell-label">{cell.label}</span>}
                    <span>{cell.content}</span>
                  </td>
                ))}
                {actions && <td className="cell-spacer" />}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </div>
  );
}
