import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ORDER_SORTS, riyadhDate, TawreedApiError } from '@tawreed/sdk';
import { type Command, Option } from 'commander';
import { z } from 'zod';
import { EXIT, usageError } from '../errors.js';
import { addFilterOptions, filterOptionsSchema, toQuery } from '../filters.js';
import { parseOptions } from '../options.js';
import { type Io, print, printJson } from '../output.js';
import { ByteCounter, formatBytes } from '../progress.js';
import { connect } from '../session.js';
import type { Act } from './types.js';

const FORMATS = ['xlsx', 'csv'] as const;
const LANGUAGES = ['en', 'ar'] as const;

export function registerExportCommand(orders: Command, io: Io, act: Act) {
  addFilterOptions(
    orders.command('export').description('download every matching order as .xlsx or .csv (streamed to disk)'),
  )
    .addOption(
      new Option(
        '--format <format>',
        "file format (default: the output file's extension, else xlsx)",
      ).choices(FORMATS),
    )
    .addOption(new Option('--sort <key>', 'sort order').choices(ORDER_SORTS).default('-updatedAt'))
    .addOption(
      new Option('--lang <lang>', 'language of the headings and status labels (ar: Arabic)')
        .choices(LANGUAGES)
        .default('en'),
    )
    .option('-o, --output <file>', 'where to write it; - for stdout (default orders-export-{date}.{format})')
    .option('--json', 'print what was written as JSON')
    .action(act((options) => exportOrders(io, options)));
}

const exportOptions = filterOptionsSchema.extend({
  format: z.enum(FORMATS).optional(),
  sort: z.enum(ORDER_SORTS),
  lang: z.enum(LANGUAGES),
  output: z.string().min(1).optional(),
  json: z.boolean().default(false),
});

type Format = (typeof FORMATS)[number];

/**
 * The file's extension decides the format unless --format does; the two disagreeing, or an
 * extension that is neither, is a usage error rather than an .xlsx inside a .csv.
 */
export function exportFormat(output: string | undefined, format: Format | undefined): Format {
  const extension = output && output !== '-' ? path.extname(output).slice(1).toLowerCase() : '';
  const implied = (FORMATS as readonly string[]).includes(extension) ? (extension as Format) : undefined;
  if (format && implied && format !== implied) {
    throw usageError(`--format ${format} contradicts the output file ${output} (.${implied}): drop one`);
  }
  if (!format && !implied && extension) {
    throw usageError(`Cannot tell the format from ${output}: name it .xlsx or .csv, or pass --format`);
  }
  return format ?? implied ?? 'xlsx';
}

async function exportOrders(io: Io, raw: unknown) {
  const parsed = parseOptions(exportOptions, raw);
  const options = { ...parsed, format: exportFormat(parsed.output, parsed.format) };
  const { client } = await connect(io.env);
  const { data, response } = await client.GET('/api/orders/export', {
    params: {
      query: { ...toQuery(options), format: options.format, sort: options.sort, lang: options.lang },
    },
    parseAs: 'stream',
  });
  if (!response.ok || !data) throw await TawreedApiError.fromResponse(response);
  const body = Readable.fromWeb(data as WebReadableStream<Uint8Array>);

  const counter = new ByteCounter(io, `Exporting orders (${options.format})`);
  const count = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counter.add(chunk.length);
      callback(null, chunk);
    },
  });

  if (options.output === '-') {
    await pipeline(body, count, io.stdout);
    return EXIT.ok;
  }
  const file = path.resolve(
    io.cwd,
    options.output ?? `orders-export-${riyadhDate(new Date())}.${options.format}`,
  );
  // Written beside the target and renamed at the end: a broken download leaves no half file.
  const partial = `${file}.part`;
  try {
    await pipeline(body, count, createWriteStream(partial));
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    counter.stop();
  }
  if (options.json) printJson(io, { file, bytes: counter.total, seconds: counter.seconds });
  else print(io, `Wrote ${file} (${formatBytes(counter.total)} in ${counter.seconds.toFixed(1)} s)`);
  return EXIT.ok;
}
