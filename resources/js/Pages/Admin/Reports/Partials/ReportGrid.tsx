import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface GridColumn<T> {
  /** Names the column (React key and `data-test="cell-<key>"`). */
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** An amount or a count: right-aligned, tabular digits, never wrapped. */
  numeric?: boolean;
}

interface Props<T> {
  /** The first column names the row (a period, a service, a technician): it stays in view while the others scroll. */
  columns: GridColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** The totals row: one cell per column, the first being its label. */
  total?: { cells: ReactNode[]; 'data-test'?: string };
  /** Names the table's scroll region for assistive tech. */
  label: string;
  /** Each row gets `data-test="<rowTest>-<key>"`. */
  rowTest: string;
  /** Shown instead of the table when there are no rows: an <EmptyState>. */
  empty: ReactNode;
  'data-test'?: string;
}

const pad = 'px-3 py-2.5';
// The sticky column keeps its own background (rows scroll beneath it) and a hairline edge that stays put (a border would scroll away with collapsed borders).
const sticky =
  'sticky left-0 z-10 min-w-32 text-left shadow-[inset_-1px_0_0_var(--color-gray-200)]';

/** True while the box hides columns to its right: a fade at its edge says there is more to scroll to. */
function useMoreToTheRight(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!shown || !el) return;
    const check = () => setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    el.addEventListener('scroll', check, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', check);
    };
  }, [shown]);
  return { ref, more: shown && more };
}

/**
 * A report table that stays a table at every width: a reader compares a
 * column down the periods, which cards would break apart. When the columns
 * are wider than the box they scroll inside it (never the page), with the
 * row's name held at the left. Unlike DataTable it has no row actions and no
 * card mode: a report row is read, not tapped.
 */
export default function ReportGrid<T>({
  columns,
  rows,
  rowKey,
  total,
  label,
  rowTest,
  empty,
  'data-test': dataTest,
}: Props<T>) {
  const { ref, more } = useMoreToTheRight(rows.length > 0);
  if (rows.length === 0) return <>{empty}</>;
  const align = (c: GridColumn<T>) =>
    c.numeric ? 'text-right tabular-nums whitespace-nowrap' : 'text-left';
  return (
    <div className="relative">
      {/* Focusable so the table can be scrolled from the keyboard when it is wider than its box. */}
      <div
        ref={ref}
        role="region"
        aria-label={label}
        tabIndex={0}
        className="table-frame overflow-x-auto overscroll-x-contain rounded-xl bg-white shadow-sm ring-1 ring-gray-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
      >
        <table data-test={dataTest} className="min-w-full text-sm">
          <thead className="bg-gray-50 text-xs font-semibold uppercase tracking-wide text-gray-600">
            <tr>
              {columns.map((c, i) => (
                <th
                  key={c.key}
                  scope="col"
                  className={`${pad} ${i === 0 ? `${sticky} bg-gray-50` : align(c)}`}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} data-test={`${rowTest}-${rowKey(row)}`}>
                {columns.map((c, i) =>
                  i === 0 ? (
                    <th
                      key={c.key}
                      scope="row"
                      data-test={`cell-${c.key}`}
                      className={`${pad} ${sticky} bg-white font-semibold text-gray-900`}
                    >
                      {c.render(row)}
                    </th>
                  ) : (
                    <td
                      key={c.key}
                      data-test={`cell-${c.key}`}
                      className={`${pad} text-gray-800 ${align(c)}`}
                    >
                      {c.render(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {total && (
            <tfoot className="border-t-2 border-gray-200 bg-gray-50 font-semibold text-gray-900">
              <tr data-test={total['data-test']}>
                {total.cells.map((content, i) =>
                  i === 0 ? (
                    <th
                      key={columns[i]?.key ?? i}
                      scope="row"
                      className={`${pad} ${sticky} bg-gray-50`}
                    >
                      {content}
                    </th>
                  ) : (
                    <td
                      key={columns[i]?.key ?? i}
                      data-test={`total-${columns[i]?.key ?? i}`}
                      className={`${pad} ${columns[i] ? align(columns[i]) : ''}`}
                    >
                      {content}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {more && (
        <div
          aria-hidden="true"
          data-test="scroll-more"
          className="pointer-events-none absolute inset-y-px right-px w-10 rounded-r-xl bg-linear-to-l from-gray-900/15 to-transparent"
        />
      )}
    </div>
  );
}
