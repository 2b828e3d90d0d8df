import { imageTypeOf } from '../../checkout/attach-screenshot';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The extensions each accepted type may carry. */
const EXTENSIONS: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  [XLSX]: ['xlsx'],
  [DOCX]: ['docx'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: number[], at = 0): boolean {
  return signature.every((b, i) => bytes[at + i] === b);
}

/** Whether a ZIP holds an entry whose name starts with `prefix` (names are plain text in each entry's header). */
function zipHasEntry(bytes: Uint8Array, prefix: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(prefix, 'latin1'));
}

/**
 * A downloadable file's type by its bytes: PDF, an Excel or Word document
 * (a ZIP holding xl/ or word/ parts), PNG or JPEG. The name must end in an
 * extension of that type, so a renamed program or a PDF called .docx is
 * refused. Null when the file is none of these.
 */
export function resourceTypeOf(bytes: Uint8Array, fileName: string): string | null {
  let type: string | null = null;
  if (startsWith(bytes, ascii('%PDF-'))) type = 'application/pdf';
  else if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && zipHasEntry(bytes, '[Content_Types].xml')) {
    if (zipHasEntry(bytes, 'xl/workbook')) type = XLSX;
    else if (zipHasEntry(bytes, 'word/document')) type = DOCX;
  } else {
    const image = imageTypeOf(bytes);
    if (image === 'image/png' || image === 'image/jpeg') type = image;
  }
  if (type === null) return null;
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return EXTENSIONS[type]!.includes(extension) ? type : null;
}
