import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { adminConnectionString, TMP_DIR, testDbKind } from '../../test/databases.js';

const MIGRATIONS = path.join(import.meta.dirname, '..', '..', '..', 'migrations');
const dir = mkdtempSync(path.join(TMP_DIR, 'clients-migration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The migrations folder as it was before the client master (up to 0020). */
function migrationsBeforeClients(): string {
  const folder = path.join(dir, 'before');
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === '0023_clients_credit');
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

interface Target {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** An empty database of the run's kind: PGlite in memory, or a new PostgreSQL database. */
async function emptyDatabase(): Promise<Target> {
  if (testDbKind() === 'pglite') {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    return {
      query: (text, params) => client.query(text, params),
      migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `clients_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminConnectionString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const pool = new pg.Pool({ connectionString: adminConnectionString(name), max: 1 });
  // The drop below ends the pool's last connection from the server side while it closes.
  pool.on('error', () => undefined);
  return {
    query: async (text, params) => ({ rows: (await pool.query(text, params as unknown[])).rows }),
    migrate: (folder) => migrateNodePg(drizzleNodePg(pool), { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

it("turns existing orders' distinct account numbers into clients, named from their latest order, limit not set", {
  timeout: 180_000,
}, async () => {
  const client = await emptyDatabase();
  try {
    await client.migrate(migrationsBeforeClients());
    const { rows } = await client.query<{ id: string }>(
      `insert into users (email, password_hash, name, role, company_name)
       values ('co@example.sa', 'x', 'Co', 'MEDICAL_COMPANY', 'Gulf Medical') returning id`,
    );
    const company = rows[0]!.id;
    const order = (account: string | null, name: string, createdAt: string) =>
      client.query(
        `insert into orders (client_name, client_account_no, medical_company, company_id, region, area, order_date, status, created_at)
         values ($1, $2, 'Gulf Medical', $3, 'Riyadh-Central', 'Riyadh', '2026-01-01', 'SUBMITTED', $4)`,
        [name, account, company, createdAt],
      );
    await order('ACC-1', 'Old Name Hospital', '2026-01-01T08:00:00Z');
    await order('acc-1 ', 'Al Noor Hospital', '2026-03-01T08:00:00Z');
    await order('ACC-2', 'Riyadh Clinic', '2026-02-01T08:00:00Z');
    await order(null, 'Walk-in Pharmacy', '2026-02-01T08:00:00Z');
    await order('  ', 'Blank Account', '2026-02-01T08:00:00Z');
    await client.migrate(MIGRATIONS);
    const clients = await client.query<Record<string, unknown>>(
      `select account_no, name, credit_limit_sar, status, payment_terms_days from clients order by lower(account_no)`,
    );
    expect(clients.rows).toEqual([
      {
        account_no: 'acc-1',
        name: 'Al Noor Hospital',
        credit_limit_sar: null,
        status: 'ACTIVE',
        payment_terms_days: 30,
      },
      {
        account_no: 'ACC-2',
        name: 'Riyadh Clinic',
        credit_limit_sar: null,
        status: 'ACTIVE',
        payment_terms_days: 30,
      },
    ]);
    // The account number is unique case-insensitively.
    await expect(
      client.query(`insert into clients (account_no, name) values ('Acc-2', 'Twin')`),
    ).rejects.toThrow(/clients_account_key/);
  } finally {
    await client.close();
  }
});
