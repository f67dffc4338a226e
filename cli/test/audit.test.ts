import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createUser, startTestServer } from '@tawreed/service/testing';
import { tamperFirstAuditEntry } from '@tawreed/service/testing/admin';
import { apiToken } from '@tawreed/service/testing/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess, tempDir } from './harness.js';

describe('tawreed audit', () => {
  let started: Awaited<ReturnType<typeof startTestServer>>;
  let configDir: string;
  let dir: string;
  let email: string;

  beforeAll(async () => {
    started = await startTestServer();
    const admin = await createUser(started.t, { role: 'ADMIN' });
    email = admin.email;
    configDir = await tempDir('audit');
    dir = await tempDir('audit-files');
    // Signing in for the token is itself an audited sign-in.
    const token = await apiToken(started.server, admin.email, admin.password);
    await writeFile(path.join(configDir, 'config.json'), JSON.stringify({ url: started.server.url, token }), {
      mode: 0o600,
    });
  });
  afterAll(() => started.t.close());

  const cli = (...args: string[]) => runInProcess(args, { configDir });

  it('lists and exports the entries an administrator filters, verifies the chain, and names a tampered entry', async () => {
    const listed = await cli('audit', 'list', '--kind', 'signIn', '--actor', email, '--format', 'csv');
    expect(listed.code, listed.stderr).toBe(0);
    const [header, ...rows] = listed.stdout.trim().split('\n');
    expect(header).toBe('Seq,At,Actor,Event,Subject');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.includes(`,${email},signIn,`))).toBe(true);

    const file = path.join(dir, 'sign-ins.csv');
    const exported = await cli('audit', 'export', '--kind', 'signIn', '--actor', email, '-o', file);
    expect(exported.code, exported.stderr).toBe(0);
    expect(await readFile(file, 'utf8')).toContain(email);

    const intact = await cli('audit', 'verify');
    expect(intact.code, intact.stderr).toBe(0);
    expect(intact.stdout).toMatch(/^Audit trail intact: \d+ entries\.$/m);

    const first = await tamperFirstAuditEntry(started.t.deps.db);
    const broken = await cli('audit', 'verify');
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain(`Audit trail broken at entry ${first.seq} (${first.id})`);
  });

  it('refuses an unknown kind and an export file of another type before asking the service (exit 2)', async () => {
    const kind = await cli('audit', 'list', '--kind', 'coffeeBreak');
    expect(kind.code).toBe(2);
    expect(kind.stderr).toContain('coffeeBreak');
    const output = await cli('audit', 'export', '-o', path.join(dir, 'audit.pdf'));
    expect(output.code).toBe(2);
    expect(output.stderr).toContain('end the file name in .xlsx or .csv');
  });
});
