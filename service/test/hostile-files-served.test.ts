/**
 * Hostile files, continued (issue 12, DESIGN §4 "Files"): stored files served back with a safe type
 * and name, and big spreadsheets refused or parsed off the event loop. The corpus itself, and the
 * legacy .xls line files sent on its routes, are in hostile-files.test.ts.
 */
import { ORDER_LINE_LIMITS } from '@tawreed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ordersRepo from '../src/features/orders/repository.js';
import { filePart, HEADER, linesCsv, pdfBytes } from './fixtures.js';
import {
  createTestApp,
  createUser,
  type SeedUser,
  seedOrder,
  signedIn,
  type TestApp,
  type TestClient,
  testDbKind,
} from './harness.js';
import { MB, type OrderJson, rss } from './hostile-files.support.js';

let t: TestApp;
let owner: SeedUser;
let ownerClient: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  ownerClient = await signedIn(t, owner);
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe(`files served back (${testDbKind()})`, () => {
  const download = (url: string) => ownerClient.get(url);

  it('serves a line file declared as text/html as the CSV it is, as an attachment, with nosniff', async () => {
    const order = await seedOrder(t, owner, { status: 'SUBMITTED', withFiles: false });
    const body = new FormData();
    body.append('file', filePart(linesCsv(['AMX-500,Amoxicillin,8.35,10,1']), 'lines.csv', 'text/html'));
    const uploaded = await ownerClient.post(`/api/orders/${order.id}/upload?replaceLines=true`, body);
    expect(uploaded.status).toBe(200);
    const { attachments } = (await uploaded.json()) as OrderJson;
    expect(attachments).toHaveLength(1);
    expect(attachments[0]!.contentType).toBe('text/csv');
    const file = await download(attachments[0]!.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves a file stored under a client-declared text/html as application/octet-stream, as an attachment', async () => {
    const order = await seedOrder(t, owner, { status: 'SUBMITTED', withFiles: false });
    const stored = await ordersRepo.insertFile(t.deps.db, {
      orderId: order.id,
      kind: 'lines_source',
      fileName: 'lines.html',
      contentType: 'text/html',
      sizeBytes: 20,
      content: Buffer.from('<script>alert(1)</script>'),
      uploadedBy: owner.id,
    });
    const file = await download(`/api/orders/attachments/${stored.id}/download`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves a purchase order by its sniffed type, inline only as application/pdf', async () => {
    const order = await seedOrder(t, owner, { status: 'SUBMITTED', withFiles: false });
    const body = new FormData();
    body.append('file', filePart(pdfBytes(), 'po.pdf', 'text/html'));
    body.append('attachmentType', 'purchase_order');
    const uploaded = await ownerClient.post(`/api/orders/${order.id}/upload`, body);
    expect(uploaded.status).toBe(200);
    const [attachment] = ((await uploaded.json()) as OrderJson).attachments;
    const file = await download(attachment!.downloadUrl);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('strips a right-to-left override, zero-width and control characters from a stored file name', async () => {
    const order = await seedOrder(t, owner, { status: 'SUBMITTED', withFiles: false });
    const body = new FormData();
    body.append(
      'file',
      filePart(pdfBytes(), '\u200Bpurchase\u202Eorder\u2066\u0007.pdf\uFEFF', 'application/pdf'),
    );
    body.append('attachmentType', 'purchase_order');
    const uploaded = await ownerClient.post(`/api/orders/${order.id}/upload`, body);
    expect(uploaded.status).toBe(200);
    expect(((await uploaded.json()) as OrderJson).attachments[0]!.fileName).toBe('purchaseorder.pdf');
  });

  it('answers a bad /uploads file name (NUL, traversal, too long, not a stored name) with 404 or 422, never 500', async () => {
    for (const name of [
      '%00',
      'a%00.pdf',
      '..%2f..%2fetc%2fpasswd',
      'x'.repeat(300),
      'no-such-file.pdf',
      '%E2%80%AE.pdf',
    ]) {
      const response = await download(`/uploads/${name}`);
      expect([404, 422]).toContain(response.status);
    }
  });
});

// ---------------------------------------------------------------------------------------

const WORDS = [
  'gauze',
  'sterile',
  'nitrile',
  'glove',
  'syringe',
  'insulin',
  'pen',
  'box',
  'tablet',
  'capsule',
  'mg',
  'vial',
  'saline',
  'bandage',
  'mask',
  'size',
];

/** Text of `length` characters from words picked by a fixed pseudo-random sequence (compresses like prose). */
function prose(length: number, seed: number): string {
  let state = seed || 1;
  const words: string[] = [];
  let size = 0;
  while (size < length) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const word = WORDS[state % WORDS.length]!;
    words.push(word);
    size += word.length + 1;
  }
  return words.join(' ').slice(0, length);
}

async function bigSheet(rows: number, description: (row: number) => string): Promise<Buffer> {
  const { PassThrough } = await import('node:stream');
  const ExcelJS = (await import('exceljs')).default;
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Order Lines');
  sheet.addRow(HEADER).commit();
  for (let i = 0; i < rows; i++) sheet.addRow([`R-${i}`, description(i), 1, 0, 1]).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

describe(`big spreadsheets (${testDbKind()})`, () => {
  it('refuses the 19,000-row sheet of 5,000-character descriptions with a 422 naming the line limit', async () => {
    const bytes = await bigSheet(19_000, (row) => prose(5000, row + 1));
    const before = rss();
    const body = new FormData();
    body.append(
      'file',
      filePart(bytes, 'huge.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    );
    const started = performance.now();
    const response = await ownerClient.post('/api/orders/parse-file', body);
    const ms = performance.now() - started;
    const text = await response.text();
    console.info(
      `[big-sheet ${testDbKind()}] ${(bytes.length / MB).toFixed(1)} MB, 19,000 rows: ${response.status} in ${ms.toFixed(0)} ms, ` +
        `answer ${text.length} bytes, RSS growth ${((rss() - before) / MB).toFixed(1)} MB`,
    );
    expect(response.status).toBe(422);
    expect(JSON.parse(text).error.message).toMatch(/5,000|decompressed/);
    expect(ms).toBeLessThan(10_000);
  });

  it('keeps /healthz answering (the parse runs off the event loop) while a 5,000-line sheet is parsed, and bounds the answer', async () => {
    const bytes = await bigSheet(ORDER_LINE_LIMITS.maxLines, (row) => prose(500, row + 1));
    const before = rss();
    const body = new FormData();
    body.append(
      'file',
      filePart(bytes, 'big.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    );
    let parsing = true;
    const parse = ownerClient.post('/api/orders/parse-file', body).finally(() => {
      parsing = false;
    });
    const latencies: number[] = [];
    while (parsing) {
      const started = performance.now();
      const health = await t.fetch('/healthz');
      latencies.push(performance.now() - started);
      expect(health.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const response = await parse;
    const text = await response.text();
    const worst = Math.max(...latencies);
    console.info(
      `[big-sheet ${testDbKind()}] 5,000 lines (${(bytes.length / MB).toFixed(1)} MB): ${response.status}, ` +
        `answer ${(text.length / MB).toFixed(2)} MB; /healthz ${latencies.length} probes, worst ${worst.toFixed(1)} ms; ` +
        `RSS growth ${((rss() - before) / MB).toFixed(1)} MB`,
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(text).lines).toHaveLength(ORDER_LINE_LIMITS.maxLines);
    expect(latencies.length).toBeGreaterThan(0);
    // Parsed off the event loop: the service answers throughout. On the event loop a parse of
    // this size stalls every probe for seconds; a loaded machine alone stays well under one.
    expect(worst).toBeLessThan(1_000);
  });
});
