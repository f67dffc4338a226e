import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createUser, seedOrder, startTestServer } from '@tawreed/service/testing';
import { orderFormXlsx, pdfBytes } from '@tawreed/service/testing/fixtures';
import { apiToken } from '@tawreed/service/testing/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const sdkDir = path.resolve(here, '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const catalog = await readFile(path.resolve(sdkDir, '../pnpm-workspace.yaml'), 'utf8');
const pinned = (name: string) => {
  const match = new RegExp(`^\\s+"?${name.replace('/', '\\/')}"?: (\\S+)$`, 'm').exec(catalog);
  if (!match) throw new Error(`${name} is not in the pnpm catalog`);
  return `${name}@${match[1]}`;
};

let work: string;
let tarball: string;
/** The partner's project, with the packed SDK installed by npm (made by the second test). */
let partner: string;

beforeAll(async () => {
  // Outside the workspace: nothing can resolve through its node_modules.
  work = await mkdtemp(path.join(tmpdir(), 'tawreed-partner-'));
  const packDir = path.join(work, 'pack');
  await run('pnpm', ['pack', '--pack-destination', packDir], { cwd: sdkDir });
  const [file] = await readdir(packDir);
  tarball = path.join(packDir, file!);
}, 120_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe('the published @tawreed/sdk package', () => {
  it('pnpm pack gives a tarball with built ESM, type declarations and no workspace or catalog versions', async () => {
    const unpacked = path.join(work, 'unpacked');
    await mkdir(unpacked);
    await run('tar', ['-xzf', tarball, '-C', unpacked]);
    const text = await readFile(path.join(unpacked, 'package/package.json'), 'utf8');
    expect(text).not.toMatch(/workspace:|catalog:/);
    const manifest = JSON.parse(text) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: '@tawreed/sdk',
      version: '1.0.0',
      type: 'module',
      exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
    });
    expect(manifest).not.toHaveProperty('private');
    expect(Object.keys(manifest.dependencies as object).sort()).toEqual(['openapi-fetch', 'zod']);
    const files = await readdir(path.join(unpacked, 'package/dist'), { recursive: true });
    expect(files).toEqual(
      expect.arrayContaining(['index.js', 'index.d.ts', 'domain/index.js', 'files.d.ts']),
    );
    expect(files.some((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toBe(false);
    expect(await readFile(path.join(unpacked, 'package/README.md'), 'utf8')).toContain('If-Match');
  });

  it("a partner's strict NodeNext TypeScript program, installed with npm, signs in, lists, creates with files, approves with If-Match and hears the event", async () => {
    partner = path.join(work, 'partner');
    await mkdir(path.join(partner, 'src'), { recursive: true });
    await writeFile(
      path.join(partner, 'package.json'),
      JSON.stringify({ name: 'partner-system', private: true, type: 'module' }),
    );
    await writeFile(
      path.join(partner, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
          skipLibCheck: false,
          types: ['node'],
          outDir: 'dist',
          rootDir: 'src',
        },
        include: ['src'],
      }),
    );
    await copyFile(path.join(here, 'partner/example.ts'), path.join(partner, 'src/example.ts'));
    await run(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        tarball,
        pinned('ws'),
        pinned('@types/ws'),
        pinned('@types/node'),
      ],
      { cwd: partner },
    );

    // Type-checked and compiled by the workspace's TypeScript, then run by plain node.
    const compiled = await run(process.execPath, [tsc, '-p', partner]).catch(
      (err: { stdout: string }) => err,
    );
    expect(compiled.stdout).toBe('');

    const started = await startTestServer();
    try {
      const company = await createUser(started.t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
      const credit = await createUser(started.t, { role: 'CREDIT_TEAM' });
      const waiting = await seedOrder(started.t, company, {
        status: 'PENDING_CREDIT',
        orderDate: '2026-10-15',
      });
      await seedOrder(started.t, company, { status: 'REJECTED', orderDate: '2026-10-16' });
      await writeFile(path.join(partner, 'po.pdf'), pdfBytes());
      await writeFile(path.join(partner, 'order-form.xlsx'), await orderFormXlsx());

      const { stdout } = await run(process.execPath, ['dist/example.js'], {
        cwd: partner,
        env: {
          PATH: process.env.PATH,
          TAWREED_URL: started.server.url,
          TAWREED_TOKEN: await apiToken(started.server, company.email, company.password),
          CREDIT_TOKEN: await apiToken(started.server, credit.email, credit.password),
          FILES_DIR: partner,
          EXTERNAL_REF: 'PARTNER-0001',
        },
      });
      const seen = JSON.parse(stdout);
      expect(seen.me).toEqual({ email: company.email, role: 'MEDICAL_COMPANY' });
      expect(seen.listed).toEqual({ total: 1, statuses: ['PENDING_CREDIT'] });
      expect(waiting.status).toBe('PENDING_CREDIT');
      expect(seen.created).toMatchObject({
        status: 'PENDING_CREDIT',
        lines: 1,
        total: '225.00',
        attachments: ['order_form', 'purchase_order'],
      });
      expect(seen.stale).toEqual({ status: 412, code: 'VERSION_CONFLICT' });
      expect(seen.approved).toMatchObject({ status: 'PENDING_HIGHER' });
      expect(seen.event).toMatchObject({
        orderId: seen.created.id,
        status: 'PENDING_HIGHER',
        version: seen.approved.version,
      });
    } finally {
      await started.t.close();
    }
    // npm install, a strict tsc and the program's run: 20-25 s alone, more beside other files.
  }, 120_000);

  it('the same strict program refuses a misspelt status filter at compile time, and takes a list of real ones', async () => {
    expect(partner, 'the partner project was installed').toBeDefined();
    const program = (status: string) => `import { createTawreedClient, unwrap } from '@tawreed/sdk';
const client = createTawreedClient({ baseUrl: 'http://localhost:3000', token: 'tawreed_x' });
export const pending = () =>
  unwrap(client.GET('/api/orders', { params: { query: { status: ${status}, pageSize: 10 } } }));
`;
    const compile = async (name: string, status: string) => {
      const dir = path.join(partner, name);
      await mkdir(path.join(dir, 'src'), { recursive: true });
      await writeFile(path.join(dir, 'src/list.ts'), program(status));
      const config = JSON.parse(await readFile(path.join(partner, 'tsconfig.json'), 'utf8'));
      await writeFile(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { ...config.compilerOptions, noEmit: true }, include: ['src'] }),
      );
      return run(process.execPath, [tsc, '-p', dir]).then(
        () => '',
        (err: { stdout: string }) => err.stdout,
      );
    };
    expect(await compile('right', "['PENDING_CREDIT', 'RESUBMITTED']")).toBe('');
    const misspelt = await compile('misspelt', "['NOT_A_STATUS']");
    expect(misspelt).toMatch(/src\/list\.ts\(4,\d+\): error TS2322: Type '"NOT_A_STATUS"' is not assignable/);
    // The comma string the query carries on the wire is not what the typed client takes.
    expect(await compile('comma-string', "'PENDING_CREDIT,RESUBMITTED'")).toMatch(/error TS2322/);
  }, 120_000);
});
