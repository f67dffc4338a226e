/**
 * Streamed answers against hostile filters (issue 27), over real HTTP. Every route answering a
 * file from query filters (read from the served OpenAPI document, so a new export joins by
 * itself) gets the contract fuzzer's hostile values (service/test/fuzz/schema-arbitrary.ts) in
 * each query parameter, in each format: it answers a JSON 4xx before its status line, or a 200
 * whose body is complete. Nothing is written to stdout or stderr. A failure after the status
 * line goes to the service's logger with the SQL's parameters redacted and cuts the connection.
 */

import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, openApiDocument } from '../../src/app.js';
import { streamedBody } from '../../src/http/streaming.js';
import { createLogger } from '../../src/logger.js';
import { hostileNumber, hostileString, type OpenApiDocument } from '../fuzz/schema-arbitrary.js';
import { createUser, seedOrder, startTestServer } from '../harness.js';
import { seedItem, seedLot, seedWarehouse } from '../inventory.js';
import { apiToken } from '../live.js';
import { riyadhDay } from '../workflow.js';

type Started = Awaited<ReturnType<typeof startTestServer>>;
let started: Started;
let token: string;
let managerToken: string;
const printed: string[] = [];
const writes = { out: process.stdout.write, err: process.stderr.write };

/** The contract fuzzer's hostile query values (its generators, a fixed seed), NUL always among them. */
const HOSTILE_VALUES = [
  ...new Set([
    '\u0000',
    'abc\u0000def',
    '%00',
    ...fc.sample(fc.oneof(hostileString, hostileNumber.map(String)), { numRuns: 30, seed: 20261126 }),
  ]),
].map((value) => value.slice(0, 2000));

const LEAKS =
  /failed query|params:|sqlstate|\bselect\b[^"]*\bfrom\b|insert into|\bat [\w.<>]+ \(|node_modules/i;

/** GET routes whose 200 is a file (not only JSON) built from query filters. */
function streamingRoutes(doc: OpenApiDocument) {
  return Object.entries(doc.paths).flatMap(([path, ops]) => {
    const op = ops.get;
    if (!op) return [];
    const types = Object.keys(op.responses['200']?.content ?? {});
    const query = (op.parameters ?? []).filter((p) => p.in === 'query');
    const hasPathParams = (op.parameters ?? []).some((p) => p.in === 'path');
    if (!types.some((type) => type !== 'application/json') || !query.length || hasPathParams) return [];
    const format = query.find((p) => p.name === 'format')?.schema.enum as string[] | undefined;
    return [{ path, params: query.map((p) => p.name), formats: format ?? [undefined] }];
  });
}

beforeAll(async () => {
  started = await startTestServer();
  const t = started.t;
  const [admin, manager, company] = await Promise.all([
    createUser(t, { role: 'ADMIN' }),
    createUser(t, { role: 'WAREHOUSE_MANAGER' }),
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }),
  ]);
  await seedOrder(t, company, { status: 'PENDING_CREDIT' });
  const wh = await seedWarehouse(t);
  const item = await seedItem(t);
  await seedLot(t, item, wh, { lotNumber: 'LOT-1', expiryDate: riyadhDay(new Date(), 300), onHand: 4 });
  token = await apiToken(started.server, admin.email, admin.password);
  managerToken = await apiToken(started.server, manager.email, manager.password);
  const capture = (original: typeof process.stdout.write) =>
    ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      printed.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return (original as (...args: unknown[]) => boolean).call(process.stdout, chunk, ...rest);
    }) as typeof process.stdout.write;
  process.stdout.write = capture(writes.out);
  process.stderr.write = capture(writes.err);
});
afterAll(async () => {
  process.stdout.write = writes.out;
  process.stderr.write = writes.err;
  await started?.t.close();
});

/** A complete file of its type: an .xlsx ends with its ZIP directory, a CSV with a line end. */
function complete(contentType: string, bytes: Uint8Array): boolean {
  if (/csv/.test(contentType)) {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    return text.startsWith('\uFEFF') && text.endsWith('\r\n');
  }
  if (/spreadsheetml/.test(contentType)) {
    const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 200)));
    return bytes[0] === 0x50 && bytes[1] === 0x4b && tail.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  }
  return true;
}

describe('streamed answers and hostile filters', () => {
  it('every file-from-filters route answers a JSON 4xx before streaming, or a complete file; nothing printed', async () => {
    const routes = streamingRoutes(
      openApiDocument(createApp(started.server.deps)) as unknown as OpenApiDocument,
    );
    expect(routes.map((route) => route.path).sort()).toEqual([
      '/api/audit/export',
      '/api/inventory/export',
      '/api/inventory/recall',
      '/api/orders/export',
      '/api/orders/sample-template',
      '/api/reports/credit/export',
    ]);
    const failures: string[] = [];
    let answered = 0;
    for (const route of routes) {
      const bearer = route.path.startsWith('/api/inventory') ? managerToken : token;
      for (const format of route.formats) {
        for (const param of route.params.filter((name) => name !== 'format')) {
          for (const value of HOSTILE_VALUES) {
            const query = new URLSearchParams(route.path.endsWith('/recall') ? { lotNumber: 'LOT-1' } : {});
            if (format) query.set('format', format);
            query.set(param, value);
            const url = `${started.server.url}${route.path}?${query}`;
            const label = `${route.path} format=${format} ${param}=${JSON.stringify(value.slice(0, 20))}`;
            let res: Response;
            let bytes: Uint8Array;
            try {
              res = await fetch(url, { headers: { authorization: `Bearer ${bearer}` } });
              bytes = new Uint8Array(await res.arrayBuffer());
            } catch (error) {
              failures.push(`${label}: the answer was cut (${(error as Error).message})`);
              continue;
            }
            answered++;
            const type = res.headers.get('content-type') ?? '';
            if (res.status >= 500) failures.push(`${label}: ${res.status}`);
            else if (res.status >= 400) {
              const text = new TextDecoder().decode(bytes);
              if (!/json/.test(type)) failures.push(`${label}: a ${res.status} that is not JSON`);
              else if (!(JSON.parse(text) as { error?: { message?: string } }).error?.message)
                failures.push(`${label}: a ${res.status} without a message`);
              if (LEAKS.test(text)) failures.push(`${label}: shows internals ${text.slice(0, 120)}`);
            } else if (!complete(type, bytes)) failures.push(`${label}: 200 with an incomplete ${type}`);
          }
        }
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(answered).toBeGreaterThan(400);
    const leaked = printed.filter((line) => LEAKS.test(line) || /error/i.test(line));
    expect(leaked.slice(0, 5)).toEqual([]);
  }, 300_000);

  it('the inventory export of issue 27 (q or itemCode NUL, both formats) answers 400/422 in both languages', async () => {
    for (const param of ['q', 'itemCode']) {
      for (const format of ['csv', 'xlsx']) {
        for (const lang of ['en', 'ar']) {
          const res = await fetch(
            `${started.server.url}/api/inventory/export?format=${format}&${param}=%00`,
            {
              headers: { authorization: `Bearer ${managerToken}`, 'accept-language': lang },
            },
          );
          expect(res.status, `${param} ${format}`).toBe(422);
          const body = (await res.json()) as {
            error: { message: string; details: { issues: Array<{ path: string }> } };
          };
          expect(body.error.details.issues[0]?.path).toBe(param);
          expect(body.error.message).toMatch(lang === 'ar' ? /[\u0600-\u06FF]/ : /NUL/);
        }
      }
    }
  });

  it('a failure after the status line is logged redacted and cuts the connection; nothing reaches stdout', async () => {
    const logged: string[] = [];
    const logger = createLogger('info', (line) => logged.push(line));
    const app = new Hono();
    app.get('/file', (c) => {
      let sent = 0;
      const failing = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 3) return controller.enqueue(new TextEncoder().encode('a,b\r\n'.repeat(1000)));
          const error = new Error(
            'Failed query: select * from stock_lots where item_code = $1\nparams: SECRET-VALUE',
          );
          controller.error(error);
        },
      });
      return c.body(streamedBody(c, logger, failing), 200, { 'content-type': 'text/csv' });
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const before = printed.length;
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/file`);
      expect(res.status).toBe(200);
      await expect(res.arrayBuffer()).rejects.toThrow();
    } finally {
      server.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('streamed answer failed after its status line');
    expect(logged[0]).toContain('params: [redacted]');
    expect(logged[0]).not.toContain('SECRET-VALUE');
    expect(printed.slice(before).join('')).not.toContain('SECRET-VALUE');
  });
});
