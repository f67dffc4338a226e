/** DESIGN §3's transition table as plain data, with its guards named like the rule they enforce. */
import { listOf, type Message, msg } from './messages/core.js';
import type { OrderStatus } from './statuses.js';
import { type Guard, type Transition, UNCHANGED, type WorkflowOrder } from './workflow-model.js';

const hasEverythingForReview: Guard = (order) => {
  const missing: Message[] = [];
  if (order.lineCount < 1) missing.push(msg('needsLine'));
  if (!order.hasPurchaseOrder) missing.push(msg('needsPurchaseOrder'));
  if (!order.hasOrderForm) missing.push(msg('needsOrderForm'));
  return missing.length === 0 ? null : msg('orderNeeds', { missing: listOf(missing, 'and') });
};

/** One appeal per order: once decided against, the rejection is final. */
const hasNoAppealYet: Guard = (order) => {
  if (!order.appeal) return null;
  return order.appeal.status === 'REJECTED' ? msg('appealRejectedFinal') : msg('appealAlreadySubmitted');
};

const hasPendingAppeal: Guard = (order) => {
  if (!order.appeal) return msg('noAppealToDecide');
  return order.appeal.status === 'PENDING' ? null : msg('appealAlreadyDecided');
};

const isNotYetDispatched: Guard = (order) => (order.dispatchedAt ? msg('alreadyDispatched') : null);

/** Rescheduling transport is the answer to a recorded failed delivery, and only to that. */
const hasFailedDelivery: Guard = (order) =>
  order.notDeliveredReason ? null : msg('transportNeedsFailedDelivery');

const hasNoFailedDeliveryYet: Guard = (order) =>
  order.notDeliveredReason ? msg('failedDeliveryAlreadyRecorded') : null;

/** The sales representative may object only to a rejection made by Credit Review (HIGHER_AUTHORITY). */
const wasRejectedByCreditReview = (order: WorkflowOrder): boolean =>
  order.rejectedByRole === 'HIGHER_AUTHORITY';

const CREDIT_QUEUE: readonly OrderStatus[] = ['PENDING_CREDIT', 'RESUBMITTED'];
const HIGHER_QUEUE: readonly OrderStatus[] = ['PENDING_HIGHER'];
/** Before PRINTED, except REJECTED (final or under appeal) and SUBMITTED (which is deleted instead). */
const WITHDRAWABLE: readonly OrderStatus[] = [
  'PENDING_CREDIT',
  'NEEDS_CHANGES',
  'RESUBMITTED',
  'PENDING_HIGHER',
  'APPEAL_REVIEW',
  'PENDING_WAREHOUSE',
  'READY_TO_PRINT',
];

/** DESIGN §3's transition table. Order creation (-> SUBMITTED) happens outside the workflow. */
export const TRANSITIONS: readonly Transition[] = [
  {
    action: 'submit',
    from: ['SUBMITTED'],
    roles: ['SYSTEM'],
    guard: hasEverythingForReview,
    to: 'PENDING_CREDIT',
    set: [],
    clear: [],
  },
  {
    action: 'approve',
    from: CREDIT_QUEUE,
    roles: ['CREDIT_TEAM'],
    to: 'PENDING_HIGHER',
    set: ['creditReviewedAt'],
    clear: [],
    approval: 'credit',
    queue: 'credit',
  },
  {
    action: 'approve',
    from: HIGHER_QUEUE,
    roles: ['HIGHER_AUTHORITY'],
    to: 'PENDING_WAREHOUSE',
    set: ['higherReviewedAt'],
    clear: [],
    approval: 'higher',
    queue: 'higher',
  },
  {
    action: 'request-changes',
    from: CREDIT_QUEUE,
    roles: ['CREDIT_TEAM'],
    to: 'NEEDS_CHANGES',
    set: ['creditReviewedAt'],
    clear: [],
  },
  {
    action: 'request-changes',
    from: HIGHER_QUEUE,
    roles: ['HIGHER_AUTHORITY'],
    to: 'NEEDS_CHANGES',
    set: ['higherReviewedAt'],
    clear: [],
  },
  {
    action: 'reject',
    from: CREDIT_QUEUE,
    roles: ['CREDIT_TEAM'],
    to: 'REJECTED',
    set: ['creditReviewedAt'],
    clear: [],
  },
  {
    action: 'reject',
    from: HIGHER_QUEUE,
    roles: ['HIGHER_AUTHORITY'],
    to: 'REJECTED',
    set: ['higherReviewedAt'],
    clear: [],
  },
  {
    action: 'edit',
    from: ['SUBMITTED', 'NEEDS_CHANGES'],
    roles: ['OWNER_COMPANY'],
    to: UNCHANGED,
    set: [],
    clear: [],
  },
  {
    action: 'resubmit',
    from: ['NEEDS_CHANGES'],
    roles: ['OWNER_COMPANY'],
    to: 'RESUBMITTED',
    set: [],
    clear: [],
  },
  {
    action: 'appeal',
    from: ['REJECTED'],
    roles: ['CREDIT_TEAM', 'SALES_REP'],
    salesRepOnlyIf: wasRejectedByCreditReview,
    guard: hasNoAppealYet,
    to: 'APPEAL_REVIEW',
    set: [],
    clear: [],
    appealStatus: 'PENDING',
  },
  {
    action: 'accept-appeal',
    from: ['APPEAL_REVIEW'],
    roles: ['HIGHER_AUTHORITY'],
    guard: hasPendingAppeal,
    to: 'PENDING_WAREHOUSE',
    set: ['higherReviewedAt'],
    clear: [],
    appealStatus: 'ACCEPTED',
    approval: 'higher',
  },
  {
    action: 'reject-appeal',
    from: ['APPEAL_REVIEW'],
    roles: ['HIGHER_AUTHORITY'],
    guard: hasPendingAppeal,
    to: 'REJECTED',
    set: [],
    clear: [],
    appealStatus: 'REJECTED',
  },
  {
    action: 'mark-ready',
    from: ['PENDING_WAREHOUSE'],
    roles: ['WAREHOUSE_MANAGER'],
    to: 'READY_TO_PRINT',
    set: ['warehouseUpdatedAt'],
    clear: [],
    approval: 'warehouse',
    queue: 'warehouse',
  },
  {
    action: 'print',
    from: ['READY_TO_PRINT'],
    roles: ['WAREHOUSE_MANAGER'],
    to: 'PRINTED',
    set: ['printedAt'],
    clear: [],
    queue: 'print',
  },
  {
    action: 'dispatch',
    from: ['PRINTED'],
    roles: ['WAREHOUSE_MANAGER'],
    guard: isNotYetDispatched,
    to: 'ORDER_DISPATCHED',
    set: ['dispatchedAt'],
    clear: [],
  },
  {
    action: 'transport',
    from: ['ORDER_DISPATCHED'],
    roles: ['WAREHOUSE_MANAGER'],
    to: 'ORDER_TRANSPORTED',
    set: ['transportedAt'],
    clear: [],
  },
  {
    // Reschedule after a failed delivery.
    action: 'transport',
    from: ['ORDER_TRANSPORTED'],
    roles: ['WAREHOUSE_MANAGER'],
    guard: hasFailedDelivery,
    to: 'ORDER_TRANSPORTED',
    set: ['transportedAt'],
    clear: ['notDeliveredReason'],
  },
  {
    action: 'deliver',
    from: ['ORDER_TRANSPORTED'],
    roles: ['WAREHOUSE_MANAGER'],
    to: 'ORDER_DELIVERED',
    set: ['actualDeliveryDate'],
    clear: ['notDeliveredReason'],
  },
  {
    action: 'not-delivered',
    from: ['ORDER_TRANSPORTED'],
    roles: ['WAREHOUSE_MANAGER'],
    guard: hasNoFailedDeliveryYet,
    to: 'ORDER_TRANSPORTED',
    set: [],
    clear: [],
  },
  // The create flow's clean-up: a SUBMITTED order is removed outright.
  { action: 'delete', from: ['SUBMITTED'], roles: ['OWNER_COMPANY'], to: null, set: [], clear: [] },
  {
    action: 'withdraw',
    from: WITHDRAWABLE,
    roles: ['OWNER_COMPANY'],
    to: UNCHANGED,
    set: ['withdrawnAt'],
    clear: [],
  },
];
