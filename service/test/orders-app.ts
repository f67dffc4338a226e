import { expect } from 'vitest';
import { orderBody } from './fixtures.js';
import {
  body,
  createUser,
  type Json,
  type SeedUser,
  signedIn,
  type TestApp,
  type TestClient,
  useSharedApp,
} from './harness.js';

// One app and its users for the orders API tests (src/features/orders/orders-*.test.ts): each
// file calls useOrdersApp() once; the bindings below are live, set by its beforeAll.
export let t: TestApp;
export let owner: SeedUser;
export let colleague: SeedUser;
export let rival: SeedUser;
export let credit: SeedUser;
export let ownerClient: TestClient;
export let rivalClient: TestClient;
export let creditClient: TestClient;

export function useOrdersApp() {
  useSharedApp(async (app) => {
    t = app;
    owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
    colleague = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
    rival = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' });
    credit = await createUser(t, { role: 'CREDIT_TEAM' });
    [ownerClient, rivalClient, creditClient] = await Promise.all([
      signedIn(t, owner),
      signedIn(t, rival),
      signedIn(t, credit),
    ]);
  });
}

export { body, errorOf } from './harness.js';

export async function createOrder(client: TestClient, overrides: Json = {}) {
  const res = await client.post('/api/orders', orderBody(overrides));
  expect(res.status).toBe(201);
  return body(res);
}
