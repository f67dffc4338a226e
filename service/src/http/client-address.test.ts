import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddressResolver } from './client-address.js';

/** What the app takes for the client, for a request from `socket` carrying `forwarded`. */
async function clientOf(trusted: string[], socket: string | null, forwarded?: string) {
  const resolve = clientAddressResolver(trusted);
  const app = new Hono().get('/', (c) => c.text(resolve(c)));
  const headers = forwarded ? { 'x-forwarded-for': forwarded } : undefined;
  // @hono/node-server hands the Node request to the app as `incoming`; in process there is none.
  const env = socket ? { incoming: { socket: { remoteAddress: socket } } } : undefined;
  const res = await app.request('/', { headers }, env);
  return res.text();
}

describe('the client address (TRUST_PROXY)', () => {
  it('is the socket’s address, whatever X-Forwarded-For claims, when no proxy is trusted', async () => {
    expect(await clientOf([], '203.0.113.9', '192.0.2.1')).toBe('203.0.113.9');
    expect(await clientOf([], '::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a socket that is not a trusted proxy', async () => {
    expect(await clientOf(['10.0.0.0/8'], '203.0.113.9', '192.0.2.1')).toBe('203.0.113.9');
  });

  it('walks X-Forwarded-For from the right through trusted proxies only', async () => {
    const trusted = ['10.0.0.0/8', '2001:db8:ffff::/48'];
    // The load balancer (10.0.0.5) forwards for a CDN edge (10.1.2.3) that saw 198.51.100.7; the
    // leftmost entry is whatever the client wrote and is never reached.
    expect(await clientOf(trusted, '10.0.0.5', '6.6.6.6, 198.51.100.7, 10.1.2.3')).toBe('198.51.100.7');
    expect(await clientOf(trusted, '2001:db8:ffff::2', '2001:db8:1::9')).toBe('2001:db8:1::9');
    // Every hop trusted: the leftmost address is the client.
    expect(await clientOf(trusted, '10.0.0.5', '10.9.9.9')).toBe('10.9.9.9');
    // A hop that is not an address stops the walk at the last proxy.
    expect(await clientOf(trusted, '10.0.0.5', 'unknown')).toBe('10.0.0.5');
  });

  it('counts an in-process request (no socket) as loopback', async () => {
    expect(await clientOf([], null, '192.0.2.1')).toBe('127.0.0.1');
    expect(await clientOf(['127.0.0.1'], null, '192.0.2.1')).toBe('192.0.2.1');
  });
});
