/** Accounts and what hangs off them: sessions, API tokens, rate limits, idempotency keys, presence. */
import { ROLES } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, cascadeRef, createdNow, timestamptz, uuidKey } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: uuidKey(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: text({ enum: ROLES }).notNull(),
    companyName: text(),
    /** The sales representative's view of every order; set only by an administrator (DESIGN §7). */
    isSalesRep: boolean().notNull().default(false),
    /**
     * The language the person reads the product in (DESIGN §9): 'en' or 'ar'; null until the
     * person chooses (the portal then adopts the language it was already showing).
     */
    language: text(),
    /** Null while a self-registered account waits for an administrator (REGISTRATION=approval). */
    activatedAt: timestamptz(),
    disabledAt: timestamptz(),
    lastSeenAt: timestamptz(),
    /** Notification kinds (NOTIFICATION_KINDS) the account switched off; a new kind starts on. */
    mutedNotifications: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** The first columns of a row an account owns: a uuid key, and the account, whose removal removes the row. */
export const accountOwned = () => ({ id: uuidKey(), userId: cascadeRef(() => users.id) });

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    /** How the account's sessions list names the session (never its secret or hash). */
    id: uuid().notNull().defaultRandom(),
    userId: cascadeRef(() => users.id),
    createdAt: createdNow(),
    expiresAt: timestamptz().notNull(),
    revokedAt: timestamptz(),
    lastUsedAt: timestamptz(),
    userAgent: text(),
    clientAddress: text(),
    /**
     * A sign-in that passed the password and waits for the second factor (DESIGN §13): it
     * authenticates nothing but `POST /api/auth/login/mfa`, and lives a few minutes.
     */
    mfaPending: boolean().notNull().default(false),
    /** When this session passed its second factor (null: it did not; API tokens need it). */
    secondFactorAt: timestamptz(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), uniqueIndex('sessions_id_key').on(t.id)],
);

export const apiTokens = pgTable(
  'api_tokens',
  {
    ...accountOwned(),
    name: text().notNull(),
    tokenHash: text().notNull(),
    prefix: text().notNull(),
    createdAt: createdNow(),
    lastUsedAt: timestamptz(),
    /** Null never expires; past it the token answers 401. */
    expiresAt: timestamptz(),
    revokedAt: timestamptz(),
  },
  (t) => [uniqueIndex('api_tokens_hash_key').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId)],
);

/**
 * Failure counters for rate limits (sign-in: per account and client address, and per client
 * address). `count` is forgotten at `resetAt`; no attempt is admitted before `blockedUntil`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamptz().notNull(),
  blockedUntil: timestamptz(),
});
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: cascadeRef(() => users.id),
    key: text().notNull(),
    route: text().notNull(),
    requestHash: text().notNull(),
    state: text().notNull(),
    responseStatus: integer(),
    responseHeaders: jsonb(),
    responseBody: bytea(),
    /** What the request's work made or changed (an order id, an invoice's stored name), once committed. */
    resource: text(),
    createdAt: createdNow(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Open sockets per user per service instance; a user is online while any live row has connections. */
export const presence = pgTable(
  'presence',
  {
    instanceId: text().notNull(),
    userId: cascadeRef(() => users.id),
    connections: integer().notNull(),
    heartbeatAt: timestamptz().notNull(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.userId] }), index('presence_user_idx').on(t.userId)],
);
