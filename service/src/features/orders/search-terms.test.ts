import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  describeOnPostgres,
  type SeedUser,
  seedOrder,
  signedIn,
  type TestApp,
  type TestClient,
} from '../../../test/harness.js';
import { searchTerms } from './search-terms.js';

let t: TestApp;
let company: SeedUser;
let credit: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  company = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  credit = await signedIn(t, await createUser(t, { role: 'CREDIT_TEAM' }));
  await seedOrder(t, company, { clientName: 'Al Noor Clinic', clientAccountNo: 'ACC-100' });
});
afterAll(() => t.close());

async function clients(q: string) {
  const res = await credit.get(`/api/orders?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { orders: Array<{ clientName: string }> }).orders.map((o) => o.clientName);
}

describe('the search-terms dictionary held in memory', () => {
  it('finds a client first named after an earlier search, by name and by account', async () => {
    expect(await clients('zahra')).toEqual([]);
    await seedOrder(t, company, { clientName: 'Zahra Medical', clientAccountNo: 'ACC-7781' });
    expect(await clients('zahra')).toEqual(['Zahra Medical']);
    expect(await clients('7781')).toEqual(['Zahra Medical']);
    expect(await clients('NOOR')).toEqual(['Al Noor Clinic']);
  });

  it('matches words shorter than a trigram and answers null past the limit', async () => {
    expect(await searchTerms(t.deps.db).matching('al', 10)).toEqual(
      expect.arrayContaining(['Al Noor Clinic', 'Zahra Medical']),
    );
    expect(await searchTerms(t.deps.db).matching('a', 1)).toBeNull();
  });

  it('names each matching term once, wherever in it the word falls, and never across two terms', async () => {
    await t.deps.db.execute(sql`insert into order_search_terms (term)
      values ('Ana Banana'), ('ANA-1'), ('Hanan'), ('Pharmacy Ab'), ('Cd Pharmacy'), ('Saba'), ('na')`);
    const dictionary = searchTerms(t.deps.db);
    expect((await dictionary.matching('ana', 10))?.sort()).toEqual(['ANA-1', 'Ana Banana', 'Hanan']);
    // At the very end of one term and the very start of the next: each found on its own.
    expect((await dictionary.matching('ab', 10))?.sort()).toEqual(['Pharmacy Ab', 'Saba']);
    expect((await dictionary.matching('cd', 10))?.sort()).toEqual(['Cd Pharmacy']);
    expect(await dictionary.matching('abcd', 10)).toEqual([]);
    expect(await dictionary.matching('na', 10)).toEqual(expect.arrayContaining(['na', 'Hanan', 'ANA-1']));
    expect(await dictionary.matching('na', 2)).toBeNull();
    // The empty word is in every term; a NUL is in none (PostgreSQL text cannot hold one).
    expect(await dictionary.matching('', 100_000)).toEqual(expect.arrayContaining(['na', 'Saba', 'Hanan']));
    expect(await dictionary.matching('', 2)).toBeNull();
    expect(await dictionary.matching('ab\u0000cd', 10)).toEqual([]);
  });
});

describe('a search too broad for the dictionary (more than 2,000 matching terms)', () => {
  it('matches as ILIKE does, field by field: name, account or ref, any case, % and _ taken literally', async () => {
    await t.deps.db.execute(sql`insert into order_search_terms (term)
      select 'Broadterm filler ' || g from generate_series(1, 2001) g
      union all select 'Broad_term filler ' || g from generate_series(1, 2001) g`);
    expect(await searchTerms(t.deps.db).matching('broadterm', 2000)).toBeNull();
    await seedOrder(t, company, { clientName: 'BROADTERM Alpha' });
    await seedOrder(t, company, { clientName: 'Beta Clinic', clientAccountNo: 'X-BroadTerm-9' });
    await seedOrder(t, company, { clientName: 'Gamma Clinic', externalRef: 'po-broadterm-3' });
    // Not matches: the word split across two fields, and "_" read as any character.
    await seedOrder(t, company, { clientName: 'Delta Broad', clientAccountNo: 'term-77' });
    await seedOrder(t, company, { clientName: 'Epsilon Broadxterm' });
    await seedOrder(t, company, { clientName: 'Zeta broad_TERM' });
    expect((await clients('broadterm')).sort()).toEqual(['BROADTERM Alpha', 'Beta Clinic', 'Gamma Clinic']);
    expect((await clients('bRoAdTeRm-9')).sort()).toEqual(['Beta Clinic']);
    expect(await clients('broad_term')).toEqual(['Zeta broad_TERM']);
    // The fields' separator is a control character, which a search refuses.
    expect((await credit.get(`/api/orders?q=${encodeURIComponent('Broad\u001fterm')}`)).status).toBe(422);
  });
});

describeOnPostgres('the dictionary and transactions still open', () => {
  it('a term whose transaction commits after a read is found by the next read', async () => {
    const pool = t.database.pool;
    if (!pool) throw new Error('PostgreSQL expected');
    const writer = await pool.connect();
    try {
      await writer.query('begin');
      await writer.query(`insert into order_search_terms (term) values ('Late Commit Pharmacy')`);
      // Read while the insert is still open: not visible, and the next read must look again.
      expect(await searchTerms(t.deps.db).matching('late commit', 10)).toEqual([]);
      await writer.query('commit');
      expect(await searchTerms(t.deps.db).matching('late commit', 10)).toEqual(['Late Commit Pharmacy']);
    } finally {
      writer.release();
    }
  });
});
