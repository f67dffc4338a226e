import { z } from '@hono/zod-openapi';
import { cleanDisplayText, MAX_FILE_BYTES, type Message, msg, zodMessage } from '@tawreed/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MULTIPART_OVERHEAD } from './body-limit.js';
import type { AppEnv } from './context.js';
import { AppError } from './errors.js';
import { BufferedFile, bodyCache, readMultipart } from './multipart.js';

/** One uploaded file in a multipart body. */
export const fileField = z
  .instanceof(File, { message: zodMessage(msg('chooseFile')) })
  .openapi({ type: 'string', format: 'binary' });

/**
 * A route's multipart body: one `file` and the form fields sent beside it (what every
 * spreadsheet or attachment upload declares).
 */
export function uploadBody<Fields extends z.ZodRawShape = Record<never, never>>(fields?: Fields) {
  const schema = z.object({ file: fileField, ...(fields as Fields) });
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

/** A file's content in an answer. */
export const binaryString = z.string().openapi({ type: 'string', format: 'binary' });
/** The media type of an Excel workbook (.xlsx). */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A route's own bound on its body: a declared length past it is refused before a byte is read,
 * and a multipart body is read as it streams in (multipart.ts), cut off once it passes the bound,
 * each file into one buffer; other bodies are cut off the same way for the route to read.
 */
export function uploadLimit(
  files = 1,
  tooLargeMessage: Message = msg('fileTooLarge'),
): MiddlewareHandler<AppEnv> {
  const maxSize = MAX_FILE_BYTES * files + MULTIPART_OVERHEAD;
  const otherBodies = bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('FILE_TOO_LARGE', tooLargeMessage);
    },
  });
  return async function limitUpload(c, next) {
    if (bodyCache(c).formData) return next(); // read by this route's first bound
    if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) return otherBodies(c, next);
    const declared = c.req.header('content-length');
    if (declared && !c.req.header('transfer-encoding') && Number(declared) > maxSize) {
      throw new AppError('FILE_TOO_LARGE', tooLargeMessage);
    }
    await readMultipart(c, maxSize, tooLargeMessage);
    return next();
  };
}

export interface Upload {
  bytes: Buffer;
  fileName: string;
  declaredType: string;
}

export async function toUpload(file: File, tooLargeMessage: Message = msg('fileTooLarge')): Promise<Upload> {
  if (file.size > MAX_FILE_BYTES) throw new AppError('FILE_TOO_LARGE', tooLargeMessage);
  const bytes = file instanceof BufferedFile ? file.content : Buffer.from(await file.arrayBuffer());
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

/** A workbook (.xlsx) answered for download as `fileName`. */
export const workbookDownload = (c: Context, bytes: Uint8Array, fileName: string) =>
  c.body(new Uint8Array(bytes), 200, {
    'Content-Type': XLSX,
    'Content-Disposition': contentDisposition(fileName),
  });
