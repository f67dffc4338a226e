import { type Cell, lineRow, linesWorkbook, workbook } from '../fixtures/files.js';
import { TEMPLATE_HEADERS } from '../src/features/spreadsheets/columns.js';

export const SAMPLE_LINES = [
  {
    itemCode: 'AMX-500',
    itemDescription: 'Amoxicillin 500mg caps x100',
    publicPrice: '8.35',
    discount: '10',
    quantity: 1,
    bonus: '0',
  },
  {
    itemCode: 'PAR-1G',
    itemDescription: 'Paracetamol 1g tabs x20',
    publicPrice: '12.50',
    discount: '0',
    quantity: 40,
    bonus: '2',
  },
];

export const HEADER = TEMPLATE_HEADERS;

/** An order-lines spreadsheet in the template's format. */
export const linesXlsx = (rows: Cell[][] = defaultRows()): Promise<Buffer> => linesWorkbook(rows);

export function defaultRows(): Cell[][] {
  return SAMPLE_LINES.map(lineRow);
}

export function linesCsv(rows: string[]): Buffer {
  return Buffer.from([HEADER.join(','), ...rows].join('\r\n'), 'utf8');
}

/** A minimal real PDF (magic bytes %PDF). */
export function pdfBytes(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

/** A 1x1 PNG. */
export function pngBytes(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** A Windows executable's header: what a renamed .exe looks like inside. */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

export function orderFormXlsx(): Promise<Buffer> {
  return workbook('Order Form', [['Signed order form', 'Al Noor Pharmacy']]);
}

export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    externalRef: `PO-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    clientName: 'Al Noor Pharmacy',
    clientAccountNo: 'ACC-10042',
    region: 'Western Region' as const,
    area: 'Jeddah' as const,
    salesManager: 'Khalid Al-Otaibi',
    medicalRep: 'Reem Al-Qahtani',
    orderDate: '2026-11-20',
    notes: 'Deliver before noon',
    lines: SAMPLE_LINES,
    ...overrides,
  };
}

export function filePart(bytes: Buffer, name: string, type = 'application/octet-stream') {
  return new File([new Uint8Array(bytes)], name, { type });
}

export function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}
