import { appendFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROLE_LABELS, unwrap } from '@tawreed/sdk';
import type { Command } from 'commander';
import { z } from 'zod';
import { EXIT, failure, usageError } from '../errors.js';
import { type ImportContext, importRow, type RowOutcome, type RowResult } from '../import/import-order.js';
import { readManifest } from '../import/manifest.js';
import { intOption, parseOptions } from '../options.js';
import {
  count,
  csvLine,
  green,
  type Io,
  outputWidth,
  print,
  printErr,
  printJson,
  red,
  table,
} from '../output.js';
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
    .option(
      '--report <file>',
      'write a CSV (.csv): row, externalRef, result, orderId, message; kept up to date row by row, so Ctrl-C leaves what was done',
    )
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
  const reportFile = options.report ? path.resolve(io.cwd, options.report) : undefined;
  if (reportFile && !['.csv', ''].includes(path.extname(reportFile).toLowerCase())) {
    throw usageError(`The report is a CSV file: name it .csv (${options.report})`);
  }
  const manifest = await readManifest(path.resolve(io.cwd, manifestPath));
  // Found out now, not after an hour of importing: the report can be written.
  if (reportFile) {
    await writeFile(reportFile, REPORT_HEADER).catch((err: NodeJS.ErrnoException) => {
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
  // Ctrl-C: no new row starts, the rows in flight finish (a half-made order is worse than a
  // wait), then the summary and the report say what was done. A second Ctrl-C ends the process
  // at once; the report already has every finished row (it is appended to as rows finish).
  const progress = new ProgressBar(io, manifest.rows.length, options.dryRun ? 'Checking' : 'Importing');
  const stop = new AbortController();
  const interrupted = () => {
    stop.abort();
    progress.stop();
    printErr(io, 'Interrupted: finishing the rows in progress (Ctrl-C again to stop at once)…');
  };
  io.onInterrupt(interrupted);
  let results: RowResult[];
  try {
    results = await mapWithConcurrency(
      manifest.rows,
      options.concurrency,
      async (row) => {
        const result = await importRow(ctx, row);
        counts[result.result] += 1;
        if (reportFile) await appendFile(reportFile, reportLine(result));
        if (!stop.signal.aborted) progress.tick(tally());
        return result;
      },
      stop.signal,
    );
  } finally {
    io.offInterrupt(interrupted);
  }
  progress.stop();
  const seconds = (Date.now() - started) / 1000;

  // In manifest order, now that every row is known.
  if (reportFile) await writeFile(reportFile, REPORT_HEADER + results.map(reportLine).join(''));
  const summary = {
    manifest: manifest.file,
    dryRun: options.dryRun,
    rows: manifest.rows.length,
    ...counts,
    interrupted: stop.signal.aborted,
    notStarted: manifest.rows.length - results.length,
    seconds,
  };
  if (options.json) printJson(io, { summary, results });
  else printSummary(io, summary, results, reportFile);
  if (stop.signal.aborted) return EXIT.interrupted;
  return counts.failed > 0 ? EXIT.failed : EXIT.ok;
}

const REPORT_HEADER = `${csvLine(['row', 'externalRef', 'result', 'orderId', 'message'])}\r\n`;
const reportLine = (r: RowResult) => `${csvLine([r.row, r.externalRef, r.result, r.orderId, r.message])}\r\n`;

function printSummary(
  io: Io,
  summary: {
    rows: number;
    seconds: number;
    dryRun: boolean;
    interrupted: boolean;
    notStarted: number;
  } & Record<RowOutcome, number>,
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
        { shrink: [1, 2], width: outputWidth(io) },
      ),
    );
    print(io);
  }
  const parts = summary.dryRun
    ? [`${summary.validated} valid`, `${summary.skipped} already imported`]
    : [`${summary.created} created`, `${summary.skipped} skipped (already imported)`];
  const failedText = `${summary.failed} failed`;
  const rows = summary.interrupted
    ? `Interrupted after ${summary.rows - summary.notStarted} of ${count(summary.rows, 'row')}`
    : count(summary.rows, 'row');
  print(
    io,
    `${summary.dryRun ? 'Dry run, nothing created: ' : ''}${rows}: ${parts.join(', ')}, ${
      summary.failed ? red(io, failedText) : green(io, failedText)
    }${summary.interrupted ? `, ${summary.notStarted} not started` : ''} in ${summary.seconds.toFixed(1)} s`,
  );
  if (summary.interrupted)
    print(io, 'Run the same command again to import the rest: finished rows are skipped.');
  if (reportFile) print(io, `Report written to ${reportFile}`);
}
