/** How the spreadsheet parser refuses a file as a whole, and what it answers for one it reads. */

import { EN, MESSAGES, type OrderLine } from '@tawreed/domain';
import { LIMITS } from './columns.js';

export type SpreadsheetErrorCode = 'UNSUPPORTED_FILE_TYPE' | 'VALIDATION_FAILED' | 'FILE_TOO_LARGE';

/** A file the parser refuses as a whole; the code maps onto DESIGN §4's 415 / 422 / 413. */
export class SpreadsheetError extends Error {
  constructor(
    readonly code: SpreadsheetErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SpreadsheetError';
  }
}

export interface ParsedSpreadsheet {
  /** Valid rows, amounts computed exactly (SPEC §5). */
  lines: OrderLine[];
  /** "Row 7: Quantity must be positive", one per problem, in row order. */
  errors: string[];
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
  invalidFileType: MESSAGES.invalidFileType,
  fileTooLarge: MESSAGES.fileTooLarge,
  oldXls: 'Excel 95 and older .xls files are not supported; save the sheet as .xlsx or .csv',
  encrypted: 'Password-protected spreadsheets are not supported; remove the password and save as .xlsx',
  zip64: 'ZIP64 spreadsheets are not supported; save the sheet as .xlsx or .csv',
  webPage: 'This file is a web page or XML, not a spreadsheet; save the sheet as .xlsx or .csv',
  textIllFormed: EN.spreadsheetTextIllFormed,
  notUtf8: 'The CSV file is not UTF-8 text; save it as "CSV UTF-8" and try again',
  tooManyRows: `The spreadsheet has more than ${LIMITS.maxDataRows.toLocaleString('en-US')} lines; an order takes at most ${LIMITS.maxDataRows.toLocaleString('en-US')}`,
  xmlDoctype:
    'The spreadsheet contains an XML document type declaration, which Excel never writes; save the sheet again as .xlsx',
  tooLargeDecompressed: 'The spreadsheet is too large when decompressed',
  tooManyCells: `The spreadsheet holds more cells than an order of ${LIMITS.maxDataRows.toLocaleString('en-US')} lines needs; keep only the order lines and save it again`,
  unreadable: 'Failed to parse the file. Please check the format and try again.',
  empty: 'The spreadsheet is empty',
} as const;

export const fail = (code: SpreadsheetErrorCode, message: string) => new SpreadsheetError(code, message);
