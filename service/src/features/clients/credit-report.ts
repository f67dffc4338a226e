/**
 * The credit report (DESIGN §11 "a credit report (aging of all clients, largest exposures) with
 * export"): the aging of every client computed and paged in SQL (aging.ts), and the same rows
 * as an .xlsx whose amounts are number cells, headed in English or Arabic.
 */
import { PassThrough } from 'node:stream';
import { type Lang, type Message, type MessageKey, render, riyadhDate } from '@tawreed/domain';
import ExcelJS from 'exceljs';
import type { Deps, SessionUser } from '../../http/context.js';
import { type AgingRow, agingReport, agingRows } from './aging.js';
import type { CreditReportQuery } from './dto.js';
import { assertCanViewCredit } from './service.js';

const cleanQ = (q: string | undefined) => q?.trim() || null;

export async function getCreditReport(deps: Deps, caller: SessionUser, query: CreditReportQuery) {
  assertCanViewCredit(caller);
  const today = riyadhDate(deps.now());
  const report = await agingReport(deps.db, { ...query, q: cleanQ(query.q), today });
  return { asOf: today, ...report, page: query.page, pageSize: query.pageSize };
}

/** At most this many clients in one file (the whole master at the scale DESIGN §14 plans for). */
const EXPORT_MAX_ROWS = 200_000;

const SAR_STYLE: Partial<ExcelJS.Style> = { numFmt: '#,##0.00' };

const heading = (lang: Lang, key: MessageKey, params: Record<string, string> = {}) =>
  render(lang, { key, params } as Message);

const COLUMNS: ReadonlyArray<{
  header: MessageKey;
  width: number;
  sar?: true;
  cell: (r: AgingRow, lang: Lang) => unknown;
}> = [
  { header: 'colAccountNo', width: 14, cell: (r) => r.accountNo },
  { header: 'colClientName', width: 32, cell: (r) => r.name },
  { header: 'colClientNameAr', width: 32, cell: (r) => r.nameAr },
  {
    header: 'colClientStatus',
    width: 12,
    cell: (r, lang) => heading(lang, `clientStatus${r.status}` as MessageKey),
  },
  { header: 'colCreditLimit', width: 16, sar: true, cell: (r) => r.creditLimitSAR },
  { header: 'colOpenReceivables', width: 18, sar: true, cell: (r) => r.openReceivablesSAR },
  { header: 'colOpenOrders', width: 16, sar: true, cell: (r) => r.openOrdersSAR },
  { header: 'colExposure', width: 16, sar: true, cell: (r) => r.exposureSAR },
  { header: 'colAvailable', width: 16, sar: true, cell: (r) => r.availableSAR },
  { header: 'colOverdue', width: 16, sar: true, cell: (r) => r.overdueSAR },
  { header: 'colOverdue1to30', width: 16, sar: true, cell: (r) => r.aging.d1to30 },
  { header: 'colOverdue31to60', width: 16, sar: true, cell: (r) => r.aging.d31to60 },
  { header: 'colOverdue61to90', width: 16, sar: true, cell: (r) => r.aging.d61to90 },
  { header: 'colOverdue90plus', width: 16, sar: true, cell: (r) => r.aging.d90plus },
];

/**
 * Amounts as number cells: a decimal string of two places is exactly what Excel's double
 * shows at '#,##0.00' (up to 12 whole digits, numeric(14,2)'s range).
 */
const cellValue = (value: unknown, sar: boolean | undefined) =>
  sar && typeof value === 'string' ? Number(value) : (value ?? null);

/** The report's rows (every matching client, in the report's order) as one .xlsx. */
export async function exportCreditReport(
  deps: Deps,
  caller: SessionUser,
  query: Pick<CreditReportQuery, 'q' | 'sort'>,
  lang: Lang,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  assertCanViewCredit(caller);
  const today = riyadhDate(deps.now());
  const rows = await agingRows(deps.db, {
    today,
    q: cleanQ(query.q),
    sort: query.sort,
    limit: EXPORT_MAX_ROWS,
  });
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(heading(lang, 'creditReportSheet', { date: today }), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: lang === 'ar' }],
  });
  sheet.columns = COLUMNS.map((column) => ({
    header: heading(lang, column.header),
    width: column.width,
    style: column.sar ? SAR_STYLE : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  for (const row of rows) {
    const added = sheet.addRow(COLUMNS.map((column) => cellValue(column.cell(row, lang), column.sar)));
    // One shared style object: exceljs looks styles up by identity, so this is a cache hit per cell.
    COLUMNS.forEach((column, index) => {
      if (column.sar) added.getCell(index + 1).style = SAR_STYLE;
    });
    added.commit();
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return { bytes: new Uint8Array(Buffer.concat(chunks)), fileName: `credit-report-${today}.xlsx` };
}
