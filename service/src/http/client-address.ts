import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Requests handed to the app in process (tests, scripts calling `app.fetch`) have no socket;
 * they come from this machine, so they count as loopback.
 */
export const IN_PROCESS_ADDRESS = '127.0.0.1';

export type ClientAddressOf = (c: Context) => string;

const family = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) is 203.0.113.7. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // no Node socket behind this request
  }
}

/**
 * Who is calling (DESIGN §7): the socket's remote address, unless that is one of the proxies
 * named in TRUST_PROXY; then X-Forwarded-For is read from the right, one hop per trusted
 * proxy, and the first address not itself trusted is the client. A header sent through an
 * untrusted hop is ignored, so nobody can choose their own address by writing it.
 */
export function clientAddressResolver(trustedProxies: readonly string[]): ClientAddressOf {
  const trusted = new BlockList();
  for (const entry of trustedProxies) {
    const [address = '', prefix] = entry.split('/');
    if (prefix === undefined) trusted.addAddress(address, family(address));
    else trusted.addSubnet(address, Number(prefix), family(address));
  }
  const isTrusted = (address: string) => trustedProxies.length > 0 && trusted.check(address, family(address));

  return function clientAddress(c) {
    let address = normalise(socketAddress(c) ?? IN_PROCESS_ADDRESS);
    if (!isTrusted(address)) return address;
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => normalise(hop.trim()))
      .filter(Boolean);
    while (isTrusted(address)) {
      const previous = hops.pop();
      if (!previous || !isIP(previous)) break;
      address = previous;
    }
    return address;
  };
}
