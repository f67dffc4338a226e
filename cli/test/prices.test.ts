import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createUser, startTestServer } from '@tawreed/service/testing';
import { apiToken } from '@tawreed/service/testing/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess, tempDir } from './harness.js';

describe('tawreed prices', () => {
  let started: Awaited<ReturnType<typeof startTestServer>>;
  let configDir: string;
  let dir: string;
  const name = `CLI Tender ${Date.now().toString(36)}`;

  beforeAll(async () => {
    started = await startTestServer();
    const higher = await createUser(started.t, { role: 'HIGHER_AUTHORITY' });
    configDir = await tempDir('prices');
    dir = await tempDir('prices-files');
    const token = await apiToken(started.server, higher.email, higher.password);
    await writeFile(path.join(configDir, 'config.json'), JSON.stringify({ url: started.server.url, token }), {
      mode: 0o600,
    });
    const res = await fetch(`${started.server.url}/api/price-lists`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, validFrom: '2026-01-01', validTo: '2026-12-31' }),
    });
    expect(res.status).toBe(201);
  });
  afterAll(() => started.t.close());

  const cli = (...args: string[]) => runInProcess(args, { configDir });

  it('imports items into a list named in any case (refusal, dry run, merge, replace) and lists the lists', async () => {
    const file = path.join(dir, 'prices.csv');
    await writeFile(file, 'Item Code,Price (SAR)\nINS-100,45\nGLV-M,free\n');
    const refused = await cli('prices', 'import', name.toUpperCase(), file);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('Row 3:');
    expect(refused.stdout).toContain('Nothing was imported: 1 problem(s) in prices.csv.');
    await writeFile(file, 'Item Code,Price (SAR)\nINS-100,45\nGLV-M,12.50\n');
    const dry = await cli('prices', 'import', name, file, '--dry-run');
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(
      `Dry run, nothing changed: 2 created, 0 updated, 0 unchanged in ${name} from prices.csv.`,
    );
    const real = await cli('prices', 'import', name, file);
    expect(real.stdout).toContain(`2 created, 0 updated, 0 unchanged in ${name} from prices.csv.`);
    await writeFile(file, 'Item Code,Price (SAR)\nINS-100,44\n');
    const replaced = await cli('prices', 'import', name, file, '--replace', '--json');
    expect(JSON.parse(replaced.stdout)).toEqual({
      applied: true,
      created: 0,
      updated: 1,
      unchanged: 0,
      errors: [],
    });

    const listed = await cli('prices', 'list', '--format', 'csv');
    const row = listed.stdout.split('\n').find((line) => line.startsWith(name));
    expect(row).toMatch(new RegExp(`^${name},,2026-01-01 to 2026-12-31,1,0,[0-9a-f-]{36}$`));
    const unknown = await cli('prices', 'import', 'No such list', file);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('No price list is named "No such list"');
  });

  it('assigns a list to a client by name and takes it away with "default"', async () => {
    const accountNo = `CLI-PRICE-${Date.now().toString(36)}`;
    const credit = await createUser(started.t, { role: 'CREDIT_TEAM' });
    const token = await apiToken(started.server, credit.email, credit.password);
    const made = await fetch(`${started.server.url}/api/clients`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ accountNo, name: 'CLI price client' }),
    });
    expect(made.status).toBe(201);
    const assigned = await cli('prices', 'assign', accountNo.toLowerCase(), name.toLowerCase());
    expect(assigned.code, assigned.stderr).toBe(0);
    expect(assigned.stdout).toContain(`${accountNo} is priced by ${name}.`);
    const cleared = await cli('prices', 'assign', accountNo, 'default', '--json');
    expect(cleared.code, cleared.stderr).toBe(0);
    expect(JSON.parse(cleared.stdout).priceListId).toBeNull();
    const unknown = await cli('prices', 'assign', accountNo, 'No Such List');
    expect(unknown.code).not.toBe(0);
  });
});
