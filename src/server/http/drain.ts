import type { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';

/**
 * Stops taking connections and lets the requests in flight finish: idle
 * keep-alive connections are closed at once and then as each answer is
 * sent (a browser would otherwise hold one open for minutes), and whatever
 * is still busy after `graceMs` is cut off so a stop never hangs.
 */
export function drain(server: ServerType, graceMs: number): Promise<void> {
  const http = server as Server;
  return new Promise<void>((resolve) => {
    const sweep = setInterval(() => http.closeIdleConnections(), 100);
    const deadline = setTimeout(() => http.closeAllConnections(), graceMs);
    http.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    http.closeIdleConnections();
  });
}
