/** Column types the schema files share. */
import {
  type AnyPgColumn,
  bigint,
  customType,
  type ExtraConfigColumn,
  numeric,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A full transaction id (PostgreSQL's xid8), read as text. */
export const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

export const timestamptz = (name?: string) =>
  name
    ? timestamp(name, { withTimezone: true, mode: 'date' })
    : timestamp({ withTimezone: true, mode: 'date' });
export const money = () => numeric({ precision: 14, scale: 2 });
/** A bigint read as a JavaScript number (sequence numbers and counters, far below 2^53). */
export const bigintNumber = () => bigint({ mode: 'number' });
const zeroSum = () => numeric().notNull().default('0');
/**
 * Figures the database keeps (by triggers or a refresh), one numeric column per name, each zero
 * until something is added to it.
 */
export const zeroSums = <Name extends string>(...names: Name[]) =>
  Object.fromEntries(names.map((name) => [name, zeroSum()])) as {
    [name in Name]: ReturnType<typeof zeroSum>;
  };

/** A uuid primary key the database fills in. */
export const uuidKey = () => uuid().primaryKey().defaultRandom();
/** When the row was written, filled in by the database. */
export const createdNow = () => timestamptz().notNull().defaultNow();
/** A required reference to another row, removed with it. */
export const cascadeRef = (target: () => AnyPgColumn) =>
  uuid().notNull().references(target, { onDelete: 'cascade' });
/** The same for a row numbered by a bigserial key. */
export const cascadeSerialRef = (target: () => AnyPgColumn) =>
  bigintNumber().notNull().references(target, { onDelete: 'cascade' });
/**
 * The order of "most recently changed first" lists as index columns: updated_at, then id as the
 * tie-breaker, both descending with nulls first, as the list queries sort.
 */
export const newestFirst = (t: { updatedAt: ExtraConfigColumn; id: ExtraConfigColumn }) =>
  [t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
