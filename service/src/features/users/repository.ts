import { and, asc, eq, ne, or } from 'drizzle-orm';
import { isUsable } from '../../auth-core/credentials.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';

/**
 * The usable accounts `companyScope` may see (DESIGN §7): with a company, staff and that
 * company's users; with none (null), everyone.
 */
export function listUsers(db: DbOrTx, companyScope: string | null) {
  const visible =
    companyScope === null
      ? undefined
      : or(ne(users.role, 'MEDICAL_COMPANY'), eq(users.companyName, companyScope));
  return db.select().from(users).where(and(isUsable(), visible)).orderBy(asc(users.name));
}
