import { afterAll, beforeAll, expect, it } from 'vitest';
import { contractChecker } from './contract.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('the contract check refuses an undocumented status and a body that breaks its schema', async () => {
  const check = contractChecker(t.app);
  const request = new Request('http://tawreed.test/api/auth/me');
  await expect(check(request, new Response('{}', { status: 418 }))).rejects.toThrow(/does not document/);
  const wrong = new Response(JSON.stringify({ id: 'not-a-uuid' }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
  await expect(check(request, wrong)).rejects.toThrow(/published schema/);
  const error = new Response(
    JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } }),
    {
      status: 401,
      headers: { 'content-type': 'application/json' },
    },
  );
  await expect(check(request, error)).resolves.toBeUndefined();
});
