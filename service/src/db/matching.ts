import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * `a = $1 and b = $2 ...`: the rows of `table` whose columns hold the values of `key` (a
 * composite key, by the schema's names of its columns).
 */
export function matching<T extends PgTable>(table: T, key: Partial<T['$inferSelect']>): SQL | undefined {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  return and(...Object.entries(key).map(([name, value]) => eq(columns[name]!, value)));
}
