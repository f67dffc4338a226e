import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TawreedApiError, unwrap } from '@tawreed/sdk';
import { type Command, Option } from 'commander';
import { z } from 'zod';
import { EXIT } from '../errors.js';
import { pagedListOptions, parseOptions, withPagedListOptions } from '../options.js';
import { csvLine, type Io, print, printJson, sar, table } from '../output.js';
import { connect } from '../session.js';
import type { Act } from './types.js';

const SORTS = ['overdue', 'exposure', 'd90plus', 'available', 'name'] as const;
const HEADERS = [
  'Account No',
  'Name',
  'Status',
  'Limit',
  'Exposure',
  'Available',
  'Overdue',
  '1-30',
  '31-60',
  '61-90',
  '90+',
];

/** `tawreed clients aging`: the credit report (GET /api/reports/credit), or its .xlsx with --output. */
export function registerClientsAging(clients: Command, io: Io, act: Act) {
  withPagedListOptions(
    clients
      .command('aging')
      .description('the credit report: aging of every client, totals and largest exposures (staff)')
      .option('-q, --search <text>', 'part of the name, the Arabic name or the account number')
      .addOption(new Option('--sort <sort>', 'order of the clients').choices(SORTS).default('overdue')),
    'clients',
  )
    .option('-o, --output <file.xlsx>', 'write every matching client to this .xlsx instead')
    .addOption(new Option('--lang <lang>', 'headings of the .xlsx').choices(['en', 'ar']))
    .action(act((options) => aging(io, options)));
}

async function aging(io: Io, raw: unknown) {
  const options = parseOptions(
    z.object({
      search: z.string().max(100).optional(),
      sort: z.enum(SORTS),
      ...pagedListOptions,
      output: z.string().optional(),
      lang: z.enum(['en', 'ar']).optional(),
    }),
    raw,
  );
  const { client } = await connect(io.env);
  if (options.output) {
    const { data, response } = await client.GET('/api/reports/credit/export', {
      params: { query: { q: options.search, sort: options.sort, lang: options.lang } },
      parseAs: 'arrayBuffer',
    });
    if (!response.ok || !data) throw await TawreedApiError.fromResponse(response);
    const file = path.resolve(io.cwd, options.output);
    await writeFile(file, new Uint8Array(data as ArrayBuffer));
    print(io, `Wrote ${file}`);
    return EXIT.ok;
  }
  const report = await unwrap(
    client.GET('/api/reports/credit', {
      params: {
        query: { q: options.search, sort: options.sort, page: options.page, pageSize: options.pageSize },
      },
    }),
  );
  if (options.format === 'json') {
    printJson(io, report);
    return EXIT.ok;
  }
  const rows = report.clients.map((c) => [
    c.accountNo,
    c.name,
    c.status,
    c.creditLimitSAR ?? '',
    c.exposureSAR,
    c.availableSAR ?? '',
    c.overdueSAR,
    c.aging.d1to30,
    c.aging.d31to60,
    c.aging.d61to90,
    c.aging.d90plus,
  ]);
  if (options.format === 'csv') {
    io.stdout.write(`${csvLine(HEADERS)}\n`);
    for (const row of rows) io.stdout.write(`${csvLine(row)}\n`);
    return EXIT.ok;
  }
  const money = (value: string) => (value === '' ? '-' : sar(value));
  print(
    io,
    table(
      HEADERS.map((h) => h.toUpperCase()),
      rows.map((r) => [...r.slice(0, 3), ...r.slice(3).map(money)]),
      { right: [3, 4, 5, 6, 7, 8, 9, 10] },
    ),
  );
  const { totals } = report;
  const pages = Math.max(1, Math.ceil(totals.clients / options.pageSize));
  print(
    io,
    `Page ${options.page} of ${pages} (${totals.clients.toLocaleString('en')} clients, aging on ${report.asOf})`,
  );
  print(
    io,
    `Totals: exposure ${sar(totals.exposureSAR)}, overdue ${sar(totals.overdueSAR)} (1-30 ${sar(totals.aging.d1to30)}, 31-60 ${sar(totals.aging.d31to60)}, 61-90 ${sar(totals.aging.d61to90)}, 90+ ${sar(totals.aging.d90plus)})`,
  );
  return EXIT.ok;
}
