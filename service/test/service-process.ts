import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { copyTemplateDatabase, type DatabaseCopy } from './databases.js';

const SERVICE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The service as its own process (`pnpm start`'s entry), for what only a process shows: memory, crashes. */
export class ServiceProcess {
  private child: ChildProcess | null = null;
  url = '';

  private constructor(
    readonly database: DatabaseCopy,
    private readonly env: Record<string, string>,
  ) {}

  /** A fresh copy of the run's migrated database, served by a new process. */
  static async start(env: Record<string, string> = {}) {
    const database = await copyTemplateDatabase(inject('pgliteTemplate'), inject('templateDb'));
    const service = new ServiceProcess(database, env);
    await service.restart();
    return service;
  }

  get pid(): number {
    if (!this.child?.pid) throw new Error('the service is not running');
    return this.child.pid;
  }

  /** Starts the process again on the same database (and a new port); resolves once it listens. */
  async restart(): Promise<void> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVICE_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        REGISTRATION: 'open',
        MFA_REQUIRED_ROLES: '',
        WARM_UP_REQUESTS: '0',
        ...(this.database.dataDir ? { DATA_DIR: this.database.dataDir } : {}),
        ...(this.database.databaseUrl ? { DATABASE_URL: this.database.databaseUrl } : {}),
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Tawreed is running at')) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.once('exit', (code) =>
        reject(new Error(`the service exited (${code}) before listening:\n${output}`)),
      );
    });
    this.url = `http://127.0.0.1:${port}`;
  }

  /**
   * Registers a medical-company account (the process runs with REGISTRATION=open), signs it in
   * and answers an API token for it, as a partner would get one.
   */
  async partnerToken(email: string, name = 'Partner'): Promise<string> {
    const account = { email, password: 'correct-horse-battery' };
    const json = { 'content-type': 'application/json' };
    const register = await fetch(`${this.url}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        ...account,
        name,
        confirmPassword: account.password,
        role: 'MEDICAL_COMPANY',
        companyName: 'Wasama',
      }),
    });
    if (register.status !== 201) throw new Error(`register: ${register.status} ${await register.text()}`);
    const login = await fetch(`${this.url}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(account),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const created = await fetch(`${this.url}/api/auth/tokens`, {
      method: 'POST',
      headers: { ...json, cookie, origin: this.url },
      body: JSON.stringify({ name }),
    });
    return ((await created.json()) as { token: string }).token;
  }

  /** Resident memory of the service process, from the kernel. */
  rssBytes(): number {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const kb = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1]);
    return kb * 1024;
  }

  /** Ends the process the hard way (as a crash or an OOM kill would) and waits until it is gone. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
    this.child = null;
  }

  async stop(): Promise<void> {
    await this.kill('SIGTERM');
    await this.database.drop();
  }
}
