/**
 * drizzle's rendering of a raw `sql` statement (PgDialect.sqlToQuery), for the few large ones a
 * hot request renders every time (an approval's write and credit check, queryNamedRows): the
 * same text and parameters, without drizzle's per-chunk entity checks, object copies and tracing
 * span (half a millisecond of an approval's CPU). Anything but the chunks raw statements are made
 * of (text, nested sql, tables, columns, identifiers, parameters, values and lists of them) is
 * left to drizzle: the whole statement is then rendered by sqlToQuery.
 */
import { Column, Name, Param, SQL, StringChunk, Table } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';

const IS_ALIAS = Symbol.for('drizzle:IsAlias');
const TABLE_NAME = Symbol.for('drizzle:Name');
const TABLE_SCHEMA = Symbol.for('drizzle:Schema');
const ENTITY_KIND = Symbol.for('drizzle:entityKind');

/** A chunk this renderer leaves to drizzle. */
class NotPlain extends Error {}

interface Rendered {
  sql: string;
  params: unknown[];
}

const escapeName = (name: string) => `"${name.replace(/"/g, '""')}"`;

function tableName(table: Table): string {
  const fields = table as unknown as Record<symbol, string | boolean | undefined>;
  const name = escapeName(fields[TABLE_NAME] as string);
  const schema = fields[TABLE_SCHEMA] as string | undefined;
  const alias = fields[IS_ALIAS];
  return schema === undefined || alias ? name : `${escapeName(schema)}.${name}`;
}

/** A value drizzle would bind as a parameter (not one of its entities, nothing with getSQL). */
function isPlainValue(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (typeof (value as { getSQL?: unknown }).getSQL === 'function') return false;
  return !(ENTITY_KIND in ((value as { constructor?: object }).constructor ?? {}));
}

function walk(chunks: readonly unknown[], out: Rendered, column: (c: Column) => string): void {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) out.sql += chunk.value.join('');
    else if (chunk instanceof SQL) {
      if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw new NotPlain();
      walk(chunk.queryChunks, out, column);
    } else if (chunk === undefined) continue;
    else if (chunk instanceof Name) out.sql += escapeName(chunk.value);
    else if (Array.isArray(chunk)) {
      out.sql += '(';
      chunk.forEach((item, index) => {
        if (index) out.sql += ', ';
        walk([item], out, column);
      });
      out.sql += ')';
    } else if (chunk instanceof Table) out.sql += tableName(chunk);
    else if (chunk instanceof Column) out.sql += `${tableName(chunk.table)}.${escapeName(column(chunk))}`;
    else if (chunk instanceof Param) {
      const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (!isPlainValue(chunk.value) || !isPlainValue(value)) throw new NotPlain();
      out.params.push(value);
      out.sql += `$${out.params.length}`;
    } else if (isPlainValue(chunk)) {
      out.params.push(chunk);
      out.sql += `$${out.params.length}`;
    } else throw new NotPlain();
  }
}

/** `query` as PgDialect.sqlToQuery renders it (text and parameters). */
export function renderSql(dialect: PgDialect, query: SQL): Rendered {
  const casing = (dialect as unknown as { casing: { getColumnCasing(c: Column): string } }).casing;
  const out: Rendered = { sql: '', params: [] };
  try {
    walk([query], out, (c) => casing.getColumnCasing(c));
    return out;
  } catch (error) {
    if (!(error instanceof NotPlain)) throw error;
    const { sql, params } = dialect.sqlToQuery(query);
    return { sql, params };
  }
}
