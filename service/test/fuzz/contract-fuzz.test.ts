/**
 * Contract fuzzing: for every operation of the served /openapi.json, valid requests generated
 * from its request schemas and hostile ones (wrong types, missing and extra fields, huge
 * strings, NUL, bad enums, bad ids, bad query values, wrong content types, malformed JSON), as
 * every role (the administrator mostly on its own routes), anonymously and with a bad token. No answer may be a 5xx, use a status the
 * contract does not declare for the operation, break its published schema or show SQL; another
 * company's order answers 404.
 */
import { MEDICAL_COMPANIES, type OrderStatus } from '@tawreed/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, openApiDocument } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { createInProcessBus } from '../../src/events/types.js';
import type { Deps } from '../../src/http/context.js';
import { createLogger } from '../../src/logger.js';
import { contractChecker } from '../contract.js';
import { createTestApp, createUser, type SeedUser, seedOrder, signedIn, type TestApp } from '../harness.js';
import {
  arbitraryFor,
  FILES,
  hostileNumber,
  hostileString,
  type OpenApiDocument,
  type Operation,
  pathsOf,
  REMOVE,
  resolve,
  withValueAt,
  wrongType,
} from './schema-arbitrary.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const FUZZ_TIMEOUT = Number(process.env.FUZZ_TIMEOUT ?? 120_000);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type CallerName =
  | 'companyA'
  | 'companyB'
  | 'credit'
  | 'higher'
  | 'warehouse'
  | 'admin'
  | 'anonymous'
  | 'badToken';

/** The administrator's routes (the accounts, the audit trail): mostly fuzzed as the administrator, who reaches them. */
const ADMIN_ROUTES = /^\/api\/(accounts|audit)(\/|$)/;

type FilePart = { file: (typeof FILES)[number] };
type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; fields: Array<[string, string | FilePart]> }
  | { kind: 'raw'; contentType: string | null; text: string };

interface FuzzRequest {
  attack: string;
  caller: CallerName;
  /** Path parameters, already URL-encoded. */
  params: Record<string, string>;
  query: Array<[string, string]>;
  headers: Record<string, string>;
  body?: Body;
  /** The company owning the order an id points at, when it points at a real one. */
  orderOwner?: 'companyA' | 'companyB';
}

interface Target {
  method: (typeof METHODS)[number];
  path: string;
  op: Operation;
}

// The operations, named from the app's own document so each gets its tests; the requests
// themselves are generated from the document the running app serves (checked to be the same).
const declared = openApiDocument(
  createApp({
    config: testConfig(),
    logger: createLogger('silent'),
    events: createInProcessBus(),
  } as unknown as Deps),
) as unknown as OpenApiDocument;
const targets = (doc: OpenApiDocument): Target[] =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    METHODS.filter((method) => ops[method]).map((method) => ({ method, path, op: ops[method]! })),
  );

let t: TestApp;
let served: OpenApiDocument;
let check: ReturnType<typeof contractChecker>;
const tokens: Partial<Record<CallerName, string>> = {};
const orderIds: { companyA: string[]; companyB: string[] } = { companyA: [], companyB: [] };
const attachmentIds: string[] = [];
/** An account the administrator's account routes act on (never one of the callers). */
let accountId = '';

const STATUSES: OrderStatus[] = [
  'SUBMITTED',
  'PENDING_CREDIT',
  'RESUBMITTED',
  'PENDING_HIGHER',
  'NEEDS_CHANGES',
  'PENDING_WAREHOUSE',
  'READY_TO_PRINT',
  'PRINTED',
  'ORDER_DISPATCHED',
  'ORDER_TRANSPORTED',
  'REJECTED',
  'APPEAL_REVIEW',
];

beforeAll(async () => {
  t = await createTestApp();
  check = contractChecker(t.app);
  served = (await (await t.app.request('/openapi.json')).json()) as OpenApiDocument;
  const users: Partial<Record<CallerName, SeedUser>> = {
    companyA: await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }),
    companyB: await createUser(t, { role: 'MEDICAL_COMPANY', companyName: MEDICAL_COMPANIES[0] }),
    credit: await createUser(t, { role: 'CREDIT_TEAM' }),
    higher: await createUser(t, { role: 'HIGHER_AUTHORITY' }),
    warehouse: await createUser(t, { role: 'WAREHOUSE_MANAGER' }),
    admin: await createUser(t, { role: 'ADMIN' }),
  };
  accountId = (await createUser(t, { role: 'CREDIT_TEAM' })).id;
  for (const [name, user] of Object.entries(users)) {
    const client = await signedIn(t, user);
    const res = await client.post('/api/auth/tokens', { name: `fuzz ${name}` });
    tokens[name as CallerName] = ((await res.json()) as { token: string }).token;
  }
  tokens.badToken = 'tawreed_not-a-real-token';
  for (const status of STATUSES) {
    orderIds.companyA.push((await seedOrder(t, users.companyA!, { status })).id);
  }
  for (const status of ['SUBMITTED', 'PENDING_CREDIT', 'REJECTED'] as const) {
    orderIds.companyB.push((await seedOrder(t, users.companyB!, { status })).id);
  }
  const res = await t.app.request(`/api/orders/${orderIds.companyA[1]}/attachments`, {
    headers: { authorization: `Bearer ${tokens.companyA}` },
  });
  for (const a of ((await res.json()) as { attachments: Array<{ id: string }> }).attachments) {
    attachmentIds.push(a.id);
  }
}, 120_000);
afterAll(() => t?.close());

// ---- generating requests ----

const paramsOf = (op: Operation, where: 'path' | 'query' | 'header') =>
  (op.parameters ?? []).filter((p) => p.in === where);

function pathParam(path: string, name: string) {
  const isOrderId = name === 'id' && path.startsWith('/api/orders/');
  const isFileId = name === 'attachmentId' || (name === 'id' && path.startsWith('/api/attachments/'));
  if (isOrderId) {
    return fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(...orderIds.companyA).map((id) => ({ id, owner: 'companyA' as const })),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom(...orderIds.companyB).map((id) => ({ id, owner: 'companyB' as const })),
      },
      { weight: 1, arbitrary: fc.uuid().map((id) => ({ id, owner: undefined })) },
    );
  }
  if (name === 'id' && path.startsWith('/api/accounts/')) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant({ id: accountId, owner: undefined }) },
      { weight: 1, arbitrary: fc.uuid().map((id) => ({ id, owner: undefined })) },
    );
  }
  if (isFileId) {
    return fc.oneof(
      fc.constantFrom(...attachmentIds).map((id) => ({ id, owner: 'companyA' as const })),
      fc.uuid().map((id) => ({ id, owner: undefined })),
    );
  }
  return null;
}

function validRequest(target: Target): fc.Arbitrary<FuzzRequest> {
  const { op, path } = target;
  const pathArbs: Record<string, fc.Arbitrary<{ id: string; owner?: 'companyA' | 'companyB' }>> = {};
  for (const p of paramsOf(op, 'path')) {
    pathArbs[p.name] =
      pathParam(path, p.name) ??
      arbitraryFor(resolve(served, p.schema)).map((v) => ({ id: String(v), owner: undefined }));
  }
  const queryArbs = paramsOf(op, 'query').map((p) => {
    const value = arbitraryFor(resolve(served, p.schema)).map((v) => [p.name, String(v)] as [string, string]);
    return p.required ? value : fc.option(value, { nil: undefined, freq: 2 });
  });
  const headerArbs = paramsOf(op, 'header').map((p) =>
    fc.option(
      (p.name === 'if-match' ? fc.integer({ min: 1, max: 3 }).map(String) : fc.uuid()).map(
        (v) => [p.name, v] as [string, string],
      ),
      { nil: undefined },
    ),
  );
  const bodyArb: fc.Arbitrary<Body | undefined> = op.requestBody ? bodyOf(op) : fc.constant(undefined);
  const roles = ['companyA', 'companyB', 'credit', 'higher', 'warehouse', 'admin'] as const;
  const callerArb = ADMIN_ROUTES.test(path)
    ? fc.oneof(
        { weight: 6, arbitrary: fc.constant<CallerName>('admin') },
        { weight: 2, arbitrary: fc.constantFrom<CallerName>(...roles) },
        { weight: 1, arbitrary: fc.constantFrom<CallerName>('anonymous', 'badToken') },
      )
    : fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom<CallerName>(...roles) },
        { weight: 1, arbitrary: fc.constantFrom<CallerName>('anonymous', 'badToken') },
      );
  return fc
    .record({
      caller: callerArb,
      params: fc.record(pathArbs),
      query: fc.tuple(...queryArbs),
      headers: fc.tuple(...headerArbs),
      body: bodyArb,
    })
    .map(({ caller, params, query, headers, body }) => {
      const owner = Object.values(params).find((p) => p.owner)?.owner;
      return {
        attack: 'valid request from the schema',
        caller,
        params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v.id)])),
        query: query.filter((q): q is [string, string] => q !== undefined),
        headers: Object.fromEntries(headers.filter((h): h is [string, string] => h !== undefined)),
        body,
        orderOwner: owner,
      };
    });
}

function bodyOf(op: Operation): fc.Arbitrary<Body> {
  const content = op.requestBody!.content;
  const json = content['application/json'];
  if (json)
    return arbitraryFor(resolve(served, json.schema)).map((value) => ({ kind: 'json' as const, value }));
  const multipart = resolve(served, content['multipart/form-data']!.schema);
  const fields = Object.entries(multipart.properties ?? {}).map(([name, schema]) => {
    const isFile = schema.format === 'binary' || schema.items?.format === 'binary';
    const value: fc.Arbitrary<Array<[string, string | FilePart]>> = isFile
      ? fc
          .array(fc.constantFrom(...FILES), { minLength: 1, maxLength: schema.type === 'array' ? 3 : 1 })
          .map((files) => files.map((file) => [name, { file }] as [string, FilePart]))
      : arbitraryFor(schema).map((v) => [[name, String(v)] as [string, string]]);
    const required = multipart.required?.includes(name);
    return required ? value : fc.option(value, { nil: [] as Array<[string, string | FilePart]>, freq: 4 });
  });
  return fc.tuple(...fields).map((parts) => ({ kind: 'multipart' as const, fields: parts.flat() }));
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}garbage',
  '\uFEFF{}',
  '',
  '{"a":1,}',
  "{'a':1}",
  '"\\u0000"',
];
const BAD_IDS = [
  'not-a-uuid',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '1',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  encodeURIComponent("1' or '1'='1"),
  'x'.repeat(3000),
  '%E2%80%AE',
];

function hostileRequest(target: Target): fc.Arbitrary<FuzzRequest> {
  const { op } = target;
  const attacks: Array<fc.Arbitrary<(r: FuzzRequest) => FuzzRequest>> = [];
  const set = (attack: string, change: (r: FuzzRequest) => Partial<FuzzRequest>) => (r: FuzzRequest) => ({
    ...r,
    ...change(r),
    attack,
  });
  attacks.push(
    fc
      .constantFrom<CallerName>('anonymous', 'badToken')
      .map((caller) => set(`caller ${caller}`, () => ({ caller }))),
  );
  for (const p of paramsOf(op, 'path')) {
    attacks.push(
      fc.constantFrom(...BAD_IDS).map((id) =>
        set(`path ${p.name}=${id.slice(0, 40)}`, (r) => ({
          params: { ...r.params, [p.name]: id },
          orderOwner: undefined,
        })),
      ),
    );
  }
  for (const p of paramsOf(op, 'query')) {
    attacks.push(
      fc
        .oneof(
          hostileString,
          hostileNumber.map(String),
          fc.constantFrom('2020-13-45', '9999-99-99', 'NOPE', '-1', '0', '1e3'),
        )
        .map((v) =>
          set(`query ${p.name}=${JSON.stringify(v.slice(0, 30))}`, (r) => ({
            query: [...r.query, [p.name, v]],
          })),
        ),
    );
  }
  attacks.push(
    fc
      .tuple(fc.constantFrom('unknown', '__proto__', 'constructor', 'page[]'), hostileString)
      .map(([k, v]) => set(`extra query ${k}`, (r) => ({ query: [...r.query, [k, v]] }))),
  );
  for (const p of paramsOf(op, 'header')) {
    attacks.push(
      fc
        .constantFrom('abc', '"1', '-1', '99999999999999999999', 'W/"1"', '*', '', 'x'.repeat(5000), '1.5')
        .map((v) =>
          set(`header ${p.name}=${v.slice(0, 30)}`, (r) => ({ headers: { ...r.headers, [p.name]: v } })),
        ),
    );
  }
  if (op.requestBody) {
    const isJson = Boolean(op.requestBody.content['application/json']);
    attacks.push(
      fc.constantFrom(...MALFORMED_JSON).map((text) =>
        set(`malformed JSON ${JSON.stringify(text)}`, () => ({
          body: { kind: 'raw', contentType: 'application/json', text },
        })),
      ),
      fc
        .constantFrom<[string | null, string]>(
          ['text/plain', '{"a":1}'],
          [
            'application/xml',
            '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
          ],
          ['application/x-www-form-urlencoded', 'a=b&comment=%00'],
          [
            'multipart/form-data; boundary=x',
            '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
          ],
          ['multipart/form-data', 'no boundary'],
          ['application/json; charset=utf-16', '{}'],
          [null, '{"a":1}'],
          ['text/html', '<script>alert(1)</script>'],
        )
        .map(([contentType, text]) =>
          set(`Content-Type ${contentType}`, () => ({ body: { kind: 'raw', contentType, text } })),
        ),
    );
    if (isJson) {
      attacks.push(
        wrongType.map((value) =>
          set(`body is ${JSON.stringify(value)?.slice(0, 30)}`, () => ({ body: { kind: 'json', value } })),
        ),
        fc
          .tuple(fc.nat(), wrongType)
          .map(([i, value]) =>
            set('a field of the wrong type', (r) => changeField(r, i, value, 'wrong type')),
          ),
        fc
          .tuple(fc.nat(), hostileString)
          .map(([i, value]) =>
            set('a field holding NUL, controls, bidi or 100 KB', (r) =>
              changeField(r, i, value, 'hostile string'),
            ),
          ),
        fc
          .tuple(fc.nat(), hostileNumber)
          .map(([i, value]) =>
            set('a field holding an extreme number', (r) => changeField(r, i, value, 'extreme number')),
          ),
        fc.nat().map((i) => set('a field removed', (r) => changeField(r, i, REMOVE, 'removed'))),
        fc
          .tuple(
            fc.constantFrom('status', 'version', 'companyId', 'isAdmin', '__proto__', 'role', 'withdrawnAt'),
            wrongType,
          )
          .map(([k, v]) =>
            set(`extra field ${k}`, (r) => ({
              body: {
                kind: 'raw',
                contentType: 'application/json',
                text: JSON.stringify(
                  r.body?.kind === 'json' && isObject(r.body.value) ? r.body.value : {},
                ).replace(
                  /^\{/,
                  `{${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}${r.body?.kind === 'json' && isObject(r.body.value) && Object.keys(r.body.value).length ? ',' : ''}`,
                ),
              },
            })),
          ),
      );
    } else {
      attacks.push(
        fc
          .tuple(
            fc.constantFrom('comment', 'attachmentType', 'file', 'files', 'invoice', 'extra'),
            hostileString,
          )
          .map(([name, value]) =>
            set(`multipart field ${name} holds ${JSON.stringify(value.slice(0, 20))}`, (r) => ({
              body: {
                kind: 'multipart',
                fields: [...(r.body?.kind === 'multipart' ? r.body.fields : []), [name, value]],
              },
            })),
          ),
        fc.constant(
          set('multipart without its file', () => ({
            body: { kind: 'multipart', fields: [['comment', 'a fair comment']] },
          })),
        ),
        fc.constantFrom(...FILES).map((file) =>
          set(`eleven files named ${JSON.stringify(file.name)}`, () => ({
            body: {
              kind: 'multipart',
              fields: [
                ...Array.from({ length: 11 }, () => ['files', { file }] as [string, FilePart]),
                ['comment', 'a fair comment'],
                ['file', { file }],
                ['invoice', { file }],
              ],
            },
          })),
        ),
      );
    }
  }
  return fc.tuple(validRequest(target), fc.oneof(...attacks)).map(([request, attack]) => attack(request));
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  Boolean(v) && typeof v === 'object' && !Array.isArray(v);

function changeField(r: FuzzRequest, index: number, value: unknown, what: string): Partial<FuzzRequest> {
  if (r.body?.kind !== 'json') return { body: { kind: 'json', value } };
  const paths = pathsOf(r.body.value);
  if (paths.length === 0) return { body: { kind: 'json', value: { [what]: value } } };
  const path = paths[index % paths.length]!;
  return {
    attack: `${what} at ${path.join('.')}`,
    body: { kind: 'json', value: withValueAt(r.body.value, path, value) },
  };
}

// ---- sending and judging ----

function toRequest(target: Target, r: FuzzRequest): Request {
  const path = target.path.replace(/\{([^}]+)\}/g, (_, name: string) => r.params[name] ?? '');
  const query = r.query.length ? `?${new URLSearchParams(r.query)}` : '';
  const headers = new Headers();
  for (const [k, v] of Object.entries(r.headers)) headers.set(k, v);
  const token = tokens[r.caller];
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body: RequestInit['body'];
  if (r.body?.kind === 'json') {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(r.body.value) ?? 'null';
  } else if (r.body?.kind === 'multipart') {
    const form = new FormData();
    for (const [name, value] of r.body.fields) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new File([value.file.bytes], value.file.name, { type: value.file.type }));
    }
    body = form;
  } else if (r.body?.kind === 'raw') {
    if (r.body.contentType) headers.set('content-type', r.body.contentType);
    body = new Blob([r.body.text]);
  }
  return new Request(`http://tawreed.test${path}${query}`, {
    method: target.method.toUpperCase(),
    headers,
    body,
  });
}

const LEAKS =
  /failed query|params:|sqlstate|\bselect\b[^"]*\bfrom\b|insert into|\bat [\w.<>]+ \(|node_modules/i;
const LEAKING_STATUSES = new Set([200, 201, 204, 403, 409, 412]);

async function judge(target: Target, r: FuzzRequest, seen: Record<number, number>): Promise<string | null> {
  const request = toRequest(target, r);
  const response = await t.app.fetch(request.clone());
  const { status, headers } = response;
  seen[status] = (seen[status] ?? 0) + 1;
  // Text answers are read whole; files are not read at all (the stream is cancelled).
  const textual = /json|text\/plain/.test(headers.get('content-type') ?? '') || status >= 400;
  const text = textual ? await response.text() : '';
  if (!textual) await response.body?.cancel();
  const url = new URL(request.url);
  const label = `${request.method} ${`${url.pathname}${url.search}`.slice(0, 160)} (${r.attack}) as ${r.caller} -> ${status}`;
  if (status >= 500) return `${label}: ${text.slice(0, 200)}`;
  if (!(String(status) in target.op.responses)) {
    return `${label}, a status the contract does not declare: ${text.slice(0, 200)}`;
  }
  try {
    await check(request, new Response(text || null, { status, headers }));
  } catch (error) {
    return `${label}: ${(error as Error).message.slice(0, 300)}`;
  }
  if (status >= 400 && LEAKS.test(text)) return `${label} shows internals: ${text.slice(0, 200)}`;
  const crossCompany =
    r.orderOwner &&
    (r.caller === 'companyA' || r.caller === 'companyB') &&
    r.caller !== r.orderOwner &&
    r.attack === 'valid request from the schema';
  if (crossCompany && LEAKING_STATUSES.has(status)) {
    return `${label}: another company's order must answer 404`;
  }
  return null;
}

async function fuzz(target: Target, arbitrary: (t: Target) => fc.Arbitrary<FuzzRequest>) {
  const live = targets(served).find((s) => s.method === target.method && s.path === target.path);
  expect(live, 'the served document has the operation').toBeDefined();
  const requests = fc.sample(arbitrary(live!), { numRuns: RUNS, seed: SEED });
  const failures = new Map<string, number>();
  const statuses: Record<number, number> = {};
  for (const r of requests) {
    const failure = await judge(live!, r, statuses);
    if (failure) failures.set(failure, (failures.get(failure) ?? 0) + 1);
  }
  if (process.env.FUZZ_STATS) {
    const pool = t.database.pool;
    const connections = pool
      ? ` pool total=${pool.totalCount} idle=${pool.idleCount} waiting=${pool.waitingCount}`
      : '';
    console.log(`${target.method} ${target.path} ${JSON.stringify(statuses)}${connections}`);
  }
  expect([...failures.keys()].slice(0, 8)).toEqual([]);
  return requests.length;
}

describe('contract fuzzing from the served /openapi.json', () => {
  it('the served document is the one the tests are named after', () => {
    expect(targets(served).map((s) => `${s.method} ${s.path}`)).toEqual(
      targets(declared).map((s) => `${s.method} ${s.path}`),
    );
  });

  for (const target of targets(declared)) {
    const name = `${target.method.toUpperCase()} ${target.path}`;
    it(
      `${name}: ${RUNS} requests built from its schemas, as every role and anonymously, answer only what the contract declares`,
      async () => {
        expect(await fuzz(target, validRequest)).toBe(RUNS);
      },
      FUZZ_TIMEOUT,
    );
    it(
      `${name}: ${RUNS} hostile requests (wrong types, missing and extra fields, NUL, 100 KB strings, bad enums, ids and queries, wrong Content-Types, malformed JSON) answer 4xx without internals`,
      async () => {
        expect(await fuzz(target, hostileRequest)).toBe(RUNS);
      },
      FUZZ_TIMEOUT,
    );
  }
});
