/**
 * The hostile corpus's archives and documents that carry other content: zip bombs, XML attacks
 * inside an xlsx, polyglots (see hostile-corpus.ts).
 */
import { pdfBytes, pngBytes } from './fixtures.js';
import {
  type AddFile,
  BILLION_LAUGHS,
  CONTENT_TYPES,
  GOOD_ROWS,
  gifBytes,
  type HostileFile,
  HTML,
  JS,
  javaClassBytes,
  jpegBytes,
  pdfWithZipStream,
  pngChunk,
  sharedStringsWith,
  sheetXml,
  WORKBOOK,
  WORKBOOK_RELS,
  workbook,
  XLSX,
  XXE_FILE,
  XXE_HTTP,
  XXE_PARAM,
  zipOf,
} from './hostile-corpus-builders.js';
import { zipBomb } from './zip-bomb.js';

export function addArchiveAttacks(files: HostileFile[], add: AddFile, goodXlsx: Buffer): void {
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
}
