import { Readable } from 'node:stream';
import { z } from '@hono/zod-openapi';
import { cleanDisplayText, MAX_FILE_BYTES } from '@tawreed/domain';
import busboy from 'busboy';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_FILES_PER_REQUEST, MULTIPART_OVERHEAD } from './body-limit.js';
import type { AppEnv } from './context.js';
import { AppError } from './errors.js';

/** One uploaded file in a multipart body. */
export const fileField = z
  .instanceof(File, { message: 'Please choose a file' })
  .openapi({ type: 'string', format: 'binary' });

/** A file's content in an answer. */
export const binaryString = z.string().openapi({ type: 'string', format: 'binary' });
/** The media type of an Excel workbook (.xlsx). */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

/**
 * A file part read by `streamingForm`: its bytes are one Buffer, handed to the upload as they
 * are (a Blob would hold a second copy, and reading it back a third).
 */
class BufferedFile extends File {
  constructor(
    readonly bytes: Buffer,
    name: string,
    type: string,
  ) {
    super([], name, { type });
  }
  override get size() {
    return this.bytes.length;
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.bytes).buffer;
  }
}

type BodyCache = { formData?: FormData; arrayBuffer?: ArrayBuffer };

/**
 * Reads a multipart body as it streams in, each file into one buffer, before the route's form
 * validator would (which holds the whole body, then a copy of each file, then the upload's own
 * copy): a 10 MB upload is in memory once on its way to the store. Runs after the route's
 * uploadLimit (whose cut-off ends the stream) and idempotency (which may have read the body).
 */
export function streamingForm(): MiddlewareHandler<AppEnv> {
  return async function readForm(c, next) {
    const contentType = c.req.header('content-type') ?? '';
    if (!/^multipart\/form-data/i.test(contentType)) return next();
    const cache = (c.req as unknown as { bodyCache: BodyCache }).bodyCache;
    if (cache.formData) return next();
    const source = cache.arrayBuffer
      ? Readable.from([Buffer.from(cache.arrayBuffer)])
      : c.req.raw.body
        ? Readable.fromWeb(c.req.raw.body as import('node:stream/web').ReadableStream<Uint8Array>)
        : null;
    if (!source) return next();
    const declared = Number(c.req.header('content-length')) || MAX_FILE_BYTES;
    cache.formData = await readMultipart(source, contentType, declared);
    return next();
  };
}

function readMultipart(source: Readable, contentType: string, declaredLength: number): Promise<FormData> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        limits: {
          files: MAX_FILES_PER_REQUEST + 1,
          fileSize: MAX_FILE_BYTES + 1,
          fields: 50,
          fieldSize: 1024 * 1024,
        },
      });
    } catch {
      reject(new AppError('VALIDATION_FAILED', 'Malformed multipart body'));
      return;
    }
    const form = new FormData();
    const pending: Array<Promise<void>> = [];
    const fail = (error: unknown) => {
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };
    parser.on('field', (name, value) => form.append(name, value));
    parser.on('file', (name, stream, info) => {
      // One buffer as large as the body may be (pages never written cost no memory), filled in place.
      let buffer: Buffer | null = null;
      let size = 0;
      pending.push(
        new Promise<void>((done, failed) => {
          stream.on('data', (chunk: Buffer) => {
            buffer ??= Buffer.allocUnsafe(
              Math.min(Math.max(declaredLength, chunk.length), MAX_FILE_BYTES + 1),
            );
            if (size + chunk.length > buffer.length) {
              const grown = Buffer.allocUnsafe(
                Math.min(Math.max(buffer.length * 2, size + chunk.length), MAX_FILE_BYTES + 1 + chunk.length),
              );
              buffer.copy(grown, 0, 0, size);
              buffer = grown;
            }
            chunk.copy(buffer, size);
            size += chunk.length;
          });
          stream.on('end', () => {
            const filled = buffer ? buffer.subarray(0, size) : Buffer.alloc(0);
            // A small file out of a large body keeps a right-sized copy, not the large buffer.
            const bytes = buffer && size < buffer.length / 2 ? Buffer.from(filled) : filled;
            form.append(name, new BufferedFile(bytes, info.filename ?? 'file', info.mimeType));
            done();
          });
          stream.on('error', failed);
        }),
      );
    });
    parser.on('error', () => fail(new AppError('VALIDATION_FAILED', 'Malformed multipart body')));
    parser.on('close', () => {
      Promise.all(pending).then(() => resolve(form), fail);
    });
    source.on('error', fail);
    source.pipe(parser);
  });
}

export async function toUpload(file: File, tooLargeMessage = 'File too large'): Promise<Upload> {
  if (file.size > MAX_FILE_BYTES) throw new AppError('FILE_TOO_LARGE', tooLargeMessage);
  const bytes = file instanceof BufferedFile ? file.bytes : Buffer.from(await file.arrayBuffer());
  if (bytes.length > MAX_FILE_BYTES) throw new AppError('FILE_TOO_LARGE', tooLargeMessage);
  if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty');
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
