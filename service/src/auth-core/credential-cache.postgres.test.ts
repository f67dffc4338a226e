import { describe, expect, it } from 'vitest';
import { createUser, startTwoInstances, until } from '../../test/harness.js';
import { api, apiToken } from '../../test/live.js';

describe('two instances on one PostgreSQL', () => {
  it('a token remembered by one instance stops working there once the other revokes its account', async () => {
    const instances = await startTwoInstances();
    const { a, b } = instances;
    try {
      const adminUser = await createUser(a.t, { role: 'ADMIN' });
      const adminToken = await apiToken(a.server, adminUser.email, adminUser.password);
      const user = await createUser(a.t, { role: 'CREDIT_TEAM' });
      const token = await apiToken(b.server, user.email, user.password);
      expect((await api(b.server, token, 'GET', '/api/accounts')).status).toBe(403);

      // A new role set through instance a is instance b's next answer.
      const promoted = await api(a.server, adminToken, 'PUT', `/api/accounts/${user.id}/role`, {
        role: 'ADMIN',
      });
      expect(promoted.status).toBe(200);
      await until(
        async () => (await api(b.server, token, 'GET', '/api/accounts')).status === 200,
        'the new role on instance b',
      );

      // Disabled through instance a: instance b refuses the token it remembered.
      await api(a.server, adminToken, 'PUT', `/api/accounts/${user.id}/role`, { role: 'CREDIT_TEAM' });
      const disabled = await api(a.server, adminToken, 'POST', `/api/accounts/${user.id}/deactivate`);
      expect(disabled.status).toBe(200);
      await until(
        async () => (await api(b.server, token, 'GET', '/api/orders')).status === 401,
        'the revocation on instance b',
      );
      expect((await api(a.server, token, 'GET', '/api/orders')).status).toBe(401);
    } finally {
      await instances.close();
    }
  });
});
