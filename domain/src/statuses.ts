import { EN_LABELS, keysOf } from './closed-sets.js';

/** Order statuses of SPEC §4, in workflow order, with their labels. */
export const ORDER_STATUS_LABELS = EN_LABELS.orderStatus;
export type OrderStatus = keyof typeof ORDER_STATUS_LABELS;
export const ORDER_STATUSES = keysOf(ORDER_STATUS_LABELS);

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Display label; an unknown status shows with underscores replaced by spaces. */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status.replaceAll('_', ' ');
}

/**
 * The dashboard's status filter (issue 16 supersedes SPEC §2's short list): "All Statuses", then
 * every status in workflow order, each labelled exactly as its badge (ORDER_STATUS_LABELS).
 */
export const STATUS_FILTER_ALL_LABEL = 'All Statuses';
export const STATUS_FILTER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES;

export const DELIVERY_STATUS_LABELS = EN_LABELS.deliveryStatus;
export type DeliveryStatus = keyof typeof DELIVERY_STATUS_LABELS;
export const DELIVERY_STATUSES = keysOf(DELIVERY_STATUS_LABELS);
