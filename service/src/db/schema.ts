import { APPEAL_STATUSES, DELIVERY_STATUSES, ORDER_STATUSES, ROLES } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A full transaction id (PostgreSQL's xid8), read as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

const timestamptz = (name?: string) =>
  name
    ? timestamp(name, { withTimezone: true, mode: 'date' })
    : timestamp({ withTimezone: true, mode: 'date' });
const money = () => numeric({ precision: 14, scale: 2 });

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
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
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    /** How the account's sessions list names the session (never its secret or hash). */
    id: uuid().notNull().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
    revokedAt: timestamptz(),
    lastUsedAt: timestamptz(),
    userAgent: text(),
    clientAddress: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), uniqueIndex('sessions_id_key').on(t.id)],
);

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    tokenHash: text().notNull(),
    prefix: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
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

export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    externalRef: text(),
    clientName: text().notNull(),
    clientAccountNo: text(),
    medicalCompany: text().notNull(),
    companyId: uuid()
      .notNull()
      .references(() => users.id),
    region: text().notNull(),
    area: text().notNull(),
    salesManager: text(),
    medicalRep: text(),
    orderDate: date({ mode: 'string' }).notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    totalValueSar: money().notNull().default('0.00'),
    /** How many lines the order has, kept by replaceLines so lists and exports need no count per row. */
    lineCount: integer().notNull().default(0),
    notes: text(),
    withdrawnAt: timestamptz(),
    submittedAt: timestamptz(),
    creditReviewedAt: timestamptz(),
    higherReviewedAt: timestamptz(),
    warehouseUpdatedAt: timestamptz(),
    printedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
    version: integer().notNull().default(1),
    /** Kept current with the warehouse record so the list can filter on it (SPEC §4 derivation). */
    deliveryStatus: text({ enum: DELIVERY_STATUSES }).notNull().default('PENDING_DELIVERY'),
    /** The order's single appeal's status, for the workflow's guards without a join. */
    appealStatus: text({ enum: APPEAL_STATUSES }),
    /** Role of whoever rejected it last (the sales representative may appeal only HIGHER_AUTHORITY's). */
    rejectedByRole: text({ enum: ROLES }),
  },
  (t) => [
    index('orders_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_status_updated_idx').on(
      t.status,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_company_updated_idx').on(
      t.medicalCompany,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_company_status_updated_idx').on(
      t.medicalCompany,
      t.status,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_owner_updated_idx').on(
      t.companyId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_order_date_idx').on(t.orderDate),
    // A queue with a date range (and a branch): one range per status, not two bitmaps the size of each filter.
    index('orders_status_order_date_idx').on(t.status, t.orderDate, t.medicalCompany),
    index('orders_delivery_status_updated_idx').on(
      t.deliveryStatus,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Every distinct client name and account number ever used on an order (kept by a trigger on
 * orders, migration 0007), with a trigram index. A search first finds the matching values here,
 * among thousands of distinct ones rather than a million orders, then the orders holding them.
 */
export const orderSearchTerms = pgTable(
  'order_search_terms',
  {
    term: text().primaryKey(),
    /** The transaction that added the term: each service instance reads only what came since (see search-terms.ts). */
    xid: xid8().notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [index('order_search_terms_xid_idx').on(t.xid)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    itemCode: text().notNull(),
    itemDescription: text().notNull(),
    publicPrice: money().notNull(),
    discount: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    quantity: integer().notNull(),
    valueUnit: money().notNull().default('0.00'),
    netValue: money().notNull(),
    grossValue: money().notNull(),
    bonus: money().notNull().default('0.00'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position)],
);

export const appeals = pgTable(
  'appeals',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({ enum: APPEAL_STATUSES }).notNull(),
    comment: text().notNull(),
    submittedBy: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: timestamptz().notNull().defaultNow(),
    decision: text(),
    decisionComment: text(),
    decidedBy: uuid().references(() => users.id),
    decidedAt: timestamptz(),
  },
  (t) => [index('appeals_order_idx').on(t.orderId)],
);

/**
 * Every stored file: order attachments (purchase_order, order_form), appeal evidence and
 * delivery invoices. Bytes live here so every service instance sees them.
 */
export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
    appealId: uuid().references(() => appeals.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    fileName: text().notNull(),
    storedName: text(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    content: bytea().notNull(),
    uploadedBy: uuid().references(() => users.id),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('files_order_idx').on(t.orderId),
    index('files_appeal_idx').on(t.appealId),
    uniqueIndex('files_stored_name_key').on(t.storedName),
  ],
);

/** A parsed spreadsheet waiting for save-parsed-file. */
export const tempFiles = pgTable('temp_files', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileName: text().notNull(),
  contentType: text().notNull(),
  sizeBytes: integer().notNull(),
  content: bytea().notNull(),
  parsed: jsonb().notNull(),
  createdAt: timestamptz().notNull().defaultNow(),
  expiresAt: timestamptz().notNull(),
});

export const warehouseRecords = pgTable('warehouse_records', {
  orderId: uuid()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  pickListNumber: text(),
  deliveryNoteNo: text(),
  printedAt: timestamptz(),
  dispatchedAt: timestamptz(),
  transportedAt: timestamptz(),
  expectedDeliveryDate: timestamptz(),
  actualDeliveryDate: timestamptz(),
  deliveryInvoicePath: text(),
  notDeliveredReason: text(),
});

export const orderHistory = pgTable(
  'order_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Insertion order: entries written in one transaction share a timestamp. */
    seq: bigserial({ mode: 'number' }).notNull(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    action: text().notNull(),
    fromStatus: text({ enum: ORDER_STATUSES }),
    toStatus: text({ enum: ORDER_STATUSES }),
    actorId: uuid().references(() => users.id),
    actorRole: text({ enum: ROLES }),
    comment: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('order_history_order_idx').on(t.orderId, t.seq),
    index('order_history_action_created_idx').on(t.action, t.createdAt),
  ],
);

/** Rejection records (SPEC §3): who rejected, in which role, and why. */
export const rejections = pgTable(
  'rejections',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorId: uuid()
      .notNull()
      .references(() => users.id),
    actorRole: text({ enum: ROLES }).notNull(),
    comment: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('rejections_order_idx').on(t.orderId, t.createdAt)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    route: text().notNull(),
    requestHash: text().notNull(),
    state: text().notNull(),
    responseStatus: integer(),
    responseHeaders: jsonb(),
    responseBody: bytea(),
    /** What the request's work made or changed (an order id, an invoice's stored name), once committed. */
    resource: text(),
    createdAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    severity: text().notNull(),
    /** The English text, kept for rows written before key and params existed (DESIGN §9). */
    message: text().notNull(),
    /** The domain catalog's key and its parameters: rendered in each reader's language. */
    messageKey: text(),
    messageParams: jsonb().$type<Record<string, string | number>>(),
    orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamptz().notNull().defaultNow(),
    readAt: timestamptz(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
);

/**
 * Order counts per company, owner and status, kept current inside each change's transaction,
 * so list totals and dashboard cards never count orders one by one.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    medicalCompany: text().notNull(),
    ownerId: uuid().notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    count: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.medicalCompany, t.ownerId, t.status] })],
);

/** Open sockets per user per service instance; a user is online while any live row has connections. */
export const presence = pgTable(
  'presence',
  {
    instanceId: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connections: integer().notNull(),
    heartbeatAt: timestamptz().notNull(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.userId] }), index('presence_user_idx').on(t.userId)],
);

/** Webhook subscriptions (DESIGN §10): a user's endpoint, the event types it wants and its signing secret. */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    description: text().notNull().default(''),
    eventTypes: text().array().notNull(),
    /** `whsec_<base64>`; needed in clear to sign, never answered after creation. */
    secret: text().notNull(),
    enabled: boolean().notNull().default(true),
    disabledReason: text(),
    /** The last outbox event the deliverer has fanned out to this subscription. */
    lastEventId: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('webhook_subscriptions_owner_idx').on(t.ownerId)],
);

/**
 * The outbox: one row per order event, written in the change's own transaction. Ids are taken
 * under a transaction-scoped lock, so they are in commit order.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** The Standard Webhooks `webhook-id`, the same on every attempt and replay. */
    msgId: text().notNull(),
    type: text().notNull(),
    orderId: uuid(),
    medicalCompany: text(),
    /** Only for `webhook.test`: the one subscription it is for. */
    subscriptionId: uuid().references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    payload: jsonb().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_msg_key').on(t.msgId)],
);

/** One event to send to one subscription (made by the deliverer's fan-out, or by a replay). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    subscriptionId: uuid()
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    eventId: bigint({ mode: 'number' })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    /** Copied from the event: deliveries of one order to one subscription go one at a time. */
    orderId: uuid(),
    /** pending, delivered or failed (given up). */
    state: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamptz().notNull().defaultNow(),
    leaseUntil: timestamptz(),
    leaseToken: uuid(),
    replay: boolean().notNull().default(false),
    createdAt: timestamptz().notNull().defaultNow(),
    finishedAt: timestamptz(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_order_idx')
      .on(t.subscriptionId, t.orderId, t.eventId)
      .where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_subscription_idx').on(t.subscriptionId, t.eventId),
  ],
);

/** The delivery log: every attempt, its answer's status, duration and first 1 KB. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    deliveryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    subscriptionId: uuid()
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    eventId: bigint({ mode: 'number' }).notNull(),
    attempt: integer().notNull(),
    startedAt: timestamptz().notNull(),
    durationMs: integer().notNull(),
    statusCode: integer(),
    responseBody: text(),
    error: text(),
    succeeded: boolean().notNull(),
  },
  (t) => [index('webhook_attempts_subscription_idx').on(t.subscriptionId, t.id.desc())],
);

export * from './dashboard-schema.js';
export * from './inventory-schema.js';
