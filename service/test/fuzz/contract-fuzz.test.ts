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
  type CallerName,
  type FuzzRequest,
  type FuzzState,
  hostileRequest,
  type Target,
  targets,
  validRequest,
} from './fuzz-requests.js';
import type { OpenApiDocument } from './schema-arbitrary.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const FUZZ_TIMEOUT = Number(process.env.FUZZ_TIMEOUT ?? 120_000);

// The operations, named from the app's own document so each gets its tests; the requests
// themselves are generated from the document the running app serves (checked to be the same).
const declared = openApiDocument(
  createApp({
    config: testConfig(),
    logger: createLogger('silent'),
    events: createInProcessBus(),
  } as unknown as Deps),
) as unknown as OpenApiDocument;

let t: TestApp;
let served: OpenApiDocument;
let check: ReturnType<typeof contractChecker>;
const tokens: Partial<Record<CallerName, string>> = {};
/** The real ids the generators draw from (fuzz-requests.ts), set by beforeAll. */
let state: FuzzState;

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
  const accountId = (await createUser(t, { role: 'CREDIT_TEAM' })).id;
  for (const [name, user] of Object.entries(users)) {
    const client = await signedIn(t, user);
    const res = await client.post('/api/auth/tokens', { name: `fuzz ${name}` });
    tokens[name as CallerName] = ((await res.json()) as { token: string }).token;
  }
  tokens.badToken = 'tawreed_not-a-real-token';
  const orderIds: FuzzState['orderIds'] = { companyA: [], companyB: [] };
  for (const status of STATUSES) {
    orderIds.companyA.push((await seedOrder(t, users.companyA!, { status })).id);
  }
  for (const status of ['SUBMITTED', 'PENDING_CREDIT', 'REJECTED'] as const) {
    orderIds.companyB.push((await seedOrder(t, users.companyB!, { status })).id);
  }
  const res = await t.app.request(`/api/orders/${orderIds.companyA[1]}/attachments`, {
    headers: { authorization: `Bearer ${tokens.companyA}` },
  });
  const attachmentIds: string[] = [];
  for (const a of ((await res.json()) as { attachments: Array<{ id: string }> }).attachments) {
    attachmentIds.push(a.id);
  }
  state = { served, orderIds, attachmentIds, accountId };
}, 120_000);
afterAll(() => t?.close());

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

async function fuzz(target: Target, arbitrary: (state: FuzzState, t: Target) => fc.Arbitrary<FuzzRequest>) {
  const live = targets(served).find((s) => s.method === target.method && s.path === target.path);
  expect(live, 'the served document has the operation').toBeDefined();
  const requests = fc.sample(arbitrary(state, live!), { numRuns: RUNS, seed: SEED });
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
