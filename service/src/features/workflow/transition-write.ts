/**
 * The writing steps of one transition (write, warehouse, history, counters, approvals,
 * notifications), each a part of ONE statement: a transition is one unit of work, so it is one
 * round trip. `moved`, the conditional update, answers the version the database wrote; the
 * other parts read `moved` where they need the order to have moved (a stale version moves
 * nothing, and the engine rolls the transaction back).
 */
import {
  AUDITED_REVIEW_STATUSES,
  approvalStage,
  approvalStageMask,
  type CreditOverride,
  type OrderAction,
  type OrderStatus,
  type Role,
  riyadhDate,
} from '@tawreed/domain';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { columnName, queryNamedRows, type Tx } from '../../db/client.js';
import {
  type Notifications,
  notifySql,
  type OutboxEvent,
  outboxInsertSql,
  outboxLockSql,
} from '../../db/outbox.js';
import { orderApprovalDays, orderHistory, orders, warehouseRecords } from '../../db/schema.js';
import type { NotificationNotice } from '../../events/types.js';
import { type AuditInput, auditInsertSql, SYSTEM_ACTOR } from '../audit/write.js';
import { insertNoticesSql } from '../notifications/repository.js';
import { orderChangeNotices } from '../notifications/rules.js';
import { moveCountSql, type OrderRow } from '../orders/repository.js';

type OrderSet = Partial<typeof orders.$inferInsert>;
type WarehouseSet = Partial<typeof warehouseRecords.$inferInsert>;

/** What a decided transition writes. */
export interface TransitionWrite {
  /** The order as locked before the step. */
  order: OrderRow;
  action: OrderAction;
  to: OrderStatus;
  /** Who acted (null: the workflow's own automatic step). */
  actor: { id: string; role: Role } | null;
  comment: string | null;
  /** An approval's credit override (reason and overridden codes), kept apart from the comment. */
  creditOverride: CreditOverride | null;
  now: Date;
  orderSet: OrderSet;
  warehouseSet: WarehouseSet;
  /** The history entry's id (the events name it before the statement runs). */
  entryId: string;
  /** When the write is the transaction's last: its outbox rows and NOTIFYs, written by the same statement. */
  send: TransitionSend | null;
}

/** The transition's events' outbox rows and the bus's NOTIFYs (null: the bus has none). */
export interface TransitionSend {
  outbox: OutboxEvent[];
  notify: Notifications | null;
  /** The transaction's commit mark, set by this statement (SelfSending.commitMark; null: none). */
  mark: SQL | null;
}

export type Outcome = Written | { conflict: true; currentVersion: number };

export interface Written {
  /** The version the conditional update wrote. */
  version: number;
  /** The history entry's id. */
  entryId: string;
  /** The notifications written, with what each says, for the events published after commit. */
  notified: Array<{ id: string; userId: string; notice: NotificationNotice }>;
}

const ORDER_COLUMNS = getTableColumns(orders);
/** An order column's name in the database, by its field. */
const orderColumnNames = new Map(
  Object.entries(ORDER_COLUMNS).map(([field, column]) => [field, columnName(column)]),
);

/**
 * write: the order moves only if it is still in the status and version it was read in. Written
 * as SQL rather than with drizzle's update builder, which cost more than the rest of the
 * statement's building on every approval; each value is encoded by its column, as the builder does.
 */
function writeStep({ order, orderSet, to, now }: TransitionWrite): SQL {
  const sets: SQL[] = [];
  for (const [field, value] of Object.entries({ ...orderSet, status: to, updatedAt: now })) {
    if (value === undefined) continue;
    const column = ORDER_COLUMNS[field as keyof typeof ORDER_COLUMNS];
    sets.push(sql`${sql.identifier(orderColumnNames.get(field)!)} = ${sql.param(value, column)}`);
  }
  return sql`update ${orders} set ${sql.join(sets, sql`, `)}, "version" = ${orders.version} + 1
    where ${orders.id} = ${order.id} and ${orders.status} = ${order.status} and ${orders.version} = ${order.version}
    returning ${orders.id}, ${orders.version}`;
}

/** The warehouse columns the step sets (pick list, delivery note, dispatch...), if any. */
function warehouseStep(tx: Tx, { order, warehouseSet }: TransitionWrite): SQL | null {
  if (!Object.keys(warehouseSet).length) return null;
  return tx
    .insert(warehouseRecords)
    .values({ orderId: order.id, ...warehouseSet })
    .onConflictDoUpdate({ target: warehouseRecords.orderId, set: warehouseSet })
    .getSQL();
}

/** history: the entry of the step, written only if the order moved. */
function historyStep({
  order,
  action,
  to,
  actor,
  comment,
  creditOverride,
  now,
  entryId,
}: TransitionWrite): SQL {
  return sql`insert into ${orderHistory} (id, order_id, action, from_status, to_status, actor_id, actor_role, comment, credit_override, created_at)
    select ${entryId}::uuid, moved.id, ${action}, ${order.status}, ${to}, ${actor?.id ?? null}::uuid, ${actor?.role ?? null},
      ${comment}, ${creditOverride ? JSON.stringify(creditOverride) : null}::jsonb, ${now.toISOString()}::timestamptz from moved returning id`;
}

/** counters: order_counts follow the status, in the writer's stripe (no queue behind other writers). */
function countersStep({ order, to }: TransitionWrite): SQL | null {
  return order.status === to ? null : moveCountSql(order, order.status, to);
}

/** approvals: an approval marks its stage on the order's Riyadh day (the "Approved Today" counters). */
function approvalsStep({ order, action, now }: TransitionWrite): SQL | null {
  const stage = approvalStage(action, order.status);
  if (!stage) return null;
  return sql`insert into ${orderApprovalDays} (day, order_id, medical_company, stages)
    select ${riyadhDate(now)}::date, moved.id, ${order.medicalCompany}, ${approvalStageMask([stage])}::smallint from moved
    on conflict (day, order_id) do update set stages = ${orderApprovalDays.stages} | excluded.stages
    where (${orderApprovalDays.stages} | excluded.stages) <> ${orderApprovalDays.stages}`;
}

/** notifications: every recipient of every group (DESIGN §5), one insert. */
function notificationsStep({ order, action, to, actor, comment, now }: TransitionWrite): SQL | null {
  const groups = orderChangeNotices({
    order: { id: order.id, clientName: order.clientName, medicalCompany: order.medicalCompany, status: to },
    fromStatus: order.status,
    action,
    comment,
  });
  return insertNoticesSql(groups, actor?.id ?? null, order.id, now);
}

/** audited: a review level's decision and an override's reason go to the audit trail (DESIGN §13). */
function auditStep({ order, action, to, actor, comment, creditOverride, now }: TransitionWrite): SQL | null {
  if (!AUDITED_REVIEW_STATUSES.includes(order.status) && !creditOverride) return null;
  const who = actor ? { id: actor.id } : SYSTEM_ACTOR;
  const entries: AuditInput[] = [
    {
      kind: 'orderReviewed',
      actor: who,
      subject: order.id,
      details: { action, from: order.status, to, role: actor?.role ?? null, comment },
      at: now,
    },
  ];
  if (creditOverride) {
    entries.push({
      kind: 'creditOverride',
      actor: who,
      subject: order.id,
      details: { action, from: order.status, codes: creditOverride.codes, reason: creditOverride.reason },
      at: now,
    });
  }
  return auditInsertSql(entries, 'moved');
}

/**
 * Runs every writing step of the transition as one statement; when the order had moved on, the
 * version it is at now (read back in the same statement).
 */
export async function writeTransition(tx: Tx, write: TransitionWrite): Promise<Outcome> {
  const parts: Array<[string, SQL | null]> = [
    ['moved', writeStep(write)],
    ['warehouse', warehouseStep(tx, write)],
    ['history', historyStep(write)],
    ['counted', countersStep(write)],
    ['approved', approvalsStep(write)],
    ['notified', notificationsStep(write)],
    ['audited', auditStep(write)],
  ];
  const ctes = parts.flatMap(([name, part]) => (part ? [sql`${sql.identifier(name)} as (${part})`] : []));
  const noticed = parts.some(([name, part]) => name === 'notified' && part);
  const notice = sql`json_build_object('severity', severity, 'key', message_key, 'params', message_params,
    'orderId', ${write.order.id}::text)`;
  const notified = noticed
    ? sql`(select coalesce(json_agg(json_build_object('id', id, 'userId', user_id, 'notice', ${notice})), '[]'::json) from notified)`
    : sql`'[]'::json`;
  const { send } = write;
  let sent = sql``;
  if (send?.outbox.length) {
    ctes.push(
      outboxLockSql,
      sql`outboxed as (${outboxInsertSql(send.outbox, write.now, { from: sql` moved,` })})`,
    );
  }
  if (send?.mark) sent = sql`, ${send.mark} as marked`;
  if (send?.notify) {
    // The bus's NOTIFYs: the events' payloads, then one per notification (its event is built here).
    const { channel, from } = send.notify;
    sent = sql`${sent}, ${notifySql(send.notify)} as sent`;
    if (noticed) {
      sent = sql`${sent}, (select count(pg_notify(${channel}, json_build_object('from', ${from}::text, 'events',
        json_build_array(json_build_object('type', 'notification', 'userId', user_id, 'notificationId', id,
          'notice', ${notice})))::text)) from notified) as noticed`;
    }
  }
  const [row] = await queryNamedRows<{
    version: number | null;
    current: number | null;
    entry_id: string | null;
    notified: Written['notified'];
  }>(
    tx,
    sql`with ${sql.join(ctes, sql`, `)}
      select (select version from moved) as version, (select id from history) as entry_id, ${notified} as notified,
        (select ${orders.version} from ${orders} where ${orders.id} = ${write.order.id}) as current${sent}`,
  );
  if (!row || row.version === null || row.entry_id === null) {
    return { conflict: true, currentVersion: Number(row?.current ?? write.order.version) };
  }
  return { version: Number(row.version), entryId: row.entry_id, notified: row.notified };
}
