/**
 * Multipart bodies read as they stream in (DESIGN §14: an upload is never held twice over on
 * its way to the store). The undici FormData the route validators would build holds the whole
 * body, then a Blob copy of each file, then the upload's own copy; here each file part goes
 * into one Buffer as its bytes arrive, and the parsed form is left where the validators look
 * for it (hono's body cache), so routes read it as they always did.
 *
 * Same answers as the FormData parser: a part is a file when it has a file name, anything else
 * a text field decoded as UTF-8 (and refused with 422 when its bytes are not UTF-8, as
 * well-formed-text.ts does for every other body); a body that is not multipart answers 400; a
 * body past the route's bound 413 as soon as the bound is crossed.
 */
import type { IncomingMessage } from 'node:http';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyInstance } from '@fastify/busboy';
import type { Message } from '@tawreed/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './context.js';
import { AppError } from './errors.js';
import { decodeUtf8OrRefuse, wellFormedOrRefuse } from './well-formed-text.js';

/**
 * A file part: its bytes are one Buffer, handed to the upload as they are (a Blob would keep a
 * second copy, and reading it back make a third).
 */
export class BufferedFile extends File {
  constructor(
    readonly content: Buffer,
    name: string,
    type: string,
  ) {
    super([], name, { type });
    Object.defineProperty(this, 'size', { value: content.length });
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.content).buffer;
  }
  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return new Uint8Array(this.content);
  }
  override async text(): Promise<string> {
    return new TextDecoder().decode(this.content);
  }
  override stream() {
    return new Blob([new Uint8Array(this.content)]).stream();
  }
}

type BodyCache = { formData?: Promise<FormData>; arrayBuffer?: Promise<ArrayBuffer> };

/** hono's body cache, where its validators look for a form already read. */
export const bodyCache = (c: Context<AppEnv>) => (c.req as unknown as { bodyCache: BodyCache }).bodyCache;

const malformed = () => new HTTPException(400, { message: 'Malformed FormData request.' });

/**
 * The request as node's server has it, when nothing has read or opened its body yet: its chunks
 * are then read as they are (the web stream @hono/node-server makes over them copies each one,
 * and once made starts reading on its own).
 */
function untouchedIncoming(c: Context<AppEnv>): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || incoming.readableDidRead) return undefined;
  const raw = c.req.raw as unknown as Record<symbol, unknown>;
  const made = Object.getOwnPropertySymbols(raw).some(
    (key) => key.description === 'requestCache' && raw[key] !== undefined,
  );
  return made ? undefined : incoming;
}

/** Counts the bytes going through and stops the body once they pass `limit`. */
function byteLimit(limit: number, tooLarge: () => Error): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(tooLarge());
      else done(null, chunk);
    },
  });
}

/** Collects one part's bytes into a single Buffer, sized from the body's declared length. */
class PartBytes {
  private buffer: Buffer | null = null;
  private size = 0;
  constructor(private readonly expected: number) {}

  add(chunk: Buffer) {
    if (!this.buffer) this.buffer = Buffer.allocUnsafe(Math.max(this.expected, chunk.length));
    if (this.size + chunk.length > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.size + chunk.length));
      this.buffer.copy(grown, 0, 0, this.size);
      this.buffer = grown;
    }
    chunk.copy(this.buffer, this.size);
    this.size += chunk.length;
  }

  /** The bytes; a small part out of a large body keeps a right-sized copy, not the large buffer. */
  done(): Buffer {
    if (!this.buffer) return Buffer.alloc(0);
    const filled = this.buffer.subarray(0, this.size);
    return this.size < this.buffer.length / 2 ? Buffer.from(filled) : filled;
  }
}

/**
 * Reads the request's multipart body within `limit` bytes into hono's body cache (once: a later
 * call answers the same form). A body an earlier middleware already read is parsed from there.
 */
export function readMultipart(
  c: Context<AppEnv>,
  limit: number,
  tooLargeMessage: Message,
): Promise<FormData> {
  const cache = bodyCache(c);
  if (cache.formData) return cache.formData;
  const contentType = c.req.header('content-type') ?? '';
  const source = async (): Promise<Readable> => {
    if (cache.arrayBuffer) return Readable.from([Buffer.from(await cache.arrayBuffer)]);
    const incoming = untouchedIncoming(c);
    if (incoming) return incoming;
    const body = c.req.raw.body;
    return body ? Readable.fromWeb(body as import('node:stream/web').ReadableStream) : Readable.from([]);
  };
  const declared = Number(c.req.header('content-length'));
  const expected = Math.min(Number.isFinite(declared) && declared > 0 ? declared : 64 * 1024, limit);
  const tooLarge = () => new AppError('FILE_TOO_LARGE', tooLargeMessage);
  cache.formData = (async () => parse(await source(), contentType, limit, expected, tooLarge))();
  return cache.formData;
}

async function parse(
  source: Readable,
  contentType: string,
  limit: number,
  expected: number,
  tooLarge: () => Error,
): Promise<FormData> {
  let parser: BusboyInstance;
  try {
    // Every part as its raw bytes: a part without a file name is a text field, judged below.
    // Paths in file names are kept for safeFileName to cut, as before.
    parser = new Busboy({
      headers: { 'content-type': contentType },
      preservePath: true,
      isPartAFile: () => true,
      limits: { fileSize: limit },
    });
  } catch {
    source.destroy();
    throw malformed();
  }
  // Parts are added in the order they came, whenever each one's bytes are all in.
  const entries: Array<Promise<[string, string | File]>> = [];
  let refusal: Error | null = null;
  const judged = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (error) {
      refusal ??= error as Error;
      return fallback;
    }
  };
  parser.on('file', (rawName, stream, fileName, _encoding, mimeType) => {
    // Names and file names come decoded as UTF-8, a byte that is not UTF-8 as U+FFFD.
    const name = judged(() => wellFormedOrRefuse(rawName ?? '', rawName ?? ''), '');
    const file = fileName === undefined ? undefined : judged(() => wellFormedOrRefuse(fileName, name), '');
    const bytes = new PartBytes(expected);
    entries.push(
      new Promise((resolve, reject) => {
        stream.on('data', (chunk: Buffer) => bytes.add(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          const content = bytes.done();
          if (file !== undefined) resolve([name, new BufferedFile(content, file, mimeType)]);
          else resolve([name, judged(() => decodeUtf8OrRefuse(content, name), '')]);
        });
      }),
    );
  });
  let form: FormData;
  try {
    await pipeline(source, byteLimit(limit, tooLarge), parser);
    form = new FormData();
    for (const [name, value] of await Promise.all(entries)) form.append(name, value);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw malformed();
  }
  if (refusal) throw refusal;
  return form;
}
