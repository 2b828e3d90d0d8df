/** The file ended inside a quoted field: the rest of the file would be read as one cell. */
export class UnclosedQuote extends Error {}

/**
 * CSV as spreadsheets write it (RFC 4180): fields separated by commas,
 * quoted with " when they hold commas, quotes or line breaks, "" for a
 * quote inside; CRLF or LF between records. Records come one at a time,
 * so a reader can stop at a limit without splitting the rest of the file;
 * a quote left open throws UnclosedQuote at the end, so a broken file is
 * refused rather than half read.
 */
export function* csvRecords(text: string): Generator<string[], void> {
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      yield row;
      row = [];
      field = '';
    } else field += ch;
  }
  if (quoted) throw new UnclosedQuote();
  if (field !== '' || row.length > 0) {
    row.push(field);
    yield row;
  }
}

/** Every record of a CSV text, or null when a quote is left open. */
export function parseCsv(text: string): string[][] | null {
  try {
    return [...csvRecords(text)];
  } catch (error) {
    if (error instanceof UnclosedQuote) return null;
    throw error;
  }
}

/** One CSV record, quoting what must be quoted; a leading = + - @ is prefixed with ' so no spreadsheet runs it as a formula. */
export function toCsvRow(fields: string[]): string {
  return fields
    .map((raw) => {
      const field = /^[=+\-@]/.test(raw) && !/^-?\d/.test(raw) ? `'${raw}` : raw;
      return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
    })
    .join(',');
}
