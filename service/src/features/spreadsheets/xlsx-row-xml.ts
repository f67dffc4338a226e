/**
 * Sheet rows written as XML text straight into exceljs's streaming worksheet, for exports of
 * hundreds of thousands of rows. exceljs (4.4) builds each row through its Row, Cell and
 * xform objects, a dozen allocations per cell: most of an export's time. This writes the
 * bytes exceljs itself writes for the cell types an export uses (text, number, date,
 * empty), with the style ids exceljs gave the columns, so the file is the same
 * (xlsx-row-xml.test.ts compares them byte for byte); exceljs still writes everything else
 * (columns, heading, filter, styles, the zip).
 */
import ExcelJS from 'exceljs';

export type XlsxCell = string | number | Date | null;

/** Excel's day count for 1970-01-01 (the 1900 date system), as exceljs's dateToExcel. */
const EXCEL_EPOCH_DAYS = 25569;
const DAY_MS = 86_400_000;

// exceljs's xmlEncode: the five XML specials escaped, control characters XML 1.0 forbids dropped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: those are the characters it drops
const XML_SPECIAL = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above
const XML_SPECIAL_ALL = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/g;
const ESCAPES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};

function xmlText(text: string): string {
  return XML_SPECIAL.test(text) ? text.replace(XML_SPECIAL_ALL, (c) => ESCAPES[c] ?? '') : text;
}

/** "A".."Z", "AA"..: a 1-based column's letters. */
function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

interface StyledWorkbook {
  styles: { addStyleModel(model: Partial<ExcelJS.Style>, cellType?: number): number };
}

interface RowStreamSheet {
  stream: { write(text: string): void };
}

/**
 * Writes rows after the committed heading of `sheet`, every cell of column i styled
 * `styles[i]` (the same objects the columns were given, so exceljs hands back their ids).
 */
export class XlsxRowWriter {
  private readonly letters: string[];
  private readonly styleAttributes: string[];
  private readonly spans: string;

  constructor(
    workbook: ExcelJS.stream.xlsx.WorkbookWriter,
    private readonly sheet: ExcelJS.Worksheet,
    styles: ReadonlyArray<Partial<ExcelJS.Style>>,
  ) {
    const registry = (workbook as unknown as StyledWorkbook).styles;
    this.letters = styles.map((_, index) => columnLetters(index + 1));
    this.styleAttributes = styles.map((style) => {
      const id = registry.addStyleModel(style, style.numFmt ? undefined : ExcelJS.ValueType.String);
      return id ? ` s="${id}"` : '';
    });
    this.spans = `1:${styles.length}`;
  }

  /** One row's XML, as exceljs writes it (the first and last cell are never empty here). */
  rowXml(rowNumber: number, cells: readonly XlsxCell[]): string {
    let xml = `<row r="${rowNumber}" spans="${this.spans}" x14ac:dyDescent="0.25">`;
    for (let i = 0; i < cells.length; i++) {
      const style = this.styleAttributes[i]!;
      const value = cells[i];
      const open = `<c r="${this.letters[i]}${rowNumber}"${style}`;
      if (value === null || value === undefined) {
        if (style) xml += `${open}/>`;
      } else if (typeof value === 'string') {
        xml += `${open} t="str"><v>${xmlText(value)}</v></c>`;
      } else if (typeof value === 'number') {
        xml += `${open}><v>${value}</v></c>`;
      } else {
        xml += `${open}><v>${EXCEL_EPOCH_DAYS + value.getTime() / DAY_MS}</v></c>`;
      }
    }
    return `${xml}</row>`;
  }

  /** Writes rows' XML (already built) into the sheet's part. */
  write(xml: string): void {
    (this.sheet as unknown as RowStreamSheet).stream.write(xml);
  }
}
