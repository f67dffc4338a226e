/** Order statuses of SPEC §4, in workflow order. */
export const ORDER_STATUSES = [
  'SUBMITTED',
  'PENDING_CREDIT',
  'NEEDS_CHANGES',
  'RESUBMITTED',
  'REJECTED',
  'PENDING_HIGHER',
  'APPEAL_REVIEW',
  'PENDING_WAREHOUSE',
  'READY_TO_PRINT',
  'PRINTED',
  'ORDER_DISPATCHED',
  'ORDER_TRANSPORTED',
  'ORDER_DELIVERED',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  SUBMITTED: 'Submitted',
  PENDING_CREDIT: 'Pending Sales & Collection Review',
  NEEDS_CHANGES: 'Needs Changes',
  RESUBMITTED: 'Resubmitted',
  REJECTED: 'Rejected',
  PENDING_HIGHER: 'Pending Credit Review',
  APPEAL_REVIEW: 'Appeal Review',
  PENDING_WAREHOUSE: 'Pending Warehouse',
  READY_TO_PRINT: 'Ready to Print',
  PRINTED: 'Printed',
  ORDER_DISPATCHED: 'Dispatched',
  ORDER_TRANSPORTED: 'Transported',
  ORDER_DELIVERED: 'Delivered',
};

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

export const DELIVERY_STATUSES = [
  'PENDING_DELIVERY',
  'DISPATCHED',
  'IN_TRANSIT',
  'DELIVERED',
  'NOT_DELIVERED',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  PENDING_DELIVERY: 'Pending Delivery',
  DISPATCHED: 'Dispatched',
  IN_TRANSIT: 'In Transit',
  DELIVERED: 'Delivered',
  NOT_DELIVERED: 'Not Delivered',
};
