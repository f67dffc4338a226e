import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../../../test/fixtures.js';
import {
  createTestApp,
  createUser,
  describeOnPostgres,
  type SeedUser,
  seedOrder,
  signedIn,
  type TestApp,
} from '../../../test/harness.js';
import {
  auditEntries,
  files,
  idempotencyKeys,
  orders,
  rateLimits,
  sessions,
  tempFiles,
} from '../../db/schema.js';
import { chainAudit } from '../audit/chain.js';
import { verifyAudit } from '../audit/verify.js';
import { audit, SYSTEM_ACTOR } from '../audit/write.js';
import {
  ABANDONED_DRAFT_AGE_MS,
  HOUSEKEEPING_LOCK,
  runHousekeeping,
  UNLINKED_INVOICE_AGE_MS,
} from './index.js';

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let company: SeedUser;
let warehouse: SeedUser;

beforeAll(async () => {
  t = await createTestApp();
  company = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  warehouse = await createUser(t, { role: 'WAREHOUSE_MANAGER' });
});

afterAll(async () => {
  await t.close();
});

const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);
const token = () => randomBytes(8).toString('hex');

async function invoice(uploadedAt: Date, orderId: string | null = null) {
  const [row] = await t.deps.db
    .insert(files)
    .values({
      kind: 'invoice',
      fileName: 'invoice.pdf',
      storedName: `${token()}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 4,
      content: Buffer.from('%PDF'),
      uploadedBy: warehouse.id,
      orderId,
      createdAt: uploadedAt,
    })
    .returning({ id: files.id });
  return row!.id;
}

async function parseResult(expiresAt: Date) {
  const [row] = await t.deps.db
    .insert(tempFiles)
    .values({
      userId: company.id,
      fileName: 'lines.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      sizeBytes: 4,
      content: Buffer.from('PK..'),
      parsed: { lines: [] },
      createdAt: new Date(expiresAt.getTime() - 24 * HOUR),
      expiresAt,
    })
    .returning({ id: tempFiles.id });
  return row!.id;
}

async function idempotencyRecord(state: 'done' | 'in_flight', expiresAt: Date) {
  const key = token();
  await t.deps.db.insert(idempotencyKeys).values({
    userId: company.id,
    key,
    route: 'POST /api/orders',
    requestHash: 'h',
    state,
    expiresAt,
  });
  return key;
}

async function session(expiresAt: Date, revokedAt: Date | null = null) {
  const tokenHash = token();
  await t.deps.db.insert(sessions).values({ tokenHash, userId: company.id, expiresAt, revokedAt });
  return tokenHash;
}

async function exists(table: 'files' | 'temp_files' | 'orders', id: string) {
  const rows = await t.deps.db.execute(sql`select 1 from ${sql.identifier(table)} where id = ${id}`);
  return (rows as unknown as { rows: unknown[] }).rows.length === 1;
}

describe('housekeeping', () => {
  it('removes everything past its age in one pass and keeps everything still in use', async () => {
    const oldInvoice = await invoice(ago(UNLINKED_INVOICE_AGE_MS + HOUR));
    const freshInvoice = await invoice(ago(HOUR));
    const delivered = await seedOrder(t, company, { status: 'ORDER_DELIVERED' });
    const linkedInvoice = await invoice(ago(30 * 24 * HOUR), delivered.id);

    const staleParse = await parseResult(ago(HOUR));
    const liveParse = await parseResult(ahead(HOUR));

    const replayExpired = await idempotencyRecord('done', ago(1000));
    const crashedRequest = await idempotencyRecord('in_flight', ago(1000)); // its lease ran out
    const replayLive = await idempotencyRecord('done', ahead(23 * HOUR));
    const inFlight = await idempotencyRecord('in_flight', ahead(30_000));

    const expiredSession = await session(ago(1000));
    const revokedSession = await session(ahead(HOUR), ago(1000));
    const liveSession = await session(ahead(HOUR));

    await t.deps.db.insert(rateLimits).values([
      { key: `spent-${token()}`, count: 3, resetAt: ago(1000) },
      { key: `live-${token()}`, count: 3, resetAt: ahead(HOUR) },
    ]);

    const abandoned = await seedOrder(t, company, {
      status: 'SUBMITTED',
      updatedAt: ago(ABANDONED_DRAFT_AGE_MS + HOUR),
      withFiles: false,
    });
    const recentDraft = await seedOrder(t, company, { status: 'SUBMITTED', updatedAt: ago(HOUR) });
    const oldButReviewed = await seedOrder(t, company, {
      status: 'PENDING_CREDIT',
      updatedAt: ago(ABANDONED_DRAFT_AGE_MS * 4),
    });
    const submittedBefore = await companySubmittedCount();

    const report = await runHousekeeping(t.deps);
    expect(report).toMatchObject({
      ran: true,
      sessions: 2,
      rateLimits: 1,
      parseResults: 1,
      idempotencyKeys: 2,
      unlinkedInvoices: 1,
      abandonedDrafts: 1,
    });

    expect(await exists('files', oldInvoice)).toBe(false);
    expect(await exists('files', freshInvoice)).toBe(true);
    expect(await exists('files', linkedInvoice)).toBe(true);
    expect(await exists('temp_files', staleParse)).toBe(false);
    expect(await exists('temp_files', liveParse)).toBe(true);
    const keys = (await t.deps.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map(
      (r) => r.key,
    );
    expect(keys).not.toContain(replayExpired);
    expect(keys).not.toContain(crashedRequest);
    expect(keys).toEqual(expect.arrayContaining([replayLive, inFlight]));
    const tokens = (await t.deps.db.select({ hash: sessions.tokenHash }).from(sessions)).map((r) => r.hash);
    expect(tokens).not.toContain(expiredSession);
    expect(tokens).not.toContain(revokedSession);
    expect(tokens).toContain(liveSession);
    expect(await exists('orders', abandoned.id)).toBe(false);
    // Partners hear of it like any deletion (the webhook outbox, in the same transaction).
    const told = await t.deps.db.execute(
      sql`select type from webhook_events where order_id = ${abandoned.id} and type = 'order.deleted'`,
    );
    expect((told as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    expect(await exists('orders', recentDraft.id)).toBe(true);
    expect(await exists('orders', oldButReviewed.id)).toBe(true);
    // The dashboard counters follow the removed draft.
    expect(await companySubmittedCount()).toBe(submittedBefore - 1);

    // A second pass finds nothing left to do.
    expect(await runHousekeeping(t.deps)).toMatchObject({
      ran: true,
      sessions: 0,
      parseResults: 0,
      idempotencyKeys: 0,
      unlinkedInvoices: 0,
      abandonedDrafts: 0,
    });
  });

  it('never removes an audit entry, however old (records are kept five years and more, DESIGN §13)', async () => {
    const YEAR = 365 * 24 * HOUR;
    await audit(
      t.deps.db,
      ...[1, 6, 12].map((years) => ({
        kind: 'settingsChanged' as const,
        actor: SYSTEM_ACTOR,
        subject: `kept-${years}-years`,
        details: { setting: 'example' },
        at: ago(years * YEAR),
      })),
    );
    // An abandoned draft goes; what was recorded about it stays.
    await seedOrder(t, company, { status: 'SUBMITTED', updatedAt: ago(ABANDONED_DRAFT_AGE_MS + HOUR) });
    await chainAudit(t.deps.db, { wait: true });
    const ids = async () =>
      (await t.deps.db.select({ id: auditEntries.id }).from(auditEntries)).map((row) => row.id).sort();
    const before = await ids();

    expect(await runHousekeeping(t.deps)).toMatchObject({ ran: true, abandonedDrafts: 1 });
    expect(await ids()).toEqual(expect.arrayContaining(before));
    expect((await verifyAudit(t.deps.db)).ok).toBe(true);
  });

  it('a crashed request leaves its Idempotency-Key usable again once its lease is over', async () => {
    const client = await signedIn(t, company);
    const key = `lease-${token()}`;
    const payload = orderBody({ externalRef: 'LEASE-1' });
    // The first attempt claimed the key, and its process died before it answered.
    expect((await client.post('/api/orders', payload, { 'idempotency-key': key })).status).toBe(201);
    const crashed = {
      state: 'in_flight',
      responseStatus: null,
      responseBody: null,
      expiresAt: ahead(60_000),
    };
    await t.deps.db.update(idempotencyKeys).set(crashed).where(eq(idempotencyKeys.key, key));
    const busy = await client.post('/api/orders', payload, { 'idempotency-key': key });
    expect(busy.status).toBe(409);
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    // Its lease runs out (no process renews it), and the same key is usable again.
    await t.deps.db
      .update(idempotencyKeys)
      .set({ expiresAt: ago(1) })
      .where(eq(idempotencyKeys.key, key));
    const retried = await client.post('/api/orders', payload, { 'idempotency-key': key });
    expect(retried.status).toBe(201);
    const again = await client.post('/api/orders', payload, { 'idempotency-key': key });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(await retried.text());
  });
});

async function companySubmittedCount() {
  const rows = await t.deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.companyId} = ${company.id} and ${orders.status} = 'SUBMITTED'`);
  const counters = await t.deps.db.execute(
    sql`select coalesce(sum(count), 0)::int as n from order_counts where owner_id = ${company.id} and status = 'SUBMITTED'`,
  );
  const counted = (counters as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  expect(counted).toBe(rows.length);
  return counted;
}

describeOnPostgres('housekeeping across instances', () => {
  it('runs on one instance at a time: a pass while another holds the lock does nothing', async () => {
    const url = t.database.connectionString!;
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1)', [HOUSEKEEPING_LOCK]);
      const old = await invoice(ago(UNLINKED_INVOICE_AGE_MS + HOUR));
      expect(await runHousekeeping(t.deps)).toMatchObject({ ran: false, unlinkedInvoices: 0 });
      expect(await exists('files', old)).toBe(true);
      await other.query('commit');
      expect(await runHousekeeping(t.deps)).toMatchObject({ ran: true, unlinkedInvoices: 1 });
    } finally {
      await other.end();
    }
  });
});
