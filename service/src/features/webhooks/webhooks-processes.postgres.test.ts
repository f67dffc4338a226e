import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../../../test/fixtures.js';
import { createUser, startTwoInstances, until } from '../../../test/harness.js';
import { api, apiToken } from '../../../test/live.js';
import { ServiceProcess } from '../../../test/service-process.js';
import { type Received, WebhookReceiver } from '../../../test/webhook-receiver.js';
import { inTransaction } from '../../db/transaction.js';
import type { ServiceEvent } from '../../events/types.js';

/** Per order, the versions as received must only go up (commit order per order). */
function expectInOrderPerOrder(received: Received[]) {
  const last = new Map<string, number>();
  for (const entry of received) {
    const orderId = entry.payload.data.orderId as string;
    const version = entry.payload.data.version as number;
    expect(version, `order ${orderId}`).toBeGreaterThan(last.get(orderId) ?? 0);
    last.set(orderId, version);
  }
}

describe('two instances on one PostgreSQL', () => {
  it('deliver 1,000 events with 0 duplicates and 0 losses, in order per order', async () => {
    const instances = await startTwoInstances({ WEBHOOK_ALLOW_PRIVATE: true, WEBHOOK_POLL_MS: 50 });
    const { a, b } = instances;
    const receiver = await WebhookReceiver.start();
    try {
      const owner = await createUser(a.t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
      const token = await apiToken(b.server, owner.email, owner.password);
      const res = await api(b.server, token, 'POST', '/api/webhooks', {
        url: `${receiver.url}/hook`,
        eventTypes: ['order.updated'],
      });
      expect(res.status).toBe(201);
      const { secret } = (await res.json()) as { secret: string };
      const orders = Array.from({ length: 50 }, () => randomUUID());
      const instances = [a, b];
      // 1,000 events, 20 per order (versions 1..20), committed through both instances at once.
      await Promise.all(
        instances.map(async (instance, which) => {
          for (let round = 0; round < 20; round++) {
            for (let i = which; i < orders.length; i += 2) {
              const event: ServiceEvent = {
                type: 'order:updated',
                orderId: orders[i]!,
                medicalCompany: 'Wasama',
                status: 'PENDING_CREDIT',
                version: round + 1,
                timestamp: new Date().toISOString(),
                action: 'edit',
                fromStatus: 'PENDING_CREDIT',
                actorId: null,
              };
              await inTransaction(instance.t.deps, async (_tx, events) => {
                events.push(event);
              });
            }
          }
        }),
      );
      await until(() => new Set(receiver.received.map((r) => r.id)).size >= 1000, '1,000 events', 45_000);
      await new Promise((resolve) => setTimeout(resolve, 500)); // anything sent twice would arrive now
      const got = receiver.verified(secret);
      expect(got).toHaveLength(1000);
      expect(new Set(got.map((r) => r.id)).size).toBe(1000);
      expectInOrderPerOrder(got);
    } finally {
      await receiver.close();
      await instances.close();
    }
  }, 90_000);
});

describe('the service killed (SIGKILL) mid-delivery, then restarted', () => {
  let service: ServiceProcess;
  let receiver: WebhookReceiver;
  let token: string;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start(() => ({ status: 200, delayMs: 150 }));
    service = await ServiceProcess.start({
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_POLL_MS: '50',
      WEBHOOK_LEASE_SECONDS: '2',
    });
    token = await service.partnerToken('hooks@tawreed.test', 'Hooks');
  }, 60_000);

  afterAll(async () => {
    await service?.stop();
    await receiver?.close();
  });

  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${service.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('loses no event', async () => {
    const res = await call('POST', '/api/webhooks', {
      url: `${receiver.url}/hook`,
      eventTypes: ['order.created'],
    });
    expect(res.status).toBe(201);
    const { secret } = (await res.json()) as { secret: string };
    const created: string[] = [];
    for (let i = 0; i < 40; i++) {
      const order = await call('POST', '/api/orders', orderBody({ externalRef: `HOOK-${i}` }));
      expect(order.status).toBe(201);
      created.push(((await order.json()) as { id: string }).id);
    }
    // Killed while receipts are in flight (the receiver answers after 150 ms).
    await until(() => receiver.received.length >= 3, 'the first deliveries', 20_000);
    await service.kill('SIGKILL');
    const beforeRestart = new Set(receiver.received.map((r) => r.payload.data.orderId));
    expect(beforeRestart.size).toBeLessThan(created.length);
    await service.restart();
    const delivered = () => new Set(receiver.received.map((r) => r.payload.data.orderId as string));
    await until(() => created.every((id) => delivered().has(id)), 'every order.created', 30_000);
    const got = receiver.verified(secret);
    expect(got.every((r) => r.payload.type === 'order.created')).toBe(true);
    // At least once: an attempt cut by the kill may arrive twice, with the same webhook-id.
    const idsPerOrder = new Map<string, Set<string>>();
    for (const r of got) {
      const key = r.payload.data.orderId as string;
      idsPerOrder.set(key, (idsPerOrder.get(key) ?? new Set()).add(r.id));
    }
    expect([...idsPerOrder.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(idsPerOrder.size).toBe(created.length);
  }, 90_000);
});
