import { WEBHOOK_EVENT_TYPES } from '@tawreed/domain';
import { afterAll, expect } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import type { ServiceEvent } from '../src/events/types.js';
import { runDeliveryPass } from '../src/features/webhooks/deliverer.js';
import {
  body,
  createUser,
  type SeedUser,
  signedIn,
  type TestApp,
  type TestClient,
  useSharedApp,
} from './harness.js';
import { WebhookReceiver } from './webhook-receiver.js';

// One app (WEBHOOK_ALLOW_PRIVATE, so the local receiver is a valid target), one receiver and
// their users for the webhook API tests (src/features/webhooks/webhooks.test.ts): the file
// calls useWebhooksApp() once; the bindings below are live, set by its beforeAll.
export let t: TestApp;
export let receiver: WebhookReceiver;
export let owner: SeedUser;
export let ownerClient: TestClient;
export let otherClient: TestClient;
export let creditClient: TestClient;
export let higherClient: TestClient;
export let warehouseClient: TestClient;

export function useWebhooksApp() {
  useSharedApp(
    async (app) => {
      t = app;
      receiver = await WebhookReceiver.start();
      owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
      const other = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' });
      ownerClient = await signedIn(t, owner);
      otherClient = await signedIn(t, other);
      creditClient = await signedIn(t, await createUser(t, { role: 'CREDIT_TEAM' }));
      higherClient = await signedIn(t, await createUser(t, { role: 'HIGHER_AUTHORITY' }));
      warehouseClient = await signedIn(t, await createUser(t, { role: 'WAREHOUSE_MANAGER' }));
    },
    { WEBHOOK_ALLOW_PRIVATE: true },
  );
  afterAll(() => receiver?.close());
}

export { body as json } from './harness.js';

/** One delivery pass with no waits between retries (unless `options` says otherwise). */
export const pass = (options: Parameters<typeof runDeliveryPass>[1] = {}) =>
  runDeliveryPass(t.deps, { backoffSeconds: [0, 0, 0, 0], ...options });

export async function subscribe(client: TestClient, path: string, eventTypes?: string[]) {
  const res = await client.post('/api/webhooks', {
    url: `${receiver.url}${path}`,
    eventTypes: eventTypes ?? [...WEBHOOK_EVENT_TYPES],
    description: `test ${path}`,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return body(res);
}

/** A workflow call that must succeed, at the order's current version. */
export async function step(client: TestClient, orderId: string, path: string, payload?: unknown) {
  const current = await body(await client.get(`/api/orders/${orderId}`));
  const res = await client.post(`/api/orders/${orderId}/${path}`, payload, {
    'if-match': `"${current.version}"`,
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return body(res);
}

/** Pushes synthetic order events through the real inTransaction (so the real outbox path). */
export async function publishOrderEvents(app: TestApp, events: ServiceEvent[]) {
  await inTransaction(app.deps, async (_tx, pushed) => {
    pushed.push(...events);
  });
}

export const fakeUpdate = (orderId: string, medicalCompany: string, version: number): ServiceEvent => ({
  type: 'order:updated',
  orderId,
  medicalCompany,
  status: 'PENDING_CREDIT',
  version,
  timestamp: new Date().toISOString(),
  action: 'edit',
  fromStatus: 'PENDING_CREDIT',
  actorId: null,
});
