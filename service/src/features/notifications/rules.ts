import {
  type KeyedMessage,
  ORDER_ID_SHORT,
  type OrderStatus,
  orderStatusLabel,
  ROLE_LABELS,
  type Role,
} from '@tawreed/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { NotificationNotice, ServiceEvent } from '../../events/types.js';
import { notifyUsers } from './repository.js';

/** Which role's queue an order is in, by status (the sidebar's queues, SPEC §2). */
const QUEUE_ROLE: Partial<Record<OrderStatus, Role>> = {
  PENDING_CREDIT: 'CREDIT_TEAM',
  RESUBMITTED: 'CREDIT_TEAM',
  PENDING_HIGHER: 'HIGHER_AUTHORITY',
  APPEAL_REVIEW: 'HIGHER_AUTHORITY',
  PENDING_WAREHOUSE: 'WAREHOUSE_MANAGER',
  READY_TO_PRINT: 'WAREHOUSE_MANAGER',
};

const WARNING_STATUSES = new Set<string>(['REJECTED', 'NEEDS_CHANGES']);
const SUCCESS_STATUSES = new Set<string>(['PENDING_HIGHER', 'PENDING_WAREHOUSE', 'ORDER_DELIVERED']);

export interface OrderChange {
  order: { id: string; clientName: string; medicalCompany: string; status: OrderStatus };
  fromStatus: OrderStatus | null;
  action: string;
  actorId: string | null;
  comment?: string | null;
  now: Date;
}

const short = (id: string) => id.slice(0, ORDER_ID_SHORT);

/**
 * DESIGN §5: an order entering a queue notifies that queue's role; a change to a company's
 * order notifies that company's users. Written in the change's own transaction.
 */
export async function notifyOrderChange(tx: Tx, change: OrderChange): Promise<ServiceEvent[]> {
  const { order, fromStatus, action, actorId, now } = change;
  const statusChanged = fromStatus !== order.status;
  const created: ServiceEvent[] = [];
  /** The rows' events, each with what it says (the live channel tells sockets from it). */
  const announce = (rows: Array<{ id: string; userId: string }>, notice: NotificationNotice) => {
    for (const row of rows)
      created.push({ type: 'notification', userId: row.userId, notificationId: row.id, notice });
  };
  const queueRole = QUEUE_ROLE[order.status];
  if (statusChanged && queueRole) {
    const values = {
      severity: 'info' as const,
      message: {
        key: 'notifyQueue' as const,
        params: {
          id: short(order.id),
          client: order.clientName,
          company: order.medicalCompany,
          queue: ROLE_LABELS[queueRole],
        },
      },
      orderId: order.id,
      createdAt: now,
    };
    announce(await notifyUsers(tx, eq(users.role, queueRole), actorId, 'order.queue', values), {
      severity: values.severity,
      ...values.message,
      orderId: order.id,
    });
  }
  if (statusChanged || action === 'not-delivered') {
    const failed = action === 'not-delivered';
    const severity =
      failed || WARNING_STATUSES.has(order.status)
        ? 'warning'
        : SUCCESS_STATUSES.has(order.status)
          ? 'success'
          : 'info';
    const about = { id: short(order.id), client: order.clientName };
    const message: KeyedMessage = !failed
      ? { key: 'notifyStatus', params: { ...about, status: orderStatusLabel(order.status) } }
      : change.comment
        ? { key: 'notifyDeliveryFailedReason', params: { ...about, reason: change.comment } }
        : { key: 'notifyDeliveryFailed', params: about };
    announce(
      await notifyUsers(
        tx,
        and(eq(users.role, 'MEDICAL_COMPANY'), eq(users.companyName, order.medicalCompany))!,
        actorId,
        failed ? 'order.delivery_failed' : 'order.status',
        { severity, message, orderId: order.id, createdAt: now },
      ),
      { severity, ...message, orderId: order.id },
    );
  }
  return created;
}
