import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AUDIT_KINDS, AUDIT_PAGE_MAX } from '@tawreed/domain';
import { TawreedApiError, unwrap } from '@tawreed/sdk';
import { type Command, Option } from 'commander';
import { z } from 'zod';
import { EXIT } from '../errors.js';
import { intOption, LIST_FORMATS, listFormatOption, parseOptions } from '../options.js';
import { csvLine, type Io, print, printJson, table } from '../output.js';
import { connect } from '../session.js';
import type { Act } from './types.js';

const HEADERS = ['Seq', 'At', 'Actor', 'Event', 'Subject'];

/** The filters `audit list` and `audit export` share (GET /api/audit and its export). */
const filterOptions = (command: Command) =>
  command
    .option('--actor <text>', "part of the actor's email (or cli / system)")
    .addOption(new Option('--kind <kind>', 'only this kind of event').choices(AUDIT_KINDS))
    .option('--from <time>', 'entries at or after this date or date-time (ISO 8601)')
    .option('--to <time>', 'entries before this date or date-time (ISO 8601)');

const filters = {
  actor: z.string().max(200).optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
};

/** `tawreed audit list|verify|export`: the audit trail of DESIGN §13 (administrators). */
export function registerAuditCommands(program: Command, io: Io, act: Act) {
  const audit = program
    .command('audit')
    .description('the audit trail: list, verify and export it (administrators)');
  filterOptions(audit.command('list').description('entries, newest first'))
    .option('--limit <n>', `entries per page (1-${AUDIT_PAGE_MAX})`, '50')
    .option('--cursor <cursor>', 'the next page, as the previous page printed it')
    .addOption(listFormatOption())
    .action(act((options) => list(io, options)));
  audit
    .command('verify')
    .description('check the hash chain: names the first entry whose hash or link is wrong (exit 1)')
    .action(act(() => verify(io)));
  filterOptions(audit.command('export').description('every matching entry to a file'))
    .requiredOption('-o, --output <file>', 'the .xlsx or .csv file to write')
    .action(act((options) => exportTrail(io, options)));
}

async function list(io: Io, raw: unknown) {
  const options = parseOptions(
    z.object({
      ...filters,
      limit: intOption(1, AUDIT_PAGE_MAX),
      cursor: z.string().max(200).optional(),
      format: z.enum(LIST_FORMATS),
    }),
    raw,
  );
  const { client } = await connect(io.env);
  const { format, ...query } = options;
  const page = await unwrap(client.GET('/api/audit', { params: { query } }));
  if (format === 'json') {
    printJson(io, page);
    return EXIT.ok;
  }
  const rows = page.entries.map((e) => [String(e.seq), e.at, e.actorLabel, e.kind, e.subject ?? '']);
  if (format === 'csv') {
    io.stdout.write(`${csvLine(HEADERS)}\n`);
    for (const row of rows) io.stdout.write(`${csvLine(row)}\n`);
    return EXIT.ok;
  }
  print(
    io,
    table(
      HEADERS.map((h) => h.toUpperCase()),
      rows,
      { right: [0] },
    ),
  );
  if (page.nextCursor) print(io, `More: --cursor ${page.nextCursor}`);
  return EXIT.ok;
}

async function verify(io: Io) {
  const { client } = await connect(io.env);
  const result = await unwrap(client.GET('/api/audit/verify'));
  if (result.ok) {
    print(io, `Audit trail intact: ${result.entries} entries.`);
    return EXIT.ok;
  }
  const broken = result.firstBroken!;
  print(io, `Audit trail broken at entry ${broken.seq} (${broken.id}); ${result.entries} entries chained.`);
  return EXIT.failed;
}

async function exportTrail(io: Io, raw: unknown) {
  const options = parseOptions(
    z.object({
      ...filters,
      output: z.string().regex(/\.(xlsx|csv)$/i, 'end the file name in .xlsx or .csv'),
    }),
    raw,
  );
  const { output, ...query } = options;
  const format = output.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx';
  const { client } = await connect(io.env);
  const { data, response } = await client.GET('/api/audit/export', {
    params: { query: { ...query, format } },
    parseAs: 'arrayBuffer',
  });
  if (!response.ok || !data) throw await TawreedApiError.fromResponse(response);
  const file = path.resolve(io.cwd, output);
  await writeFile(file, new Uint8Array(data as ArrayBuffer));
  print(io, `Wrote ${file}`);
  return EXIT.ok;
}
