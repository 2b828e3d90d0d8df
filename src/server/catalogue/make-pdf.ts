/**
 * A small, valid one-page PDF of plain text (Helvetica, A4), for the study
 * sheets the demo content ships. Enough for headings and short lines; long
 * lines are wrapped, text past the page end is dropped.
 */
export function makeTextPdf(title: string, lines: string[]): Uint8Array {
  const escape = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[\\()]/g, (ch) => `\\${ch}`);
  const wrapped = lines.flatMap((line) => wrap(line, 90));
  const body: string[] = ['BT', '/F2 18 Tf', '56 780 Td', `(${escape(title)}) Tj`, '/F1 11 Tf', '0 -30 Td'];
  let y = 750;
  for (const line of wrapped) {
    if (y < 60) break;
    body.push(`(${escape(line)}) Tj`, '0 -16 Td');
    y -= 16;
  }
  body.push('ET');
  const stream = body.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
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
