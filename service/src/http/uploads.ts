import { MAX_FILE_BYTES } from '@tawreed/domain';
import { fileTypeFromBuffer } from 'file-type';
import { bodyLimit } from 'hono/body-limit';
import { MULTIPART_OVERHEAD } from './body-limit.js';
import { AppError } from './errors.js';

/** A route's own bound on its multipart body: anything larger is cut off while streaming. */
export function uploadLimit(files = 1, tooLargeMessage = 'File too large') {
  return bodyLimit({
    maxSize: MAX_FILE_BYTES * files + MULTIPART_OVERHEAD,
    onError: () => {
      throw new AppError('FILE_TOO_LARGE', tooLargeMessage);
    },
  });
}

export interface Upload {
  bytes: Buffer;
  fileName: string;
  declaredType: string;
}

export async function toUpload(file: File, tooLargeMessage = 'File too large'): Promise<Upload> {
  if (file.size > MAX_FILE_BYTES) throw new AppError('FILE_TOO_LARGE', tooLargeMessage);
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > MAX_FILE_BYTES) throw new AppError('FILE_TOO_LARGE', tooLargeMessage);
  if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty');
  return { bytes, fileName: safeFileName(file.name), declaredType: file.type };
}

/** Keeps a display name free of paths and control characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const cleaned = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '"')
    .join('')
    .trim();
  return (cleaned || 'file').slice(0, 200);
}

export const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/** What the bytes are, by magic numbers (never by name): ext + mime, or undefined. */
export async function sniff(bytes: Buffer) {
  return fileTypeFromBuffer(bytes);
}

export type FileRule = 'purchase_order' | 'order_form' | 'evidence' | 'invoice';

const RULES: Record<FileRule, { sniffed: string[]; extensions: string[]; message: string }> = {
  purchase_order: {
    sniffed: ['pdf', 'png', 'jpg'],
    extensions: ['pdf', 'png', 'jpg', 'jpeg'],
    message: 'Invalid P.O file type',
  },
  // xlsx is a zip file-type recognises as xlsx; a legacy .xls is an OLE compound file ('cfb').
  order_form: {
    sniffed: ['xlsx', 'cfb'],
    extensions: ['xls', 'xlsx'],
    message: 'Invalid Order Form file type',
  },
  evidence: {
    sniffed: ['pdf', 'png', 'jpg', 'xlsx', 'cfb'],
    extensions: ['pdf', 'png', 'jpg', 'jpeg', 'xls', 'xlsx'],
    message: 'Invalid file type',
  },
  invoice: {
    sniffed: ['pdf', 'png', 'jpg', 'gif', 'webp'],
    extensions: ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp'],
    message: 'Please select a valid image or PDF file',
  },
};

/** Accepts the file only when both its content and its extension fit the rule (SPEC §5). */
export async function checkFileType(upload: Upload, rule: FileRule): Promise<{ ext: string; mime: string }> {
  const { sniffed, extensions, message } = RULES[rule];
  const type = await sniff(upload.bytes);
  if (!type || !sniffed.includes(type.ext) || !extensions.includes(extensionOf(upload.fileName))) {
    throw new AppError('UNSUPPORTED_FILE_TYPE', message);
  }
  const mime = type.ext === 'cfb' ? 'application/vnd.ms-excel' : type.mime;
  return { ext: type.ext, mime };
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string, inline = false): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
