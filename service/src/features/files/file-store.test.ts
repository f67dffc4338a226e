/**
 * The file routes with either store (DESIGN §14): in the `service` projects files stay in the
 * database, in `service:s3` they go to the S3-protocol server the run starts. Every kind of
 * file comes back byte for byte with the same headers, the row keeps size, type and checksum,
 * and removed files take their objects with them.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  filePart,
  form,
  linesXlsx,
  orderBody,
  orderFormXlsx,
  pdfBytes,
  pngBytes,
} from '../../../test/fixtures.js';
import {
  createTestApp,
  createUser,
  type Json,
  type SeedUser,
  seedOrder,
  signedIn,
  type TestApp,
  type TestClient,
  testFileStoreKind,
} from '../../../test/harness.js';
import { objectKey } from '../../db/file-store.js';
import { files } from '../../db/schema.js';
import { ORPHAN_OBJECT_AGE_MS, runHousekeeping } from '../housekeeping/index.js';

const store = testFileStoreKind();
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const body = async (res: Response) => (await res.json()) as Json;

let t: TestApp;
let owner: SeedUser;
let ownerClient: TestClient;
let creditClient: TestClient;
let warehouseClient: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  ownerClient = await signedIn(t, owner);
  creditClient = await signedIn(t, await createUser(t, { role: 'CREDIT_TEAM' }));
  warehouseClient = await signedIn(t, await createUser(t, { role: 'WAREHOUSE_MANAGER' }));
});
afterAll(() => t.close());

async function objectKeys(): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const page of t.deps.files.list()) for (const object of page) keys.add(object.key);
  return keys;
}

async function upload(orderId: string, bytes: Buffer, name: string, fields: Record<string, string>) {
  const query = fields.replaceLines ? '?replaceLines=true' : '';
  const { replaceLines: _, ...rest } = fields;
  const res = await ownerClient.post(
    `/api/orders/${orderId}/upload${query}`,
    form({ ...rest, file: filePart(bytes, name) }),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return body(res);
}

/** The file as a client downloads it: status, the headers that matter and the bytes. */
async function download(client: TestClient, url: string) {
  const res = await client.get(url);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    length: res.headers.get('content-length'),
    nosniff: res.headers.get('x-content-type-options'),
    bytes,
  };
}

describe(`files kept with FILE_STORE=${store}`, () => {
  it('serves every kind of file back byte for byte, with the same headers, and the row keeps key, size, type and checksum', async () => {
    const po = pdfBytes();
    const orderForm = await orderFormXlsx();
    const sheet = await linesXlsx();
    const created = await body(await ownerClient.post('/api/orders', orderBody()));
    await upload(created.id, sheet, 'lines.xlsx', { replaceLines: 'true' });
    await upload(created.id, po, 'purchase order.pdf', { attachmentType: 'purchase_order' });
    const order = await upload(created.id, orderForm, 'order-form.xlsx', { attachmentType: 'order_form' });

    const rejected = await seedOrder(t, owner, { status: 'REJECTED' });
    const evidence = new FormData();
    evidence.append('comment', 'The client paid the overdue balance; receipts attached.');
    evidence.append('files', filePart(pdfBytes(), 'receipt.pdf', 'application/pdf'));
    evidence.append('files', filePart(pngBytes(), 'transfer.png', 'image/png'));
    const appealed = await creditClient.post(`/api/orders/${rejected.id}/appeals`, evidence);
    expect(appealed.status).toBe(201);

    const invoice = await body(
      await warehouseClient.post(
        '/api/invoices/upload',
        form({ invoice: filePart(pngBytes(), 'invoice.png') }),
      ),
    );

    const expected: Array<{ client: TestClient; url: string; bytes: Buffer; type: string; inline: boolean }> =
      [
        ...order.attachments.map((a: Json) => ({
          client: ownerClient,
          url: a.downloadUrl,
          bytes:
            a.attachmentType === 'purchase_order'
              ? po
              : a.attachmentType === 'order_form'
                ? orderForm
                : sheet,
          type: a.attachmentType === 'purchase_order' ? 'application/pdf' : a.contentType,
          inline: a.attachmentType === 'purchase_order',
        })),
        ...(await body(appealed)).attachments
          .filter((a: Json) => a.attachmentType === 'appeal_evidence')
          .map((a: Json) => ({
            client: creditClient,
            url: a.downloadUrl,
            bytes: a.fileName === 'receipt.pdf' ? pdfBytes() : pngBytes(),
            type: a.fileName === 'receipt.pdf' ? 'application/pdf' : 'image/png',
            inline: true,
          })),
        { client: warehouseClient, url: invoice.url, bytes: pngBytes(), type: 'image/png', inline: true },
      ];
    expect(expected).toHaveLength(6);
    for (const file of expected) {
      const got = await download(file.client, file.url);
      expect(got, file.url).toMatchObject({
        status: 200,
        type: file.type,
        length: String(file.bytes.length),
        nosniff: 'nosniff',
      });
      expect(got.disposition?.startsWith(file.inline ? 'inline;' : 'attachment;'), file.url).toBe(true);
      expect(sha(got.bytes), file.url).toBe(sha(file.bytes));
    }

    const rows = await t.deps.db.select().from(files).where(eq(files.uploadedBy, owner.id));
    const uploaded = rows.filter((row) => row.orderId === created.id);
    expect(uploaded.map((row) => row.kind).sort()).toEqual(['lines_source', 'order_form', 'purchase_order']);
    const keys = await objectKeys();
    for (const row of uploaded) {
      const bytes = row.kind === 'purchase_order' ? po : row.kind === 'order_form' ? orderForm : sheet;
      expect(row).toMatchObject({ sizeBytes: bytes.length, checksum: sha(bytes) });
      if (store === 's3') {
        expect(row.content).toBeNull();
        expect(row.storageKey).toBe(objectKey(row.id));
        expect(keys.has(row.storageKey!)).toBe(true);
      } else {
        expect(row.storageKey).toBeNull();
        expect(sha(row.content!)).toBe(sha(bytes));
      }
    }
  });

  it("removing a submitted order (the create flow's clean-up) removes its files and their objects", async () => {
    const created = await body(await ownerClient.post('/api/orders', orderBody()));
    await upload(created.id, pdfBytes(), 'po.pdf', { attachmentType: 'purchase_order' });
    const [row] = await t.deps.db.select().from(files).where(eq(files.orderId, created.id));
    expect(row).toBeDefined();
    if (store === 's3') expect((await objectKeys()).has(row!.storageKey!)).toBe(true);

    expect((await ownerClient.delete(`/api/orders/${created.id}`)).status).toBe(204);
    expect(await t.deps.db.select().from(files).where(eq(files.id, row!.id))).toEqual([]);
    expect((await objectKeys()).has(objectKey(row!.id))).toBe(false);
  });

  it('housekeeping removes objects no row names once they are an hour old, and keeps every named one', async () => {
    const orphan = await t.deps.files.put(pdfBytes(), 'application/pdf');
    const created = await body(await ownerClient.post('/api/orders', orderBody()));
    const kept = await upload(created.id, pdfBytes(), 'po.pdf', { attachmentType: 'purchase_order' });

    // A young object may be an upload whose row is being written: left alone.
    const young = await runHousekeeping(t.deps);
    expect(young).toMatchObject({ ran: true, orphanObjects: 0 });

    const later = new Date(Date.now() + ORPHAN_OBJECT_AGE_MS + 60_000);
    const report = await runHousekeeping({ ...t.deps, now: () => later });
    const keys = await objectKeys();
    if (store === 's3') {
      expect(report.orphanObjects).toBeGreaterThanOrEqual(1);
      expect(keys.has(orphan.storageKey!)).toBe(false);
      const named = await t.deps.db.select({ key: files.storageKey }).from(files);
      for (const { key } of named) if (key) expect(keys.has(key), key).toBe(true);
    } else {
      expect(report.orphanObjects).toBe(0);
      expect(keys.size).toBe(0);
    }
    const got = await download(ownerClient, kept.attachments[0].downloadUrl);
    expect({ status: got.status, sha: sha(got.bytes) }).toEqual({ status: 200, sha: sha(pdfBytes()) });
  });
});
