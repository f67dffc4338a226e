import path from 'node:path';
import { type components, importPriceListFile, type TawreedClient, unwrap } from '@tawreed/sdk';
import { type Command, Option } from 'commander';
import { z } from 'zod';
import { EXIT, usageError } from '../errors.js';
import { readLocalFile } from '../files.js';
import { jsonFlag, parseOptions } from '../options.js';
import { csvLine, green, type Io, print, printJson, red, table } from '../output.js';
import { connect } from '../session.js';
import type { Act } from './types.js';

type PriceList = components['schemas']['PriceList'];
const FORMATS = ['table', 'json', 'csv'] as const;

/** `tawreed prices list|import|assign` (DESIGN §12). */
export function registerPriceCommands(program: Command, io: Io, act: Act) {
  const prices = program
    .command('prices')
    .description('price lists: list them, import their items and assign them to clients');

  prices
    .command('list')
    .description('every price list, the default first, with validity and counts')
    .addOption(new Option('--format <format>', 'output format').choices(FORMATS).default('table'))
    .action(act((options) => list(io, options)));

  prices
    .command('import')
    .description(
      "import a list's items from a spreadsheet (.xlsx or .csv: Item Code, Price (SAR)); all rows or none",
    )
    .argument('<list>', 'the price list, by name (any letter case) or id')
    .argument('<file>', 'the spreadsheet (GET /api/price-lists/import/template gives the format)')
    .option('--replace', 'make the file the whole list (default: add and update the items given)')
    .option('--dry-run', 'check every row and count what would change; change nothing')
    .option('--json', 'print the result as JSON')
    .action(act((list: string, file: string, options) => importPrices(io, list, file, options)));

  prices
    .command('assign')
    .description("give a client its own price list (tender or contract prices), or 'default' to take it away")
    .argument('<accountNo>', "the client's account number (any letter case)")
    .argument('<list>', "the price list, by name (any letter case) or id; 'default': the default list")
    .option('--json', 'print the client as JSON')
    .action(act((accountNo: string, list: string, options) => assign(io, accountNo, list, options)));
}

async function assign(io: Io, accountNo: string, named: string, raw: unknown) {
  const options = parseOptions(z.object({ json: jsonFlag }), raw);
  const { client } = await connect(io.env);
  const target = named.trim().toLowerCase() === 'default' ? null : await findList(client, named);
  const updated = await unwrap(
    client.PATCH('/api/clients/{accountNo}', {
      params: { path: { accountNo } },
      body: { priceListId: target?.id ?? null },
    }),
  );
  if (options.json) printJson(io, updated);
  else
    print(
      io,
      target
        ? `${updated.accountNo} is priced by ${target.name}.`
        : `${updated.accountNo} is priced by the default list.`,
    );
  return EXIT.ok;
}

const validity = (list: PriceList) =>
  list.validFrom || list.validTo ? `${list.validFrom ?? '…'} to ${list.validTo ?? '…'}` : 'always';

async function list(io: Io, raw: unknown) {
  const options = parseOptions(z.object({ format: z.enum(FORMATS) }), raw);
  const { client } = await connect(io.env);
  const { priceLists } = await unwrap(client.GET('/api/price-lists'));
  const headers = ['Name', 'Default', 'Valid', 'Items', 'Clients', 'Id'];
  const rows = priceLists.map((l) => [
    l.name,
    l.isDefault ? 'yes' : '',
    validity(l),
    String(l.itemCount),
    String(l.clientCount),
    l.id,
  ]);
  if (options.format === 'json') printJson(io, { priceLists });
  else if (options.format === 'csv') {
    io.stdout.write(`${csvLine(headers)}\n`);
    for (const row of rows) io.stdout.write(`${csvLine(row)}\n`);
  } else if (!rows.length) print(io, 'No price lists yet.');
  else
    print(
      io,
      table(
        headers.map((h) => h.toUpperCase()),
        rows,
        { right: [3, 4] },
      ),
    );
  return EXIT.ok;
}

/** A list named by id or by name (any letter case). */
async function findList(client: TawreedClient, named: string) {
  const { priceLists } = await unwrap(client.GET('/api/price-lists'));
  const key = named.trim().toLowerCase();
  const found = priceLists.find((l) => l.id === key || l.name.toLowerCase() === key);
  if (!found) throw usageError(`No price list is named "${named}" (tawreed prices list shows them)`);
  return found;
}

async function importPrices(io: Io, named: string, file: string, raw: unknown) {
  const options = parseOptions(
    z.object({ replace: z.boolean().default(false), dryRun: z.boolean().default(false), json: jsonFlag }),
    raw,
  );
  const local = await readLocalFile(path.resolve(io.cwd, file));
  const { client } = await connect(io.env);
  const target = await findList(client, named);
  const result = await importPriceListFile(client, target.id, local, {
    mode: options.replace ? 'replace' : 'merge',
    dryRun: options.dryRun,
  });
  if (options.json) printJson(io, result);
  else if (result.errors.length) {
    for (const error of result.errors) print(io, red(io, error.message));
    print(io, `Nothing was imported: ${result.errors.length} problem(s) in ${local.name}.`);
  } else
    print(
      io,
      `${options.dryRun ? 'Dry run, nothing changed: ' : ''}${green(io, `${result.created} created`)}, ${result.updated} updated, ${result.unchanged} unchanged in ${target.name} from ${local.name}.`,
    );
  return result.errors.length ? EXIT.failed : EXIT.ok;
}
