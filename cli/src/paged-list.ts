import type { TawreedClient } from '@tawreed/sdk';
import type { Command } from 'commander';
import { z } from 'zod';
import type { Act } from './commands/types.js';
import { EXIT } from './errors.js';
import { type LIST_FORMATS, pagedListOptions, parseOptions, withPagedListOptions } from './options.js';
import { csvLine, type Io, print, printJson, table } from './output.js';
import { connect } from './session.js';

/** What every paged answer carries; past the service's exact-count limit `total` is a lower bound. */
interface ListPage {
  page: number;
  pageSize: number;
  total: number;
  totalIsEstimate?: boolean;
}

/** A page's rows as the CSV and the table show them. */
export interface ListView {
  csv: { headers: string[]; rows: Array<Array<string | number | null | undefined>> };
  table: { headers: string[]; rows: string[][]; right: number[] };
}

type PagedOptions<F extends z.ZodRawShape> = z.infer<z.ZodObject<F>> & {
  page: number;
  pageSize: number;
  format: (typeof LIST_FORMATS)[number];
};

export interface PagedList<F extends z.ZodRawShape, P extends ListPage> {
  description: string;
  /** Adds the command's own options (the paging options follow them). */
  options: (command: Command) => Command;
  /** The command's own options, parsed with --page, --page-size and --format. */
  filters: F;
  /** The page the options ask for. */
  fetch: (client: TawreedClient, options: PagedOptions<F>) => Promise<P>;
  /** What a page holds ("clients", "lots"): the empty answer's and the footer's word. */
  rows: string;
  view: (page: P) => ListView;
}

/** "Page 2 of 5 (123 clients)"; an estimated total is a lower bound: "Page 1 of 40+ (1,000+ lots)". */
function pageLine(page: ListPage, rows: string) {
  const more = page.totalIsEstimate ? '+' : '';
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return `Page ${page.page} of ${pages}${more} (${page.total.toLocaleString('en')}${more} ${rows})`;
}

/**
 * `<parent> list`, a paged list command: its own options, then withPagedListOptions'; it fetches
 * the page they ask for and prints it as JSON (the answer as it came), CSV, or a table with its
 * page line.
 */
export function pagedListCommand<F extends z.ZodRawShape, P extends ListPage>(
  parent: Command,
  io: Io,
  act: Act,
  list: PagedList<F, P>,
) {
  return withPagedListOptions(
    list.options(parent.command('list').description(list.description)),
    list.rows,
  ).action(act((options) => printPage(io, options, list)));
}

async function printPage<F extends z.ZodRawShape, P extends ListPage>(
  io: Io,
  raw: unknown,
  list: PagedList<F, P>,
) {
  const options = parseOptions(z.object({ ...list.filters, ...pagedListOptions }), raw) as PagedOptions<F>;
  const { client } = await connect(io.env);
  const page = await list.fetch(client, options);
  if (options.format === 'json') {
    printJson(io, page);
    return EXIT.ok;
  }
  const { csv, table: shown } = list.view(page);
  if (options.format === 'csv') {
    io.stdout.write(`${csvLine(csv.headers)}\n`);
    for (const row of csv.rows) io.stdout.write(`${csvLine(row)}\n`);
  } else if (!shown.rows.length) print(io, `No ${list.rows} match.`);
  else {
    print(io, table(shown.headers, shown.rows, { right: shown.right }));
    print(io, pageLine(page, list.rows));
  }
  return EXIT.ok;
}
