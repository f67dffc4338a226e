import { EN } from '@tawreed/domain';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_ADDRESSES, REFUSED_ADDRESSES } from '../../../test/webhook-addresses.js';
import { WebhookReceiver } from '../../../test/webhook-receiver.js';
import { guardedLookup, isPrivateAddress, postWebhook, refuseTarget } from './targets.js';

describe('webhook targets', () => {
  it('classifies addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd12::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '224.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses a private target again at send time, before connecting', async () => {
    const receiver = await WebhookReceiver.start();
    try {
      const refused = await postWebhook(`${receiver.url}/x`, {}, '{}', {
        timeoutMs: 1000,
        allowPrivate: false,
      });
      expect(refused).toMatchObject({ statusCode: null });
      expect(refused.error).toMatch(/https|private/);
      const httpsLocal = await postWebhook('https://localhost:1/x', {}, '{}', {
        timeoutMs: 1000,
        allowPrivate: false,
      });
      expect(httpsLocal.error).toBe(EN.webhookNotGlobal);
      expect(receiver.received).toEqual([]);
      const allowed = await postWebhook(`${receiver.url}/x`, {}, '{"type":"t"}', {
        timeoutMs: 1000,
        allowPrivate: true,
      });
      expect(allowed).toMatchObject({ statusCode: 200, error: null, body: 'ok' });
    } finally {
      await receiver.close();
    }
  });

  it('answers why a URL is refused', async () => {
    expect(await refuseTarget('https://[::1]:8443/', false)).toBe(EN.webhookNotGlobal);
    expect(await refuseTarget('http://127.0.0.1/', true)).toBeNull();
    expect(await refuseTarget('javascript:alert(1)', true)).toMatch(/https/);
  });

  it('allows only global unicast: every IANA special-purpose block and every IPv4 wrapped in IPv6 is judged', () => {
    for (const address of REFUSED_ADDRESSES) expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ACCEPTED_ADDRESSES) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses the same addresses at connect time (the lookup the delivery connects with)', async () => {
    const lookup = guardedLookup(false);
    const resolve = (host: string) =>
      new Promise<string | null>((done) =>
        lookup(host, { all: false }, (err) => done(err ? err.message : null)),
      );
    for (const address of REFUSED_ADDRESSES)
      expect(await resolve(address), address).toBe(EN.webhookNotGlobal);
    for (const address of ACCEPTED_ADDRESSES) expect(await resolve(address), address).toBeNull();
    // WEBHOOK_ALLOW_PRIVATE=true keeps letting local targets through.
    const open = guardedLookup(true);
    const opened = await new Promise<string | null>((done) =>
      open('::127.0.0.1', { all: false }, (err) => done(err ? err.message : null)),
    );
    expect(opened).toBeNull();
    expect(await refuseTarget('https://[::127.0.0.1]/', true)).toBeNull();
    expect(await refuseTarget('http://[fec0::1]/', true)).toBeNull();
  });
});
