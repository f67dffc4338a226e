import { z } from '@hono/zod-openapi';
import { cleanDisplayText, MAX_FILE_BYTES, type Message, msg, zodMessage } from '@tawreed/domain';
import { bodyLimit } from 'hono/body-limit';
import { MULTIPART_OVERHEAD } from './body-limit.js';
import { AppError } from './errors.js';

/** One uploaded file in a multipart body. */
export const fileField = z
  .instanceof(File, { message: zodMessage(msg('chooseFile')) })
  .openapi({ type: 'string', format: 'binary' });

/** A file's content in an answer. */
export const binaryString = z.string().openapi({ type: 'string', format: 'binary' });
/** The media type of an Excel workbook (.xlsx). */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A route's own bound on its multipart body: anything larger is cut off while streaming. */
export function uploadLimit(files = 1, tooLargeMessage: Message = msg('fileTooLarge')) {
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

export async function toUpload(file: File, tooLargeMessage: Message = msg('fileTooLarge')): Promise<Upload> {
  if (file.size > MAX_FILE_BYTES) throw new AppError('FILE_TOO_LARGE', tooLargeMessage);
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > MAX_FILE_BYTES) throw new AppError('FILE_TOO_LARGE', tooLargeMessage);
  if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', msg('fileEmpty'));
  return { bytes, fileName: safeFileName(file.name), declaredType: file.type };
}

/**
 * Keeps a display name free of paths, quotes, control characters and characters that disguise
 * it (right-to-left overrides, zero-width characters: domain cleanDisplayText).
 */
export function safeFileName(name: string): string {
  const base = cleanDisplayText(name).split(/[\\/]/).pop() ?? '';
  const cleaned = cleanDisplayText(base.replaceAll('"', ''));
  return ([...(cleaned || 'file')].slice(0, 200).join('') || 'file').trim() || 'file';
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string, inline = false): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
