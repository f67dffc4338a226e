import { expect } from 'vitest';
import { form } from './fixtures.js';
import {
  body,
  createUser,
  type Json,
  type SeedUser,
  signedIn,
  type TestApp,
  TestClient,
  uniqueEmail,
  useSharedApp,
} from './harness.js';
import { riyadhDay } from './workflow.js';

// One app and its users for the workflow API tests (src/features/workflow/workflow-*.test.ts but
// the matrix): each file calls useWorkflowApp() once; the bindings below are live, set by its beforeAll.
export let t: TestApp;
export let owner: SeedUser;
export let rival: SeedUser;
export let credit: SeedUser;
export let higher: SeedUser;
export let warehouse: SeedUser;
export let rep: SeedUser;
export let ownerClient: TestClient;
export let rivalClient: TestClient;
export let creditClient: TestClient;
export let higherClient: TestClient;
export let warehouseClient: TestClient;
export let repClient: TestClient;
export let anonymous: TestClient;

export function useWorkflowApp() {
  const repEmail = uniqueEmail('sales-rep');
  useSharedApp(
    async (app) => {
      t = app;
      [owner, rival, credit, higher, warehouse, rep] = await Promise.all([
        createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }),
        createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' }),
        createUser(t, { role: 'CREDIT_TEAM' }),
        createUser(t, { role: 'HIGHER_AUTHORITY' }),
        createUser(t, { role: 'WAREHOUSE_MANAGER' }),
        createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'X Rose', email: repEmail }),
      ]);
      [ownerClient, rivalClient, creditClient, higherClient, warehouseClient, repClient] = await Promise.all([
        signedIn(t, owner),
        signedIn(t, rival),
        signedIn(t, credit),
        signedIn(t, higher),
        signedIn(t, warehouse),
        signedIn(t, rep),
      ]);
      anonymous = new TestClient(t);
    },
    { SALES_REP_EMAILS: [repEmail] },
  );
}

export { body, errorOf } from './harness.js';
export const tomorrow = () => `${riyadhDay(new Date(), 1)}T10:00:00+03:00`;

/** A workflow call that must succeed; answers the updated order. */
export async function step(client: TestClient, order: Json, path: string, payload?: unknown, expected = 200) {
  const res = await client.post(`/api/orders/${order.id}/${path}`, payload, {
    'if-match': `"${order.version}"`,
  });
  if (res.status !== expected) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const updated = await body(res);
  expect(updated.version).toBe(order.version + 1);
  expect(res.headers.get('etag')).toBe(`"${updated.version}"`);
  return updated;
}

export async function get(client: TestClient, orderId: string) {
  const res = await client.get(`/api/orders/${orderId}`);
  expect(res.status).toBe(200);
  return body(res);
}

export async function uploadInvoice(client: TestClient, file: File) {
  return client.post('/api/invoices/upload', form({ invoice: file }));
}
