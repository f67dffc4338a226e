import type { AccountStatus } from '@tawreed/domain';
import { and, asc, eq, getTableColumns, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { confirmedFactorKinds, type UserRow } from '../../auth-core/credentials.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';

const STATUS_WHERE: Record<AccountStatus, () => SQL | undefined> = {
  pending: () => and(isNull(users.activatedAt), isNull(users.disabledAt)),
  active: () => and(isNotNull(users.activatedAt), isNull(users.disabledAt)),
  disabled: () => isNotNull(users.disabledAt),
};

/** Every account (or those in `status`): waiting ones first, then active, then disabled; by name within. */
export function listAccounts(db: DbOrTx, status?: AccountStatus) {
  return db
    .select({ ...getTableColumns(users), factors: confirmedFactorKinds() })
    .from(users)
    .where(status ? STATUS_WHERE[status]() : undefined)
    .orderBy(
      sql`${users.disabledAt} is not null`,
      sql`${users.activatedAt} is not null`,
      asc(users.name),
      asc(users.email),
    );
}

/** What an administrator's change writes to an account. */
export type AccountChange = Partial<
  Pick<typeof users.$inferInsert, 'role' | 'companyName' | 'isSalesRep' | 'passwordHash'>
>;

export async function updateAccount(
  db: DbOrTx,
  id: string,
  values: AccountChange,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** Usable from now on: activated (the first time only) and no longer disabled; `markSalesRep` adds the mark. */
export async function activateAccount(db: DbOrTx, id: string, now: Date, markSalesRep: boolean) {
  const [row] = await db
    .update(users)
    .set({
      activatedAt: sql`coalesce(${users.activatedAt}, ${now.toISOString()}::timestamptz)`,
      disabledAt: null,
      ...(markSalesRep ? { isSalesRep: true } : {}),
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Disabled from `now`, or from when it was disabled already. */
export async function disableAccount(db: DbOrTx, id: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ disabledAt: sql`coalesce(${users.disabledAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

const activeAdministrators = (db: DbOrTx) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), isNotNull(users.activatedAt), isNull(users.disabledAt)));

export async function hasActiveAdministrator(db: DbOrTx): Promise<boolean> {
  return (await activeAdministrators(db).limit(1)).length > 0;
}

/**
 * The ids of the usable administrators, locked until the transaction ends, so two
 * administrators removing each other at once cannot leave none.
 */
export async function lockActiveAdministrators(tx: DbOrTx): Promise<string[]> {
  const rows = await activeAdministrators(tx).for('update');
  return rows.map((row) => row.id);
}
