/** How the spreadsheet parser refuses a file as a whole, and what it answers for one it reads. */

import { english, type Message, msg, type OrderLine } from '@tawreed/domain';
import { LIMITS } from './columns.js';

export type SpreadsheetErrorCode = 'UNSUPPORTED_FILE_TYPE' | 'VALIDATION_FAILED' | 'FILE_TOO_LARGE';

/** A file the parser refuses as a whole; the code maps onto DESIGN §4's 415 / 422 / 413. */
export class SpreadsheetError extends Error {
  constructor(
    readonly code: SpreadsheetErrorCode,
    /** What the refusal says, rendered in the reader's language at the edge. */
    readonly text: Message,
  ) {
    super(english(text));
    this.name = 'SpreadsheetError';
  }
}

export interface ParsedSpreadsheet {
  /** Valid rows, amounts computed exactly (SPEC §5). */
  lines: OrderLine[];
  /** The spreadsheet row of each line (header = 1): `lineRows[i]` is `lines[i]`'s. */
  lineRows: number[];
  /** "Row 7: Quantity must be positive", one per problem, in row order. */
  errors: Message[];
  /** Sum of the valid lines' net values, exact decimal string. */
  totalValueSAR: string;
  /** Data rows read (valid and invalid; header, blank rows and what follows TOTAL excluded). */
  rowCount: number;
  /** What the content is (never what the client declared): stored and served with the file. */
  contentType: typeof XLSX_TYPE | typeof XLS_TYPE | typeof CSV_TYPE;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLS_TYPE = 'application/vnd.ms-excel';
export const CSV_TYPE = 'text/csv';

export interface SpreadsheetUpload {
  bytes: Buffer;
  fileName: string;
  contentType?: string;
}

export const SPREADSHEET_MESSAGES = {
  invalidFileType: msg('invalidFileType'),
  fileTooLarge: msg('fileTooLarge'),
  oldXls: msg('sheetOldXls'),
  encrypted: msg('sheetEncrypted'),
  zip64: msg('sheetZip64'),
  webPage: msg('sheetWebPage'),
  textIllFormed: msg('spreadsheetTextIllFormed'),
  notUtf8: msg('sheetNotUtf8'),
  tooManyRows: msg('sheetTooManyRows', { max: LIMITS.maxDataRows.toLocaleString('en-US') }),
  xmlDoctype: msg('sheetDoctype'),
  tooLargeDecompressed: msg('sheetTooLargeDecompressed'),
  tooManyCells: msg('sheetTooManyCells', { max: LIMITS.maxDataRows.toLocaleString('en-US') }),
  unreadable: msg('sheetUnreadable'),
  empty: msg('sheetEmpty'),
  busy: msg('sheetBusy'),
  tooSlow: msg('sheetTooSlow'),
} as const satisfies Record<string, Message>;

export const fail = (code: SpreadsheetErrorCode, message: Message) => new SpreadsheetError(code, message);
