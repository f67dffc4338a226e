/**
 * A download read a page at a time (stock lots, the audit trail): CSV (BOM, then a line per
 * row) or .xlsx (exceljs's streaming writer), pulled as the client takes it.
 */
import { PassThrough } from 'node:stream';
import { csvLine } from '@tawreed/domain';
import ExcelJS from 'exceljs';

type Cell = string | number | Date | null;

interface PagedExport<Row> {
  /** The pages, read only as the download proceeds (the first already read: http/streaming.ts). */
  pages: AsyncIterator<Row[]> & AsyncIterable<Row[]>;
  /** The CSV's heading and one row's fields (text already neutralised). */
  csv: { headers: string[]; row(row: Row): string[] };
  /** The sheet's name, heading, one row's cells, and its column layout and direction. */
  xlsx: {
    sheet: string;
    headers: string[];
    row(row: Row): Cell[];
    columns?: Array<Partial<ExcelJS.Column>>;
    rightToLeft?: boolean;
  };
}

/** The export in `format`, as a web stream. */
export function pagedExport<Row>(format: 'csv' | 'xlsx', spec: PagedExport<Row>): ReadableStream<Uint8Array> {
  return format === 'csv' ? csvStream(spec) : xlsxStream(spec);
}

function csvStream<Row>({ pages, csv }: PagedExport<Row>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(csv.headers)}`));
        return;
      }
      const next = await pages.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(next.value.map((row) => csvLine(csv.row(row))).join('')));
    },
  });
}

function xlsxStream<Row>({ pages, xlsx }: PagedExport<Row>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const chunks: Buffer[] = [];
      const sink = new PassThrough();
      sink.on('data', (chunk: Buffer) => chunks.push(chunk));
      const flush = () => {
        while (chunks.length) controller.enqueue(new Uint8Array(chunks.shift() as Buffer));
      };
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true });
      const views = xlsx.rightToLeft === undefined ? {} : { views: [{ rightToLeft: xlsx.rightToLeft }] };
      const sheet = workbook.addWorksheet(xlsx.sheet, views);
      if (xlsx.columns) sheet.columns = xlsx.columns;
      sheet.addRow(xlsx.headers).commit();
      for await (const page of pages) {
        for (const row of page) sheet.addRow(xlsx.row(row)).commit();
        flush();
      }
      sheet.commit();
      await workbook.commit();
      flush();
      controller.close();
    },
  });
}
