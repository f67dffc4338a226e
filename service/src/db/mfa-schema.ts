/** Second factors (DESIGN §13): authenticator apps (TOTP) and single-use recovery codes. */
import { SECOND_FACTOR_KINDS } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accountOwned, users } from './accounts-schema.js';
import { bigintNumber, bytea, createdNow, timestamptz } from './columns.js';

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
    lastUsedStep: bigintNumber(),
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

/**
 * Passkeys (WebAuthn credentials, DESIGN §13): a second factor, or a sign-in without the
 * password. A person registers several and names them; any one counts as the factor 'passkey'.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    ...accountOwned(),
    /** The credential id (base64url) the authenticator answers with. */
    credentialId: text().notNull(),
    /** The COSE public key. */
    publicKey: bytea().notNull(),
    /** The authenticator's signature counter; one that goes back refuses the assertion. */
    counter: bigintNumber().notNull().default(0),
    transports: text().array().notNull().default(sql`'{}'::text[]`),
    name: text().notNull(),
    createdAt: createdNow(),
    lastUsedAt: timestamptz(),
  },
  (t) => [uniqueIndex('passkeys_credential_key').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges kept server-side: single use (taken by deleting the row), short-lived.
 * `userId` is the person a registration, a second-factor assertion or a confirmation (a change
 * to the person's own factors, proved by one of their passkeys) is for; null for a sign-in with
 * a passkey alone (discoverable credential).
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  challenge: text().primaryKey(),
  purpose: text({ enum: ['register', 'sign-in', 'second-factor', 'confirm'] }).notNull(),
  userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamptz().notNull(),
});
