/**
 * Just enough of the ZIP format (APPNOTE 6.3) to vet an .xlsx before anything inflates it:
 * the central directory is read straight from the bytes, so declared sizes and compression
 * ratios are known up front, and each entry is inflated with a hard output limit (a lying
 * directory cannot make zlib produce more than it declared).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const inflateRaw = promisify(zlib.inflateRaw);

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

export interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The bytes are not a readable ZIP archive (truncated, damaged, encrypted, unknown method). */
export class ZipFormatError extends Error {}
/** The archive uses ZIP64 records, which an .xlsx of at most 10 MB never needs. */
export class Zip64Error extends Error {}
/** An entry inflates to more than its directory declared or than the caller allows. */
export class ZipSizeError extends Error {}

export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL_SIGNATURE;

function findEndOfCentralDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - EOCD_SIZE; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  throw new ZipFormatError('No end of central directory record');
}

/** Every entry of the central directory, checked against the file's bounds. */
export function readCentralDirectory(bytes: Buffer): ZipEntry[] {
  if (bytes.length < EOCD_SIZE) throw new ZipFormatError('Too short for a ZIP archive');
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd >= 20 && bytes.readUInt32LE(eocd - 20) === ZIP64_LOCATOR_SIGNATURE) {
    throw new Zip64Error('ZIP64 archive');
  }
  const disk = bytes.readUInt16LE(eocd + 4);
  const directoryDisk = bytes.readUInt16LE(eocd + 6);
  const count = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    throw new Zip64Error('ZIP64 archive');
  }
  if (disk !== 0 || directoryDisk !== 0) throw new ZipFormatError('Multi-disk archive');
  if (directoryOffset + directorySize > eocd) throw new ZipFormatError('Central directory out of bounds');

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      throw new ZipFormatError('Damaged central directory');
    }
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const entry: ZipEntry = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      crc32: bytes.readUInt32LE(at + 16),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (
      entry.compressedSize === 0xffffffff ||
      entry.uncompressedSize === 0xffffffff ||
      entry.localHeaderOffset === 0xffffffff
    ) {
      throw new Zip64Error('ZIP64 entry');
    }
    if (entry.localHeaderOffset + 30 > directoryOffset) throw new ZipFormatError('Entry out of bounds');
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's raw (still compressed) bytes, located through its local header. */
export function rawEntryData(bytes: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (bytes.readUInt32LE(at) !== LOCAL_SIGNATURE) throw new ZipFormatError('Damaged local header');
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new ZipFormatError('Entry data out of bounds');
  return bytes.subarray(start, end);
}

/**
 * The entry's content, inflated off the event-loop thread with its output capped at the
 * size the directory declared (and at `limit`), so a crafted entry cannot balloon.
 */
export async function readEntry(bytes: Buffer, entry: ZipEntry, limit: number): Promise<Buffer> {
  if (entry.flags & 0x1) throw new ZipFormatError('Encrypted entry');
  if (entry.uncompressedSize > limit) throw new ZipSizeError('Entry too large');
  const raw = rawEntryData(bytes, entry);
  if (entry.method === 0) {
    if (raw.length !== entry.uncompressedSize) throw new ZipFormatError('Stored entry size mismatch');
    return raw;
  }
  if (entry.method !== 8) throw new ZipFormatError(`Unsupported compression method ${entry.method}`);
  try {
    return await inflateRaw(raw, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new ZipSizeError('Entry inflates beyond its declared size');
    }
    throw new ZipFormatError(`Cannot inflate ${entry.name}: ${(error as Error).message}`);
  }
}

/**
 * A local file record for `content` stored uncompressed, with sizes and CRC in the header
 * (no data descriptor), so a sequential reader can take it in one pass.
 */
export function storedLocalRecord(name: string, content: Buffer): Buffer[] {
  const nameBytes = Buffer.from(name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_SIGNATURE, 0);
  header.writeUInt16LE(20, 4); // version needed: 2.0
  header.writeUInt16LE(0x0800, 6); // UTF-8 names
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(0x21, 12); // 1980-01-01
  header.writeUInt32LE(zlib.crc32(content), 14);
  header.writeUInt32LE(content.length, 18);
  header.writeUInt32LE(content.length, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  header.writeUInt16LE(0, 28);
  return [header, nameBytes, content];
}
