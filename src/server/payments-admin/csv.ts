/**
 * One CSV cell by RFC 4180: quoted when it holds a comma, quote or line
 * break, quotes doubled. A cell a spreadsheet would read as a formula
 * (starting with = + - @, or a tab or carriage return) gets a leading `'`,
 * so a student's "sender" cannot run anything in the admin's spreadsheet.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF, as RFC 4180 asks, ending with a line break. */
export function toCsv(rows: (string | number | null)[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Taka with two decimals and no grouping, so spreadsheets read it as a number: 450000 paisa -> "4500.00". */
export function takaCell(paisa: number): string {
  return (paisa / 100).toFixed(2);
}
