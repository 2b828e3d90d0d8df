import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddressReader, proxyEntryProblem, type ClientIpReader } from './client-address';

/** What the app would take as the client's address for a request from `socket` carrying `forwarded`. */
async function seen(reader: ClientIpReader, socket: string, forwarded?: string): Promise<string> {
  const app = new Hono<{ Bindings: { incoming: unknown } }>();
  app.get('/', (c) => c.text(reader(c)));
  const headers: Record<string, string> = forwarded === undefined ? {} : { 'X-Forwarded-For': forwarded };
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: socket, remotePort: 50000, remoteFamily: 'IPv4' } } });
  return res.text();
}

describe('the client address', () => {
  it('is the socket address by default, whatever X-Forwarded-For claims', async () => {
    const reader = clientAddressReader([]);
    expect(await seen(reader, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(await seen(reader, '::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('is read from X-Forwarded-For only when the socket is a trusted proxy', async () => {
    const reader = clientAddressReader(['10.0.0.0/8', '::1']);
    expect(await seen(reader, '10.1.2.3', '198.51.100.7')).toBe('198.51.100.7');
    expect(await seen(reader, '::ffff:10.1.2.3', '198.51.100.7')).toBe('198.51.100.7');
    expect(await seen(reader, '::1', '2001:db8::5')).toBe('2001:db8::5');
    expect(await seen(reader, '203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
  });

  it('skips trusted hops from the right and never believes what the client wrote further left', async () => {
    const reader = clientAddressReader(['10.0.0.0/8']);
    expect(await seen(reader, '10.0.0.1', '1.1.1.1, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
    expect(await seen(reader, '10.0.0.1', '10.0.0.3, 10.0.0.2')).toBe('10.0.0.3');
  });

  it('stops at the last proxy when an entry is not an address, or there is none', async () => {
    const reader = clientAddressReader(['10.0.0.0/8']);
    expect(await seen(reader, '10.0.0.1', 'evil<script>, 10.0.0.2')).toBe('10.0.0.2');
    expect(await seen(reader, '10.0.0.1', 'unknown')).toBe('10.0.0.1');
    expect(await seen(reader, '10.0.0.1')).toBe('10.0.0.1');
  });

  it('names what is wrong with a TRUSTED_PROXIES entry', () => {
    expect(proxyEntryProblem('10.0.0.0/8')).toBeNull();
    expect(proxyEntryProblem('2001:db8::/32')).toBeNull();
    expect(proxyEntryProblem('localhost')).toMatch(/not an IP address/);
    expect(proxyEntryProblem('10.0.0.0/8/1')).toMatch(/not an IP address/);
    expect(proxyEntryProblem('::1/129')).toMatch(/prefix outside 0–128/);
  });
});
