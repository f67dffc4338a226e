/**
 * Every unique and foreign-key constraint of the schema against HTTP (issue 27). The list is
 * read from the migrated database at test time (pg_constraint and the unique indexes), so a
 * constraint added by a migration joins by itself: the first test fails until the new
 * constraint is given either a scenario that provokes it through HTTP, or a place in
 * UNREACHABLE with the reason no request can cause it (the two lists are in
 * constraints-provoked.ts and constraints-unreachable.ts). Each scenario checks the answer is 409
 * or 422 (or the success the constraint makes right, such as two receipts into one lot), with a
 * message naming the field in English and Arabic, and never a 500.
 */
import { AR, type Message, msg, render, translate } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { CONSTRAINT_FIELDS } from '../../src/http/constraint-errors.js';
import { constraintError } from '../../src/http/errors.js';
import { createTestApp, createUser, signedIn, type TestApp } from '../harness.js';
import { expectStockInvariant, seedItem } from '../inventory.js';
import { type ConstraintsApp, PROVOKED } from './constraints-provoked.js';
import { UNREACHABLE } from './constraints-unreachable.js';

let t: TestApp;
/** What the scenarios act with (constraints-provoked.ts), set here before them. */
let app: ConstraintsApp;

beforeAll(async () => {
  t = await createTestApp();
  const [adminUser, managerUser] = await Promise.all([
    createUser(t, { role: 'ADMIN' }),
    createUser(t, { role: 'WAREHOUSE_MANAGER' }),
  ]);
  const company = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  const [admin, manager, companyClient] = await Promise.all([
    signedIn(t, adminUser),
    signedIn(t, managerUser),
    signedIn(t, company),
  ]);
  app = { t, admin, manager, companyClient };
});
afterAll(async () => {
  await expectStockInvariant(t);
  await t.close();
});

async function schemaConstraints(): Promise<Array<{ name: string; kind: 'unique' | 'foreign key' }>> {
  return queryRows(
    t.deps.db,
    sql`select conname::text as name, case contype when 'f' then 'foreign key' else 'unique' end as kind
        from pg_constraint where connamespace = 'public'::regnamespace and contype in ('p', 'u', 'f')
      union
      select c.relname::text, 'unique' from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indisunique and c.relnamespace = 'public'::regnamespace
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      order by 1`,
  );
}

describe('unique and foreign-key constraints through HTTP', () => {
  it('every constraint of the schema is provoked below or listed as unreachable with its reason', async () => {
    const constraints = await schemaConstraints();
    expect(constraints.length).toBeGreaterThan(60);
    const names = constraints.map((c) => c.name);
    const unlisted = names.filter((name) => !(name in PROVOKED) && !(name in UNREACHABLE));
    expect(unlisted, 'constraints with neither a scenario nor a reason').toEqual([]);
    const both = names.filter((name) => name in PROVOKED && name in UNREACHABLE);
    expect(both).toEqual([]);
    const stale = [...Object.keys(PROVOKED), ...Object.keys(UNREACHABLE)].filter(
      (name) => !names.includes(name),
    );
    expect(stale, 'listed constraints the schema no longer has').toEqual([]);
    // What the service can hit has a field for its answer.
    for (const name of Object.keys(PROVOKED)) expect(CONSTRAINT_FIELDS[name], name).toBeDefined();
    for (const name of Object.keys(CONSTRAINT_FIELDS)) expect(names, name).toContain(name);
  });

  for (const [name, scenario] of Object.entries(PROVOKED)) {
    it(`${name}: answers 409/422 naming the field, never 500`, () => scenario(app));
  }

  it('a violation that slips past every check answers 409/422 naming the field (the real database error)', async () => {
    const gtin = '4006381333931';
    const [holder, other] = await Promise.all([seedItem(t, { gtin }), seedItem(t)]);
    const unique = await t.deps.db
      .execute(sql`update stock_items set gtin = ${gtin} where id = ${other.id}`)
      .catch((error: unknown) => error);
    const answer = constraintError(unique);
    expect(answer?.constraint).toBe('stock_items_gtin_key');
    expect(answer?.error.status).toBe(409);
    expect(answer?.error.message).toBe(translate('en', 'valueTaken', { label: msg('labelGtin') }));
    expect(render('ar', answer!.error.text as Message)).toBe(
      translate('ar', 'valueTaken', { label: msg('labelGtin') }),
    );
    expect(render('ar', answer!.error.text as Message)).toContain(AR.labelGtin);
    expect(answer?.error.details).toEqual({ issues: [{ path: 'gtin', message: answer?.error.text }] });
    const foreign = await t.deps.db
      .execute(
        sql`insert into stock_lots (item_id, warehouse_id, lot_number, expiry_date, bin, on_hand, reserved, created_at, updated_at)
            values (${holder.id}, '00000000-0000-4000-8000-000000000000', 'L', '2030-01-01', 'A', 0, 0, now(), now())`,
      )
      .catch((error: unknown) => error);
    const refused = constraintError(foreign);
    expect(refused?.error.status).toBe(422);
    expect(refused?.error.message).toBe(
      translate('en', 'referenceMissing', { label: msg('labelWarehouse') }),
    );
    expect(JSON.stringify(refused?.error.details)).not.toMatch(/stock_lots|insert|00000000/);
  });
});
