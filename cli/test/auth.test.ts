import { execFileSync } from 'node:child_process';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { TestClient } from '@tawreed/service/testing';
import { enrolTotp, stepsFrom, totpCode } from '@tawreed/service/testing/mfa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneLine, runCli, runInProcess, startService, tempDir } from './harness.js';

let service: Awaited<ReturnType<typeof startService>>;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const me = (token: string) =>
  fetch(`${service.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });

describe('login, whoami, logout', () => {
  it('keeps the token owner-only, signs in with it, and logout revokes it on the service', async () => {
    const user = await service.createUser({ role: 'MEDICAL_COMPANY', companyName: 'Wasama', name: 'Noura' });
    const configDir = path.join(await tempDir('login'), 'tawreed');

    const login = await runCli(
      ['login', '--url', `${service.url}/`, '--email', user.email, '--password', user.password],
      { configDir },
    );
    expect(login.code).toBe(0);
    expect(login.stdout).toContain(`as Noura <${user.email}>, Medical Company (Wasama)`);
    expect((await stat(configDir)).mode & 0o777).toBe(0o700);
    const file = path.join(configDir, 'config.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(await readFile(file, 'utf8'));
    expect(stored).toMatchObject({ url: service.url, email: user.email });
    expect((await me(stored.token)).status).toBe(200);

    const whoami = await runCli(['whoami', '--json'], { configDir });
    expect(whoami.code).toBe(0);
    expect(JSON.parse(whoami.stdout)).toMatchObject({ url: service.url, user: { email: user.email } });

    const logout = await runCli(['logout'], { configDir });
    expect(logout.code).toBe(0);
    expect(logout.stdout).toContain('the token is revoked');
    expect((await me(stored.token)).status).toBe(401);
    await expect(stat(file)).rejects.toThrow();

    // The revoked token, given through the environment: one line, exit 1.
    const revoked = await runCli(['whoami'], {
      configDir,
      env: { TAWREED_URL: service.url, TAWREED_TOKEN: stored.token },
    });
    expect(revoked.code).toBe(1);
    expect(oneLine(revoked.stderr)).toMatch(/401.*revoked.*tawreed login/);
  });

  it('asks for the second factor: --code completes the sign-in; a wrong or missing code fails in one line', async () => {
    const user = await service.createUser({ role: 'HIGHER_AUTHORITY' });
    const { secret } = await enrolTotp(await new TestClient(service.t, service.url).login(user));
    const configDir = await tempDir('mfa');
    const login = ['login', '--url', service.url, '--email', user.email, '--password', user.password];

    const wrong = await runCli([...login, '--code', '000000'], { configDir });
    expect(wrong.code).toBe(1);
    expect(oneLine(wrong.stderr)).toMatch(
      /^tawreed: Login failed: The code is wrong, expired or already used/,
    );
    const missing = await runCli(login, { configDir });
    expect(missing.code).not.toBe(0);
    expect(oneLine(missing.stderr)).toContain('--code');

    // The next window's code: the enrolment used the current one.
    const code = await totpCode(secret, stepsFrom(new Date(), 1));
    const done = await runCli([...login, '--code', code], { configDir });
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`as Test HIGHER_AUTHORITY <${user.email}>`);
    const stored = JSON.parse(await readFile(path.join(configDir, 'config.json'), 'utf8'));
    expect((await me(stored.token)).status).toBe(200);
  });

  it('a second login replaces and revokes the first token', async () => {
    const user = await service.createUser({ role: 'CREDIT_TEAM' });
    const configDir = await tempDir('relogin');
    const login = ['login', '--url', service.url, '--email', user.email];
    expect((await runCli([...login, '--password', user.password], { configDir })).code).toBe(0);
    const first = JSON.parse(await readFile(path.join(configDir, 'config.json'), 'utf8')).token;
    const again = await runCli([...login, '--password-stdin'], { configDir, input: `${user.password}\n` });
    expect(again.code).toBe(0);
    const second = JSON.parse(await readFile(path.join(configDir, 'config.json'), 'utf8')).token;
    expect(second).not.toBe(first);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
  });

  it('TAWREED_URL and TAWREED_TOKEN work without any login', async () => {
    const user = await service.createUser({ role: 'WAREHOUSE_MANAGER', name: 'Saad' });
    const token = await service.token(user);
    const run = await runInProcess(['whoami'], {
      configDir: await tempDir('env'),
      env: { TAWREED_URL: service.url, TAWREED_TOKEN: token },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Saad');
  });
});

describe('bad invocations: one line on stderr, the documented exit code, no stack trace', () => {
  let configDir: string;
  beforeAll(async () => {
    configDir = await service.signIn(
      await service.createUser({ role: 'MEDICAL_COMPANY', companyName: 'Actimed' }),
    );
  });

  // Through the real launcher, as a user or a script would hit them.
  it.each([
    ['an unknown option', ['orders', 'list', '--bogus'], 2, /^tawreed: unknown option '--bogus'$/],
    [
      'a missing manifest',
      ['orders', 'import', 'no-such-manifest.csv'],
      2,
      /^tawreed: Manifest not found: .*no-such-manifest\.csv$/,
    ],
  ])('%s (subprocess)', async (_name, args, code, message) => {
    const run = await runCli(args, { configDir });
    expect(run.code).toBe(code);
    expect(oneLine(run.stderr)).toMatch(message);
    expect(run.stdout).toBe('');
  });

  it.each([
    ['an unknown command', ['orders', 'frobnicate'], 2, /unknown command 'frobnicate'/],
    [
      'a value outside the choices',
      ['orders', 'list', '--delivery-status', 'LOST'],
      2,
      /Allowed choices are PENDING_DELIVERY/,
    ],
    [
      'an unknown status',
      ['orders', 'list', '--status', 'PENDING_CREDIT,LOST'],
      2,
      /--status: unknown status LOST/,
    ],
    ['a page size over the limit', ['orders', 'list', '--page-size', '500'], 2, /--page-size: .*100/],
    ['a bad date', ['orders', 'export', '--from', '2026-02-30'], 2, /--from: not a calendar date/],
    ['a manifest of another type', ['orders', 'import', 'package.json'], 2, /must be a \.csv or \.xlsx file/],
    ['a batch with neither ids nor filters', ['orders', 'approve'], 2, /Give order ids, or filters/],
    [
      'ids and filters together',
      ['orders', 'approve', 'abc12345', '--status', 'PENDING_CREDIT'],
      2,
      /ids or filters, not both/,
    ],
    [
      'a comment that is too short',
      ['orders', 'reject', 'abc12345', '--comment', 'no'],
      2,
      /--comment: Comment must be at least 10 characters/,
    ],
    [
      'a missing invoice file',
      ['orders', 'deliver', 'abc12345', '--invoice', 'nope.pdf'],
      2,
      /invoice not found: .*nope\.pdf/,
    ],
    [
      'a missing required option',
      ['orders', 'transport', 'abc12345'],
      2,
      /required option '--expected-date <date>' not specified/,
    ],
  ])('%s', async (_name, args, code, message) => {
    const run = await runInProcess(args, { configDir, cwd: path.resolve(import.meta.dirname, '..') });
    expect(run.code).toBe(code);
    expect(oneLine(run.stderr)).toMatch(message);
    expect(run.stdout).toBe('');
  });

  it('not signed in (exit 2)', async () => {
    const run = await runInProcess(['orders', 'list'], { configDir: await tempDir('nobody') });
    expect(run.code).toBe(2);
    expect(oneLine(run.stderr)).toMatch(/Not signed in: run `tawreed login`/);
  });

  it('login without a terminal and without a password (exit 2, no prompt)', async () => {
    const run = await runInProcess(['login', '--url', service.url, '--email', 'a@b.test'], {
      configDir: await tempDir('noprompt'),
    });
    expect(run.code).toBe(2);
    expect(oneLine(run.stderr)).toMatch(/Missing --password or --password-stdin \(stdin is not a terminal\)/);
  });

  it('a wrong password (exit 1)', async () => {
    const user = await service.createUser({ role: 'CREDIT_TEAM' });
    const run = await runCli(
      ['login', '--url', service.url, '--email', user.email, '--password', 'wrong-password'],
      {
        configDir: await tempDir('wrong'),
      },
    );
    expect(run.code).toBe(1);
    expect(oneLine(run.stderr)).toMatch(/Login failed: Invalid email or password/);
  });

  it('an unreachable server (exit 1)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const run = await runCli(['orders', 'list'], {
      configDir,
      env: { TAWREED_URL: `http://127.0.0.1:${port}` },
    });
    expect(run.code).toBe(1);
    expect(oneLine(run.stderr)).toBe(
      `tawreed: Could not reach the Tawreed service at http://127.0.0.1:${port} (ECONNREFUSED)`,
    );
  });

  it('a server that is not Tawreed (exit 1)', async () => {
    const other = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Welcome to nginx!</body></html>');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const run = await runCli(['whoami'], {
        configDir,
        env: { TAWREED_URL: `http://127.0.0.1:${(other.address() as AddressInfo).port}` },
      });
      expect(run.code).toBe(1);
      expect(oneLine(run.stderr)).toMatch(/did not answer with JSON.*is the URL a Tawreed service\?/);
    } finally {
      other.close();
    }
  });

  it('a broken config file (exit 2)', async () => {
    const dir = await tempDir('broken');
    await writeFile(path.join(dir, 'config.json'), '{"url": 3');
    const run = await runInProcess(['whoami'], { configDir: dir });
    expect(run.code).toBe(2);
    expect(oneLine(run.stderr)).toMatch(/config\.json is not a valid Tawreed config/);
  });
});

describe('completion', () => {
  it.each(['bash', 'zsh'])(
    '%s: commands, options and domain choices, and the script parses',
    async (shell) => {
      const run = await runInProcess(['completion', shell], { configDir: await tempDir('completion') });
      expect(run.code).toBe(0);
      for (const word of [
        'orders',
        'import',
        'decide-appeal',
        '--delivery-status',
        'PENDING_DELIVERY',
        'Evergreen Inhouse',
      ]) {
        expect(run.stdout).toContain(word);
      }
      const dir = await tempDir('completion-script');
      const file = path.join(dir, `tawreed.${shell}`);
      await writeFile(file, run.stdout);
      let hasShell = true;
      try {
        execFileSync('which', [shell]);
      } catch {
        hasShell = false;
      }
      if (hasShell) execFileSync(shell, ['-n', file]);
    },
  );

  it('bash completes the subcommands and option values', async () => {
    const run = await runInProcess(['completion', 'bash'], { configDir: await tempDir('completion') });
    const dir = await tempDir('completion-bash');
    const file = path.join(dir, 'tawreed.bash');
    await writeFile(file, run.stdout);
    const complete = (line: string) =>
      execFileSync(
        'bash',
        [
          '-c',
          `source ${file}; COMP_WORDS=(${line}); COMP_CWORD=$((\${#COMP_WORDS[@]}-1)); _tawreed_completion; printf '%s\\n' "\${COMPREPLY[@]}"`,
        ],
        { encoding: 'utf8' },
      ).trim();
    expect(complete(`tawreed orders ap`).split('\n')).toEqual(['approve', 'appeal']);
    expect(complete(`tawreed orders list --delivery-status IN`)).toBe('IN_TRANSIT');
    expect(complete(`tawreed orders list --br`)).toBe('--branch');
  });
});
