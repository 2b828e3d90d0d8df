import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { AppError } from '../errors';

/** Node's own request, which @hono/node-server puts in the context; absent when the app is called in-process. */
export function nodeRequestOf(c: Context<AppEnv>): IncomingMessage | undefined {
  const env = c.env as { incoming?: unknown } | undefined;
  const incoming = env?.incoming;
  return incoming && typeof (incoming as IncomingMessage).on === 'function' ? (incoming as IncomingMessage) : undefined;
}

const utf8 = new TextDecoder();

/**
 * Reads a request body straight from Node's stream, up to `maxBytes`, and
 * keeps it where Hono's `c.req.text()`, `json()` and `arrayBuffer()` look
 * first, so the handler, its validator and Better Auth read it from memory.
 * Reading it through the Web Request instead makes Node's adapter build a
 * whole fetch Request and a web stream over the socket: measured as an
 * eighth of a save's CPU on exam day. A declared length over the cap is
 * refused before a byte is read; a body without one is counted as it
 * arrives and refused at the cap (413 `body_too_large`), and the rest is
 * left unread (the refusal closes the connection).
 */
export async function keepNodeBody(c: Context<AppEnv>, incoming: IncomingMessage, maxBytes: number): Promise<void> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > maxBytes) throw new AppError('body_too_large');
  const chunks: Buffer[] = [];
  let size = 0;
  await new Promise<void>((resolve, reject) => {
    const stop = (error?: Error) => {
      incoming.off('data', onData).off('end', onEnd).off('error', stop).off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= maxBytes) return void chunks.push(chunk);
      // Paused, not destroyed: destroying Node's request would reset the socket under the 413.
      incoming.pause();
      stop(new AppError('body_too_large'));
    };
    const onEnd = () => stop();
    const onClose = () => stop(new Error('The client went away before its request body had arrived.'));
    incoming.on('data', onData).on('end', onEnd).on('error', stop).on('close', onClose);
  });
  const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
  // An ArrayBuffer of exactly the body (a Buffer may be a view on a larger pooled one).
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  // Hono keeps promises of bodies here, whatever its type says.
  const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
  cache.arrayBuffer = Promise.resolve(buffer);
  // The text only when something asks for it (a JSON body, every API write): decoded as fetch's text() decodes, BOM dropped.
  const type = c.req.header('content-type') ?? '';
  if (type.includes('json') || type.startsWith('text/')) cache.text = Promise.resolve(utf8.decode(bytes));
}
