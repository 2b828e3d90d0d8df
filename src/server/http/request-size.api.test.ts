import net from 'node:net';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { ORIGIN, signedInAs } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { JSON_BODY_LIMIT_BYTES } from './request-size';

const code = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe.each(testDatabaseKinds())('request size (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });
  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    t.request(path, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...headers },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);

  it('refuses a body over 64 kB before anything reads it, sign-in included', async () => {
    const huge = JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(JSON_BODY_LIMIT_BYTES) });
    const res = await post('/api/auth/sign-in/email', huge);
    expect(res.status).toBe(413);
    expect(await code(res)).toBe('body_too_large');
    const contact = await post('/api/contact', JSON.stringify({ message: 'y'.repeat(JSON_BODY_LIMIT_BYTES + 10) }));
    expect(contact.status).toBe(413);
  });

  it('counts a body sent without a length as it streams in', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await post('/api/auth/sign-up/email', stream);
    expect(res.status).toBe(413);
    expect(await code(res)).toBe('body_too_large');
  });

  it('lets a normal request through, and an upload route keeps its own larger limit', async () => {
    const wrong = await post('/api/auth/sign-in/email', JSON.stringify({ email: 'nobody@example.com', password: 'not the password at all' }));
    expect(wrong.status).toBe(401);
    const { browser } = await signedInAs(t.request, t.services.auth, 'student');
    const image = new Uint8Array(200 * 1024);
    const upload = await t.request('/api/my/orders/HSB-NOSUCH/screenshot', {
      method: 'PUT',
      headers: { Origin: ORIGIN, Cookie: browser.cookieHeader(), 'Content-Type': 'image/png' },
      body: image,
    });
    expect(upload.status).toBe(404);
  });

  it('on a real socket reads the body once from Node’s stream for the checks, the handler and Better Auth, Bangla and a byte-order mark included', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const send = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...headers },
        body,
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit);
    try {
      const message = 'আমার কোর্সের পেমেন্ট এখনও যাচাই হয়নি, দয়া করে দেখবেন।';
      const good = { name: 'Sharmin Akter', email: 'node-body@example.com', subject: 'payment', message };
      // The BOM is dropped as fetch's text() drops it; the Bangla arrives whole, even split across chunks mid-character.
      const bytes = new TextEncoder().encode(`\ufeff${JSON.stringify(good)}`);
      const split = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, 101));
          controller.enqueue(bytes.slice(101));
          controller.close();
        },
      });
      const sent = await send('/api/contact', split);
      expect(sent.status, await sent.clone().text()).toBe(201);
      expect(await t.db.selectFrom('contact_messages').select('message').where('email', '=', good.email).executeTakeFirst()).toEqual({ message });

      const nul = await send('/api/contact', JSON.stringify({ ...good, message: `${message}\u0000` }));
      expect(nul.status).toBe(400);
      expect(await code(nul)).toBe('validation_failed');
      const broken = await send('/api/contact', '{"name":');
      expect(broken.status).toBe(400);
      // Better Auth reads the body kept in memory: a wrong password is its own 401, not a hang or a 500.
      expect((await send('/api/auth/sign-in/email', JSON.stringify({ email: 'nobody@example.com', password: 'not the password at all' }))).status).toBe(401);
      const huge = await send('/api/contact', JSON.stringify({ ...good, message: 'y'.repeat(JSON_BODY_LIMIT_BYTES) }));
      expect(huge.status).toBe(413);
      expect(await code(huge)).toBe('body_too_large');
    } finally {
      (server as Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('closes the connection after a 413 on a real socket, so a keep-alive client never sends its next request into a reset', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    /** One keep-alive connection: the first request, then (when the answer lets the connection live) a second one on it. */
    const onOneConnection = async (first: string, body: (socket: net.Socket) => Promise<void>) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      let ended = false;
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      socket.on('error', () => {});
      const closed = new Promise<void>((resolve) => socket.once('close', () => ((ended = true), resolve())));
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(first);
      await body(socket);
      const firstAnswer = await until(
        () => /\r\n\r\n[^]*\}\}$/.test(received),
        () => received,
      );
      const keptAlive = !/^connection: close$/im.test(firstAnswer.split('\r\n\r\n')[0]!);
      let second: string | null = null;
      if (keptAlive && !ended) {
        const before = received.length;
        socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        second = await until(
          () => received.length > before && received.endsWith('{"status":"ok"}'),
          () => received.slice(before),
          2000,
        ).catch(() => null);
      } else await Promise.race([closed, sleep(2000)]);
      socket.destroy();
      return { status: Number(firstAnswer.slice(9, 12)), keptAlive, ended, second };
    };
    const headers = (length: string) => `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${ORIGIN}\r\nContent-Type: application/json\r\nConnection: keep-alive\r\n${length}\r\n`;
    const chunk = 'x'.repeat(16 * 1024);
    // Sent as a slow link sends it: the rest of the body takes longer than the server waits to discard it.
    const slowly =
      (frame: (piece: string) => string, end = '') =>
      async (socket: net.Socket) => {
        for (let i = 0; i < 40 && !socket.writableEnded && !socket.destroyed; i++) {
          socket.write(frame(chunk));
          await sleep(20);
        }
        if (end && !socket.destroyed) socket.write(end);
      };
    try {
      for (const [first, body] of [
        [headers(`Content-Length: ${40 * chunk.length}\r\n`), slowly((piece) => piece)],
        [headers('Transfer-Encoding: chunked\r\n'), slowly((piece) => `${piece.length.toString(16)}\r\n${piece}\r\n`, '0\r\n\r\n')],
      ] as const) {
        const answer = await onOneConnection(first, body);
        expect(answer.status).toBe(413);
        // Whatever the answer says of the connection must hold: kept alive, it answers the next request; closed, the server closes it.
        if (answer.keptAlive) expect(answer.second, 'the connection said keep-alive but did not answer the next request').not.toBeNull();
        else expect(answer.ended).toBe(true);
        expect(answer.keptAlive).toBe(false);
      }
      // A request within the limit keeps its connection for the next one.
      const small = JSON.stringify({ message: 'hello' });
      const fine = await onOneConnection(headers(`Content-Length: ${small.length}\r\n`), async (socket) => void socket.write(small));
      expect(fine.keptAlive).toBe(true);
      expect(fine.second).toContain('{"status":"ok"}');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done` holds, then answers `value`; fails after `ms`. */
async function until<T>(done: () => boolean, value: () => T, ms = 5000): Promise<T> {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await sleep(10);
  }
  return value();
}
