import { FILE_RULES, type FileRuleName, fileExtension, type Message, msg } from '@tawreed/domain';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../http/errors.js';
import type { Upload } from '../../http/uploads.js';
import { SpreadsheetError } from '../spreadsheets/parse.js';
import { ParseBusyError, vetWorkbookInWorker } from '../spreadsheets/parse-pool.js';

/*
 * What an uploaded file is, by its content (magic numbers and structure), and which files each
 * kind of attachment accepts (SPEC §5): the rule the order, appeal and invoice features share.
 */

/** What the bytes are, by magic numbers (never by name): ext + mime, or undefined. */
export async function sniff(bytes: Buffer) {
  return fileTypeFromBuffer(bytes);
}

export type FileRule = Exclude<FileRuleName, 'lines_sheet'>;

/** The names each sniffed type may carry: a PNG called .pdf is refused, whatever the rule. */
const EXTENSIONS_FOR: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  xlsx: ['xlsx', 'xls'], // many ".xls" downloads are really xlsx
  cfb: ['xls'],
};

/**
 * What each rule's content may be, by sniffed type; the names and the messages are the domain's
 * (FILE_RULES), which the portal checks before sending. xlsx is a zip file-type recognises as
 * xlsx; a legacy .xls is an OLE compound file ('cfb').
 */
const SNIFFED: Record<FileRule, readonly string[]> = {
  purchase_order: ['pdf', 'png', 'jpg'],
  order_form: ['xlsx', 'cfb'],
  evidence: ['pdf', 'png', 'jpg', 'xlsx', 'cfb'],
  invoice: ['pdf', 'png', 'jpg', 'gif', 'webp'],
};

/** Accepts the file only when both its content and its extension fit the rule (SPEC §5). */
export async function checkFileType(upload: Upload, rule: FileRule): Promise<{ ext: string; mime: string }> {
  const sniffed = SNIFFED[rule];
  const { extensions, invalidType: message } = FILE_RULES[rule] as {
    extensions: readonly string[];
    invalidType: Message;
  };
  const type = await sniff(upload.bytes);
  const extension = fileExtension(upload.fileName);
  if (
    !type ||
    !sniffed.includes(type.ext) ||
    !extensions.includes(extension) ||
    !EXTENSIONS_FOR[type.ext]?.includes(extension)
  ) {
    throw new AppError('UNSUPPORTED_FILE_TYPE', message);
  }
  await checkStructure(upload.bytes, type.ext, message);
  const mime = type.ext === 'cfb' ? 'application/vnd.ms-excel' : type.mime;
  return { ext: type.ext, mime };
}

const FILE_MESSAGES = {
  damaged: msg('fileDamaged'),
  polyglot: msg('filePolyglot'),
} as const;

const ZIP_CENTRAL = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** Bytes after the end of the format that are not padding (NUL or whitespace). */
function trailingPayload(bytes: Buffer, end: number): boolean {
  for (let at = end; at < bytes.length; at++) {
    const byte = bytes[at]!;
    if (byte !== 0x00 && byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) return true;
  }
  return false;
}

/** Where a PNG's IEND chunk ends, walking the chunks; -1 when the chunk list is broken. */
function pngEnd(bytes: Buffer): number {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const next = at + 12 + length;
    if (next > bytes.length) return -1;
    if (type === 'IEND') return next;
    at = next;
  }
  return -1;
}

/**
 * The content is whole and only what it says: a truncated PDF or image is refused (422), and so
 * is one with a second file appended or embedded (a PNG followed by HTML, a GIF+JAR "GIFAR", a
 * PDF carrying a ZIP: 415). A workbook's ZIP is vetted in the parse worker (bombs, DTDs: 422).
 */
async function checkStructure(bytes: Buffer, ext: string, typeMessage: Message) {
  const refuse = (code: 'VALIDATION_FAILED' | 'UNSUPPORTED_FILE_TYPE', text: Message) =>
    new AppError(
      code,
      code === 'UNSUPPORTED_FILE_TYPE'
        ? msg('unsupportedTypeDetail', { message: typeMessage, detail: text })
        : text,
    );
  if (ext === 'xlsx') {
    try {
      await vetWorkbookInWorker(bytes);
    } catch (error) {
      if (error instanceof SpreadsheetError) throw new AppError(error.code, error.text);
      if (error instanceof ParseBusyError) throw new AppError('RATE_LIMITED', error.text);
      throw error;
    }
    return;
  }
  if (ext === 'cfb') return; // legacy .xls: kept as it is
  let end: number;
  switch (ext) {
    case 'pdf': {
      const eof = bytes.lastIndexOf('%%EOF');
      end = eof < 0 ? -1 : eof + 5;
      break;
    }
    case 'png':
      end = pngEnd(bytes);
      break;
    case 'jpg': {
      const eoi = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
      end = eoi < 2 ? -1 : eoi + 2;
      break;
    }
    case 'gif': {
      // The trailer byte ends the file; a GIF whose last non-padding byte is not 0x3B is cut or has a tail.
      let last = bytes.length - 1;
      while (last > 6 && bytes[last] === 0x00) last--;
      end = bytes[last] === 0x3b ? last + 1 : -1;
      if (end < 0 && bytes.includes(ZIP_END)) throw refuse('UNSUPPORTED_FILE_TYPE', FILE_MESSAGES.polyglot);
      break;
    }
    case 'webp': {
      const declared = bytes.length >= 12 ? bytes.readUInt32LE(4) + 8 : -1;
      end = declared > bytes.length ? -1 : declared;
      break;
    }
    default:
      return;
  }
  if (end < 0) throw refuse('VALIDATION_FAILED', FILE_MESSAGES.damaged);
  if (trailingPayload(bytes, end) || (bytes.includes(ZIP_CENTRAL) && bytes.includes(ZIP_END))) {
    throw refuse('UNSUPPORTED_FILE_TYPE', FILE_MESSAGES.polyglot);
  }
}
