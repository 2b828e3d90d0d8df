import type { ReactNode } from 'react';

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Said before the value where the header row is not shown ("Joined" on a phone). */
  phoneLabel?: string;
  /** Left out of the row's card on a phone when it has nothing to say for this row. */
  phoneHidden?: (row: Row) => boolean;
  /** The cell's own classes (colour, no wrapping on wide screens). */
  className?: string;
};

type Props<Row> = {
  /** What the table holds, for screen readers. */
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** A newer answer is on its way: the rows are dimmed. */
  busy?: boolean;
  className?: string;
};

/**
 * A list of records as a table on a wide box and, in a box narrower than
 * 40rem (a phone), as one card per row with each value under the other, so
 * the screen never grows wider than the phone (`stack-table` in styles.css).
 * The table roles are explicit, since a table whose display changes loses
 * them in some browsers; the header row stays for screen readers and the
 * phone's labels are for the eye only. A table wider than its box (many
 * figures on a narrow desktop) scrolls sideways rather than being cut off.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, busy = false, className = 'mt-3' }: Props<Row>) {
  return (
    <div className={`@container ${className}`}>
      <div aria-busy={busy} className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm transition aria-busy:opacity-70">
        <table role="table" className="stack-table w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead role="rowgroup" className="bg-slate-50 text-xs uppercase tracking-wider text-slate-500">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.header} role="columnheader" scope="col" className="px-5 py-3 font-semibold">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} role="row" className="hover:bg-slate-50 @max-[40rem]:space-y-2 @max-[40rem]:px-5 @max-[40rem]:py-4">
                {columns.map((column) => (
                  <td
                    key={column.header}
                    role="cell"
                    className={`align-middle @min-[40rem]:px-5 @min-[40rem]:py-3 ${column.phoneHidden?.(row) ? '@max-[40rem]:hidden' : ''} ${column.className ?? ''}`}
                  >
                    {column.phoneLabel && (
                      <span aria-hidden="true" className="@min-[40rem]:hidden">
                        {column.phoneLabel}{' '}
                      </span>
                    )}
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
