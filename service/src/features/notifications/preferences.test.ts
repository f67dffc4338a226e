import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  type Json,
  seedOrder,
  signedIn,
  type TestApp,
  type TestClient,
} from '../../../test/harness.js';
import type { ServiceEvent } from '../../events/types.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ALL_ON = [
  { kind: 'order.queue', enabled: true },
  { kind: 'order.status', enabled: true },
  { kind: 'order.delivery_failed', enabled: true },
];

async function approve(client: TestClient, orderId: string) {
  const order = (await (await client.get(`/api/orders/${orderId}`)).json()) as Json;
  const res = await client.post(`/api/orders/${orderId}/actions/approve`, undefined, {
    'if-match': `"${order.version}"`,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const bell = async (client: TestClient) =>
  ((await (await client.get('/api/notifications')).json()) as { notifications: Json[] }).notifications;

describe('notification preferences', () => {
  it('start with every kind on, switch kinds off and on, and are the account’s own', async () => {
    const user = await createUser(t);
    const client = await signedIn(t, user);
    expect(await (await client.get('/api/notifications/preferences')).json()).toEqual({
      preferences: ALL_ON,
    });

    const off = await client.put('/api/notifications/preferences', {
      preferences: [{ kind: 'order.status', enabled: false }],
    });
    expect(off.status).toBe(200);
    expect(((await off.json()) as Json).preferences).toContainEqual({ kind: 'order.status', enabled: false });
    // kinds left out keep their setting
    const more = await client.put('/api/notifications/preferences', {
      preferences: [{ kind: 'order.queue', enabled: false }],
    });
    expect(((await more.json()) as Json).preferences).toEqual([
      { kind: 'order.queue', enabled: false },
      { kind: 'order.status', enabled: false },
      { kind: 'order.delivery_failed', enabled: true },
    ]);

    const colleague = await signedIn(t, await createUser(t));
    expect(await (await colleague.get('/api/notifications/preferences')).json()).toEqual({
      preferences: ALL_ON,
    });

    await client.put('/api/notifications/preferences', {
      preferences: [
        { kind: 'order.queue', enabled: true },
        { kind: 'order.status', enabled: true },
      ],
    });
    expect(await (await client.get('/api/notifications/preferences')).json()).toEqual({
      preferences: ALL_ON,
    });
  });

  it('a kind switched off is not created for that account (no bell entry, no realtime notification); others still get it', async () => {
    const company = await createUser(t, { companyName: 'Wasama' });
    const companyMate = await createUser(t, { companyName: 'Wasama' });
    const muted = await createUser(t, { role: 'HIGHER_AUTHORITY' });
    const listening = await createUser(t, { role: 'HIGHER_AUTHORITY' });
    const credit = await signedIn(t, await createUser(t, { role: 'CREDIT_TEAM' }));
    const companyClient = await signedIn(t, company);
    const mateClient = await signedIn(t, companyMate);
    const mutedClient = await signedIn(t, muted);
    const listeningClient = await signedIn(t, listening);
    await mutedClient.put('/api/notifications/preferences', {
      preferences: [{ kind: 'order.queue', enabled: false }],
    });
    await companyClient.put('/api/notifications/preferences', {
      preferences: [{ kind: 'order.status', enabled: false }],
    });
    const realtime: ServiceEvent[] = [];
    const stop = t.deps.events.subscribe((event) => realtime.push(event));
    try {
      const order = await seedOrder(t, company, { status: 'PENDING_CREDIT' });
      await approve(credit, order.id);

      const mentions = (list: Json[]) => list.filter((n) => n.orderId === order.id);
      expect(mentions(await bell(mutedClient))).toEqual([]);
      expect(mentions(await bell(listeningClient))).toHaveLength(1);
      expect(mentions(await bell(companyClient))).toEqual([]);
      expect(mentions(await bell(mateClient))).toHaveLength(1);
      const toasts = realtime.flatMap((event) => (event.type === 'notification' ? [event.userId] : []));
      expect(toasts).toContain(listening.id);
      expect(toasts).toContain(companyMate.id);
      expect(toasts).not.toContain(muted.id);
      expect(toasts).not.toContain(company.id);
    } finally {
      stop();
    }
  });

  it.each([
    [{ preferences: [{ kind: 'order.nope', enabled: false }] }],
    [{ preferences: [{ kind: 'order.queue', enabled: 'no' }] }],
    [{ preferences: [{ kind: 'order.queue' }] }],
    [{ preferences: 'all' }],
    [{ muted: ['order.queue'] }],
  ])('refuses %j with 422', async (body) => {
    const client = await signedIn(t, await createUser(t));
    expect((await client.put('/api/notifications/preferences', body)).status).toBe(422);
  });

  it('needs a signed-in caller, and a browser on the portal’s origin to change them', async () => {
    expect((await t.fetch('/api/notifications/preferences')).status).toBe(401);
    const client = await signedIn(t, await createUser(t));
    const crossSite = await client.put(
      '/api/notifications/preferences',
      { preferences: [{ kind: 'order.queue', enabled: false }] },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(await (await client.get('/api/notifications/preferences')).json()).toEqual({
      preferences: ALL_ON,
    });
  });
});
