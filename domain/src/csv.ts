/**
 * RFC 4180 reading and writing, with the leniency real spreadsheet exports need: the one CSV
 * of the workspace (the service's imports and exports, the CLI's manifests and `--csv` output).
 */
import { english } from './messages/by-language.js';
import { type Message, msg } from './messages/core.js';

const QUOTE = 0x22;

const CR = 0x0d;
const LF = 0x0a;

export class CsvFormatError extends Error {
  constructor(
    readonly rowNumber: number,
    readonly text: Message,
  ) {
    super(english(text));
  }
}

export interface CsvRow {
  /** 1-based, as a spreadsheet program opening the file numbers it (blank lines count). */
  rowNumber: number;
  cells: string[];
}

/**
 * The separator used by the first record: comma, semicolon (Excel in locales with a decimal
 * comma) or tab (".xls" files that are really tab-separated text), whichever occurs most.
 */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (let i = 0; i < text.length && i < 65_536; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const [ch, count] of counts) if (count > counts.get(best)!) best = ch;
  return best;
}

/**
 * Records of `text`: quoted fields with doubled quotes and embedded line breaks, CRLF, LF or
 * CR line ends. Only the first `maxColumns` fields of a record are kept. A quote that is
 * never closed swallows the rest of the file, so it is an error naming its row; text after
 * a closing quote is kept as it is (what spreadsheet programs do).
 */
export function* csvRows(text: string, delimiter: string, maxColumns: number): Generator<CsvRow> {
  const delim = delimiter.charCodeAt(0);
  const n = text.length;
  let i = 0;
  let rowNumber = 1;
  while (i < n) {
    const cells: string[] = [];
    let column = 0;
    const startRow = rowNumber;
    for (;;) {
      let value: string;
      if (text.charCodeAt(i) === QUOTE) {
        let start = i + 1;
        let quotedValue = '';
        for (;;) {
          const close = text.indexOf('"', start);
          if (close === -1) throw new CsvFormatError(startRow, msg('csvQuoteNotClosed'));
          if (text.charCodeAt(close + 1) === QUOTE) {
            quotedValue += text.slice(start, close + 1);
            start = close + 2;
            continue;
          }
          quotedValue += text.slice(start, close);
          i = close + 1;
          break;
        }
        let end = i;
        while (end < n) {
          const c = text.charCodeAt(end);
          if (c === delim || c === CR || c === LF) break;
          end++;
        }
        value = end > i ? quotedValue + text.slice(i, end) : quotedValue;
        i = end;
      } else {
        let end = i;
        while (end < n) {
          const c = text.charCodeAt(end);
          if (c === delim || c === CR || c === LF) break;
          end++;
        }
        value = text.slice(i, end);
        i = end;
      }
      if (column < maxColumns) cells.push(value);
      column++;
      if (i >= n) break;
      const c = text.charCodeAt(i);
      if (c === delim) {
        i++;
        continue;
      }
      i++; // CR or LF
      if (c === CR && text.charCodeAt(i) === LF) i++;
      break;
    }
    yield { rowNumber: startRow, cells };
    rowNumber++;
  }
}

/**
 * Every record of a comma-separated `text` as its fields, a UTF-8 byte-order mark ignored (a
 * quote never closed is a CsvFormatError naming its row).
 */
export function parseCsv(text: string): string[][] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return Array.from(csvRows(body, ',', Number.POSITIVE_INFINITY), (row) => row.cells);
}

/** One field, quoted only when it has to be (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One record without a line end; fields are written as they are. */
export const csvRecord = (values: readonly string[]) => values.map(csvField).join(',');

/** One record with its CRLF line end; fields are written as they are. */
export const csvLine = (values: readonly string[]) => `${csvRecord(values)}\r\n`;

/**
 * Text a spreadsheet program could run as a formula (= + - @, or a tab / line break in
 * front) gets a leading apostrophe (OWASP "CSV injection"). Applied to every text cell.
 */
export function neutraliseFormula(text: string): string {
  switch (text.charCodeAt(0)) {
    case 0x3d: // =
    case 0x2b: // +
    case 0x2d: // -
    case 0x40: // @
    case 0x09: // tab
    case 0x0d: // CR
    case 0x0a: // LF
      return `'${text}`;
    default:
      return text;
  }
}
