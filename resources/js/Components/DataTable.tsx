import type { ReactNode } from 'react';

export interface Column<T> {
  /** Names the column (React key and `data-test="cell-<key>"`). */
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  className?: string;
}

interface Props<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Shown in one full-width row when there are no rows. */
  empty?: ReactNode;
  /** Each row gets `data-test="<rowTest>-<key>"`. */
  rowTest?: string;
  'data-test'?: string;
}

/** A list as a table: column definitions in, rows out. Knows no page. */
export default function DataTable<T>({ columns, rows, rowKey, empty = 'Nothing to show.', rowTest = 'row', 'data-test': dataTest }: Props<T>) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
      <table data-test={dataTest} className="min-w-full divide-y divide-gray-100 text-sm">
        <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-500">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`px-4 py-3 ${c.className ?? ''}`}>{c.header}</th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.length === 0 ? (
            <tr>
              <td data-test="table-empty" colSpan={columns.length} className="px-4 py-8 text-center text-gray-500">{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} data-test={`${rowTest}-${rowKey(row)}`} className="hover:bg-gray-50">
                {columns.map((c) => (
                  <td key={c.key} data-test={`cell-${c.key}`} className={`px-4 py-3 align-middle text-gray-800 ${c.className ?? ''}`}>{c.render(row)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
