import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type components,
  importPaymentsFile,
  importReceivablesFile,
  type TawreedClient,
  unwrap,
} from '@tawreed/sdk';
import type { Command } from 'commander';
import { z } from 'zod';
import { EXIT, usageError } from '../errors.js';
import { readLocalFile } from '../files.js';
import { jsonFlag, parseOptions } from '../options.js';
import { green, type Io, print, printJson } from '../output.js';
import { ProgressBar } from '../progress.js';
import { connect } from '../session.js';
import { type ImportError, printErrors } from './clients.js';
import type { Act } from './types.js';

/** `tawreed receivables import` and `tawreed payments import`: the ERP's files (DESIGN §11). */
export function registerErpImports(program: Command, io: Io, act: Act) {
  const receivables = program
    .command('receivables')
    .description('open invoices and credit notes from the ERP');
  receivables
    .command('import')
    .description(
      'import invoices and credit notes by document number (.xlsx, .csv, or .json {"documents": [...]}); a re-import replaces; all rows or none',
    )
    .argument('<file>', 'the spreadsheet or JSON file')
    .option(
      '--snapshot',
      "the file is each named client's full list of open items: that client's open documents it does not list are marked paid",
    )
    .option('--dry-run', 'check every row and count what would change; change nothing')
    .option('--json', 'print the result as JSON')
    .action(act((file: string, options) => importReceivables(io, file, options)));

  const payments = program.command('payments').description("payments received, from the ERP's payments file");
  payments
    .command('import')
    .description(
      'import payments (.xlsx, .csv, or .json {"payments": [...]}), known by account number and reference: a repeat changes nothing; all rows or none',
    )
    .argument('<file>', 'the spreadsheet or JSON file (GET /api/payments/import/template gives the format)')
    .option('--dry-run', 'check every row and count what would change; change nothing')
    .option('--json', 'print the result as JSON')
    .action(act((file: string, options) => importPayments(io, file, options)));
}

/** The items of a JSON import file: `{[list]: [...]}` or a bare array. */
async function readItems(file: string, list: 'documents' | 'payments') {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    throw usageError(`${file} is not JSON (${(err as Error).message})`);
  }
  const items = Array.isArray(parsed) ? parsed : (parsed as Record<string, unknown> | null)?.[list];
  if (!Array.isArray(items)) throw usageError(`${file} must hold {"${list}": [...]} or an array of ${list}`);
  return items;
}

type ImportPath = '/api/receivables/import' | '/api/payments/import';

/**
 * Posts JSON items; a 422 naming each item (`payments.N.field`) comes back as the same per-row
 * errors a sheet gets.
 */
async function postItems<R>(
  client: TawreedClient,
  route: ImportPath,
  list: 'documents' | 'payments',
  items: unknown[],
  query: Record<string, string>,
  zero: Omit<R, 'applied' | 'errors'>,
): Promise<R & { errors: ImportError[] }> {
  const { data, error, response } = await client.POST(route, {
    params: { query: query as never },
    body: { [list]: items } as never,
  });
  if (data) return data as unknown as R & { errors: ImportError[] };
  const issues = (error as { error?: { details?: { issues?: Array<{ path: string; message: string }> } } })
    ?.error?.details?.issues;
  const itemPath = new RegExp(`^${list}\\.\\d+`);
  if (response.status === 422 && issues?.every((i) => itemPath.test(i.path))) {
    return {
      applied: false,
      ...zero,
      errors: issues.map((i) => ({
        row: Number(i.path.split('.')[1]) + 1,
        field: i.path.split('.').slice(2).join('.'),
        message: i.message,
      })),
    } as unknown as R & { errors: ImportError[] };
  }
  return (await unwrap(Promise.resolve({ data, error, response }))) as R & { errors: ImportError[] };
}

/** One request per file: the bar shows it is under way (on a terminal only), as the order import's does. */
async function withProgress<T>(io: Io, dryRun: boolean, work: () => Promise<T>) {
  const progress = new ProgressBar(io, 1, dryRun ? 'Checking' : 'Importing');
  try {
    const result = await work();
    progress.tick();
    return result;
  } finally {
    progress.stop();
  }
}

type ReceivablesResult = components['schemas']['ReceivablesImportResult'];
type PaymentsResult = components['schemas']['PaymentsImportResult'];

interface ErpImport<R> {
  file: string;
  dryRun: boolean;
  json: boolean;
  /** The JSON file's list, the route it is posted to, its query, and the counts of a refused file. */
  list: 'documents' | 'payments';
  route: ImportPath;
  query: Record<string, string>;
  zero: Omit<R, 'applied' | 'errors'>;
  /** The spreadsheet's upload (the SDK's import helper). */
  upload(
    client: TawreedClient,
    file: Awaited<ReturnType<typeof readLocalFile>>,
  ): Promise<R & { errors: ImportError[] }>;
  /** The counts line of an applied (or checked) file. */
  summary(result: R): string;
}

/** One ERP file, spreadsheet or JSON: sent, then its counts or each row's errors printed. */
async function runErpImport<R>(io: Io, options: ErpImport<R>) {
  const { client } = await connect(io.env);
  const name = path.basename(options.file);
  const local = path.resolve(io.cwd, options.file);
  const isJson = path.extname(options.file).toLowerCase() === '.json';
  const result = await withProgress(io, options.dryRun, async () =>
    isJson
      ? postItems<R>(
          client,
          options.route,
          options.list,
          await readItems(local, options.list),
          options.query,
          options.zero,
        )
      : options.upload(client, await readLocalFile(local)),
  );
  if (options.json) printJson(io, result);
  else if (result.errors.length) printErrors(io, result.errors, '', name);
  else
    print(
      io,
      `${options.dryRun ? 'Dry run, nothing changed: ' : ''}${options.summary(result)} from ${name}.`,
    );
  return result.errors.length ? EXIT.failed : EXIT.ok;
}

async function importReceivables(io: Io, file: string, raw: unknown) {
  const options = parseOptions(
    z.object({ dryRun: z.boolean().default(false), snapshot: z.boolean().default(false), json: jsonFlag }),
    raw,
  );
  const mode = options.snapshot ? 'snapshot' : 'merge';
  return runErpImport<ReceivablesResult>(io, {
    file,
    dryRun: options.dryRun,
    json: options.json,
    list: 'documents',
    route: '/api/receivables/import',
    query: { dryRun: String(options.dryRun), mode },
    zero: { created: 0, replaced: 0, closed: 0 },
    upload: (client, sheet) => importReceivablesFile(client, sheet, { dryRun: options.dryRun, mode }),
    summary: (result) =>
      `${green(io, `${result.created} new`)}, ${result.replaced} replaced${options.snapshot ? `, ${result.closed} closed (absent from the snapshot)` : ''}`,
  });
}

async function importPayments(io: Io, file: string, raw: unknown) {
  const options = parseOptions(z.object({ dryRun: z.boolean().default(false), json: jsonFlag }), raw);
  return runErpImport<PaymentsResult>(io, {
    file,
    dryRun: options.dryRun,
    json: options.json,
    list: 'payments',
    route: '/api/payments/import',
    query: { dryRun: String(options.dryRun) },
    zero: { created: 0, replaced: 0, unchanged: 0 },
    upload: (client, sheet) => importPaymentsFile(client, sheet, { dryRun: options.dryRun }),
    summary: (result) =>
      `${green(io, `${result.created} new`)}, ${result.replaced} corrected, ${result.unchanged} already recorded`,
  });
}
