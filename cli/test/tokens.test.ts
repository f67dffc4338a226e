import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess, startService, tempDir } from './harness.js';

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const me = (token: string) =>
  fetch(`${service.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });

describe('tawreed tokens', () => {
  it('creates a token (text printed once), lists it with its expiry, and revokes it', async () => {
    const user = await service.createUser({ role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
    const configDir = await service.signIn(user);

    const created = await runInProcess(['tokens', 'create', 'ERP import', '--expires-in', '90'], {
      configDir,
    });
    expect(created.code).toBe(0);
    const secret = created.stdout.trim();
    expect(secret).toMatch(/^twd_\S+$/);
    expect(created.stderr).toMatch(/"ERP import", expiring .*not shown again/);
    expect((await me(secret)).status).toBe(200);

    const listed = await runInProcess(['tokens', 'list', '--json'], { configDir });
    const tokens = JSON.parse(listed.stdout) as Array<{ id: string; name: string; expiresAt: string | null }>;
    const erp = tokens.find((t) => t.name === 'ERP import')!;
    expect((Date.parse(erp.expiresAt!) - Date.now()) / 86_400_000).toBeCloseTo(90, 0);
    expect(listed.stdout).not.toContain(secret);
    const table = await runInProcess(['tokens', 'list'], { configDir });
    expect(table.stdout).toContain('(this CLI)');
    expect(table.stdout).toContain('ERP import');

    const revoked = await runInProcess(['tokens', 'revoke', erp.id.slice(0, 8)], { configDir });
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain(`Revoked the token ${erp.id} "ERP import"`);
    expect((await me(secret)).status).toBe(401);
  });

  it('a token made in the portal signs the CLI in through TAWREED_TOKEN', async () => {
    const user = await service.createUser({ role: 'CREDIT_TEAM', name: 'Lina' });
    const token = await service.token(user);
    const whoami = await runInProcess(['whoami'], {
      configDir: await tempDir('env-token'),
      env: { TAWREED_URL: service.url, TAWREED_TOKEN: token },
    });
    expect(whoami.code).toBe(0);
    expect(whoami.stdout).toContain(`Lina <${user.email}>`);
  });

  it('refuses a bad expiry and an unknown token as usage errors (exit 2)', async () => {
    const configDir = await service.signIn(await service.createUser({ role: 'CREDIT_TEAM' }));
    const bad = await runInProcess(['tokens', 'create', 'x', '--expires-in', '0'], { configDir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--expires-in: expected a whole number from 1 to 3,650');
    const unknown = await runInProcess(['tokens', 'revoke', 'ffffffff'], { configDir });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('No token ffffffff');
  });
});
