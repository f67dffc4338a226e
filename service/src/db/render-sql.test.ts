import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { auditInsertSql } from '../features/audit/write.js';
import { outboxInsertSql } from './outbox.js';
import { renderSql } from './render-sql.js';
import * as schema from './schema.js';
import { orders, users, warehouseRecords } from './schema.js';

const dialect = new PgDialect({ casing: 'snake_case' });
const db = drizzle.mock({ schema, casing: 'snake_case' });
const id = '0b9c4f51-9d2e-4c55-9a55-1f1d7a0c0f11';
const now = new Date('2026-11-27T06:00:00.000Z');

describe('renderSql', () => {
  it.each([
    [
      'a conditional update',
      db
        .update(orders)
        .set({ status: 'PENDING_HIGHER', creditReviewedAt: now, version: sql`${orders.version} + 1` })
        .where(and(eq(orders.id, id), eq(orders.status, 'PENDING_CREDIT'), eq(orders.version, 3)))
        .returning({ id: orders.id, version: orders.version })
        .getSQL(),
    ],
    [
      'an upsert',
      db
        .insert(warehouseRecords)
        .values({ orderId: id, pickListNumber: 'PL-1', dispatchedAt: now })
        .onConflictDoUpdate({ target: warehouseRecords.orderId, set: { pickListNumber: 'PL-1' } })
        .getSQL(),
    ],
    [
      'a locking select with a join',
      db
        .select({ order: orders, warehouse: warehouseRecords })
        .from(orders)
        .leftJoin(warehouseRecords, eq(warehouseRecords.orderId, orders.id))
        .where(eq(orders.id, id))
        .for('update', { of: orders })
        .getSQL(),
    ],
    [
      'raw sql: identifiers, lists, nulls, json and nested statements',
      sql`with ${sql.identifier('moved')} as (select ${users.id} from ${users} where ${users.role} in ${['A', 'B']}
        and ${null}::text is null and ${sql.param({ a: [1, 'x'] })}::jsonb is not null ${sql.raw('limit 1')})
        ${outboxInsertSql(
          [{ type: 'order.updated', orderId: id, medicalCompany: 'Wasama', data: { orderId: id } }],
          now,
          { from: sql` moved,` },
        )}`,
    ],
    [
      'an audit insert',
      auditInsertSql(
        [{ kind: 'orderReviewed', actor: { id }, subject: id, details: { action: 'approve' }, at: now }],
        'moved',
      )!,
    ],
    ['inlined parameters (left to drizzle)', sql`select ${'x'}`.inlineParams()],
    [
      'an aliased field (left to drizzle)',
      db
        .select({ n: sql<number>`count(*)`.as('n') })
        .from(orders)
        .getSQL(),
    ],
  ])('renders %s as drizzle does', (_name, query) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    expect(renderSql(dialect, query)).toEqual({ sql: text, params });
  });
});
