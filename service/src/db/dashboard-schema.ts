/**
 * The "Approved Today" card at any size (DESIGN §3): which review stages approved each order on
 * each Riyadh day, as bits (`approvalStageMask`), and how many orders carry each set of bits per
 * day and medical company. The card sums a handful of counter rows; the list's `approvedToday`
 * filter reads the same rows, so the card's count is the list's total. A trigger (migration
 * 0017) keeps the counters, so an order's deletion (cascade) takes its approvals with it.
 */
import { date, index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders-schema.js';

export const orderApprovalDays = pgTable(
  'order_approval_days',
  {
    day: date({ mode: 'string' }).notNull(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    medicalCompany: text().notNull(),
    stages: smallint().notNull(),
  },
  // By order too: an order's deletion cascades here without reading every day.
  (t) => [primaryKey({ columns: [t.day, t.orderId] }), index('order_approval_days_order_idx').on(t.orderId)],
);

export const approvalDayCounts = pgTable(
  'approval_day_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    medicalCompany: text().notNull(),
    stages: smallint().notNull(),
    /** As order_counts.stripe: each connection adds to its own row; readers sum. */
    stripe: smallint().notNull().default(0),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.medicalCompany, t.stages, t.stripe] })],
);
