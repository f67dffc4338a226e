/**
 * Instances sharing one PostgreSQL database share one file store (DESIGN §14, issue 32): a third
 * instance started with FILE_STORE=s3 beside two keeping files in PostgreSQL is refused at
 * start-up, with a message saying where the files are and how to move them, before it serves a
 * request; the two keep serving every file.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { filePart, form, orderBody, pdfBytes } from './fixtures.js';
import { createUser, type Json, startTestServer, startTwoInstances } from './harness.js';
import { api, apiToken } from './live.js';

let instances: Awaited<ReturnType<typeof startTwoInstances>>;
beforeAll(async () => {
  instances = await startTwoInstances({ FILE_STORE: 'postgres' });
});
afterAll(() => instances.close());

it('refuses a third instance on FILE_STORE=s3 while the database holds files in PostgreSQL', async () => {
  const { a, b, database } = instances;
  const owner = await createUser(a.t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  const token = await apiToken(a.server, owner.email, owner.password);
  const created = (await (await api(a.server, token, 'POST', '/api/orders', orderBody())).json()) as Json;
  const uploaded = await fetch(`${a.server.url}/api/orders/${created.id}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form({ attachmentType: 'purchase_order', file: filePart(pdfBytes(), 'po.pdf') }),
  });
  expect(uploaded.status).toBe(200);
  const { downloadUrl } = ((await uploaded.json()) as Json).attachments[0];

  // The bucket is never asked: the refusal comes from the database, before anything listens.
  const third = startTestServer({
    database,
    config: {
      DATABASE_URL: database.connectionString!,
      FILE_STORE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'tawreed-files',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'unused',
      S3_SECRET_ACCESS_KEY: 'unused',
    },
  });
  await expect(third).rejects.toThrow(
    /FILE_STORE=s3, but this database keeps its files in .*\(1 files, FILE_STORE=postgres\).*pnpm admin files migrate --to s3/s,
  );

  // The two on PostgreSQL files go on serving the file, whichever answers.
  for (const instance of [a, b]) {
    const res = await api(instance.server, token, 'GET', downloadUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdfBytes())).toBe(true);
  }
});
