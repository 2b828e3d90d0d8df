import type { Readable } from 'node:stream';
import type { ByteRange, FileStorage } from '../storage/file-storage';

export type FileHeaders = Record<string, string>;

/**
 * Which bytes a `Range` header asks for, of a file of `size` bytes: null for
 * the whole file (no header, a form we do not serve such as several ranges,
 * or another unit), 'unsatisfiable' for a range wholly past the end (416).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // "bytes=-500": the last 500 bytes.
    const length = Number(match[2]);
    if (length === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/**
 * A whole file's answer with byte ranges: 200 with the file, 206 with the
 * asked-for part (browsers fetch video and PDFs this way; Safari needs it),
 * or 416 for a range past the end. `headers` carry the type, caching and
 * disposition; this adds Accept-Ranges, Content-Length and Content-Range.
 */
export async function fileResponse({
  range: header,
  size,
  open,
  headers,
}: {
  range: string | undefined;
  size: number;
  open: (range?: ByteRange) => Promise<Readable | Uint8Array>;
  headers: FileHeaders;
}): Promise<Response> {
  const range = requestedRange(header, size);
  const base = { ...headers, 'Accept-Ranges': 'bytes' };
  if (range === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...base, 'Content-Range': `bytes */${size}` } });
  if (!range) return new Response(toBody(await open()), { status: 200, headers: { ...base, 'Content-Length': String(size) } });
  return new Response(toBody(await open(range)), {
    status: 206,
    headers: { ...base, 'Content-Length': String(range.end - range.start + 1), 'Content-Range': `bytes ${range.start}-${range.end}/${size}` },
  });
}

/** fileResponse for an object in the storage layer; null when there is no such object. */
export async function storedFileResponse(storage: FileStorage, { key, range, headers }: { key: string; range: string | undefined; headers: FileHeaders }): Promise<Response | null> {
  const size = await storage.size(key);
  if (size === null) return null;
  return fileResponse({
    range,
    size,
    headers,
    open: async (wanted) => {
      const object = await storage.get(key, wanted);
      if (!object) throw new Error(`Stored object ${key} vanished while being served`);
      return object.body;
    },
  });
}

/** fileResponse for bytes already in memory (files not yet moved out of the database). */
export function bytesResponse(bytes: Uint8Array, { range, headers }: { range: string | undefined; headers: FileHeaders }): Promise<Response> {
  return fileResponse({ range, size: bytes.byteLength, headers, open: async (wanted) => (wanted ? bytes.subarray(wanted.start, wanted.end + 1) : bytes) });
}

function toBody(body: Readable | Uint8Array): BodyInit {
  return body instanceof Uint8Array ? (body as Uint8Array<ArrayBuffer>) : webStreamOf(body);
}

/**
 * A stored file's stream as the body of a Response, read a chunk at a time
 * as the connection takes them. Node 20's Readable.toWeb copies every chunk
 * into a new buffer (to detach it from Buffer's pool; a file stream's chunks
 * are never pooled) and queues ahead: serving a 1080p video segment through it
 * cost about 60 % more CPU than piping the file (bench:video). Each chunk is
 * handed on as read; the file is closed when the answer ends or is cut off.
 */
export function webStreamOf(body: Readable): ReadableStream<Uint8Array> {
  const chunks = body[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      async cancel() {
        await chunks.return?.();
      },
    },
    // Nothing read ahead: the next chunk is read when the connection has taken the last.
    { highWaterMark: 0 },
  );
}
