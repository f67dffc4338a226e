import path from 'node:path';
import { CLIENT_STATUSES, type components, importClientsFile, unwrap } from '@tawreed/sdk';
import { type Command, Option } from 'commander';
import { z } from 'zod';
import { EXIT } from '../errors.js';
import { readLocalFile } from '../files.js';
import { jsonFlag, parseOptions } from '../options.js';
import { dateTime, green, type Io, print, printJson, red, sar } from '../output.js';
import { pagedListCommand } from '../paged-list.js';
import { connect } from '../session.js';
import { registerClientsAging } from './clients-aging.js';
import { registerErpImports } from './erp-imports.js';
import type { Act } from './types.js';

type Client = components['schemas']['Client'];
type ClientRef = components['schemas']['ClientRef'];
export type ImportError = { row: number; field: string; message: string };

/** `tawreed clients list|show|import` and `tawreed receivables import` (DESIGN §11). */
export function registerClientCommands(program: Command, io: Io, act: Act) {
  const clients = program.command('clients').description('the client master: list, show and import clients');

  pagedListCommand(clients, io, act, {
    description: 'clients by name (a medical company sees only name and account of its own orders’ clients)',
    options: (command) =>
      command
        .option('-q, --search <text>', 'part of the name, the Arabic name or the account number')
        .addOption(new Option('--status <status>', 'only clients in this status').choices(CLIENT_STATUSES)),
    filters: { search: z.string().max(100).optional(), status: z.enum(CLIENT_STATUSES).optional() },
    fetch: (client, options) =>
      unwrap(
        client.GET('/api/clients', {
          params: {
            query: {
              q: options.search,
              status: options.status,
              page: options.page,
              pageSize: options.pageSize,
            },
          },
        }),
      ),
    rows: 'clients',
    view: (page) => {
      const rows = page.clients.map((c) =>
        isFull(c)
          ? [c.accountNo, c.name, c.status, String(c.paymentTermsDays), c.creditLimitSAR ?? '']
          : [c.accountNo, c.name],
      );
      const full = page.clients.some(isFull);
      const headers = full
        ? ['Account No', 'Name', 'Status', 'Terms (days)', 'Credit Limit (SAR)']
        : ['Account No', 'Name'];
      return {
        csv: { headers, rows },
        table: {
          headers: headers.map((h) => h.toUpperCase()),
          rows: full ? rows.map((r) => [...r.slice(0, 4), limitText(r[4] || null)]) : rows,
          right: full ? [3, 4] : [],
        },
      };
    },
  });

  clients
    .command('show')
    .description('a client: profile, credit (limit, exposure, available, overdue by bucket) and findings')
    .argument('<accountNo>', 'the account number (any letter case)')
    .option('--json', 'print {client, credit} as JSON')
    .action(act((accountNo: string, options) => show(io, accountNo, options)));

  clients
    .command('import')
    .description('upsert clients from a spreadsheet (.xlsx or .csv, the template columns); all rows or none')
    .argument('<file>', 'the spreadsheet (GET /api/clients/import/template gives the format)')
    .option('--reason <text>', 'kept in the history of each limit, terms or status change (3-500 characters)')
    .option('--dry-run', 'check every row and count what would change; change nothing')
    .option('--json', 'print the result as JSON')
    .action(act((file: string, options) => importClients(io, file, options)));

  registerClientsAging(clients, io, act);
  registerErpImports(program, io, act);
}

const isFull = (row: Client | ClientRef): row is Client => 'status' in row;
const limitText = (value: string | null) => (value === null ? 'not set' : sar(value));

async function show(io: Io, accountNo: string, raw: unknown) {
  const options = parseOptions(z.object({ json: jsonFlag }), raw);
  const { client } = await connect(io.env);
  const params = { params: { path: { accountNo } } };
  const [detail, credit] = await Promise.all([
    unwrap(client.GET('/api/clients/{accountNo}', params)),
    unwrap(client.GET('/api/clients/{accountNo}/credit', params)),
  ]);
  if (options.json) {
    printJson(io, { client: detail, credit });
    return EXIT.ok;
  }
  const address = [
    detail.address.buildingNumber,
    detail.address.street,
    detail.address.district,
    detail.address.city,
    detail.address.postalCode,
    detail.address.additionalNumber,
  ]
    .filter(Boolean)
    .join(', ');
  const lines: Array<[string, string]> = [
    ['Account No', detail.accountNo],
    ['Name', detail.nameAr ? `${detail.name} (${detail.nameAr})` : detail.name],
    ['Status', detail.statusReason ? `${detail.status}: ${detail.statusReason}` : detail.status],
    ['VAT / CR', `${detail.vatNumber ?? '-'} / ${detail.crNumber ?? '-'}`],
    ['Address', address || '-'],
    ['Region / Area', `${detail.region ?? '-'} / ${detail.area ?? '-'}`],
    [
      'Licence',
      detail.licenceNumber ? `${detail.licenceNumber}, expires ${detail.licenceExpiry ?? '-'}` : '-',
    ],
    ['Payment terms', `${detail.paymentTermsDays} days`],
    ['Credit limit', limitText(credit.creditLimitSAR)],
    ['Exposure', sar(credit.exposureSAR)],
    ['  open receivables', sar(credit.openReceivablesSAR)],
    ['  approved orders', sar(credit.openOrdersSAR)],
    ['Available', credit.availableSAR === null ? '-' : sar(credit.availableSAR)],
    ['Overdue', sar(credit.overdueSAR)],
    [
      '  1-30 / 31-60 / 61-90 / 90+',
      [credit.aging.d1to30, credit.aging.d31to60, credit.aging.d61to90, credit.aging.d90plus]
        .map(sar)
        .join(' / '),
    ],
    ['Last payment', credit.lastPaymentAt ?? '-'],
  ];
  const width = Math.max(...lines.map(([label]) => label.length));
  for (const [label, value] of lines) print(io, `${label.padEnd(width)}  ${value}`);
  if (credit.findings.length) {
    print(io);
    for (const f of credit.findings) {
      const mark = f.severity === 'info' ? f.severity : red(io, f.severity);
      print(io, `${mark.padEnd(8)} ${f.code}: ${f.message}`);
    }
  }
  if (detail.history.length) {
    print(io);
    print(io, 'Credit history (newest first):');
    for (const h of detail.history.slice(0, 10))
      print(io, `  ${dateTime(io, h.at)}  ${h.actor?.name ?? '-'}: ${h.reason}`);
  }
  return EXIT.ok;
}

export function printErrors(io: Io, errors: ImportError[], what: string, file: string) {
  for (const error of errors) print(io, red(io, error.message));
  print(io, `Nothing was imported: ${errors.length} problem(s) in ${file}${what}.`);
}

async function importClients(io: Io, file: string, raw: unknown) {
  const options = parseOptions(
    z.object({
      reason: z.string().trim().min(3).max(500).optional(),
      dryRun: z.boolean().default(false),
      json: jsonFlag,
    }),
    raw,
  );
  const local = await readLocalFile(path.resolve(io.cwd, file));
  const { client } = await connect(io.env);
  const result = await importClientsFile(client, local, { reason: options.reason, dryRun: options.dryRun });
  if (options.json) printJson(io, result);
  else if (result.errors.length) printErrors(io, result.errors, '', local.name);
  else
    print(
      io,
      `${options.dryRun ? 'Dry run, nothing changed: ' : ''}${green(io, `${result.created} created`)}, ${result.updated} updated, ${result.unchanged} unchanged from ${local.name}.`,
    );
  return result.errors.length ? EXIT.failed : EXIT.ok;
}
