/**
 * Hostile files, built in memory (no binary fixture is committed): what an attacker uploads
 * to see what the service does with it. Each file says what its content really is (`family`:
 * the one kind of upload it could pass as, or null) and how it must be refused on the routes
 * that take that family (`refusal`); every other route refuses it as a type not allowed (415).
 */
import { exeBytes, linesXlsx, pdfBytes, pngBytes } from './fixtures.js';
import { addArchiveAttacks } from './hostile-corpus-archives.js';
import {
  elfBytes,
  type Family,
  gifBytes,
  type HostileFile,
  HTML,
  javaClassBytes,
  jpegBytes,
  machOBytes,
  oversized,
  SVG,
  shellScript,
  truncatedWebp,
  workbook,
  XLSX,
} from './hostile-corpus-builders.js';

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

  addArchiveAttacks(files, add, goodXlsx);
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
