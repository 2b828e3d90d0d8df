import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export type ClientIpReader = (c: Context) => string;

/** `::ffff:10.0.0.1` is how an IPv4 peer shows on a dual-stack socket: compare it as 10.0.0.1. */
function plain(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/** The socket's address; requests made in-process (tests) have none. */
export function socketClientIp(c: Context): string {
  try {
    return plain(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/** Why a TRUSTED_PROXIES entry cannot be used, or null: an IPv4 or IPv6 address, with an optional /prefix. */
export function proxyEntryProblem(entry: string): string | null {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return `"${entry}" is not an IP address or a range such as 10.0.0.0/8`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && bits <= max ? null : `"${entry}" has a prefix outside 0–${max}`;
}

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * The client's address. With no trusted proxies (the default) it is the
 * socket's, whatever headers say. When the socket is a trusted proxy,
 * X-Forwarded-For is read from the right, skipping trusted proxies; the
 * first other address is the client. Anything a client writes further left
 * is never believed, and a malformed entry stops the walk at the last proxy.
 */
export function clientAddressReader(trustedProxies: readonly string[]): ClientIpReader {
  if (trustedProxies.length === 0) return socketClientIp;
  const trusted = blockListOf(trustedProxies);
  const isTrusted = (address: string) => {
    const family = isIP(address);
    return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
  return (c) => {
    let client = socketClientIp(c);
    if (!isTrusted(client)) return client;
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map(plain)
      .filter((hop) => hop !== '');
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i]!;
      if (isIP(hop) === 0) break;
      client = hop;
      if (!isTrusted(hop)) break;
    }
    return client;
  };
}
