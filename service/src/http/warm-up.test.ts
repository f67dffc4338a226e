import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createUser, signedIn, type TestApp } from '../../test/harness.js';
import { createApp } from '../app.js';
import { createMetrics } from '../features/metrics/index.js';
import { createLogger } from '../logger.js';
import { type WarmUpCredentials, warmUp } from './warm-up.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('asks the dashboard stats through the whole app as every role, logs none of it, and its credentials are dead once it is done', async () => {
  const credentials: WarmUpCredentials = new Map();
  const lines: string[] = [];
  const app = createApp(
    { ...t.deps, logger: createLogger('info', (line) => lines.push(line)) },
    { warmUpCredentials: credentials },
  );
  const asked: Array<{ path: string; status: number; authorization: string; held: number }> = [];
  await warmUp(
    {
      async request(path, init) {
        const res = await app.request(path, init);
        const authorization = new Headers(init.headers).get('authorization') ?? '';
        asked.push({ path, status: res.status, authorization, held: credentials.size });
        return res;
      },
    },
    credentials,
    24,
  );

  expect(asked).toHaveLength(24);
  expect(new Set(asked.map((a) => a.path))).toEqual(new Set(['/api/orders/dashboard/stats']));
  expect(asked.every((a) => a.status === 200 && a.held > 0)).toBe(true);
  // One made-up caller per role, taken in turn.
  expect(new Set(asked.map((a) => a.authorization)).size).toBe(asked[0]!.held);
  expect(lines.filter((line) => JSON.parse(line).msg === 'request')).toEqual([]);

  expect(credentials.size).toBe(0);
  for (const authorization of new Set(asked.map((a) => a.authorization))) {
    const res = await app.request('/api/orders/dashboard/stats', { headers: { authorization } });
    expect(res.status).toBe(401);
  }
  // Other callers are logged as before.
  expect(lines.some((line) => JSON.parse(line).msg === 'request')).toBe(true);
});

it('leaves its requests out of the HTTP metrics; the same route asked by a caller is counted', async () => {
  const credentials: WarmUpCredentials = new Map();
  const deps = { ...t.deps, config: { ...t.deps.config, METRICS_TOKEN: 'metrics-token-0123456789abcdef' } };
  const metrics = createMetrics(deps);
  const app = createApp(deps, { warmUpCredentials: credentials, metrics });
  const counted = async () => {
    const family =
      (await metrics.registry.getSingleMetric('tawreed_http_requests_total')?.get())?.values ?? [];
    return family
      .filter((sample) => sample.labels.route === '/api/orders/dashboard/stats')
      .reduce((sum, sample) => sum + sample.value, 0);
  };
  await warmUp(app, credentials, 12);
  expect(await counted()).toBe(0);
  const caller = await signedIn(t, await createUser(t, { role: 'CREDIT_TEAM' }));
  const res = await app.request('/api/orders/dashboard/stats', {
    headers: { cookie: `tawreed_session=${caller.cookieValue('tawreed_session')}` },
  });
  expect(res.status).toBe(200);
  expect(await counted()).toBe(1);
});
