import { stripVTControlCharacters } from 'node:util';
import { formatSar, ORDER_ID_SHORT } from '@tawreed/sdk';
import type { CliEnv } from './env.js';

/** Where a command reads and writes; commands never touch process.* directly. */
export interface Io {
  stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stderr: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  /** The directory the user typed the command in: relative paths resolve against it. */
  cwd: string;
  env: CliEnv;
  /** Ctrl-C / SIGTERM for long-running commands (watch); other commands keep the default exit. */
  onInterrupt(handler: () => void): void;
  offInterrupt(handler: () => void): void;
}

export const print = (io: Io, text = '') => io.stdout.write(`${text}\n`);
export const printErr = (io: Io, text = '') => io.stderr.write(`${text}\n`);
export const printJson = (io: Io, value: unknown) => io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);

const colour = (code: number) => (io: Io, text: string) =>
  io.env.color && io.stdout.isTTY ? `\u001b[${code}m${text}\u001b[0m` : text;
export const green = colour(32);
export const red = colour(31);
export const dim = colour(2);
export const bold = colour(1);

export const shortId = (id: string) => id.slice(0, ORDER_ID_SHORT);
export const sar = (value: string) => {
  try {
    return formatSar(value);
  } catch {
    return value;
  }
};

/** "2026-11-21T08:15:00.000Z" -> "2026-11-21 08:15" (UTC, as the API sends it). */
export const dateTime = (iso: string | null | undefined) =>
  iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '';

const visibleLength = (text: string) => [...stripVTControlCharacters(text)].length;

/** A plain aligned table: header, a rule, rows. Right-aligns the columns listed in `right`. */
export function table(headers: string[], rows: string[][], options: { right?: number[] } = {}): string {
  const widths = headers.map((header, column) =>
    Math.max(visibleLength(header), ...rows.map((row) => visibleLength(row[column] ?? ''))),
  );
  const pad = (cell: string, column: number) => {
    const gap = ' '.repeat(Math.max(0, widths[column]! - visibleLength(cell)));
    return options.right?.includes(column) ? gap + cell : cell + gap;
  };
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => pad(cell, column))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const FORMULA_START = /^[=+\-@\t\r\n]/;

/** One RFC 4180 line; text a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvLine(values: Array<string | number | null | undefined>): string {
  return values
    .map((value) => {
      if (value === null || value === undefined) return '';
      let text = String(value);
      if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');
}
