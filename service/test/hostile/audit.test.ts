/**
 * The audit trail against hostile callers, over real HTTP: only an administrator reads it
 * (every other role 403 on every route, with any query), and odd filters (SQL-looking text,
 * wildcards, huge cursors, dates that are not dates, unknown kinds) answer 200 or 422, never
 * 500, and never leak SQL. Nothing in the API writes or edits an entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SeedUser, startTestServer } from '../harness.js';
import { api, apiToken } from '../live.js';

type Started = Awaited<ReturnType<typeof startTestServer>>;

let started: Started;
let admin: SeedUser;
const others: SeedUser[] = [];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  started = await startTestServer();
  const t = started.t;
  admin = await createUser(t, { role: 'ADMIN' });
  others.push(
    await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }),
    await createUser(t, { role: 'CREDIT_TEAM' }),
    await createUser(t, { role: 'HIGHER_AUTHORITY' }),
    await createUser(t, { role: 'WAREHOUSE_MANAGER' }),
  );
  for (const user of [admin, ...others])
    tokens[user.id] = await apiToken(started.server, user.email, user.password);
});
afterAll(() => started.t.close());

const call = (user: SeedUser, method: string, path: string, body?: unknown) =>
  api(started.server, tokens[user.id]!, method, path, body);
const SQL_OR_STACK = /\bselect\b.+\bfrom\b|insert into|failed query|params:|sqlstate|\.ts:\d+/i;

const HOSTILE_QUERIES = [
  "actor=' or 1=1 --",
  'actor=%25',
  'actor=_',
  'actor=\\',
  `actor=${'x'.repeat(300)}`,
  'actor=00000000-0000-0000-0000-000000000000',
  'kind=signIn%27--',
  'kind=',
  'from=2027-13-45',
  'from=now()',
  'to=9999999999999999999',
  'from=2027-01-01T00:00:00Z&to=2026-01-01',
  'cursor=0',
  'cursor=-1',
  'cursor=99999999999999999999999',
  'cursor=1e9',
  'limit=0',
  'limit=100000',
  'limit=abc',
  'format=pdf',
];

describe('the audit trail and hostile callers', () => {
  it('answers 403 to every role but the administrator, whatever the query', async () => {
    for (const user of others) {
      for (const path of [
        '/api/audit',
        '/api/audit/verify',
        '/api/audit/export',
        '/api/audit?kind=signIn&limit=1',
      ]) {
        const res = await call(user, 'GET', path);
        expect(res.status, `${user.role} ${path}`).toBe(403);
        expect(await res.text()).not.toContain(admin.email);
      }
    }
  });

  it('answers odd filters with 200 or 422, never 500 and never SQL', async () => {
    for (const query of HOSTILE_QUERIES) {
      for (const path of ['/api/audit', '/api/audit/export']) {
        const res = await call(admin, 'GET', `${path}?${query}`);
        const text = await res.text();
        expect([200, 422], `${path}?${query}: ${text.slice(0, 200)}`).toContain(res.status);
        expect(text).not.toMatch(SQL_OR_STACK);
      }
    }
  });

  it('offers no way to write, change or remove an entry', async () => {
    const [entry] = (
      (await (await call(admin, 'GET', '/api/audit?limit=1')).json()) as { entries: Array<{ id: string }> }
    ).entries;
    for (const [method, path] of [
      ['POST', '/api/audit'],
      ['PUT', `/api/audit/${entry!.id}`],
      ['PATCH', `/api/audit/${entry!.id}`],
      ['DELETE', `/api/audit/${entry!.id}`],
      ['DELETE', '/api/audit'],
    ] as const) {
      const res = await call(admin, method, path, { kind: 'signIn' });
      expect([404, 405], `${method} ${path}`).toContain(res.status);
    }
    const verified = (await (await call(admin, 'GET', '/api/audit/verify')).json()) as { ok: boolean };
    expect(verified.ok).toBe(true);
  });
});
