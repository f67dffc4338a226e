import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROLE_LABELS, unwrap } from '@tawreed/sdk';
import type { Command } from 'commander';
import { z } from 'zod';
import { EXIT, failure, usageError } from '../errors.js';
import { type ImportContext, importRow, type RowOutcome, type RowResult } from '../import/import-order.js';
import { readManifest } from '../import/manifest.js';
import { intOption, parseOptions } from '../options.js';
import { csvLine, green, type Io, print, printErr, printJson, red, table } from '../output.js';
import { mapWithConcurrency } from '../pool.js';
import { ProgressBar } from '../progress.js';
import { connect } from '../session.js';
import type { Act } from './types.js';

export function registerImportCommand(orders: Command, io: Io, act: Act) {
  orders
    .command('import')
    .description(
      'create one order per manifest row (.csv or .xlsx); a re-run creates no duplicates and finishes partial rows',
    )
    .argument(
      '<manifest>',
      'columns externalRef, clientName, clientAccountNo, medicalCompany, region, area, salesManager, medicalRep, orderDate, notes, linesFile, purchaseOrderFile, orderFormFile; paths relative to the manifest',
    )
    .option('--concurrency <n>', 'orders imported at the same time', '4')
    .option('--dry-run', 'check every row and parse every lines file; create nothing')
    .option('--report <file>', 'write a CSV: row, externalRef, result, orderId, message')
    .option('--json', 'print the per-row results as JSON')
    .action(act((manifest: string, options) => importOrders(io, manifest, options)));
}

const importOptions = z.object({
  concurrency: intOption(1, 32),
  dryRun: z.boolean().default(false),
  report: z.string().min(1).optional(),
  json: z.boolean().default(false),
});

async function importOrders(io: Io, manifestPath: string, raw: unknown) {
  const options = parseOptions(importOptions, raw);
  const manifest = await readManifest(path.resolve(io.cwd, manifestPath));
  const reportFile = options.report ? path.resolve(io.cwd, options.report) : undefined;
  // Found out now, not after an hour of importing: the report can be written.
  if (reportFile) {
    await writeFile(reportFile, '').catch((err: NodeJS.ErrnoException) => {
      throw usageError(`Cannot write the report ${reportFile} (${err.code ?? err.message})`);
    });
  }
  if (manifest.ignoredColumns.length) {
    printErr(io, `Ignoring unknown manifest columns: ${manifest.ignoredColumns.join(', ')}`);
  }
  const { client } = await connect(io.env);
  const me = await unwrap(client.GET('/api/auth/me'));
  if (me.role !== 'MEDICAL_COMPANY' || me.isSalesRep || !me.companyName) {
    throw failure(
      `Only medical company accounts create orders; you are signed in as ${ROLE_LABELS[me.role]}`,
    );
  }

  const firstRowOf = new Map<string, number>();
  for (const row of manifest.rows) {
    const ref = row.fields.externalRef;
    if (ref && !firstRowOf.has(ref)) firstRowOf.set(ref, row.row);
  }
  const ctx: ImportContext = {
    client,
    manifestDir: manifest.dir,
    companyName: me.companyName,
    dryRun: options.dryRun,
    firstRowOf,
  };

  const started = Date.now();
  const counts: Record<RowOutcome, number> = { created: 0, skipped: 0, failed: 0, validated: 0 };
  const tally = () =>
    Object.entries(counts)
      .filter(([, count]) => count > 0)
      .map(([outcome, count]) => `${count} ${outcome}`)
      .join(', ');
  const progress = new ProgressBar(io, manifest.rows.length, options.dryRun ? 'Checking' : 'Importing');
  const results = await mapWithConcurrency(manifest.rows, options.concurrency, async (row) => {
    const result = await importRow(ctx, row);
    counts[result.result] += 1;
    progress.tick(tally());
    return result;
  });
  progress.stop();
  const seconds = (Date.now() - started) / 1000;

  if (reportFile) await writeReport(reportFile, results);
  const summary = {
    manifest: manifest.file,
    dryRun: options.dryRun,
    rows: results.length,
    ...counts,
    seconds,
  };
  if (options.json) printJson(io, { summary, results });
  else printSummary(io, summary, results, reportFile);
  return counts.failed > 0 ? EXIT.failed : EXIT.ok;
}

async function writeReport(file: string, results: RowResult[]) {
  const lines = [
    csvLine(['row', 'externalRef', 'result', 'orderId', 'message']),
    ...results.map((r) => csvLine([r.row, r.externalRef, r.result, r.orderId, r.message])),
  ];
  await writeFile(file, `${lines.join('\r\n')}\r\n`);
}

function printSummary(
  io: Io,
  summary: { rows: number; seconds: number; dryRun: boolean } & Record<RowOutcome, number>,
  results: RowResult[],
  reportFile: string | undefined,
) {
  const failed = results.filter((r) => r.result === 'failed');
  if (failed.length) {
    print(
      io,
      table(
        ['Row', 'External Ref', 'Reason'],
        failed.map((r) => [String(r.row), r.externalRef, r.message]),
      ),
    );
    print(io);
  }
  const parts = summary.dryRun
    ? [`${summary.validated} valid`, `${summary.skipped} already imported`]
    : [`${summary.created} created`, `${summary.skipped} skipped (already imported)`];
  const failedText = `${summary.failed} failed`;
  print(
    io,
    `${summary.dryRun ? 'Dry run, nothing created: ' : ''}${summary.rows} rows: ${parts.join(', ')}, ${
      summary.failed ? red(io, failedText) : green(io, failedText)
    } in ${summary.seconds.toFixed(1)} s`,
  );
  if (reportFile) print(io, `Report written to ${reportFile}`);
}
