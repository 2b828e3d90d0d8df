/**
 * The answers of an operation that serves a whole file with byte ranges
 * (server/http/stored-file-response.ts): browsers fetch PDFs, video and
 * large downloads in parts, and resume a cut download where it stopped.
 */
export const byteRangeResponses = {
  206: { description: 'The part of the file a `Range: bytes=a-b` header asked for; `Content-Range` says which bytes of how many.' },
  416: { description: 'A range wholly past the end of the file; `Content-Range: bytes */size` gives the size. No body.' },
} as const;
