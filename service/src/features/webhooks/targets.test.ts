import { EN, inEnglish } from '@tawreed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  body as json,
  signedIn,
  type TestApp,
  type TestClient,
} from '../../../test/harness.js';
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
    expect(inEnglish(await refuseTarget('https://[::1]:8443/', false))).toBe(EN.webhookNotGlobal);
    expect(inEnglish(await refuseTarget('http://127.0.0.1/', true))).toBeNull();
    expect(inEnglish(await refuseTarget('javascript:alert(1)', true))).toMatch(/https/);
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
    expect(inEnglish(await refuseTarget('https://[::127.0.0.1]/', true))).toBeNull();
    expect(inEnglish(await refuseTarget('http://[fec0::1]/', true))).toBeNull();
  });
});

describe('webhook targets (WEBHOOK_ALLOW_PRIVATE=false)', () => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    client = await signedIn(t, await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }));
  });
  afterAll(() => t.close());

  it('refuses loopback, private, link-local and plain-http URLs with 422', async () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost:8443/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://172.16.5.4/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://0.0.0.0/hook',
      'http://93.184.215.14/hook',
      'https://user:pass@93.184.215.14/hook',
    ]) {
      const res = await client.post('/api/webhooks', { url, eventTypes: ['order.created'] });
      expect(res.status, url).toBe(422);
      expect((await json(res)).error.details.issues[0].path).toBe('url');
    }
    // A public address literal needs no DNS and is accepted.
    const ok = await client.post('/api/webhooks', {
      url: 'https://93.184.215.14/hook',
      eventTypes: ['order.created'],
    });
    expect(ok.status).toBe(201);
    const id = (await json(ok)).id;
    expect(
      (await client.request('PATCH', `/api/webhooks/${id}`, { url: 'https://127.0.0.1/x' })).status,
    ).toBe(422);
  });
});
