import { type OrderStatus, timelinePositions, timelineStatuses } from '@tawreed/domain';
import type { MessageKey } from '../../../i18n';
import type { Order } from '../api/get-order';

/** The statuses the catalogs name as timeline steps (`timeline.step.<status>`). */
export type TimelineStepStatus =
  Extract<MessageKey, `timeline.step.${string}`> extends `timeline.step.${infer S extends OrderStatus}`
    ? S
    : never;

/**
 * SPEC §2's eight timeline steps, each named by its status: the workflow table's main path
 * (domain timelineStatuses). The catalogs label each of them (the timeline tests render them all).
 */
export const TIMELINE_STEPS = timelineStatuses() as readonly TimelineStepStatus[];
/** 'changes': sent back to the company, which must change and resubmit the order. */
export type TimelineState = 'completed' | 'active' | 'pending' | 'rejected' | 'changes';

export interface TimelineStep {
  status: TimelineStepStatus;
  state: TimelineState;
  /** ISO time the step was reached, when known. */
  at: string | null;
}

/** Statuses between the eight steps sit on the step whose work they wait for (domain: timelinePositions). */
const POSITION: Record<OrderStatus, number> = timelinePositions();

function stepDates(order: Order): Partial<Record<TimelineStepStatus, string | null>> {
  const warehouse = order.warehouse;
  return {
    SUBMITTED: order.submittedAt,
    PENDING_CREDIT: order.creditReviewedAt,
    PENDING_HIGHER: order.higherReviewedAt,
    PENDING_WAREHOUSE: order.warehouseUpdatedAt,
    PRINTED: order.printedAt ?? warehouse?.printedAt ?? null,
    ORDER_DISPATCHED: warehouse?.dispatchedAt ?? null,
    ORDER_TRANSPORTED: warehouse?.transportedAt ?? null,
    ORDER_DELIVERED: warehouse?.actualDeliveryDate ?? null,
  };
}

/**
 * Steps before the order's position are completed, its own is active ('In Progress'), the
 * rest pending; a delivered order has every step completed. A rejected order stops at the
 * review that rejected it (Credit Review when it got that far). An order sent back for changes
 * waits at Sales & Collection Review for the company ('Changes Requested').
 */
export function timelineSteps(order: Order): TimelineStep[] {
  const dates = stepDates(order);
  let position = POSITION[order.status as OrderStatus] ?? 0;
  if (order.status === 'REJECTED') {
    // Stopped where it was rejected: Credit Review (directly or by rejecting the appeal), else the first review.
    const rejection = order.history.findLast((entry) => entry.toStatus === 'REJECTED');
    if (rejection?.fromStatus) position = POSITION[rejection.fromStatus as OrderStatus] ?? position;
  }
  return TIMELINE_STEPS.map((status, index) => {
    let state: TimelineState;
    if (order.status === 'ORDER_DELIVERED' || index < position) state = 'completed';
    else if (index === position) {
      state =
        order.status === 'REJECTED' ? 'rejected' : order.status === 'NEEDS_CHANGES' ? 'changes' : 'active';
    } else state = 'pending';
    return { status, state, at: state === 'pending' ? null : (dates[status] ?? null) };
  });
}
