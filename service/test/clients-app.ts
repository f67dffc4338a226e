import { expect } from 'vitest';
import {
  createUser,
  type SeedUser,
  signedIn,
  type TestApp,
  type TestClient,
  useSharedApp,
} from './harness.js';
import { riyadhDay } from './workflow.js';

// One app and its users for the clients API tests (src/features/clients/clients-*.test.ts): each
// file calls useClientsApp() once; the bindings below are live, set by its beforeAll.
export let t: TestApp;
export let owner: SeedUser;
export let otherOwner: SeedUser;
export let company: TestClient;
export let otherCompany: TestClient;
export let credit: TestClient;
export let higher: TestClient;
export let warehouse: TestClient;
export let admin: TestClient;

export function useClientsApp() {
  useSharedApp(async (app) => {
    t = app;
    owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
    otherOwner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'X Rose' });
    [company, otherCompany, credit, higher, warehouse, admin] = await Promise.all([
      signedIn(t, owner),
      signedIn(t, otherOwner),
      createUser(t, { role: 'CREDIT_TEAM', name: 'Reem Collector' }).then((u) => signedIn(t, u)),
      createUser(t, { role: 'HIGHER_AUTHORITY' }).then((u) => signedIn(t, u)),
      createUser(t, { role: 'WAREHOUSE_MANAGER' }).then((u) => signedIn(t, u)),
      createUser(t, { role: 'ADMIN' }).then((u) => signedIn(t, u)),
    ]);
  });
}

export { body } from './harness.js';
export const day = (offset: number) => riyadhDay(new Date(), offset);
let serial = 0;
export const account = (prefix = 'ACC') => `${prefix}-${Date.now().toString(36)}-${++serial}`;
export const patch = (client: TestClient, path: string, value: unknown, headers?: Record<string, string>) =>
  client.request('PATCH', path, value, headers);

export async function newClient(fields: Record<string, unknown> = {}) {
  const accountNo = account();
  const res = await credit.post('/api/clients', { accountNo, name: `Client ${accountNo}`, ...fields });
  expect(res.status).toBe(201);
  return accountNo;
}
