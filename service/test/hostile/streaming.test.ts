/**
 * Streamed answers against hostile filters (issue 27), over real HTTP. Every GET route whose 200
 * is a file (read from the served OpenAPI document, so a new export or download joins by
 * itself: exports, the recall CSV, templates, price-list exports, attachment downloads) answers
 * a complete file for valid parameters, and gets the contract fuzzer's hostile values
 * (service/test/fuzz/schema-arbitrary.ts) in each query and path parameter, in each format: it
 * answers a JSON 4xx before its status line, or a 200 whose body is complete. Nothing is written to stdout or stderr. A failure after the status
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
import { pngBytes } from '../fixtures.js';
import { hostileNumber, hostileString, type OpenApiDocument } from '../fuzz/schema-arbitrary.js';
import { createUser, seedOrder, startTestServer } from '../harness.js';
import { seedItem, seedLot, seedWarehouse } from '../inventory.js';
import { api, apiToken } from '../live.js';
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

/** GET routes whose 200 is a file (not only JSON), with their query and path parameters. */
function fileRoutes(doc: OpenApiDocument) {
  return Object.entries(doc.paths).flatMap(([path, ops]) => {
    const op = ops.get;
    if (!op) return [];
    const types = Object.keys(op.responses['200']?.content ?? {});
    if (!types.some((type) => type !== 'application/json')) return [];
    const query = (op.parameters ?? []).filter((p) => p.in === 'query');
    const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
    const format = query.find((p) => p.name === 'format')?.schema.enum as string[] | undefined;
    return [{ path, params: query.map((p) => p.name), pathParams, formats: format ?? [undefined] }];
  });
}

/**
 * What a file route needs besides the hostile value: its path parameters (a real file, list or
 * attachment of the seed) and its required query filters. A new route with path parameters
 * fails the first test until it is given a valid value here.
 */
const valid: Record<string, { path?: Record<string, string>; query?: Record<string, string> }> = {
  '/api/inventory/recall': { query: { lotNumber: 'LOT-1' } },
};

/** The caller a route is tried as: the warehouse manager for stock and invoices, else the administrator. */
const bearerFor = (path: string) =>
  path.startsWith('/api/inventory') || path.startsWith('/uploads') ? managerToken : token;

function urlOf(path: string, pathValues: Record<string, string>, query: Record<string, string>): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return `${started.server.url}${filled}${search ? `?${search}` : ''}`;
}

beforeAll(async () => {
  started = await startTestServer();
  const t = started.t;
  const [admin, manager, company] = await Promise.all([
    createUser(t, { role: 'ADMIN' }),
    createUser(t, { role: 'WAREHOUSE_MANAGER' }),
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }),
  ]);
  const order = await seedOrder(t, company, { status: 'PENDING_CREDIT' });
  const wh = await seedWarehouse(t);
  const item = await seedItem(t);
  await seedLot(t, item, wh, { lotNumber: 'LOT-1', expiryDate: riyadhDay(new Date(), 300), onHand: 4 });
  token = await apiToken(started.server, admin.email, admin.password);
  managerToken = await apiToken(started.server, manager.email, manager.password);
  // A file of every download route: the order's attachment, a price list, a delivery invoice.
  const [attachment] = (
    (await (await api(started.server, token, 'GET', `/api/orders/${order.id}`)).json()) as {
      attachments: Array<{ id: string }>;
    }
  ).attachments;
  const list = (await (
    await api(started.server, token, 'POST', '/api/price-lists', { name: 'Streaming' })
  ).json()) as { id: string };
  await api(started.server, token, 'PUT', `/api/price-lists/${list.id}/items`, {
    items: [{ itemCode: 'GLV-100', priceSAR: '12.50' }],
  });
  const invoiceForm = new FormData();
  invoiceForm.append('invoice', new File([new Uint8Array(pngBytes())], 'invoice.png', { type: 'image/png' }));
  const invoice = (await (
    await fetch(`${started.server.url}/api/invoices/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${managerToken}` },
      body: invoiceForm,
    })
  ).json()) as { filename: string };
  valid['/api/orders/attachments/{attachmentId}/download'] = { path: { attachmentId: attachment!.id } };
  valid['/api/attachments/{id}/download'] = { path: { id: attachment!.id } };
  valid['/api/price-lists/{id}/export'] = { path: { id: list.id } };
  valid['/uploads/{filename}'] = { path: { filename: invoice.filename } };
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
  it('every file route answers a complete file for valid parameters', async () => {
    const routes = fileRoutes(openApiDocument(createApp(started.server.deps)) as unknown as OpenApiDocument);
    const failures: string[] = [];
    for (const route of routes) {
      const given = valid[route.path] ?? {};
      const missing = route.pathParams.filter((name) => !given.path?.[name]);
      if (missing.length) {
        failures.push(`${route.path}: give ${missing.join(', ')} a valid value in \`valid\``);
        continue;
      }
      for (const format of route.formats) {
        const query = { ...given.query, ...(format ? { format } : {}) };
        const res = await fetch(urlOf(route.path, given.path ?? {}, query), {
          headers: { authorization: `Bearer ${bearerFor(route.path)}` },
        });
        const bytes = new Uint8Array(await res.arrayBuffer());
        const type = res.headers.get('content-type') ?? '';
        if (res.status !== 200) failures.push(`${route.path} format=${format}: ${res.status}`);
        else if (!complete(type, bytes)) failures.push(`${route.path} format=${format}: incomplete ${type}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('every file-from-filters route answers a JSON 4xx before streaming, or a complete file; nothing printed', async () => {
    const routes = fileRoutes(
      openApiDocument(createApp(started.server.deps)) as unknown as OpenApiDocument,
    ).filter((route) => route.params.length > 0 || route.pathParams.length > 0);
    expect(routes.map((route) => route.path).sort()).toEqual([
      '/api/attachments/{id}/download',
      '/api/audit/export',
      '/api/inventory/export',
      '/api/inventory/recall',
      '/api/orders/attachments/{attachmentId}/download',
      '/api/orders/export',
      '/api/orders/sample-template',
      '/api/price-lists/{id}/export',
      '/api/reports/credit/export',
      '/uploads/{filename}',
    ]);
    const failures: string[] = [];
    let answered = 0;
    for (const route of routes) {
      const bearer = bearerFor(route.path);
      const given = valid[route.path] ?? {};
      for (const format of route.formats) {
        const params = [
          ...route.params.filter((name) => name !== 'format').map((name) => ({ name, in: 'query' })),
          ...route.pathParams.map((name) => ({ name, in: 'path' })),
        ];
        for (const param of params) {
          for (const value of HOSTILE_VALUES) {
            const query: Record<string, string> = { ...given.query };
            if (format) query.format = format;
            const pathValues = { ...given.path };
            if (param.in === 'query') query[param.name] = value;
            else pathValues[param.name] = value;
            const url = urlOf(route.path, pathValues, query);
            const label = `${route.path} format=${format} ${param.name}=${JSON.stringify(value.slice(0, 20))}`;
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
