/** Second factors (DESIGN §13): authenticator apps (TOTP) and single-use recovery codes. */
import { SECOND_FACTOR_KINDS } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountOwned } from './accounts-schema.js';
import { createdNow, timestamptz } from './columns.js';

export const secondFactors = pgTable(
  'second_factors',
  {
    ...accountOwned(),
    kind: text({ enum: SECOND_FACTOR_KINDS }).notNull(),
    /** The TOTP secret (base32); never answered after enrolment. */
    secret: text().notNull(),
    /** Null while enrolment waits for its first code; only confirmed factors count. */
    confirmedAt: timestamptz(),
    /** The last TOTP time step accepted: a code of it or an earlier one is refused (replay). */
    lastUsedStep: bigint({ mode: 'number' }),
    createdAt: createdNow(),
  },
  (t) => [uniqueIndex('second_factors_user_kind_key').on(t.userId, t.kind)],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    ...accountOwned(),
    /** argon2id of the code; the code itself is shown once, at enrolment. */
    codeHash: text().notNull(),
    usedAt: timestamptz(),
    createdAt: createdNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId).where(sql`${t.usedAt} is null`)],
);
