/**
 * Webhook targets against an attacker (issue 27), with the defaults (WEBHOOK_ALLOW_PRIVATE
 * off): every address outside global unicast, and every IPv4 one carried inside IPv6, is
 * refused when subscribing (422 naming `url`, in English and Arabic) and again when a delivery
 * goes out (a subscription whose URL turned bad is never connected to).
 */
import { randomUUID } from 'node:crypto';
import { AR, EN } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { inTransaction } from '../../src/db/transaction.js';
import { runDeliveryPass } from '../../src/features/webhooks/deliverer.js';
import { createTestApp, createUser, type Json, signedIn, type TestApp, type TestClient } from '../harness.js';
import { ACCEPTED_ADDRESSES, REFUSED_ADDRESSES } from '../webhook-addresses.js';

const urlOf = (address: string) =>
  address.includes(':') ? `https://[${address}]/hook` : `https://${address}/hook`;
/** URLs cannot carry a zone ("%eth0"); that form is checked by the unit test of targets.ts. */
const REFUSED_URLS = REFUSED_ADDRESSES.filter((address) => !address.includes('%')).map(urlOf);

let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: false });
  client = await signedIn(t, await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }));
});
afterAll(() => t.close());

describe('webhook targets that are not global unicast', () => {
  it('are refused at subscription with 422 naming the URL, in English and Arabic', async () => {
    for (const url of REFUSED_URLS) {
      for (const [lang, message] of [
        ['en', EN.webhookNotGlobal],
        ['ar', AR.webhookNotGlobal],
      ] as const) {
        const res = await client.post(
          '/api/webhooks',
          { url, eventTypes: ['order.updated'] },
          { 'accept-language': lang },
        );
        expect(res.status, url).toBe(422);
        const body = (await res.json()) as Json;
        expect(body.error.message, url).toBe(message);
        expect(body.error.details.issues[0]).toMatchObject({ path: 'url', message });
      }
    }
    // Changing a good subscription's URL to a bad one is refused the same way.
    const good = await client.post('/api/webhooks', { url: urlOf('1.1.1.1'), eventTypes: ['order.updated'] });
    expect(good.status).toBe(201);
    const { id } = (await good.json()) as Json;
    for (const url of REFUSED_URLS) {
      const res = await client.request('PATCH', `/api/webhooks/${id}`, { url });
      expect(res.status, url).toBe(422);
    }
    expect((await client.delete(`/api/webhooks/${id}`)).status).toBe(204);
  });

  it('global addresses, also as mapped, NAT64, 6to4 and Teredo forms of a public IPv4, are accepted', async () => {
    for (const address of ACCEPTED_ADDRESSES) {
      const res = await client.post('/api/webhooks', { url: urlOf(address), eventTypes: ['order.updated'] });
      expect(res.status, address).toBe(201);
      // Deleted at once: no test delivers to the public internet.
      expect((await client.delete(`/api/webhooks/${((await res.json()) as Json).id}`)).status).toBe(204);
    }
  });

  it('are refused again at delivery, before any connection, and the attempt says why', async () => {
    const ids: string[] = [];
    for (const url of REFUSED_URLS) {
      const res = await client.post('/api/webhooks', {
        url: urlOf('1.1.1.1'),
        eventTypes: ['order.updated'],
      });
      const { id } = (await res.json()) as Json;
      // As if the URL had been accepted under an older check (or stored by hand).
      await t.deps.db.execute(sql`update webhook_subscriptions set url = ${url} where id = ${id}`);
      ids.push(id);
    }
    // One order event of the company, through the real outbox.
    await inTransaction(t.deps, async (_tx, events) => {
      events.push({
        type: 'order:updated',
        orderId: randomUUID(),
        medicalCompany: 'Wasama',
        status: 'PENDING_CREDIT',
        version: 2,
        timestamp: new Date().toISOString(),
        action: 'edit',
        fromStatus: 'PENDING_CREDIT',
        actorId: null,
      });
    });
    await runDeliveryPass(t.deps, { backoffSeconds: [3600] });
    for (const [index, id] of ids.entries()) {
      const log = (await (await client.get(`/api/webhooks/${id}/deliveries`)).json()) as Json;
      expect(log.attempts, REFUSED_URLS[index]).toHaveLength(1);
      expect(log.attempts[0], REFUSED_URLS[index]).toMatchObject({
        statusCode: null,
        succeeded: false,
        error: EN.webhookNotGlobal,
      });
    }
    const [sent] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from webhook_attempts where status_code is not null`,
    );
    expect(sent?.n).toBe(0);
  });
});
