/**
 * Where uploaded files' bytes are kept (DESIGN §14): in the `files` row (FILE_STORE=postgres, the
 * default) or in an S3-compatible bucket under a key the row names (FILE_STORE=s3). Callers see
 * the same files either way: a row with `content` is served from it, one with a `storage_key`
 * from the bucket.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.js';

export type FileStoreKind = Config['FILE_STORE'];

/** Every object Tawreed writes is under this prefix; the orphan sweep looks nowhere else. */
export const OBJECT_PREFIX = 'files/';

/** The key of a file row's object: its id, so a retried copy (the migration) writes the same object. */
export const objectKey = (fileId: string) => `${OBJECT_PREFIX}${fileId}`;

/** A file written to the store, with the columns its `files` row takes. */
export interface StoredFile {
  id: string;
  sizeBytes: number;
  checksum: string;
  content: Buffer | null;
  storageKey: string | null;
}

/** Where a row's bytes are: either column. */
export interface FileLocation {
  content: Buffer | null;
  storageKey: string | null;
  sizeBytes: number;
}

/** The objects of the bucket, a page at a time (the orphan sweep). */
export interface ListedObject {
  key: string;
  lastModified: Date;
}

export interface FileStore {
  readonly kind: FileStoreKind;
  /** Keeps the bytes; the caller writes the row with what this answers (or calls `discard`). */
  put(bytes: Buffer, contentType: string): Promise<StoredFile>;
  /** The bytes of a row, streamed from the bucket or answered from the row. */
  open(location: FileLocation): Promise<ReadableStream<Uint8Array<ArrayBuffer>> | Uint8Array<ArrayBuffer>>;
  /** Removes objects (unknown keys are fine); a no-op for rows that keep their bytes. */
  remove(keys: readonly string[]): Promise<void>;
  /** Undoes `put` when the row was never written. */
  discard(stored: readonly StoredFile[]): Promise<void>;
  /** The objects under OBJECT_PREFIX, page by page (none for the postgres store). */
  list(): AsyncGenerator<ListedObject[]>;
  /** Ends the client's connections. */
  close(): void;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The bytes are kept in the row itself. */
class RowStore implements FileStore {
  readonly kind = 'postgres' as const;

  async put(bytes: Buffer) {
    return {
      id: randomUUID(),
      sizeBytes: bytes.length,
      checksum: sha256(bytes),
      content: bytes,
      storageKey: null,
    };
  }

  async open(location: FileLocation) {
    if (location.content) return new Uint8Array(location.content);
    // A row moved to the bucket while this instance kept serving (it should have been stopped).
    throw new Error('this file is in the object store: start the service with FILE_STORE=s3');
  }

  async remove() {}
  async discard() {}
  async *list(): AsyncGenerator<ListedObject[]> {}
  close() {}
}

/** Settings of an S3-compatible bucket (config.ts validates them). */
export type S3Settings = Pick<
  Config,
  'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
>;

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.S3_REGION,
    ...(settings.S3_ENDPOINT && { endpoint: settings.S3_ENDPOINT, forcePathStyle: true }),
    ...(settings.S3_ACCESS_KEY_ID &&
      settings.S3_SECRET_ACCESS_KEY && {
        credentials: {
          accessKeyId: settings.S3_ACCESS_KEY_ID,
          secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
        },
      }),
    // Checksums only where S3 requires them: the row keeps the SHA-256, and S3-compatible
    // servers differ in which of the newer checksum headers and trailers they understand.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The bytes are objects in a bucket; the row keeps the key, size, type and checksum. */
export class S3Store implements FileStore {
  readonly kind = 's3' as const;
  readonly bucket: string;
  constructor(
    readonly client: S3Client,
    bucket: string,
  ) {
    this.bucket = bucket;
  }

  async put(bytes: Buffer, contentType: string, id: string = randomUUID()) {
    const checksum = sha256(bytes);
    const key = objectKey(id);
    // The Buffer is sent as it is (no copy); ContentMD5 lets the server refuse a damaged body.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentType,
        ContentMD5: createHash('md5').update(bytes).digest('base64'),
        Metadata: { sha256: checksum },
      }),
    );
    return { id, sizeBytes: bytes.length, checksum, content: null, storageKey: key };
  }

  async open(
    location: FileLocation,
  ): Promise<ReadableStream<Uint8Array<ArrayBuffer>> | Uint8Array<ArrayBuffer>> {
    if (location.content) return new Uint8Array(location.content);
    if (!location.storageKey) throw new Error('a file row without bytes or a key');
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: location.storageKey }),
    );
    const body = answer.Body as Readable | undefined;
    if (!body) throw new Error(`object ${location.storageKey} has no body`);
    return Readable.toWeb(body) as ReadableStream<Uint8Array<ArrayBuffer>>;
  }

  /** The whole object (the migration back to postgres). */
  async read(key: string): Promise<Buffer> {
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  }

  async remove(keys: readonly string[]) {
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000);
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = answer.Errors?.filter((error) => error.Code !== 'NoSuchKey') ?? [];
      if (failed.length) throw new Error(`could not delete ${failed.length} objects: ${failed[0]?.Code}`);
    }
  }

  async discard(stored: readonly StoredFile[]) {
    await this.remove(stored.flatMap((file) => (file.storageKey ? [file.storageKey] : [])));
  }

  async *list(): AsyncGenerator<ListedObject[]> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: OBJECT_PREFIX, ContinuationToken: token }),
      );
      yield (page.Contents ?? []).flatMap((object) =>
        object.Key ? [{ key: object.Key, lastModified: object.LastModified ?? new Date(0) }] : [],
      );
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** The bucket answers (and is made when it is missing, for a fresh MinIO or a test server). */
  async ensureBucket() {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch {
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
  }

  close() {
    this.client.destroy();
  }
}

/** The bucket named by the settings, whatever FILE_STORE says (the migration's target or source). */
export function createS3Store(settings: S3Settings): S3Store {
  if (!settings.S3_BUCKET) throw new Error('S3_BUCKET is not set');
  return new S3Store(s3Client(settings), settings.S3_BUCKET);
}

/** The store FILE_STORE names. */
export function createFileStore(config: Config): FileStore {
  return config.FILE_STORE === 's3' ? createS3Store(config) : new RowStore();
}

/**
 * Keeps each file in the store, then runs `work` (which writes their rows); when `work` fails
 * the objects go again (anything a crash leaves behind, the housekeeping sweep removes).
 */
export async function withStoredFiles<T>(
  store: FileStore,
  files: ReadonlyArray<{ bytes: Buffer; contentType: string }>,
  work: (stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) stored.push(await store.put(file.bytes, file.contentType));
    return await work(stored);
  } catch (error) {
    await store.discard(stored).catch(() => undefined);
    throw error;
  }
}

/** A stored file's columns of its `files` row. */
export const storedColumns = (stored: StoredFile) => ({
  id: stored.id,
  sizeBytes: stored.sizeBytes,
  checksum: stored.checksum,
  content: stored.content,
  storageKey: stored.storageKey,
});
