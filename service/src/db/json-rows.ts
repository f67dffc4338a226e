/**
 * A table's rows as one JSON value of a statement, and back: a row and its children (an order with
 * its lines, history and files) read in one statement instead of one per table, decoded into the
 * rows drizzle's select of the same columns gives. Each row is an object keyed by field; numerics
 * go as text (as a JSON number 12.50 would come back as 12.5) and every value is read by its
 * column (timestamps to Dates, dates and numerics as strings), as drizzle reads a result row.
 */
import { type Column, type SQL, sql } from 'drizzle-orm';

export type Columns = Record<string, Column>;

/** The row's value of `column` as JSON keeps it exactly. */
const exact = (column: Column) => (column.columnType === 'PgNumeric' ? sql`${column}::text` : sql`${column}`);

/** A row of `columns` as a JSON object keyed by field (field names are code, never input). */
export function jsonObjectOf(columns: Columns): SQL {
  const pairs = Object.entries(columns).map(
    ([field, column]) => sql`${sql.raw(`'${field}'`)}, ${exact(column)}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The rows of `from` (a FROM ... WHERE clause) as a JSON array of `object`, in `orderBy`; [] when none. */
export const jsonRows = (object: SQL, from: SQL, orderBy: SQL) =>
  sql`(select coalesce(json_agg(${object} order by ${orderBy}), '[]'::json) ${from})`;

/** One JSON object of jsonObjectOf(columns) as drizzle would give the row (a null stays null). */
export function decodeRow<Row>(columns: Columns, json: Record<string, unknown> | null): Row | null {
  if (json === null) return null;
  const row: Record<string, unknown> = {};
  for (const field in columns) {
    const value = json[field];
    row[field] = value === null || value === undefined ? null : columns[field]!.mapFromDriverValue(value);
  }
  return row as Row;
}

/** A JSON array of jsonRows as drizzle rows (the driver gives json already parsed, or as text). */
export function decodeRows<Row>(json: unknown, decode: (item: Record<string, unknown>) => Row): Row[] {
  const items = (typeof json === 'string' ? JSON.parse(json) : json) as Array<Record<string, unknown>> | null;
  return (items ?? []).map(decode);
}
