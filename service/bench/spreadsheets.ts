/**
 * Spreadsheet speed and memory (issue 3):
 * - parsing a 5,000-line .xlsx (the line limit of an order) with parseOrderLinesFile against exceljs's own
 *   `workbook.xlsx.load` of the same file (median of 5 runs each; target ratio <= 1.2);
 * - exporting N orders through createOrdersExport (stream consumed, bytes discarded)
 *   against exceljs's streaming WorkbookWriter writing the same rows alone (target ratio
 *   <= 1.25, peak RSS growth <= 200 MB and flat between 10k and 100k rows).
 *
 * Each export measurement runs in a fresh child process, so one run's heap does not hide
 * the next one's growth. Run: `cd service && npx tsx bench/spreadsheets.ts`.
 */
import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as SheetJS from '@e965/xlsx';
import {
  AREAS,
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
  MEDICAL_COMPANIES,
  ORDER_STATUSES,
  orderStatusLabel,
  REGIONS,
} from '@tawreed/domain';
import ExcelJS from 'exceljs';
import { TEMPLATE_HEADERS } from '../src/features/spreadsheets/columns.js';
import {
  createOrdersExport,
  EXPORT_COLUMNS,
  type ExportOrderRow,
} from '../src/features/spreadsheets/export.js';
import { parseOrderLinesFile } from '../src/features/spreadsheets/parse.js';

const MB = 1024 * 1024;
const round = (value: number, places = 2) => Number(value.toFixed(places));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

// ---------------------------------------------------------------------------------------
// Parse

const ITEMS = [
  'Nitrile examination gloves, powder-free, size M (box of 100)',
  'Paracetamol 500 mg tablets (pack of 24)',
  'Disposable syringe 5 ml with 23G needle (box of 100)',
  'شاش طبي معقم 10 × 10 سم (علبة 100)',
  'Surgical face mask, 3-ply, type IIR (box of 50)',
  'Amoxicillin 500 mg capsules (pack of 21)',
  'Alcohol prep pads 70% isopropyl (box of 200)',
  'IV cannula 20G with injection port',
];

/** An order spreadsheet as Excel users make them: header, N lines, a TOTAL row. */
export async function orderSpreadsheet(lines: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Order Lines');
  sheet.addRow([...TEMPLATE_HEADERS]);
  for (let i = 0; i < lines; i++) {
    const price = (((i * 37) % 50_000) + 100) / 100;
    const discount = (i * 7) % 25;
    const quantity = (i % 40) + 1;
    const net = Math.round(price * (1 - discount / 100) * quantity * 100) / 100;
    sheet.addRow([
      `MED-${String(10_000 + i)}`,
      ITEMS[i % ITEMS.length],
      price,
      discount,
      quantity,
      net,
      net,
      0,
    ]);
  }
  sheet.addRow(['TOTAL']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** Median parse time of a 5,000-line .xlsx, ours against exceljs's `xlsx.load`. */
export async function benchParse(): Promise<Record<string, number>> {
  const lines = 5_000;
  const bytes = await orderSpreadsheet(lines);
  const ours = () => parseOrderLinesFile({ bytes, fileName: 'orders.xlsx' });
  const load = () => new ExcelJS.Workbook().xlsx.load(bytes.buffer.slice(bytes.byteOffset) as ArrayBuffer);
  const check = await ours();
  if (check.lines.length !== lines || check.errors.length > 0)
    throw new Error('parse bench: unexpected result');
  for (let warmUp = 0; warmUp < 2; warmUp++) {
    await ours();
    await load();
  }
  const oursMs: number[] = [];
  const loadMs: number[] = [];
  // Eleven alternating runs: the median holds on a shared machine where single runs wander.
  for (let run = 0; run < 11; run++) {
    oursMs.push(await timed(ours));
    loadMs.push(await timed(load));
  }
  const parseMs = median(oursMs);
  const exceljsLoadMs = median(loadMs);
  return {
    lines,
    fileKB: round(bytes.length / 1024, 0),
    parseMs: round(parseMs, 1),
    exceljsLoadMs: round(exceljsLoadMs, 1),
    ratio: round(parseMs / exceljsLoadMs, 3),
  };
}

/**
 * The same 5,000-line sheet saved as a legacy .xls (BIFF8, shared strings, as Excel writes it):
 * parseOrderLinesFile (BIFF vetting, cell count, SheetJS, the line rules) against SheetJS's
 * own read of the file (median of 11 runs each).
 */
export async function benchParseXls(): Promise<Record<string, number>> {
  const lines = 5_000;
  const xlsx = await orderSpreadsheet(lines);
  const bytes = SheetJS.write(SheetJS.read(xlsx, { type: 'buffer' }), {
    type: 'buffer',
    bookType: 'xls',
    bookSST: true,
  }) as Buffer;
  const ours = () => parseOrderLinesFile({ bytes, fileName: 'orders.xls' });
  const read = async () => SheetJS.read(bytes, { type: 'buffer', dense: true });
  const check = await ours();
  if (check.lines.length !== lines || check.errors.length > 0)
    throw new Error('xls parse bench: unexpected result');
  for (let warmUp = 0; warmUp < 2; warmUp++) {
    await ours();
    await read();
  }
  const oursMs: number[] = [];
  const readMs: number[] = [];
  for (let run = 0; run < 11; run++) {
    oursMs.push(await timed(ours));
    readMs.push(await timed(read));
  }
  const parseMs = median(oursMs);
  const sheetjsReadMs = median(readMs);
  return {
    lines,
    fileKB: round(bytes.length / 1024, 0),
    parseMs: round(parseMs, 1),
    sheetjsReadMs: round(sheetjsReadMs, 1),
    ratio: round(parseMs / sheetjsReadMs, 3),
  };
}

// ---------------------------------------------------------------------------------------
// Export

const CLIENTS = [
  'Al Noor Pharmacy',
  'صيدلية الدواء',
  'King Fahd Medical City',
  'Dallah Hospital',
  'Nahdi Branch',
];

function exportRow(i: number): ExportOrderRow {
  const status = ORDER_STATUSES[i % ORDER_STATUSES.length]!;
  return {
    id: `0b6f0f3e-${String(i % 10_000).padStart(4, '0')}-4000-8000-${String(i).padStart(12, '0')}`,
    externalRef: i % 4 === 0 ? null : `PO-2025-${i}`,
    clientName: `${CLIENTS[i % CLIENTS.length]} ${i % 997}`,
    clientAccountNo: i % 3 === 0 ? null : `ACC-${100_000 + (i % 50_000)}`,
    medicalCompany: MEDICAL_COMPANIES[i % MEDICAL_COMPANIES.length]!,
    region: REGIONS[i % REGIONS.length]!,
    area: AREAS[i % AREAS.length]!,
    orderDate: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    status,
    deliveryStatus: DELIVERY_STATUSES[i % DELIVERY_STATUSES.length]!,
    totalValueSAR: `${(i * 7919) % 250_000}.${String(i % 100).padStart(2, '0')}`,
    vatSAR: `${(i * 1187) % 37_500}.${String(i % 97).padStart(2, '0')}`,
    payableSAR: `${((i * 7919) % 250_000) + ((i * 1187) % 37_500)}.00`,
    lineCount: (i % 30) + 1,
    updatedAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
    withdrawnAt: i % 50 === 0 ? new Date(Date.UTC(2025, 5, 1)).toISOString() : null,
  };
}

async function* exportRows(count: number): AsyncGenerator<ExportOrderRow> {
  for (let i = 0; i < count; i++) yield exportRow(i);
}

type ExportMode = 'ours' | 'bare';

/** Peak RSS seen while `run` runs, sampled by the run itself and by a timer. */
class RssPeak {
  peak = process.memoryUsage.rss();
  private readonly timer = setInterval(() => this.sample(), 5);
  sample() {
    const rss = process.memoryUsage.rss();
    if (rss > this.peak) this.peak = rss;
  }
  stop() {
    clearInterval(this.timer);
    this.sample();
    return this.peak;
  }
}

async function exportOurs(count: number, peak?: RssPeak): Promise<number> {
  let bytes = 0;
  for await (const chunk of createOrdersExport('xlsx', exportRows(count))) {
    bytes += chunk.byteLength;
    peak?.sample();
  }
  return bytes;
}

/**
 * The same rows through exceljs's WorkbookWriter and nothing else, in its fastest setup
 * (no styles, so no number format: the strictest baseline).
 */
async function exportBare(count: number, peak?: RssPeak): Promise<number> {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  let written = 0;
  for await (const row of exportRows(count)) {
    sheet
      .addRow([
        row.id,
        row.externalRef ?? '',
        row.clientName,
        row.clientAccountNo ?? '',
        row.medicalCompany,
        row.region,
        row.area,
        row.orderDate,
        orderStatusLabel(row.status),
        DELIVERY_STATUS_LABELS[row.deliveryStatus as keyof typeof DELIVERY_STATUS_LABELS],
        Number(row.totalValueSAR),
        row.lineCount,
        row.updatedAt,
        row.withdrawnAt ?? '',
      ])
      .commit();
    if (++written % 1000 === 0) peak?.sample();
  }
  sheet.commit();
  await workbook.commit();
  await new Promise<void>((resolve) => (sink.writableFinished ? resolve() : sink.on('finish', resolve)));
  return bytes;
}

/** One measurement in this (fresh) process: warm up, settle, then time and watch RSS. */
async function measureHere(mode: ExportMode, count: number): Promise<Record<string, number>> {
  const run = mode === 'ours' ? exportOurs : exportBare;
  await run(2000);
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const baseline = process.memoryUsage.rss();
  const peak = new RssPeak();
  const start = performance.now();
  const bytes = await run(count, peak);
  const ms = performance.now() - start;
  const max = peak.stop();
  return { ms: round(ms, 0), bytes, rssGrowthMB: round((max - baseline) / MB, 1) };
}

function measureInChild(mode: ExportMode, count: number): Promise<Record<string, number>> {
  const script = fileURLToPath(import.meta.url);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, '--expose-gc', script, '--child', mode, String(count)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (data: Buffer) => {
      out += data.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`export bench child (${mode}, ${count}) exited with ${code}`));
      const last = out.trim().split('\n').pop() ?? '{}';
      resolve(JSON.parse(last) as Record<string, number>);
    });
  });
}

/** The bare WorkbookWriter alone writing `rows` orders, in a fresh process: its time in ms. */
export async function bareWriterMs(rows: number): Promise<number> {
  return (await measureInChild('bare', rows)).ms!;
}

/**
 * Export of `rows` orders: ours against the bare WorkbookWriter, each run in its own
 * process, alternating which goes first; medians of the times, the largest memory growth.
 */
export async function benchExport(
  rows: number,
  runs = rows > 20_000 ? 2 : 3,
): Promise<Record<string, number>> {
  const ours: Array<Record<string, number>> = [];
  const bare: Array<Record<string, number>> = [];
  for (let run = 0; run < runs; run++) {
    if (run % 2 === 0) {
      ours.push(await measureInChild('ours', rows));
      bare.push(await measureInChild('bare', rows));
    } else {
      bare.push(await measureInChild('bare', rows));
      ours.push(await measureInChild('ours', rows));
    }
  }
  const exportMs = median(ours.map((r) => r.ms!));
  const bareWriterMs = median(bare.map((r) => r.ms!));
  return {
    rows,
    runs,
    exportMs,
    bareWriterMs,
    ratio: round(exportMs / bareWriterMs, 3),
    exportRssGrowthMB: Math.max(...ours.map((r) => r.rssGrowthMB!)),
    bareWriterRssGrowthMB: Math.max(...bare.map((r) => r.rssGrowthMB!)),
    exportMB: round(ours[0]!.bytes! / MB, 1),
  };
}

// ---------------------------------------------------------------------------------------

async function main() {
  const childAt = process.argv.indexOf('--child');
  if (childAt !== -1) {
    const mode = process.argv[childAt + 1] as ExportMode;
    const count = Number(process.argv[childAt + 2]);
    console.log(JSON.stringify(await measureHere(mode, count)));
    return;
  }
  console.log(`node ${process.version}, ${(await import('node:os')).cpus().length} cpu(s)`);
  const parse = await benchParse();
  console.log(
    `parse ${parse.lines} lines (${parse.fileKB} KB xlsx): parseOrderLinesFile ${parse.parseMs} ms vs exceljs load ${parse.exceljsLoadMs} ms -> ratio ${parse.ratio} (target <= 1.2)`,
  );
  const xls = await benchParseXls();
  console.log(
    `parse ${xls.lines} lines (${xls.fileKB} KB xls): parseOrderLinesFile ${xls.parseMs} ms vs SheetJS read ${xls.sheetjsReadMs} ms -> ratio ${xls.ratio}`,
  );
  const results: Array<Record<string, number>> = [];
  for (const rows of [10_000, 100_000]) {
    const r = await benchExport(rows);
    results.push(r);
    console.log(
      `export ${rows} orders to xlsx (${r.exportMB} MB): createOrdersExport ${r.exportMs} ms, peak RSS +${r.exportRssGrowthMB} MB vs bare WorkbookWriter ${r.bareWriterMs} ms, +${r.bareWriterRssGrowthMB} MB -> ratio ${r.ratio} (target <= 1.25, <= 200 MB, flat)`,
    );
  }
  const [small, large] = results;
  console.log(
    `export memory growth 10k -> 100k rows: +${small!.exportRssGrowthMB} MB -> +${large!.exportRssGrowthMB} MB (bare writer: +${small!.bareWriterRssGrowthMB} MB -> +${large!.bareWriterRssGrowthMB} MB)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
