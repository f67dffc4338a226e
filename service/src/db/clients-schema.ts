/**
 * Clients and credit (DESIGN §11): the client master, the history of its credit changes, the
 * receivable documents imported from the ERP and the payments recorded in Tawreed. Allocation
 * of payments and credit notes to invoices is computed (domain/src/credit.ts), never stored.
 */
import {
  addressSchema,
  CLIENT_STATUSES,
  type ClientAddress,
  PAYMENT_METHODS,
  PAYMENT_SOURCES,
  RECEIVABLE_KINDS,
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
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts-schema.js';
import { bigintNumber, cascadeRef, createdNow, money, timestamptz, uuidKey, zeroSums } from './columns.js';
import { priceLists } from './prices-schema.js';

const optionalText = () => text();
/** The national address: a text column, null when not given, per field of the domain's address. */
const addressColumns = () =>
  Object.fromEntries(Object.keys(addressSchema.shape).map((field) => [field, optionalText()])) as {
    [field in keyof ClientAddress]-?: ReturnType<typeof optionalText>;
  };

export const clients = pgTable(
  'clients',
  {
    id: uuidKey(),
    /** The orders' `clientAccountNo`; unique case-insensitively (clients_account_key). */
    accountNo: text().notNull(),
    name: text().notNull(),
    nameAr: text(),
    vatNumber: text(),
    crNumber: text(),
    ...addressColumns(),
    region: text(),
    area: text(),
    paymentTermsDays: integer().notNull().default(30),
    /** Null: not set yet (no data, no refusal). */
    creditLimitSar: money(),
    status: text({ enum: CLIENT_STATUSES }).notNull().default('ACTIVE'),
    statusReason: text(),
    licenceNumber: text(),
    licenceExpiry: date({ mode: 'string' }),
    /** The client's own price list (tender or contract prices); null: the default list. */
    priceListId: uuid().references(() => priceLists.id, { onDelete: 'set null' }),
    /** When the ERP last sent receivables for this client: payments recorded before it are in its figures. */
    receivablesImportedAt: timestamptz(),
    /**
     * The last Asia/Riyadh day its orders' credit marks hold with nothing written (an invoice
     * turns overdue, a licence expires after it); '-infinity': to be computed again.
     */
    creditMarksValidUntil: date({ mode: 'string' }).notNull().default(sql`'-infinity'`),
    createdAt: createdNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_account_key').on(sql`lower(${t.accountNo})`),
    index('clients_name_idx').on(sql`lower(${t.name})`),
    index('clients_marks_valid_idx').on(t.creditMarksValidUntil),
    check('clients_terms_check', sql`${t.paymentTermsDays} >= 0`),
    check('clients_limit_check', sql`${t.creditLimitSar} >= 0`),
  ],
);

/** Every change of a client's limit, terms or status: who, why, before and after. */
export const clientCreditHistory = pgTable(
  'client_credit_history',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    clientId: cascadeRef(() => clients.id),
    actorId: uuid().references(() => users.id),
    reason: text().notNull(),
    /** {creditLimitSAR, paymentTermsDays, status, statusReason} before and after. */
    before: jsonb().notNull(),
    after: jsonb().notNull(),
    createdAt: createdNow(),
  },
  (t) => [index('client_credit_history_client_idx').on(t.clientId, t.id)],
);

/** Open items from the ERP, unique by kind and number; a later import of the same number replaces it. */
export const receivableDocuments = pgTable(
  'receivable_documents',
  {
    id: uuidKey(),
    clientId: cascadeRef(() => clients.id),
    kind: text({ enum: RECEIVABLE_KINDS }).notNull(),
    number: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    amountSar: money().notNull(),
    openSar: money().notNull(),
    importedBy: uuid().references(() => users.id),
    importedAt: createdNow(),
  },
  (t) => [
    uniqueIndex('receivable_documents_kind_number_key').on(t.kind, t.number),
    index('receivable_documents_client_due_idx').on(t.clientId, t.dueDate),
    check('receivable_documents_amounts_check', sql`${t.openSar} >= 0 and ${t.openSar} <= ${t.amountSar}`),
  ],
);

/** Payments recorded by the Sales & Collection team. */
export const payments = pgTable(
  'payments',
  {
    id: uuidKey(),
    clientId: cascadeRef(() => clients.id),
    date: date({ mode: 'string' }).notNull(),
    amountSar: money().notNull(),
    reference: text().notNull(),
    method: text({ enum: PAYMENT_METHODS }).notNull(),
    recordedBy: uuid().references(() => users.id),
    recordedAt: createdNow(),
    /** MANUAL: recorded in Tawreed (POST /api/payments); IMPORT: from the ERP's payments file. */
    source: text({ enum: PAYMENT_SOURCES }).notNull().default('MANUAL'),
  },
  (t) => [
    index('payments_client_idx').on(t.clientId, t.recordedAt),
    check('payments_amount_check', sql`${t.amountSar} > 0`),
  ],
);

/**
 * Account keys (lower-cased, trimmed account numbers) whose orders' credit marks must be computed
 * again: filled by triggers on orders, clients, receivable documents and payments in the
 * transaction of the change (migration 0026), emptied by the refresh before a staff list is read.
 */
export const creditMarkQueue = pgTable('credit_mark_queue', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  accountKey: text().notNull(),
});

/**
 * The credit report's per-client sums (DESIGN §11, issue 29 speed): each client's open invoice
 * amounts in the aging buckets of one Asia/Riyadh `day`, its open invoice total and the credit
 * (credit notes' open amounts + counted payments) that allocation applies to them. Triggers
 * (migration 0035) bump `version` and set `day` to '-infinity' in the transaction of any change
 * to the client's documents, payments or receivables import time; the report computes outdated
 * rows again (a new day moves the buckets) and reads O(clients), not O(documents).
 */
export const clientAging = pgTable(
  'client_aging',
  {
    clientId: uuid()
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull().default(sql`'-infinity'`),
    version: bigintNumber().notNull().default(0),
    ...zeroSums('b90', 'b61', 'b31', 'b1', 'total', 'credit'),
    // The same day's figures after allocation (migration 0036): what the report reads, so a read
    // of every client sums stored amounts instead of allocating each client again.
    ...zeroSums('d90plus', 'd61to90', 'd31to60', 'd1to30', 'receivables', 'overdue'),
    // The client's account number and credit limit as of `day`'s computation (a change of either
    // outdates the row): the report of every client reads this table and the open orders only.
    accountNo: text().notNull().default(''),
    creditLimitSar: money(),
  },
  // Rows to compute again (another day, or '-infinity' after a change) found by the index.
  (t) => [index('client_aging_day_idx').on(t.day)],
);

/**
 * Per account key (lower-cased, trimmed account number): the sum of `payable_sar` (domain
 * orderCreditAmount) of its open orders (domain OPEN_ORDER_STATUSES, not withdrawn), kept by a trigger on orders in the
 * transaction of each change (migration 0035), so the credit report reads it per client instead
 * of summing every open order.
 */
export const accountOpenOrders = pgTable('account_open_orders', {
  accountKey: text().primaryKey(),
  openSar: numeric().notNull().default('0'),
  orders: integer().notNull().default(0),
});
