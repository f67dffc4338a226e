/** Who sees whom in the User Status dialog (DESIGN §7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  type SeedUser,
  signedIn,
  type TestApp,
  TestClient,
} from '../../../test/harness.js';
import { markSalesRep } from '../../../test/workflow.js';
import * as accounts from '../accounts/service.js';
import { createAccount } from '../auth/service.js';

let t: TestApp;
let people: Record<
  'wasama' | 'wasamaColleague' | 'actimed' | 'credit' | 'warehouse' | 'admin' | 'rep',
  SeedUser
>;
let pendingEmail: string;
let disabledEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const [wasama, wasamaColleague, actimed, credit, warehouse, admin, rep, disabled] = await Promise.all([
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }),
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }),
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' }),
    createUser(t, { role: 'CREDIT_TEAM' }),
    createUser(t, { role: 'WAREHOUSE_MANAGER' }),
    createUser(t, { role: 'ADMIN' }),
    // The sales representative registered as a company: another company's user all the same.
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'X Rose' }),
    createUser(t, { role: 'CREDIT_TEAM' }),
  ]);
  await markSalesRep(t, rep!);
  await accounts.deactivateAccount(t.deps, disabled!.id);
  disabledEmail = disabled!.email;
  const pending = await createAccount(
    t.deps,
    { name: 'Waiting', email: 'waiting@tawreed.test', password: 'longenough1', role: 'CREDIT_TEAM' },
    { activatedAt: null, isSalesRep: false },
  );
  pendingEmail = pending.email;
  people = { wasama, wasamaColleague, actimed, credit, warehouse, admin, rep } as typeof people;
});
afterAll(() => t.close());

async function seenBy(viewer: SeedUser): Promise<string[]> {
  const client = await signedIn(t, viewer);
  const res = await client.get('/api/users/statuses');
  expect(res.status).toBe(200);
  const { users } = (await res.json()) as { users: Array<{ email: string }> };
  return users.map((user) => user.email);
}

describe('GET /api/users/statuses', () => {
  it('shows a medical-company user the staff and its own company, never another company’s users', async () => {
    const seen = await seenBy(people.wasama);
    const { wasama, wasamaColleague, credit, warehouse, admin, actimed, rep } = people;
    expect(seen).toEqual(
      expect.arrayContaining([
        wasama.email,
        wasamaColleague.email,
        credit.email,
        warehouse.email,
        admin.email,
      ]),
    );
    expect(seen).not.toContain(actimed.email);
    expect(seen).not.toContain(rep.email);
  });

  it.each(['credit', 'warehouse', 'admin', 'rep'] as const)('shows %s every active user', async (viewer) => {
    const seen = await seenBy(people[viewer]);
    expect(seen).toEqual(expect.arrayContaining(Object.values(people).map((user) => user.email)));
  });

  it('lists nobody waiting for approval or disabled, to anyone', async () => {
    for (const viewer of [people.admin, people.wasama]) {
      const seen = await seenBy(viewer);
      expect(seen).not.toContain(pendingEmail);
      expect(seen).not.toContain(disabledEmail);
    }
  });

  it('answers 401 when signed out', async () => {
    expect((await new TestClient(t).get('/api/users/statuses')).status).toBe(401);
  });
});
