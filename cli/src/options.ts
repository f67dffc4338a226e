import { inEnglish } from '@tawreed/domain';
import { type Command, Option } from 'commander';
import { type ZodType, z } from 'zod';
import { usageError } from './errors.js';

const flag = (key: PropertyKey) => `--${String(key).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * Parses commander's option object with a zod schema; a bad value is a usage error naming
 * the option ("--page-size: Too big: expected number to be <=100"), exit code 2.
 */
export function parseOptions<T extends ZodType>(schema: T, raw: unknown): z.infer<T> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const where = issue.path.length ? `${flag(issue.path[0]!)}: ` : '';
  // A rule of the domain answers by key; the command line speaks English.
  throw usageError(`${where}${inEnglish(issue.message)}`);
}

/**
 * A whole number from a command-line string, with a message that says what was typed
 * ("--page-size: expected a whole number from 1 to 100, got \"abc\""), never "received NaN".
 */
export const intOption = (min: number, max: number) =>
  z.union([z.string(), z.number()]).transform((raw, ctx) => {
    const text = String(raw).trim();
    const value = /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isInteger(value) && value >= min && value <= max) return value;
    ctx.addIssue({
      code: 'custom',
      message: `expected a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}, got ${JSON.stringify(String(raw))}`,
    });
    return z.NEVER;
  });

/** YYYY-MM-DD, checked to be a real calendar date. */
export const dateOption = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'not a calendar date');

export const jsonFlag = z.boolean().default(false);

/** How a list command prints its rows (--format). */
export const LIST_FORMATS = ['table', 'json', 'csv'] as const;

/** The --format option of a list command (table by default). */
export const listFormatOption = () =>
  new Option('--format <format>', 'output format').choices(LIST_FORMATS).default('table');

/** Gives a list command the options pagedListOptions reads; `rows` names what a page holds. */
export const withPagedListOptions = (command: Command, rows: string) =>
  command
    .option('--page <n>', 'page number', '1')
    .option('--page-size <n>', `${rows} per page (1-100)`, '25')
    .addOption(listFormatOption());

/** The options every paged list command takes: --page, --page-size (at most 100) and --format. */
export const pagedListOptions = {
  page: intOption(1, 100_000),
  pageSize: intOption(1, 100),
  format: z.enum(LIST_FORMATS),
};
