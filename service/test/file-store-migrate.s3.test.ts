/**
 * Moving a database's files between stores (`pnpm admin files migrate --to s3|postgres`) and
 * the start-up check that no instance serves half of them (DESIGN §14). Needs the run's
 * S3-protocol server: service:s3 only.
 */
import { createHash } from 'node:crypto';
import { msg, render } from '@tawreed/domain';
import { isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedingDeps } from '../fixtures/deps.js';
import { type Config, testConfig } from '../src/config.js';
import { createS3Store, type S3Store } from '../src/db/file-store.js';
import { files } from '../src/db/schema.js';
import { migrateFiles } from '../src/features/files/store-state.js';
import { filePart, form, linesXlsx, orderBody, orderFormXlsx, pdfBytes, pngBytes } from './fixtures.js';
import {
  createFreshDatabase,
  createTestApp,
  createTestAppOn,
  createUser,
  type Json,
  seedOrder,
  signedIn,
  startTestServer,
  type TestApp,
  type TestClient,
  testFileStore,
} from './harness.js';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const body = async (res: Response) => (await res.json()) as Json;

/** Every download of the database's files, as the clients allowed to see them get them. */
type Downloads = Array<{ client: TestClient; url: string }>;

async function snapshot(t: TestApp, downloads: Downloads) {
  const seen: Record<string, { status: number; type: string | null; length: string | null; sha: string }> =
    {};
  for (const { client, url } of downloads) {
    // The same client, over another app on the same database (another instance).
    const res = await client.withApp(t).get(url);
    const bytes = new Uint8Array(await res.arrayBuffer());
    seen[url] = {
      status: res.status,
      type: res.headers.get('content-type'),
      length: res.headers.get('content-length'),
      sha: sha(bytes),
    };
  }
  return seen;
}

describe('files migrate --to s3 and back', () => {
  let postgresApp: TestApp;
  let s3Settings: Partial<Config>;
  let bucket: S3Store;
  const downloads: Downloads = [];

  beforeAll(async () => {
    // Files of every kind, kept in the database (FILE_STORE=postgres).
    postgresApp = await createTestApp({ FILE_STORE: 'postgres' });
    const t = postgresApp;
    const owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
    const ownerClient = await signedIn(t, owner);
    const credit = await signedIn(t, await createUser(t, { role: 'CREDIT_TEAM' }));
    const warehouse = await signedIn(t, await createUser(t, { role: 'WAREHOUSE_MANAGER' }));
    const created = await body(await ownerClient.post('/api/orders', orderBody()));
    const upload = (query: string, fields: Record<string, string | File>) =>
      ownerClient.post(`/api/orders/${created.id}/upload${query}`, form(fields));
    expect(
      (await upload('?replaceLines=true', { file: filePart(await linesXlsx(), 'lines.xlsx') })).status,
    ).toBe(200);
    expect(
      (await upload('', { attachmentType: 'purchase_order', file: filePart(pdfBytes(), 'po.pdf') })).status,
    ).toBe(200);
    const order = await body(
      await upload('', { attachmentType: 'order_form', file: filePart(await orderFormXlsx(), 'form.xlsx') }),
    );
    for (const a of order.attachments) downloads.push({ client: ownerClient, url: a.downloadUrl });
    const rejected = await seedOrder(t, owner, { status: 'REJECTED', withFiles: false });
    const evidence = new FormData();
    evidence.append('comment', 'Receipts of the settled balance attached.');
    evidence.append('files', filePart(pdfBytes(), 'receipt.pdf'));
    evidence.append('files', filePart(pngBytes(), 'transfer.png'));
    const appealed = await body(await credit.post(`/api/orders/${rejected.id}/appeals`, evidence));
    for (const a of appealed.attachments) downloads.push({ client: credit, url: a.downloadUrl });
    const invoice = await body(
      await warehouse.post('/api/invoices/upload', form({ invoice: filePart(pngBytes(), 'invoice.png') })),
    );
    downloads.push({ client: warehouse, url: invoice.url });
    expect(downloads).toHaveLength(6);
    s3Settings = await testFileStore();
    bucket = createS3Store(s3Settings as Config);
  });
  afterAll(async () => {
    bucket.close();
    await postgresApp.close();
  });

  it('leaves every download byte-identical, is resumable after an interruption and idempotent, and goes back', async () => {
    const before = await snapshot(postgresApp, downloads);
    expect(Object.values(before).every((file) => file.status === 200)).toBe(true);
    const kinds = await postgresApp.deps.db.selectDistinct({ kind: files.kind }).from(files);
    expect(kinds.map((row) => row.kind).sort()).toEqual([
      'appeal_evidence',
      'invoice',
      'lines_source',
      'order_form',
      'purchase_order',
    ]);

    // Interrupted after three files: the bucket fails, nothing is lost, downloads still work.
    let puts = 0;
    const flaky = Object.create(bucket) as S3Store;
    flaky.put = (...args: Parameters<S3Store['put']>) => {
      if (++puts > 3) return Promise.reject(new Error('connection reset'));
      return bucket.put(...args);
    };
    await expect(migrateFiles(postgresApp.deps.db, 's3', flaky)).rejects.toThrow('connection reset');
    expect(await snapshot(postgresApp, downloads)).toEqual(before);

    const resumed = await migrateFiles(postgresApp.deps.db, 's3', bucket);
    expect(resumed.copied).toBe(6 - 3);
    expect(resumed.cleared).toBe(6);
    const rows = await postgresApp.deps.db.select().from(files);
    expect(rows.every((row) => row.content === null && row.storageKey && row.checksum)).toBe(true);

    // An instance on the bucket serves them all as they were.
    const s3Instance = createTestAppOn(postgresApp.database, { ...s3Settings });
    expect(await snapshot(s3Instance, downloads)).toEqual(before);

    // An instance left on FILE_STORE=postgres (not restarted) answers 503 saying why, in the caller's language.
    for (const { client, url } of downloads) {
      const english = await client.withApp(postgresApp).get(url);
      expect(english.status).toBe(503);
      expect((await body(english)).error).toMatchObject({
        code: 'UNAVAILABLE',
        message: render('en', msg('fileInOtherStore', { store: 's3' })),
      });
      const arabic = await client.withApp(postgresApp).get(url, { 'accept-language': 'ar' });
      expect((await body(arabic)).error.message).toBe(render('ar', msg('fileInOtherStore', { store: 's3' })));
    }

    // Run again: nothing to copy, nothing changes.
    expect(await migrateFiles(postgresApp.deps.db, 's3', bucket)).toEqual({ copied: 0, cleared: 0 });
    expect(await snapshot(s3Instance, downloads)).toEqual(before);

    // And back into the database: the objects go, the downloads stay.
    expect(await migrateFiles(postgresApp.deps.db, 'postgres', bucket)).toEqual({ copied: 6, cleared: 6 });
    expect(await postgresApp.deps.db.select().from(files).where(isNotNull(files.storageKey))).toEqual([]);
    expect(await postgresApp.deps.db.select().from(files).where(isNull(files.content))).toEqual([]);
    const left = [];
    for await (const page of bucket.list()) left.push(...page);
    expect(left).toEqual([]);
    expect(await snapshot(postgresApp, downloads)).toEqual(before);
    s3Instance.deps.files.close();
  });
});

describe('the start-up check', () => {
  it('refuses a third instance on FILE_STORE=s3 beside two on postgres once files are in the database, and the reverse', async () => {
    const database = await createFreshDatabase();
    const s3Settings = await testFileStore();
    const first = await startTestServer({ database, config: { FILE_STORE: 'postgres' } });
    const second = await startTestServer({ database, config: { FILE_STORE: 'postgres' } });
    const owner = await createUser(first.t, { role: 'MEDICAL_COMPANY' });
    await seedOrder(first.t, owner);

    await expect(startTestServer({ database, config: { ...s3Settings } })).rejects.toThrow(
      /FILE_STORE=s3, but this database keeps its files in PostgreSQL \(2 files, FILE_STORE=postgres\).*pnpm admin files migrate --to s3/,
    );
    await first.server.close();
    await second.server.close();

    // After the move, the reverse: an instance on postgres is refused.
    const bucket = createS3Store(s3Settings as Config);
    await migrateFiles(database.db, 's3', bucket);
    const onS3 = await startTestServer({ database, config: { ...s3Settings } });
    await expect(startTestServer({ database, config: { FILE_STORE: 'postgres' } })).rejects.toThrow(
      /FILE_STORE=postgres, but this database keeps its files in the S3 bucket.*files migrate --to postgres/,
    );
    await onS3.server.close();
    bucket.close();
    await database.close();
  });

  it('records the store of the first instance on a database without files', async () => {
    const database = await createFreshDatabase();
    const app = seedingDeps(database, testConfig());
    const { recordedFileStore } = await import('../src/features/files/store-state.js');
    expect(await recordedFileStore(app.db, 's3')).toBe('s3');
    expect(await recordedFileStore(app.db, 'postgres')).toBe('s3');
    await database.close();
  });
});
