/**
 * `Content-Disposition: attachment` for a stored file name (RFC 6266): a
 * plain-ASCII `filename` that every browser reads, and `filename*` with the
 * exact UTF-8 name for those that support it. Quotes, backslashes, path
 * separators and control characters never reach the header.
 */
export function attachmentDisposition(fileName: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = fileName.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim() || 'download';
  const ascii = cleaned.replace(/[^\x20-\x7e]/g, '_').replace(/["%]/g, '_');
  const encoded = encodeURIComponent(cleaned).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
