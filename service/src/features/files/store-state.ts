/**
 * Which store a database's files are in, checked by every instance at start-up, and the move
 * from one store to the other (`pnpm admin files migrate --to <store>`, DESIGN §14).
 */
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { type FileStore, type FileStoreKind, type S3Store, sha256 } from '../../db/file-store.js';
import { fileStoreState, files } from '../../db/schema.js';

const STORE_NAMES: Record<FileStoreKind, string> = { postgres: 'PostgreSQL', s3: 'the S3 bucket' };

/** The store the database's files are in; the first instance records it (the files' own, if any). */
export async function recordedFileStore(db: Db, configured: FileStoreKind): Promise<FileStoreKind> {
  await db.execute(sql`insert into ${fileStoreState} (id, store) values (1,
    case when exists (select 1 from ${files} where ${files.content} is null) then 's3'
         when exists (select 1 from ${files}) then 'postgres'
         else ${configured} end)
    on conflict (id) do nothing`);
  const [row] = await db
    .select({ store: fileStoreState.store })
    .from(fileStoreState)
    .where(eq(fileStoreState.id, 1));
  return row?.store ?? configured;
}

/**
 * Refuses to start an instance whose FILE_STORE is not the store the database's files are in:
 * no instance may serve half the files. `files migrate` moves them (and the record) first.
 */
export async function checkFileStore(db: Db, store: FileStore): Promise<void> {
  const recorded = await recordedFileStore(db, store.kind);
  if (recorded === store.kind) return;
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(files);
  throw new Error(
    `FILE_STORE=${store.kind}, but this database keeps its files in ${STORE_NAMES[recorded]} ` +
      `(${count?.n ?? 0} files, FILE_STORE=${recorded}). Every instance must use the same store: ` +
      `start this one with FILE_STORE=${recorded}, or move the files first with ` +
      `\`pnpm admin files migrate --to ${store.kind}\` and then start every instance with FILE_STORE=${store.kind}.`,
  );
}

export interface MigrationReport {
  /** Files copied into the target store by this run. */
  copied: number;
  /** Files whose copy in the old store was removed by this run. */
  cleared: number;
}

/** Files copied per round; each holds its bytes in memory once. */
const BATCH = 8;

/**
 * Moves every file's bytes into `to`: resumable (a file already copied is skipped) and
 * idempotent (the object key is the file's id, so a repeated copy writes the same object).
 * 1. copy each file and record where the copy is, keeping the original;
 * 2. record the new store (instances on the old one are refused from then on);
 * 3. drop the originals.
 * Instances on the old store that still run serve what they find until step 3: stop them
 * before it (a file they upload meanwhile is kept where they put it, and a rerun moves it).
 */
export async function migrateFiles(
  db: Db,
  to: FileStoreKind,
  bucket: S3Store,
  progress: (line: string) => void = () => undefined,
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, cleared: 0 };
  if (to === 's3') {
    const toCopy = { id: files.id, content: files.content, contentType: files.contentType };
    const next = () =>
      nextBatch(db.select(toCopy).from(files).$dynamic(), isNull(files.storageKey), files.content);
    await inBatches(next, async (rows) => {
      for (const row of rows) {
        const stored = await bucket.put(row.content!, row.contentType, row.id);
        await db
          .update(files)
          .set({
            storageKey: stored.storageKey,
            checksum: sql`coalesce(${files.checksum}, ${stored.checksum})`,
          })
          .where(and(eq(files.id, row.id), isNull(files.storageKey)));
        report.copied++;
      }
      progress(`copied ${report.copied} files to the bucket`);
    });
    await recordStore(db, 's3');
    await inBatches(
      () => bothCopies(db.select({ id: files.id }).from(files).$dynamic()),
      async (ids) => {
        report.cleared += await clearCopies(db, ids, { content: null });
      },
    );
    return report;
  }
  const toCopy = { id: files.id, storageKey: files.storageKey, checksum: files.checksum };
  const next = () =>
    nextBatch(db.select(toCopy).from(files).$dynamic(), isNull(files.content), files.storageKey);
  await inBatches(next, async (rows) => {
    for (const row of rows) {
      const bytes = await bucket.read(row.storageKey!);
      const checksum = sha256(bytes);
      if (row.checksum && row.checksum !== checksum) {
        throw new Error(`object ${row.storageKey} does not match its checksum: left where it is`);
      }
      await db.update(files).set({ content: bytes, checksum }).where(eq(files.id, row.id));
      report.copied++;
    }
    progress(`copied ${report.copied} files into PostgreSQL`);
  });
  await recordStore(db, 'postgres');
  const copied = { id: files.id, storageKey: files.storageKey };
  await inBatches(
    () => bothCopies(db.select(copied).from(files).$dynamic()),
    async (rows) => {
      await bucket.remove(rows.map((row) => row.storageKey!));
      report.cleared += await clearCopies(db, rows, { storageKey: null });
    },
  );
  return report;
}

/** Runs `handle` on each batch `next` answers, until it answers none. */
async function inBatches<R>(next: () => Promise<R[]>, handle: (rows: R[]) => Promise<void>) {
  for (let rows = await next(); rows.length > 0; rows = await next()) await handle(rows);
}

/** The next batch of files still to copy: `missing` in the new store, `held` in the old; in id order. */
function nextBatch<T extends PgSelect>(query: T, missing: SQL, held: AnyPgColumn) {
  return query
    .where(and(missing, isNotNull(held)))
    .orderBy(asc(files.id))
    .limit(BATCH);
}

/** The next (up to 500) files held in both stores, their copy made. */
function bothCopies<T extends PgSelect>(query: T) {
  return query.where(and(isNotNull(files.storageKey), isNotNull(files.content))).limit(500);
}

/** Clears one store's copy (`clear`) of these files, kept in the other store; answers how many. */
async function clearCopies(
  db: Db,
  rows: Array<{ id: string }>,
  clear: { content: null } | { storageKey: null },
) {
  const cleared = await db
    .update(files)
    .set(clear)
    .where(
      inArray(
        files.id,
        rows.map((row) => row.id),
      ),
    )
    .returning({ id: files.id });
  return cleared.length;
}

async function recordStore(db: Db, store: FileStoreKind) {
  await db
    .insert(fileStoreState)
    .values({ id: 1, store })
    .onConflictDoUpdate({ target: fileStoreState.id, set: { store, changedAt: sql`now()` } });
}
