import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { filePart, form, pngBytes } from '../../../test/fixtures.js';
import { createTestApp, createUser, type Json, seedOrder, signedIn } from '../../../test/harness.js';
import {
  creditClient,
  fakeUpdate,
  higherClient,
  json,
  otherClient,
  owner,
  ownerClient,
  pass,
  publishOrderEvents,
  receiver,
  step,
  subscribe,
  t,
  useWebhooksApp,
  warehouseClient,
} from '../../../test/webhooks-app.js';
import { riyadhDay } from '../../../test/workflow.js';
import { toActor } from '../../auth-core/credentials.js';
import { queryRows } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { ServiceEvent } from '../../events/types.js';
import { applyTransition } from '../workflow/engine.js';
import { runDeliveryPass } from './deliverer.js';
import { EVENT_RETENTION_MS, pruneEvents } from './fan-out.js';

describe('webhooks', () => {
  useWebhooksApp();

  it('manages subscriptions: the secret is shown once, others get 404, other roles 403', async () => {
    const created = await subscribe(ownerClient, '/manage', ['order.created']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const fetched = await json(await ownerClient.get(`/api/webhooks/${created.id}`));
    expect(fetched).not.toHaveProperty('secret');
    expect(fetched).toMatchObject({
      url: `${receiver.url}/manage`,
      eventTypes: ['order.created'],
      enabled: true,
    });
    const list = await json(await ownerClient.get('/api/webhooks'));
    expect(list.subscriptions.map((s: Json) => s.id)).toContain(created.id);
    expect(JSON.stringify(list)).not.toContain(created.secret);

    const updated = await ownerClient.request('PATCH', `/api/webhooks/${created.id}`, {
      eventTypes: ['order.created', 'order.ready'],
      enabled: false,
    });
    expect(await json(updated)).toMatchObject({
      eventTypes: ['order.created', 'order.ready'],
      enabled: false,
    });

    // Another company: 404 for everything about it, and its own list does not show it.
    for (const [method, path, body] of [
      ['GET', `/api/webhooks/${created.id}`],
      ['PATCH', `/api/webhooks/${created.id}`, { enabled: true }],
      ['DELETE', `/api/webhooks/${created.id}`],
      ['POST', `/api/webhooks/${created.id}/test`],
      ['GET', `/api/webhooks/${created.id}/deliveries`],
      ['POST', `/api/webhooks/${created.id}/replay`, { eventId: 'msg_x' }],
    ] as const) {
      expect((await otherClient.request(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await json(await otherClient.get('/api/webhooks'))).subscriptions).toEqual([]);

    // Roles that may not manage webhooks: 403, even for reading the list.
    for (const client of [creditClient, higherClient, warehouseClient]) {
      expect((await client.get('/api/webhooks')).status).toBe(403);
      expect(
        (await client.post('/api/webhooks', { url: `${receiver.url}/x`, eventTypes: ['order.created'] }))
          .status,
      ).toBe(403);
      expect((await client.get(`/api/webhooks/${created.id}`)).status).toBe(403);
    }
    expect((await t.fetch('/api/webhooks')).status).toBe(401);

    // Bad input is 422, never 500.
    for (const body of [
      { url: 'not a url', eventTypes: ['order.created'] },
      { url: `${receiver.url}/x`, eventTypes: [] },
      { url: `${receiver.url}/x`, eventTypes: ['order.exploded'] },
      { url: 'ftp://example.com/x', eventTypes: ['order.created'] },
      { url: `${receiver.url}/x`, eventTypes: ['order.created'], secret: 'mine' },
    ]) {
      expect((await ownerClient.post('/api/webhooks', body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await ownerClient.post(`/api/webhooks/${created.id}/replay`, {})).status).toBe(422);

    expect((await ownerClient.delete(`/api/webhooks/${created.id}`)).status).toBe(204);
    expect((await ownerClient.get(`/api/webhooks/${created.id}`)).status).toBe(404);
  });

  it('delivers every transition of a full order life once, in order, signed (standardwebhooks verifies)', async () => {
    const sub = await subscribe(ownerClient, '/life');
    const seeded = await seedOrder(t, owner, { status: 'PENDING_CREDIT' });
    await step(creditClient, seeded.id, 'actions/approve');
    await step(higherClient, seeded.id, 'actions/approve');
    await step(warehouseClient, seeded.id, 'actions/mark-ready');
    await step(warehouseClient, seeded.id, 'actions/print', { deliveryNoteNo: 'DN-1' });
    expect((await warehouseClient.post(`/api/orders/${seeded.id}/dispatch`)).status).toBe(200);
    await step(warehouseClient, seeded.id, 'transport', {
      expectedDeliveryDate: `${riyadhDay(new Date(), 1)}T10:00:00+03:00`,
    });
    const upload = await warehouseClient.post(
      '/api/invoices/upload',
      form({ invoice: filePart(pngBytes(), 'invoice.png', 'image/png') }),
    );
    const invoice = await json(upload);
    const final = await step(warehouseClient, seeded.id, 'deliver', {
      deliveryInvoicePath: invoice.filename,
    });

    await pass();
    const got = receiver.verified(sub.secret, '/life');
    expect(new Set(got.map((r) => r.id)).size).toBe(got.length);
    expect(got.every((r) => r.payload.data.orderId === seeded.id)).toBe(true);
    const statuses = got
      .filter((r) => r.payload.type === 'order.status_changed')
      .map((r) => r.payload.data.status);
    expect(statuses).toEqual([
      'PENDING_HIGHER',
      'PENDING_WAREHOUSE',
      'READY_TO_PRINT',
      'PRINTED',
      'ORDER_DISPATCHED',
      'ORDER_TRANSPORTED',
      'ORDER_DELIVERED',
    ]);
    const versions = got
      .filter((r) => 'version' in r.payload.data)
      .map((r) => r.payload.data.version as number);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    // One history_added per history entry written after the seed, in the same order.
    const historyIds = final.history.slice(1).map((entry: Json) => entry.id);
    expect(
      got.filter((r) => r.payload.type === 'order.history_added').map((r) => r.payload.data.entryId),
    ).toEqual(historyIds);
    expect(got.filter((r) => r.payload.type === 'order.ready')).toHaveLength(1);
    expect(got.filter((r) => r.payload.type === 'order.printed')).toHaveLength(1);
    // Sent again by another pass? No: each event exactly once.
    await pass();
    expect(receiver.at('/life')).toHaveLength(got.length);

    const log = await json(await ownerClient.get(`/api/webhooks/${sub.id}/deliveries?limit=200`));
    expect(log.attempts).toHaveLength(got.length);
    expect(log.attempts.every((a: Json) => a.succeeded && a.statusCode === 200 && a.attempt === 1)).toBe(
      true,
    );
    expect(new Set(log.attempts.map((a: Json) => a.eventId))).toEqual(new Set(got.map((r) => r.id)));
    await ownerClient.delete(`/api/webhooks/${sub.id}`);
  });

  it('sends nothing for a rolled-back change', async () => {
    const sub = await subscribe(ownerClient, '/rollback');
    const seeded = await seedOrder(t, owner, { status: 'PENDING_CREDIT' });
    const credit = await createUser(t, { role: 'CREDIT_TEAM' });
    const before = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from webhook_events`,
    );
    await expect(
      inTransaction(t.deps, async (tx, events) => {
        const outcome = await applyTransition(
          tx,
          toActor({ ...credit, name: 'c', isSalesRep: false }),
          seeded.id,
          { action: 'approve', ifMatch: 1 } as never,
          new Date(),
        );
        events.push(...outcome.events);
        expect(events.length).toBeGreaterThan(0);
        throw new Error('the change fails after its events were collected');
      }),
    ).rejects.toThrow(/fails after/);
    const after = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from webhook_events`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
    await pass();
    expect(receiver.at('/rollback')).toEqual([]);
    // The same change committed is sent.
    await step(creditClient, seeded.id, 'actions/approve');
    await pass();
    expect(receiver.at('/rollback').map((r) => r.payload.type)).toContain('order.status_changed');
    await ownerClient.delete(`/api/webhooks/${sub.id}`);
  });

  it('retries: 500 three times, then 200 gets the event on the fourth attempt; the log keeps 1 KB of each answer', async () => {
    const sub = await subscribe(ownerClient, '/flaky', ['order.updated']);
    let calls = 0;
    receiver.respond = (request) => {
      if (request.path !== '/flaky') return { status: 200 };
      calls++;
      return calls <= 3 ? { status: 500, body: 'E'.repeat(3000) } : { status: 200, body: 'accepted' };
    };
    const orderId = randomUUID();
    await publishOrderEvents(t, [fakeUpdate(orderId, 'Wasama', 2)]);
    await pass();
    const got = receiver.verified(sub.secret, '/flaky');
    expect(got).toHaveLength(4);
    expect(new Set(got.map((r) => r.id)).size).toBe(1);
    const log = await json(await ownerClient.get(`/api/webhooks/${sub.id}/deliveries`));
    expect(log.attempts.map((a: Json) => [a.attempt, a.statusCode, a.succeeded])).toEqual([
      [4, 200, true],
      [3, 500, false],
      [2, 500, false],
      [1, 500, false],
    ]);
    expect(log.attempts[1].responseBody).toBe('E'.repeat(1024));
    expect(log.attempts[0]).toMatchObject({
      responseBody: 'accepted',
      eventType: 'order.updated',
      error: null,
    });
    receiver.respond = () => ({ status: 200 });
    await ownerClient.delete(`/api/webhooks/${sub.id}`);
  });

  it('a receiver that never answers: attempts time out, then the subscription is disabled and its owner notified', async () => {
    const sub = await subscribe(ownerClient, '/silent', ['order.updated']);
    receiver.respond = (request) => (request.path === '/silent' ? 'hang' : { status: 200 });
    await publishOrderEvents(t, [fakeUpdate(randomUUID(), 'Wasama', 2)]);
    await pass({ backoffSeconds: [0, 0], timeoutMs: 150 });
    expect(receiver.at('/silent')).toHaveLength(3);
    const after = await json(await ownerClient.get(`/api/webhooks/${sub.id}`));
    expect(after.enabled).toBe(false);
    expect(after.disabledReason).toMatch(/3 failed attempts/);
    const log = await json(await ownerClient.get(`/api/webhooks/${sub.id}/deliveries`));
    expect(log.attempts.every((a: Json) => /Timed out/.test(a.error) && a.statusCode === null)).toBe(true);
    const notes = await json(await ownerClient.get('/api/notifications'));
    expect(notes.notifications[0]).toMatchObject({ severity: 'warning', orderId: null });
    expect(notes.notifications[0].message).toMatch(/Webhook to 127\.0\.0\.1:\d+ was disabled/);
    // Nothing more goes out while disabled; test and replay say so.
    await publishOrderEvents(t, [fakeUpdate(randomUUID(), 'Wasama', 2)]);
    await pass();
    expect(receiver.at('/silent')).toHaveLength(3);
    expect((await ownerClient.post(`/api/webhooks/${sub.id}/test`)).status).toBe(409);
    receiver.respond = () => ({ status: 200 });
    // Enabled again, it receives what happened meanwhile.
    await ownerClient.request('PATCH', `/api/webhooks/${sub.id}`, { enabled: true });
    await pass();
    expect(receiver.at('/silent')).toHaveLength(4);
    await ownerClient.delete(`/api/webhooks/${sub.id}`);
  });

  it('an owner moved to another company no longer receives the retries of its old company’s events', async () => {
    const mover = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
    const sub = await subscribe(await signedIn(t, mover), '/moved', ['order.updated']);
    receiver.respond = (request) => (request.path === '/moved' ? { status: 500 } : { status: 200 });
    await publishOrderEvents(t, [fakeUpdate(randomUUID(), 'Wasama', 2)]);
    await pass({ backoffSeconds: [3600, 3600] });
    expect(receiver.at('/moved')).toHaveLength(1);
    // Moved to Actimed; the retry comes due.
    await t.deps.db.execute(sql`update users set company_name = 'Actimed' where id = ${mover.id}`);
    await t.deps.db.execute(
      sql`update webhook_deliveries set next_attempt_at = now() where subscription_id = ${sub.id}`,
    );
    receiver.respond = () => ({ status: 200 });
    await pass({ backoffSeconds: [3600, 3600] });
    expect(receiver.at('/moved')).toHaveLength(1);
    const [delivery] = await queryRows<{ state: string }>(
      t.deps.db,
      sql`select state from webhook_deliveries where subscription_id = ${sub.id}`,
    );
    expect(delivery?.state).toBe('failed');
  });

  it('a redirect is a failed attempt (not followed)', async () => {
    const sub = await subscribe(ownerClient, '/moved', ['order.updated']);
    receiver.respond = (request) =>
      request.path === '/moved'
        ? { status: 307, headers: { location: `${receiver.url}/elsewhere` } }
        : { status: 200 };
    await publishOrderEvents(t, [fakeUpdate(randomUUID(), 'Wasama', 2)]);
    await pass({ backoffSeconds: [3600] });
    expect(receiver.at('/elsewhere')).toEqual([]);
    const log = await json(await ownerClient.get(`/api/webhooks/${sub.id}/deliveries`));
    expect(log.attempts).toHaveLength(1);
    expect(log.attempts[0]).toMatchObject({ statusCode: 307, succeeded: false });
    expect(log.attempts[0].error).toMatch(/Redirect/);
    receiver.respond = () => ({ status: 200 });
    await ownerClient.delete(`/api/webhooks/${sub.id}`);
  });

  it('test sends a webhook.test; replay re-sends an event with its webhook-id; another company’s event is 404', async () => {
    const sub = await subscribe(ownerClient, '/replay', ['order.updated']);
    const test = await ownerClient.post(`/api/webhooks/${sub.id}/test`);
    expect(test.status).toBe(202);
    const queued = await json(test);
    await publishOrderEvents(t, [
      fakeUpdate(randomUUID(), 'Wasama', 2),
      fakeUpdate(randomUUID(), 'Actimed', 2),
    ]);
    await pass();
    const got = receiver.verified(sub.secret, '/replay');
    expect(got.map((r) => r.payload.type)).toEqual(['webhook.test', 'order.updated']);
    expect(got[0]!.id).toBe(queued.eventId);
    const ours = got[1]!;
    const replayed = await ownerClient.post(`/api/webhooks/${sub.id}/replay`, { eventId: ours.id });
    expect(replayed.status).toBe(202);
    const log = await json(await ownerClient.get(`/api/webhooks/${sub.id}/deliveries`));
    const byDelivery = await ownerClient.post(`/api/webhooks/${sub.id}/replay`, {
      deliveryId: log.attempts[0].deliveryId,
    });
    expect(byDelivery.status).toBe(202);
    await pass();
    const again = receiver.verified(sub.secret, '/replay');
    expect(again).toHaveLength(4);
    expect(again.slice(2).map((r) => r.id)).toEqual([ours.id, ours.id]);
    expect(again[2]!.body).toBe(ours.body);
    // Actimed's event exists, but Wasama's subscription may not have it.
    const [theirs] = await queryRows<{ msg_id: string }>(
      t.deps.db,
      sql`select msg_id from webhook_events where medical_company = 'Actimed' order by id desc limit 1`,
    );
    expect(
      (await ownerClient.post(`/api/webhooks/${sub.id}/replay`, { eventId: theirs!.msg_id })).status,
    ).toBe(404);
    expect((await ownerClient.post(`/api/webhooks/${sub.id}/replay`, { eventId: 'msg_nope' })).status).toBe(
      404,
    );
    const replayLog = await json(await ownerClient.get(`/api/webhooks/${sub.id}/deliveries`));
    expect(replayLog.attempts.filter((a: Json) => a.replay)).toHaveLength(2);
    await ownerClient.delete(`/api/webhooks/${sub.id}`);
  });

  it("a company's subscription never receives another company's order, over 1,000 mixed events", async () => {
    const wasama = await subscribe(ownerClient, '/iso-wasama');
    const actimed = await subscribe(otherClient, '/iso-actimed');
    const companies = ['Wasama', 'Actimed', 'Pharmaserve'];
    const orders = Array.from({ length: 30 }, (_, i) => ({ id: randomUUID(), company: companies[i % 3]! }));
    const sent: Record<string, number> = { Wasama: 0, Actimed: 0, Pharmaserve: 0 };
    for (let batch = 0; batch < 100; batch++) {
      const events: ServiceEvent[] = [];
      for (let i = 0; i < 10; i++) {
        const order = orders[(batch * 7 + i * 3) % orders.length]!;
        sent[order.company]!++;
        events.push(
          i % 2
            ? fakeUpdate(order.id, order.company, batch + 2)
            : {
                type: 'order:history:new',
                orderId: order.id,
                medicalCompany: order.company,
                entryId: randomUUID(),
              },
        );
      }
      await publishOrderEvents(t, events);
    }
    await pass({ batchSize: 64 });
    const toWasama = receiver.verified(wasama.secret, '/iso-wasama');
    const toActimed = receiver.verified(actimed.secret, '/iso-actimed');
    expect(toWasama).toHaveLength(sent.Wasama!);
    expect(toActimed).toHaveLength(sent.Actimed!);
    expect(toWasama.every((r) => r.payload.data.medicalCompany === 'Wasama')).toBe(true);
    expect(toActimed.every((r) => r.payload.data.medicalCompany === 'Actimed')).toBe(true);
    await ownerClient.delete(`/api/webhooks/${wasama.id}`);
    await otherClient.delete(`/api/webhooks/${actimed.id}`);
  });
});

describe('webhook event retention', () => {
  it('removes events past 30 days unless a delivery of theirs is still pending', async () => {
    const t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: true });
    try {
      const owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
      const client = await signedIn(t, owner);
      const sub = await json(
        await client.post('/api/webhooks', {
          url: 'http://127.0.0.1:9/never',
          eventTypes: ['order.updated'],
        }),
      );
      await publishOrderEvents(t, [
        fakeUpdate(randomUUID(), 'Wasama', 2),
        fakeUpdate(randomUUID(), 'Actimed', 2),
      ]);
      // Wasama's event gets a pending delivery (its receiver is down and the next try is in an hour).
      await runDeliveryPass(t.deps, { backoffSeconds: [3600] });
      const later = { ...t.deps, now: () => new Date(Date.now() + EVENT_RETENTION_MS + 60_000) };
      expect(await pruneEvents(t.deps)).toBe(0);
      expect(await pruneEvents(later)).toBe(1);
      const left = await queryRows<{ medical_company: string }>(
        t.deps.db,
        sql`select medical_company from webhook_events`,
      );
      expect(left.map((row) => row.medical_company)).toEqual(['Wasama']);
      expect((await json(await client.get(`/api/webhooks/${sub.id}/deliveries`))).attempts).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
