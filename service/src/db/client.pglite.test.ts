import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { TMP_DIR } from '../../test/databases.js';
import { openDatabase } from './client.js';

const dataDir = mkdtempSync(path.join(TMP_DIR, 'pglite-lock-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('lets one process at a time open an embedded database (a second one would overwrite its changes)', async () => {
  cpSync(inject('pgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true });
  const first = await openDatabase({ dataDir, relaxedDurability: true });
  try {
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      new RegExp(`in use by process ${process.pid}: stop it first`),
    );
  } finally {
    await first.close();
  }
  const again = await openDatabase({ dataDir, relaxedDurability: true });
  await again.close();
});
