import { deflateRawSync } from 'node:zlib';

interface Entry {
  name: string;
  data: Buffer;
  size: number;
}

/**
 * A small .xlsx-shaped ZIP (content types, workbook, one sheet) whose sheet inflates to
 * 200 MB of zeros: what a hostile upload looks like. Built by hand so the test needs no
 * archive library; CRCs are left zero because the size check must refuse it before reading.
 */
export function zipBomb(uncompressedBytes = 200 * 1024 * 1024): Buffer {
  const small = (name: string, text: string): Entry => ({
    name,
    data: deflateRawSync(Buffer.from(text)),
    size: Buffer.byteLength(text),
  });
  const entries: Entry[] = [
    small(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    small('xl/workbook.xml', '<?xml version="1.0"?><workbook/>'),
    {
      name: 'xl/worksheets/sheet1.xml',
      data: deflateRawSync(Buffer.alloc(uncompressedBytes)),
      size: uncompressedBytes,
    },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
