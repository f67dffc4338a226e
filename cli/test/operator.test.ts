/**
 * The operator's complaints about the CLI (issue 17), each as the case an operator runs into:
 * real subprocesses, real pipes and signals, against a real service.
 */
import { execFile, spawn } from 'node:child_process';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseCsv } from '@tawreed/domain';
import { DELIVERY_STATUSES, MEDICAL_COMPANIES, ORDER_STATUSES } from '@tawreed/sdk';
import { type SeedUser, seedOrder } from '@tawreed/service/testing';
import { linesXlsx } from '@tawreed/service/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedOptions } from '../src/commands/completion.js';
import { EXIT_MEANINGS } from '../src/errors.js';
import { createProgram } from '../src/program.js';
import { BIN, oneLine, runCli, runInProcess, startService, tempDir } from './harness.js';
import { writeManifest } from './manifest-fixture.js';

const run = promisify(execFile);

let service: Awaited<ReturnType<typeof startService>>;
let wasama: SeedUser;
let creditConfig: string;

beforeAll(async () => {
  service = await startService();
  wasama = await service.createUser({ role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  const credit = await service.createUser({ role: 'CREDIT_TEAM', name: 'Huda' });
  creditConfig = await service.signIn(credit);
});
afterAll(() => service.close());

/** What the portal shows for an instant: the Riyadh wall clock (UTC+3 all year, no DST). */
const riyadh = (date: Date) =>
  new Date(date.getTime() + 3 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('times are shown in Asia/Riyadh, with the zone', () => {
  it('show prints Riyadh time marked +03; --utc prints UTC marked UTC; list names the zone in its header', async () => {
    // 22:30 UTC is already the next day in Riyadh: the case where UTC misleads an operator.
    const updatedAt = new Date('2026-11-21T22:30:00.000Z');
    const order = await seedOrder(service.t, wasama, {
      status: 'PENDING_CREDIT',
      updatedAt,
      externalRef: 'TZ-1',
    });

    const shown = await runInProcess(['orders', 'show', order.id], { configDir: creditConfig });
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(new RegExp(`^Updated: +${riyadh(updatedAt)} \\+03$`, 'm'));
    expect(riyadh(updatedAt)).toBe('2026-11-22 01:30');

    const utc = await runInProcess(['orders', 'show', order.id, '--utc'], { configDir: creditConfig });
    expect(utc.stdout).toMatch(/^Updated: +2026-11-21 22:30 UTC$/m);

    const list = await runInProcess(['orders', 'list', '--q', 'TZ-1'], { configDir: creditConfig });
    const [header, , row] = list.stdout.split('\n');
    // Staff also get the Credit column (DESIGN §11) after it.
    expect(header).toMatch(/Updated \(\+03\)( +Credit)?$/);
    expect(row).toMatch(/2026-11-22 01:30$/);
  });
});

describe('output to a pipe', () => {
  beforeAll(async () => {
    for (let i = 0; i < 30; i++) await seedOrder(service.t, wasama, { status: 'REJECTED' });
  });

  it('`tawreed orders list --csv --all | head -1` prints the header line and no EPIPE stack trace', async () => {
    const env = { ...process.env, TAWREED_CONFIG_DIR: creditConfig, NO_COLOR: '1' };
    const headOne = await run(
      'bash',
      ['-c', `node ${BIN} orders list --csv --all | head -1; echo "cli exit \${PIPESTATUS[0]}" >&2`],
      { env },
    );
    expect(headOne.stdout).toBe(
      'id,externalRef,clientName,medicalCompany,orderDate,status,deliveryStatus,totalValueSAR,updatedAt,version,creditMark,vatSAR,payableSAR\n',
    );
    expect(headOne.stderr).toBe('cli exit 0\n');

    // A reader that is gone before the first byte: every write meets a closed pipe.
    const closed = await run(
      'bash',
      ['-c', `node ${BIN} orders list --csv --all | true; echo "cli exit \${PIPESTATUS[0]}" >&2`],
      {
        env,
      },
    );
    expect(closed.stderr).toBe('cli exit 0\n');
  });
});

describe('Ctrl-C during an import', () => {
  it('stops starting rows, prints the summary and leaves a report of exactly what was done', async () => {
    // The manifest fixture names Adwaa Lana on every other row.
    const company = await service.createUser({ role: 'MEDICAL_COMPANY', companyName: 'Adwaa Lana' });
    const companyConfig = await service.signIn(company);
    const dir = await tempDir('sigint');
    const manifest = await writeManifest(dir, { count: 20, prefix: 'SIG' });
    const report = path.join(dir, 'report.csv');
    const child = spawn(
      process.execPath,
      [BIN, 'orders', 'import', manifest, '--concurrency', '1', '--report', report],
      {
        env: { ...process.env, TAWREED_CONFIG_DIR: companyConfig, NO_COLOR: '1' },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    // The report grows row by row: interrupt once two orders are made.
    await expect
      .poll(async () => (await readFile(report, 'utf8').catch(() => '')).trim().split('\n').length, {
        timeout: 60_000,
        interval: 50,
      })
      .toBeGreaterThanOrEqual(3);
    child.kill('SIGINT');
    expect(await exited).toBe(130);

    expect(stderr).toContain('Interrupted: finishing the rows in progress');
    const rows = parseCsv(await readFile(report, 'utf8')).filter((r) => r.length > 1);
    expect(rows[0]).toEqual(['row', 'externalRef', 'result', 'orderId', 'message']);
    const done = rows.slice(1);
    expect(done.length).toBeGreaterThanOrEqual(2);
    expect(done.length).toBeLessThan(20);
    expect(done.every((r) => r[2] === 'created')).toBe(true);
    expect(stdout).toContain(`Interrupted after ${done.length} of 20 rows: ${done.length} created`);
    expect(stdout).toContain(`${20 - done.length} not started`);
    expect(stdout).toContain(`Report written to ${report}`);

    // The report is the truth: the service has exactly those orders, each complete.
    const listed = await runInProcess(['orders', 'list', '--q', 'SIG-', '--all', '--json'], {
      configDir: companyConfig,
    });
    const orders = (JSON.parse(listed.stdout) as { orders: Array<{ id: string; status: string }> }).orders;
    expect(orders.map((o) => o.id).sort()).toEqual(done.map((r) => r[3]).sort());
    expect(orders.every((o) => o.status === 'PENDING_CREDIT')).toBe(true);
  });
});

describe('export format', () => {
  it('-o out.csv writes CSV; a --format that contradicts the extension is a usage error and writes nothing', async () => {
    const dir = await tempDir('format');
    const csv = await runInProcess(['orders', 'export', '-o', 'out.csv'], {
      configDir: creditConfig,
      cwd: dir,
    });
    expect(csv.code).toBe(0);
    const text = await readFile(path.join(dir, 'out.csv'), 'utf8');
    expect(text.startsWith('PK')).toBe(false);
    expect(parseCsv(text)[0]?.[0]).toBe('Order ID');

    const xlsx = await runInProcess(['orders', 'export', '-o', 'out.xlsx'], {
      configDir: creditConfig,
      cwd: dir,
    });
    expect(xlsx.code).toBe(0);
    expect((await readFile(path.join(dir, 'out.xlsx'))).subarray(0, 2).toString()).toBe('PK');

    const contradiction = await runInProcess(['orders', 'export', '-o', 'mixed.xlsx', '--format', 'csv'], {
      configDir: creditConfig,
      cwd: dir,
    });
    expect(contradiction.code).toBe(2);
    expect(oneLine(contradiction.stderr)).toBe(
      'tawreed: --format csv contradicts the output file mixed.xlsx (.xlsx): drop one',
    );
    await expect(stat(path.join(dir, 'mixed.xlsx'))).rejects.toThrow();

    const unknown = await runInProcess(['orders', 'export', '-o', 'orders.txt'], {
      configDir: creditConfig,
      cwd: dir,
    });
    expect(unknown.code).toBe(2);
    expect(oneLine(unknown.stderr)).toMatch(/Cannot tell the format from orders\.txt/);

    const report = await runInProcess(['orders', 'import', 'manifest.csv', '--report', 'report.xlsx'], {
      configDir: creditConfig,
      cwd: dir,
    });
    expect(report.code).toBe(2);
    expect(oneLine(report.stderr)).toMatch(/The report is a CSV file: name it \.csv/);
  });
});

describe('shell completion', () => {
  const program = createProgram({
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    cwd: process.cwd(),
    env: { configDir: '', url: undefined, token: undefined, debug: false, color: false, columns: undefined },
    onInterrupt: () => undefined,
    offInterrupt: () => undefined,
  }).program;

  it('completes every option with a closed set of values, comma lists included (bash)', async () => {
    const closed = closedOptions(program);
    const names = closed.map((o) => `${o.path} ${o.flag}`);
    // The closed options an operator types most, each with the domain's values.
    expect(names).toEqual(
      expect.arrayContaining([
        'orders list --status',
        'orders list --delivery-status',
        'orders list --branch',
        'orders list --sort',
        'orders export --format',
        'orders approve --status',
        'orders decide-appeal --decision',
        'watch --events',
      ]),
    );
    const completion = await runInProcess(['completion', 'bash'], { configDir: '' });
    const script = path.join(await tempDir('completion'), 'tawreed.bash');
    await writeFile(script, completion.stdout);

    // One bash run asks for every closed option's values, then a comma list's second item.
    const ask = (words: string[]) =>
      `COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; COMPREPLY=(); _tawreed_completion; printf '%s\\n' "\${COMPREPLY[@]}"; echo '--'`;
    const questions = closed.map((o) => ask(['tawreed', ...o.path.split(' '), o.flag, '']));
    questions.push(ask(['tawreed', 'orders', 'list', '--status', 'PENDING_CREDIT,RE']));
    const { stdout } = await run('bash', ['-c', `source ${script}\n${questions.join('\n')}`]);
    const answers = stdout.split('--\n').map((block) => block.split('\n').filter(Boolean));

    closed.forEach((option, index) => {
      const offered = answers[index]!.map((value) => value.replace(/\\ /g, ' '));
      expect(offered, `${option.path} ${option.flag}`).toEqual([...option.values]);
    });
    const status = closed.find((o) => o.path === 'orders list' && o.flag === '--status')!;
    expect(status.values).toEqual(ORDER_STATUSES);
    expect(closed.find((o) => o.flag === '--delivery-status')!.values).toEqual(DELIVERY_STATUSES);
    expect(closed.find((o) => o.flag === '--branch')!.values).toEqual(MEDICAL_COMPANIES);
    expect(answers[closed.length]).toEqual([
      'PENDING_CREDIT,RESUBMITTED',
      'PENDING_CREDIT,REJECTED',
      'PENDING_CREDIT,READY_TO_PRINT',
    ]);
  });
});

describe('one exit-code table', () => {
  it('--help prints the table; a malformed reference exits 2 and a missing order 1, in show and in a batch alike', async () => {
    const help = await runInProcess(['--help'], { configDir: '' });
    for (const [code] of EXIT_MEANINGS) expect(help.stdout).toMatch(new RegExp(`^  ${code} +\\S`, 'm'));

    const untouched = await seedOrder(service.t, wasama, { status: 'PENDING_CREDIT' });
    const malformed = 'not an id';
    const missing = '00000000-0000-4000-8000-000000000000';

    const show = await runInProcess(['orders', 'show', malformed], { configDir: creditConfig });
    const batch = await runInProcess(['orders', 'approve', untouched.id, malformed], {
      configDir: creditConfig,
    });
    expect([show.code, batch.code]).toEqual([2, 2]);
    expect(oneLine(batch.stderr)).toBe(oneLine(show.stderr));
    // Nothing was attempted: the good id in the batch was not approved.
    const after = await runInProcess(['orders', 'show', untouched.id, '--json'], { configDir: creditConfig });
    expect(JSON.parse(after.stdout)).toMatchObject({ status: 'PENDING_CREDIT', version: 1 });

    const showMissing = await runInProcess(['orders', 'show', missing], { configDir: creditConfig });
    const batchMissing = await runInProcess(['orders', 'approve', missing], { configDir: creditConfig });
    expect([showMissing.code, batchMissing.code]).toEqual([1, 1]);
  });
});

describe('show by external ref', () => {
  it("show and the workflow commands take the partner's own reference as well as the id", async () => {
    const order = await seedOrder(service.t, wasama, {
      status: 'PENDING_CREDIT',
      externalRef: 'WAS/PO-2026-77',
    });
    const shown = await runInProcess(['orders', 'show', 'WAS/PO-2026-77'], { configDir: creditConfig });
    expect(shown.code).toBe(0);
    expect(shown.stdout.split('\n')[0]).toBe(`Order ${order.id}  (version 1)`);

    const approved = await runInProcess(['orders', 'approve', 'WAS/PO-2026-77', '--json'], {
      configDir: creditConfig,
    });
    expect(JSON.parse(approved.stdout).results[0]).toMatchObject({
      id: order.id,
      ok: true,
      status: 'PENDING_HIGHER',
    });

    const unknown = await runInProcess(['orders', 'show', 'WAS/PO-NOPE'], { configDir: creditConfig });
    expect(unknown.code).toBe(1);
    expect(oneLine(unknown.stderr)).toBe('tawreed: No order with the id or external ref WAS/PO-NOPE');
  });
});

describe('tables fit the terminal', () => {
  it('at COLUMNS=80 no line of the list or of the order is longer than 80; long text is ellipsized', async () => {
    const long =
      'Al Noor Specialist Pharmacy and Medical Supplies Trading Establishment, King Fahd Road branch';
    const order = await seedOrder(service.t, wasama, {
      status: 'PENDING_CREDIT',
      clientName: long,
      externalRef: 'WIDE-1',
    });
    for (const args of [
      ['orders', 'list', '--status', 'PENDING_CREDIT'],
      ['orders', 'show', order.id],
    ]) {
      const result = await runCli(args, { configDir: creditConfig, env: { COLUMNS: '80' } });
      expect(result.code).toBe(0);
      const tooLong = result.stdout.split('\n').filter((line) => [...line].length > 80);
      expect(tooLong, args.join(' ')).toEqual([]);
    }
    const list = await runCli(['orders', 'list', '--q', 'WIDE-1'], {
      configDir: creditConfig,
      env: { COLUMNS: '80' },
    });
    expect(list.stdout).toContain('Al Noor');
    expect(list.stdout).toContain('…');
    expect(list.stdout).toMatch(/^Left out to fit: Company, Order Date, Delivery/m);

    // Wide enough, nothing is cut or left out.
    const wide = await runCli(['orders', 'list', '--q', 'WIDE-1'], {
      configDir: creditConfig,
      env: { COLUMNS: '250' },
    });
    expect(wide.stdout).toContain(long);
    expect(wide.stdout.split('\n')[0]).toMatch(
      /^ID\s+Ext Ref\s+Client\s+Company\s+Order Date\s+Status\s+Delivery/,
    );
  });
});

describe('messages', () => {
  it('"1 line", "1 row", "1 order": plurals are right', async () => {
    const company = await service.createUser({ role: 'MEDICAL_COMPANY', companyName: 'Future Herbals' });
    const companyConfig = await service.signIn(company);
    const dir = await tempDir('plural');
    const manifest = await writeManifest(dir, { count: 1, prefix: 'ONE' });
    await writeFile(
      path.join(dir, 'files', 'lines.xlsx'),
      await linesXlsx([['AMX-500', 'Amoxicillin 500mg caps x100', 8.35, 10, 1, null, null, 0]]),
    );
    const dry = await runInProcess(['orders', 'import', manifest, '--dry-run'], { configDir: companyConfig });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(
      /^Dry run, nothing created: 1 row: 1 valid, 0 already imported, 0 failed in /m,
    );
    const json = await runInProcess(['orders', 'import', manifest, '--dry-run', '--json'], {
      configDir: companyConfig,
    });
    expect(JSON.parse(json.stdout).results[0].message).toBe('1 line, total 7.52 SAR');

    await seedOrder(service.t, company, { status: 'PENDING_CREDIT' });
    const list = await runInProcess(['orders', 'list'], { configDir: companyConfig });
    expect(list.stdout).toContain('\n1 order, page 1 of 1');
  });

  it('a number option given a word says what was expected and what was typed, not "received NaN"', async () => {
    const result = await runCli(['orders', 'list', '--page-size', 'ten'], { configDir: creditConfig });
    expect(result.code).toBe(2);
    expect(oneLine(result.stderr)).toBe(
      'tawreed: --page-size: expected a whole number from 1 to 100, got "ten"',
    );
    const negative = await runInProcess(
      ['orders', 'approve', '--status', 'PENDING_CREDIT', '--concurrency', '-3'],
      {
        configDir: creditConfig,
      },
    );
    expect(oneLine(negative.stderr)).toBe(
      'tawreed: --concurrency: expected a whole number from 1 to 16, got "-3"',
    );
    expect(negative.stderr).not.toContain('NaN');
  });
});
