import { stripVTControlCharacters } from 'node:util';
import { csvRecord, neutraliseFormula } from '@tawreed/domain';
import { formatSar, ORDER_ID_SHORT, TIME_ZONE } from '@tawreed/sdk';
import type { CliEnv } from './env.js';

/** Where a command reads and writes; commands never touch process.* directly. */
export interface Io {
  stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stderr: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  /** The directory the user typed the command in: relative paths resolve against it. */
  cwd: string;
  env: CliEnv;
  /** --utc: times in UTC instead of Asia/Riyadh (set from the global option before a command runs). */
  utc?: boolean;
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

const riyadhParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock in Asia/Riyadh (DESIGN §9, as the portal shows it) or UTC, with the zone named. */
function wallClock(io: Pick<Io, 'utc'>, date: Date) {
  if (io.utc) {
    const iso = date.toISOString();
    return { date: iso.slice(0, 10), time: iso.slice(11, 19), zone: 'UTC' };
  }
  const part = Object.fromEntries(riyadhParts.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}:${part.second}`,
    zone: '+03',
  };
}

/**
 * "2026-11-21T08:15:00.000Z" -> "2026-11-21 11:15 +03" (or "2026-11-21 08:15 UTC" with --utc).
 * Table cells leave the zone out (`withZone` false): the column header names it (zoneLabel).
 */
export function dateTime(io: Pick<Io, 'utc'>, iso: string | null | undefined, withZone = true): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const clock = wallClock(io, date);
  return `${clock.date} ${clock.time.slice(0, 5)}${withZone ? ` ${clock.zone}` : ''}`;
}

/** "Updated (+03)": a time column's header with the zone its cells are in. */
export const zoned = (io: Pick<Io, 'utc'>, header: string) => `${header} (${io.utc ? 'UTC' : '+03'})`;

/** A calendar day (an expected or actual delivery date) in the same zone as the times. */
export function calendarDate(io: Pick<Io, 'utc'>, iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : wallClock(io, date).date;
}

/** "11:15:02 +03": the time of day of a live event. */
export function timeOfDay(io: Pick<Io, 'utc'>, date: Date): string {
  const clock = wallClock(io, date);
  return `${clock.time} ${clock.zone}`;
}

const plurals = new Intl.PluralRules('en');
/** "1 line", "2 lines", "0 orders": one message with plural branches (STYLE), never "1 lines". */
export function count(n: number, one: string, other = `${one}s`): string {
  return `${n.toLocaleString('en')} ${plurals.select(n) === 'one' ? one : other}`;
}

const visibleLength = (text: string) => [...stripVTControlCharacters(text)].length;

/** The width tables must fit: the terminal's, or COLUMNS when the output is not a terminal. */
export function outputWidth(io: Io): number | undefined {
  if (io.stdout.isTTY && io.stdout.columns) return io.stdout.columns;
  return io.env.columns;
}

/** Cuts text to `width` characters, ending with an ellipsis when something was cut. */
export function ellipsize(text: string, width: number): string {
  const plain = stripVTControlCharacters(text);
  const chars = [...plain];
  if (chars.length <= width) return text;
  return width <= 1 ? chars.slice(0, width).join('') : `${chars.slice(0, width - 1).join('')}…`;
}

/** Breaks text at spaces into lines of at most `width` (a longer word is cut), indenting the rest. */
export function wrap(text: string, width: number | undefined, indent: number): string {
  if (!width || width < 10 || visibleLength(text) <= width) return text;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    for (let rest = word; rest; ) {
      const room = line ? width - visibleLength(line) - 1 : width;
      if (visibleLength(rest) <= room) {
        line = line ? `${line} ${rest}` : rest;
        rest = '';
      } else if (line) {
        lines.push(line);
        line = '';
      } else {
        lines.push([...rest].slice(0, width).join(''));
        rest = [...rest].slice(width).join('');
      }
    }
  }
  if (line) lines.push(line);
  return lines.join(`\n${' '.repeat(indent)}`);
}

const GAP = 2;
/** Below this a text column is hard to read: columns listed in `drop` go first. */
const COMFORTABLE = 10;
/** Never cut a column below this. */
const NARROWEST = 4;

export interface TableOptions {
  /** Columns aligned right (amounts, counts). */
  right?: number[];
  /** Columns that may be ellipsized to fit (free text); the others keep their full width. */
  shrink?: number[];
  /** Columns that may be left out to fit, first to go first. */
  drop?: number[];
  /** The width to fit (outputWidth(io)); undefined: no limit. */
  width?: number | undefined;
}

const lineWidth = (widths: number[]) => widths.reduce((sum, w) => sum + w, 0) + GAP * (widths.length - 1);

/** Shrinks the widest shrinkable column one character at a time until the line fits. */
function shrinkToFit(natural: number[], shrinkable: boolean[], floor: number, maxWidth: number): number[] {
  const widths = [...natural];
  while (lineWidth(widths) > maxWidth) {
    let widest = -1;
    widths.forEach((w, i) => {
      if (shrinkable[i] && w > Math.min(natural[i]!, floor) && (widest < 0 || w > widths[widest]!))
        widest = i;
    });
    if (widest < 0) break;
    widths[widest]! -= 1;
  }
  return widths;
}

/**
 * An aligned table (header, a rule, rows) that fits `width`: first text columns are
 * ellipsized down to a readable width, then the `drop` columns are left out in order, then
 * text columns are cut further. Answers the text and the headers left out.
 */
export function tableLayout(headers: string[], rows: string[][], options: TableOptions = {}) {
  const natural = headers.map((header, column) =>
    Math.max(visibleLength(header), ...rows.map((row) => visibleLength(row[column] ?? ''))),
  );
  let shown = headers.map((_, column) => column);
  let widths = natural;
  if (options.width) {
    const max = options.width;
    const fit = (floor: number) =>
      shrinkToFit(
        shown.map((c) => natural[c]!),
        shown.map((c) => !options.shrink || options.shrink.includes(c)),
        floor,
        max,
      );
    const drops = [...(options.drop ?? [])];
    let fitted = fit(COMFORTABLE);
    while (lineWidth(fitted) > max && drops.length) {
      const gone = drops.shift()!;
      shown = shown.filter((c) => c !== gone);
      fitted = fit(COMFORTABLE);
    }
    if (lineWidth(fitted) > max) fitted = fit(NARROWEST);
    widths = headers.map((_, c) => (shown.includes(c) ? fitted[shown.indexOf(c)]! : 0));
  }
  const pad = (cell: string, column: number) => {
    const text = ellipsize(cell, widths[column]!);
    const gap = ' '.repeat(Math.max(0, widths[column]! - visibleLength(text)));
    return options.right?.includes(column) ? gap + text : text + gap;
  };
  const line = (cells: string[]) =>
    shown
      .map((column) => pad(cells[column] ?? '', column))
      .join(' '.repeat(GAP))
      .trimEnd();
  const text = [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
  const hidden = headers.filter((_, column) => !shown.includes(column));
  return { text, hidden };
}

export const table = (headers: string[], rows: string[][], options: TableOptions = {}) =>
  tableLayout(headers, rows, options).text;

/**
 * One CSV record (no line end; the domain's RFC 4180 writer): text a spreadsheet would run as a
 * formula gets a leading apostrophe, numbers are written as they are, a missing value is empty.
 */
export function csvLine(values: Array<string | number | null | undefined>): string {
  const fields = values.map((value) =>
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? neutraliseFormula(value)
        : String(value),
  );
  return csvRecord(fields);
}
