/** A PDF starts with `%PDF-` (ISO 32000); the name and the Content-Type prove nothing. */
export function isPdf(bytes: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return bytes.length > magic.length && magic.every((b, i) => bytes[i] === b);
}

/** The name a downloaded file gets: the last part of what the admin's computer called it, ending in .pdf. */
export function pdfFileName(sent: string | undefined, fallback: string): string {
  const last = (sent ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\w.() -]+/g, '')
    .trim();
  const base = last === '' ? fallback : last;
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}
