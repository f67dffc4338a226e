import {
  type KeyedMessage,
  ORDER_ID_SHORT,
  type OrderAction,
  type OrderStatus,
  queueRoleOf,
} from '@tawreed/domain';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import type { NoticeGroup } from './repository.js';

const WARNING_STATUSES: ReadonlySet<OrderStatus> = new Set(['REJECTED', 'NEEDS_CHANGES']);
const SUCCESS_STATUSES: ReadonlySet<OrderStatus> = new Set([
  'PENDING_HIGHER',
  'PENDING_WAREHOUSE',
  'ORDER_DELIVERED',
]);

export interface OrderChange {
  order: { id: string; clientName: string; medicalCompany: string; status: OrderStatus };
  fromStatus: OrderStatus | null;
  action: OrderAction;
  comment?: string | null;
}

const short = (id: string) => id.slice(0, ORDER_ID_SHORT);

/**
 * DESIGN §5: an order entering a queue notifies that queue's role (queueRoleOf, read from the
 * workflow table); a change to a company's order notifies that company's users. Answers who
 * hears what; the workflow writes them in the change's own statement (insertNoticesSql).
 */
export function orderChangeNotices(change: OrderChange): NoticeGroup[] {
  const { order, fromStatus, action } = change;
  const statusChanged = fromStatus !== order.status;
  const groups: NoticeGroup[] = [];
  const queueRole = queueRoleOf(order.status);
  if (statusChanged && queueRole) {
    groups.push({
      who: eq(users.role, queueRole),
      kind: 'order.queue',
      severity: 'info',
      message: {
        key: 'notifyQueue',
        params: {
          id: short(order.id),
          client: order.clientName,
          company: order.medicalCompany,
          queue: queueRole,
        },
      },
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
      ? { key: 'notifyStatus', params: { ...about, status: order.status } }
      : change.comment
        ? { key: 'notifyDeliveryFailedReason', params: { ...about, reason: change.comment } }
        : { key: 'notifyDeliveryFailed', params: about };
    groups.push({
      who: and(eq(users.role, 'MEDICAL_COMPANY'), eq(users.companyName, order.medicalCompany))!,
      kind: failed ? 'order.delivery_failed' : 'order.status',
      severity,
      message,
    });
  }
  return groups;
}
