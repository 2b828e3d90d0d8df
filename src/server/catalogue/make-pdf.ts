/**
 * A small, valid PDF of plain text (Helvetica, A4), for the study sheets and
 * lesson documents the demo content ships. Enough for headings and short
 * lines; long lines are wrapped, and text that does not fit on one page
 * continues on the next (numbered) page.
 */
export function makeTextPdf(title: string, lines: string[]): Uint8Array {
  const escape = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[\\()]/g, (ch) => `\\${ch}`);
  const pages = paginate(lines.flatMap((line) => wrap(line, 90)));
  const streams = pages.map((pageLines, i) => {
    const body: string[] = ['BT'];
    // The title heads the first page; later pages start higher up.
    if (i === 0) body.push('/F2 18 Tf', '56 780 Td', `(${escape(title)}) Tj`, '/F1 11 Tf', '0 -30 Td');
    else body.push('/F1 11 Tf', '56 780 Td');
    for (const line of pageLines) body.push(`(${escape(line)}) Tj`, '0 -16 Td');
    body.push('ET');
    if (pages.length > 1) body.push('BT', '/F1 9 Tf', '500 30 Td', `(Page ${i + 1} of ${pages.length}) Tj`, 'ET');
    return body.join('\n');
  });

  const pageIds = pages.map((_, i) => 5 + 2 * i);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    ...streams.flatMap((stream, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${pageIds[i]! + 1} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    ]),
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** Lines per page: below the title on the first page, from the top on the others, 16 pt apart down to 60 pt. */
const FIRST_PAGE_LINES = 44;
const PAGE_LINES = 46;

function paginate(lines: string[]): string[][] {
  const pages: string[][] = [lines.slice(0, FIRST_PAGE_LINES)];
  for (let at = FIRST_PAGE_LINES; at < lines.length; at += PAGE_LINES) pages.push(lines.slice(at, at + PAGE_LINES));
  return pages;
}

function wrap(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if ((current + ' ' + word).trim().length > width) {
      out.push(current);
      current = word;
    } else current = (current + ' ' + word).trim();
  }
  if (current) out.push(current);
  return out;
}
