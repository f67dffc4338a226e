/** Orders and their lines, files, appeals, warehouse record, history, counters and notifications. */
import {
  APPEAL_STATUSES,
  type CreditOverride,
  DELIVERY_STATUSES,
  type HistoryFile,
  ORDER_STATUSES,
  ROLES,
  VAT_CATEGORIES,
} from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountOwned, users } from './accounts-schema.js';
import {
  bigintNumber,
  bytea,
  cascadeRef,
  createdNow,
  money,
  newestFirst,
  timestamptz,
  uuidKey,
  xid8,
} from './columns.js';

export const orders = pgTable(
  'orders',
  {
    id: uuidKey(),
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
    /** DESIGN §12: the sum of the lines' VAT, and total + VAT; stored, never recomputed on read. */
    vatSar: money().notNull().default('0.00'),
    payableSar: money().notNull().default('0.00'),
    /** How many lines the order has, kept by replaceLines so lists and exports need no count per row. */
    lineCount: integer().notNull().default(0),
    notes: text(),
    withdrawnAt: timestamptz(),
    submittedAt: timestamptz(),
    creditReviewedAt: timestamptz(),
    higherReviewedAt: timestamptz(),
    warehouseUpdatedAt: timestamptz(),
    printedAt: timestamptz(),
    createdAt: createdNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
    version: integer().notNull().default(1),
    /** Kept current with the warehouse record so the list can filter on it (SPEC §4 derivation). */
    deliveryStatus: text({ enum: DELIVERY_STATUSES }).notNull().default('PENDING_DELIVERY'),
    /** The order's single appeal's status, for the workflow's guards without a join. */
    appealStatus: text({ enum: APPEAL_STATUSES }),
    /** Role of whoever rejected it last (the sales representative may appeal only HIGHER_AUTHORITY's). */
    rejectedByRole: text({ enum: ROLES }),
    /**
     * Client name, account number and external ref, lower-cased and joined by U+001F: a broad
     * search reads one case-sensitive LIKE per order here instead of three ILIKEs (list-query.ts).
     */
    /**
     * The order's credit mark as a rank (domain CREDIT_MARK_RANK: 0 block, 1 override, 2 clear;
     * null: no mark), kept by the credit-marks refresh (clients/credit-marks.ts) for orders
     * awaiting a credit-checked decision, so `sort=risk` reads an index instead of a credit check per row.
     */
    creditRank: smallint(),
    searchText: text().generatedAlwaysAs(
      sql`lower(client_name) || chr(31) || lower(coalesce(client_account_no, '')) || chr(31) || lower(coalesce(external_ref, ''))`,
    ),
  },
  (t) => [
    index('orders_updated_idx').on(...newestFirst(t)),
    index('orders_status_updated_idx').on(t.status, ...newestFirst(t)),
    index('orders_company_updated_idx').on(t.medicalCompany, ...newestFirst(t)),
    index('orders_company_status_updated_idx').on(t.medicalCompany, t.status, ...newestFirst(t)),
    index('orders_owner_updated_idx').on(t.companyId, ...newestFirst(t)),
    index('orders_order_date_idx').on(t.orderDate),
    // A queue with a date range (and a branch): one range per status, not two bitmaps the size of each filter.
    index('orders_status_order_date_idx').on(t.status, t.orderDate, t.medicalCompany),
    index('orders_delivery_status_updated_idx').on(t.deliveryStatus, ...newestFirst(t)),
    // A client's orders (credit exposure, DESIGN §11), by the client master's case-insensitive key.
    index('orders_client_key_idx').on(sql`lower(btrim(${t.clientAccountNo}))`),
    // sort=risk: a queue's page read in index order (marked orders first, by rank, newest first).
    index('orders_credit_rank_idx').on(t.creditRank.asc(), ...newestFirst(t)),
    // A medical company's client picker (GET /api/clients as a company): the clients its own
    // company's orders named, one index range per company (migration 0025).
    index('orders_company_client_key_idx').on(t.medicalCompany, sql`lower(btrim(${t.clientAccountNo}))`),
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
    id: uuidKey(),
    orderId: cascadeRef(() => orders.id),
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
    /** DESIGN §12: the item's VAT category when the line was written, its rate and the line's VAT. */
    vatCategory: text({ enum: VAT_CATEGORIES }).notNull().default('S'),
    vatRatePercent: numeric({ precision: 5, scale: 2 }).notNull().default('15'),
    vatSar: money().notNull().default('0.00'),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    check('order_lines_vat_category_check', sql`${t.vatCategory} IN ('S', 'Z')`),
  ],
);

export const appeals = pgTable(
  'appeals',
  {
    id: uuidKey(),
    orderId: cascadeRef(() => orders.id),
    status: text({ enum: APPEAL_STATUSES }).notNull(),
    comment: text().notNull(),
    submittedBy: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: createdNow(),
    decision: text(),
    decisionComment: text(),
    decidedBy: uuid().references(() => users.id),
    decidedAt: timestamptz(),
  },
  (t) => [index('appeals_order_idx').on(t.orderId)],
);

/**
 * Every stored file: order attachments (purchase_order, order_form), appeal evidence and
 * delivery invoices. The bytes live in `content` (FILE_STORE=postgres) or in the object store
 * under `storage_key` (FILE_STORE=s3, DESIGN §14); `checksum` is their SHA-256 (hex), so every
 * instance sees the same file wherever it is kept.
 */
export const files = pgTable(
  'files',
  {
    id: uuidKey(),
    orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
    appealId: uuid().references(() => appeals.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    fileName: text().notNull(),
    storedName: text(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    /** The bytes, when the database keeps them (FILE_STORE=postgres). */
    content: bytea(),
    /** The object's key, when the object store keeps them (FILE_STORE=s3). */
    storageKey: text(),
    /** SHA-256 of the bytes, hex (files stored before it was kept: written by the migration to s3). */
    checksum: text(),
    uploadedBy: uuid().references(() => users.id),
    createdAt: createdNow(),
  },
  (t) => [
    index('files_order_idx').on(t.orderId),
    index('files_appeal_idx').on(t.appealId),
    uniqueIndex('files_stored_name_key').on(t.storedName),
    uniqueIndex('files_storage_key_key').on(t.storageKey),
  ],
);

/**
 * Which store this database's files are in (one row): every instance checks it at start-up, so
 * none serves half the files; `pnpm admin files migrate --to <store>` moves the files and it.
 */
export const fileStoreState = pgTable('file_store_state', {
  id: integer().primaryKey(),
  store: text({ enum: ['postgres', 's3'] }).notNull(),
  changedAt: createdNow(),
});

/** A parsed spreadsheet waiting for save-parsed-file. */
export const tempFiles = pgTable('temp_files', {
  ...accountOwned(),
  fileName: text().notNull(),
  contentType: text().notNull(),
  sizeBytes: integer().notNull(),
  content: bytea().notNull(),
  parsed: jsonb().notNull(),
  createdAt: createdNow(),
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
    id: uuidKey(),
    /** Insertion order: entries written in one transaction share a timestamp. */
    seq: bigserial({ mode: 'number' }).notNull(),
    orderId: cascadeRef(() => orders.id),
    action: text().notNull(),
    fromStatus: text({ enum: ORDER_STATUSES }),
    toStatus: text({ enum: ORDER_STATUSES }),
    actorId: uuid().references(() => users.id),
    actorRole: text({ enum: ROLES }),
    comment: text(),
    /**
     * An approval's credit override (DESIGN §11): the reason and the codes it overrides. Staff see
     * it beside the comment; a medical company never does (it would learn the client's credit).
     */
    creditOverride: jsonb().$type<CreditOverride>(),
    /**
     * The file an `attachment-added` or `lines-imported` entry is about, as data (its name, and
     * its kind or how many lines it gave), so each reader says it in its own language.
     */
    file: jsonb().$type<HistoryFile>(),
    createdAt: createdNow(),
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
    id: uuidKey(),
    orderId: cascadeRef(() => orders.id),
    actorId: uuid()
      .notNull()
      .references(() => users.id),
    actorRole: text({ enum: ROLES }).notNull(),
    comment: text().notNull(),
    createdAt: createdNow(),
  },
  (t) => [index('rejections_order_idx').on(t.orderId, t.createdAt)],
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
    /**
     * Concurrent changes add to different rows of the same counter (each connection writes its
     * own stripe, counterStripe), so they do not queue behind each other's commits; readers sum.
     */
    stripe: smallint().notNull().default(0),
    count: bigintNumber().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.medicalCompany, t.ownerId, t.status, t.stripe] })],
);

export const notifications = pgTable(
  'notifications',
  {
    ...accountOwned(),
    severity: text().notNull(),
    /** The English text, kept for rows written before key and params existed (DESIGN §9). */
    message: text().notNull(),
    /** The domain catalog's key and its parameters: rendered in each reader's language. */
    messageKey: text(),
    messageParams: jsonb().$type<Record<string, string | number>>(),
    orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdNow(),
    readAt: timestamptz(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
);
