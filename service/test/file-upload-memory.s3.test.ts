/**
 * A 10 MB upload to the S3 store, measured on the service as its own process: the peak of its
 * resident memory (the kernel's VmHWM, reset before the upload) rises by less than 32 MB
 * (DESIGN §14: the body is never held twice over while it goes to the bucket).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { MAX_FILE_BYTES } from '@tawreed/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderBody, pdfBytes } from './fixtures.js';
import { testFileStore } from './harness.js';
import { ServiceProcess } from './service-process.js';

const MB = 1024 * 1024;
let service: ServiceProcess;
let token: string;

beforeAll(async () => {
  const settings = Object.fromEntries(
    Object.entries(await testFileStore()).map(([key, value]) => [key, String(value)]),
  );
  service = await ServiceProcess.start({
    ...settings,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    // A small young generation: the socket's spent chunks are collected as they go, so the peak
    // is what the upload holds, not how long a loaded machine let garbage wait (V8's default
    // semi-space lets some 16 MB of it pile up before a collection).
    NODE_OPTIONS: '--max-semi-space-size=1',
  });
  token = await service.partnerToken(`memory-${Date.now()}@tawreed.test`);
}, 60_000);
afterAll(() => service.stop());

/** A valid PDF of `size` bytes: its bulk is a comment, so the type check passes it whole. */
function bigPdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = pdfBytes().subarray('%PDF-1.4\n'.length);
  const filler = Buffer.alloc(size - head.length - tail.length - 1, 'A');
  return Buffer.concat([head, filler, Buffer.from('\n'), tail]);
}

function memory(field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${service.pid}/status`, 'utf8');
  return Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]) * 1024;
}

const auth = () => ({ authorization: `Bearer ${token}` });

async function newOrder(): Promise<string> {
  const created = await fetch(`${service.url}/api/orders`, {
    method: 'POST',
    headers: { ...auth(), 'content-type': 'application/json' },
    body: JSON.stringify(orderBody()),
  });
  return ((await created.json()) as { id: string }).id;
}

async function uploadPurchaseOrder(id: string, bytes: Buffer) {
  const form = new FormData();
  form.append('attachmentType', 'purchase_order');
  form.append('file', new File([new Uint8Array(bytes)], 'purchase-order.pdf', { type: 'application/pdf' }));
  const res = await fetch(`${service.url}/api/orders/${id}/upload`, {
    method: 'POST',
    headers: auth(),
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { attachments: Array<{ downloadUrl: string; sizeBytes: number }> };
}

/**
 * Uploads `file` to a new order (made before the measure) and answers the rise of the service's
 * peak RSS over the upload, in MB.
 */
let lastPeak = 0;

async function measuredUpload(file: Buffer, what: string) {
  const id = await newOrder();
  // From the higher of now and the previous upload's peak: memory a collection just handed back
  // to the system, and that any next request takes again, is not this upload's cost.
  const before = Math.max(memory('VmRSS'), lastPeak);
  writeFileSync(`/proc/${service.pid}/clear_refs`, '5'); // VmHWM := VmRSS
  const order = await uploadPurchaseOrder(id, file);
  const peak = memory('VmHWM');
  lastPeak = peak;
  const rise = (peak - before) / MB;
  console.log(
    `10 MB upload to the S3 store (${what}): RSS ${(before / MB).toFixed(1)} MB before (or the previous peak), peak ${(peak / MB).toFixed(1)} MB during (+${rise.toFixed(1)} MB)`,
  );
  return { order, rise };
}

it('raises the peak RSS of the service by less than 32 MB for a 10 MB upload to the bucket', async () => {
  const file = bigPdf(MAX_FILE_BYTES - 1024);
  // A small upload first loads the code on the way (the S3 client's request code, the type
  // sniffing, the multipart parser). Then the first large upload, the one that finds no memory
  // an earlier one freed, is judged; a few more are printed.
  await measuredUpload(pdfBytes(), 'a small PDF first, loading the code');
  const first = await measuredUpload(file, 'the first 10 MB upload');
  let order = first.order;
  for (let round = 1; round <= 3; round++) {
    order = (await measuredUpload(file, `warm, round ${round}`)).order;
  }
  expect(order.attachments[0]?.sizeBytes).toBe(file.length);
  // Generous against a late collection: the body held once is 10 MB, twice over would be 20.
  expect(first.rise).toBeLessThan(32);
  // And it comes back whole.
  const back = await fetch(`${service.url}${order.attachments[0]!.downloadUrl}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(Buffer.from(await back.arrayBuffer()).equals(file)).toBe(true);
}, 60_000);
