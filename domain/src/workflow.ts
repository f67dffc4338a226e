/**
 * The order workflow of DESIGN §3 as plain data plus one pure decision function.
 *
 * The service loads an order, asks `decide()` and applies the answer in one transaction; the
 * portal and the CLI ask `allowedActions()` which buttons to show. Nothing here reads the
 * clock, the database or the environment: time comes in as `now`.
 */
import { EN, translate } from './messages/index.js';
import { type Actor, companyScope, ROLE_LABELS, type Role } from './roles.js';
import type { OrderStatus } from './statuses.js';

export const ORDER_ACTIONS = [
  'submit',
  'approve',
  'reject',
  'request-changes',
  'edit',
  'resubmit',
  'appeal',
  'accept-appeal',
  'reject-appeal',
  'mark-ready',
  'print',
  'dispatch',
  'transport',
  'deliver',
  'not-delivered',
  'delete',
  'withdraw',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export function isOrderAction(value: string): value is OrderAction {
  return (ORDER_ACTIONS as readonly string[]).includes(value);
}

/** Button labels (SPEC §2, §4): the appeal is "Object", rejecting an appeal is "Reject Again". */
export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  submit: 'Submit for review',
  approve: 'Approve',
  reject: 'Reject',
  'request-changes': 'Request Changes',
  edit: 'Edit',
  resubmit: 'Resubmit',
  appeal: 'Object',
  'accept-appeal': 'Accept Appeal',
  'reject-appeal': 'Reject Again',
  'mark-ready': 'Mark Ready',
  print: 'Print',
  dispatch: 'Dispatch',
  transport: 'Transport',
  deliver: 'Delivered',
  'not-delivered': 'Not Delivered',
  delete: 'Delete',
  withdraw: 'Withdraw',
};

export const APPEAL_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** What decide() needs to know about an order (the service loads it). */
export interface WorkflowOrder {
  status: OrderStatus;
  /** The creating user's id. */
  companyId: string;
  /** Company name; MEDICAL_COMPANY users of this company are the "owner company". */
  medicalCompany: string;
  /** Withdrawn orders are frozen: every action is refused. */
  withdrawnAt: Date | null;
  dispatchedAt: Date | null;
  transportedAt: Date | null;
  notDeliveredReason: string | null;
  /** The order's single appeal, if any. */
  appeal: { status: AppealStatus } | null;
  /** Role of whoever rejected it most recently. */
  rejectedByRole: Role | null;
  lineCount: number;
  hasPurchaseOrder: boolean;
  hasOrderForm: boolean;
}

/** Timestamps a transition stamps with `now`. */
export type WorkflowTimestamp =
  | 'submittedAt'
  | 'creditReviewedAt'
  | 'higherReviewedAt'
  | 'warehouseUpdatedAt'
  | 'printedAt'
  | 'dispatchedAt'
  | 'transportedAt'
  | 'actualDeliveryDate'
  | 'withdrawnAt';
/** Fields a transition sets back to null. */
export type WorkflowClearedField = 'notDeliveredReason';

/**
 * Who may perform a transition. OWNER_COMPANY is a MEDICAL_COMPANY user of the order's
 * company; SALES_REP is the sales-representative account (whatever role it registered with);
 * SYSTEM is the workflow's own automatic step. The administrator performs none (DESIGN §7).
 */
export type Performer = Exclude<Role, 'MEDICAL_COMPANY' | 'ADMIN'> | 'OWNER_COMPANY' | 'SALES_REP' | 'SYSTEM';

/** A condition on the order's state: null when it holds, else the reason it does not. */
export type Guard = (order: WorkflowOrder) => string | null;

/** `to: UNCHANGED` keeps whatever status the order is in (edit, withdraw). */
export const UNCHANGED = 'UNCHANGED';

export interface Transition {
  action: OrderAction;
  from: readonly OrderStatus[];
  roles: readonly Performer[];
  /** When SALES_REP is listed, the order condition under which the sales representative may act. */
  salesRepOnlyIf?: (order: WorkflowOrder) => boolean;
  guard?: Guard;
  /** The resulting status; null means the row is removed. */
  to: OrderStatus | typeof UNCHANGED | null;
  set: readonly WorkflowTimestamp[];
  clear: readonly WorkflowClearedField[];
  appealStatus?: AppealStatus;
}

// Guards, named like the rule they enforce.

const hasEverythingForReview: Guard = (order) => {
  const missing: string[] = [];
  if (order.lineCount < 1) missing.push(EN.needsLine);
  if (!order.hasPurchaseOrder) missing.push(EN.needsPurchaseOrder);
  if (!order.hasOrderForm) missing.push(EN.needsOrderForm);
  return missing.length === 0 ? null : translate('en', 'orderNeeds', { missing: joinWords(missing, 'and') });
};

/** One appeal per order: once decided against, the rejection is final. */
const hasNoAppealYet: Guard = (order) => {
  if (!order.appeal) return null;
  return order.appeal.status === 'REJECTED' ? EN.appealRejectedFinal : EN.appealAlreadySubmitted;
};

const hasPendingAppeal: Guard = (order) => {
  if (!order.appeal) return EN.noAppealToDecide;
  return order.appeal.status === 'PENDING' ? null : EN.appealAlreadyDecided;
};

const isNotYetDispatched: Guard = (order) => (order.dispatchedAt ? EN.alreadyDispatched : null);

/** Rescheduling transport is the answer to a recorded failed delivery, and only to that. */
const hasFailedDelivery: Guard = (order) =>
  order.notDeliveredReason ? null : EN.transportNeedsFailedDelivery;

const hasNoFailedDeliveryYet: Guard = (order) =>
  order.notDeliveredReason ? EN.failedDeliveryAlreadyRecorded : null;

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
  },
  {
    action: 'approve',
    from: HIGHER_QUEUE,
    roles: ['HIGHER_AUTHORITY'],
    to: 'PENDING_WAREHOUSE',
    set: ['higherReviewedAt'],
    clear: [],
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
  },
  {
    action: 'print',
    from: ['READY_TO_PRINT'],
    roles: ['WAREHOUSE_MANAGER'],
    to: 'PRINTED',
    set: ['printedAt'],
    clear: [],
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

/** The actor for the automatic submit step; it can do nothing else. */
export const SYSTEM_ACTOR: Actor = Object.freeze({
  id: 'system',
  role: 'CREDIT_TEAM',
  companyName: null,
  isSalesRep: false,
  isSystem: true,
});

export type Refusal = { ok: false; code: 'FORBIDDEN' | 'INVALID_TRANSITION' | 'NOT_FOUND'; reason: string };
export type Decision = {
  ok: true;
  action: OrderAction;
  from: OrderStatus;
  /** null: the order row is removed (delete). */
  to: OrderStatus | null;
  set: WorkflowTimestamp[];
  clear: WorkflowClearedField[];
  appealStatus?: AppealStatus;
  now: Date;
};

export const ORDER_NOT_FOUND = EN.orderNotFound;
export const ORDER_WITHDRAWN = EN.orderWithdrawn;

/** A MEDICAL_COMPANY user (not the sales representative) sees only its company's orders; everyone else sees all. */
export function canViewOrder(order: Pick<WorkflowOrder, 'medicalCompany'>, actor: Actor): boolean {
  const scope = companyScope(actor);
  return scope === null || scope === order.medicalCompany;
}

function isOwnerCompany(order: WorkflowOrder, actor: Actor): boolean {
  return (
    actor.role === 'MEDICAL_COMPANY' &&
    actor.companyName !== null &&
    actor.companyName === order.medicalCompany
  );
}

function performs(transition: Transition, order: WorkflowOrder, actor: Actor): boolean {
  if (actor.isSystem) return transition.roles.includes('SYSTEM');
  // The administrator manages accounts and watches every order; it takes no part in the flow.
  if (actor.role === 'ADMIN') return false;
  // The sales representative is read-only whatever its role, except where the table names it.
  if (actor.isSalesRep) {
    return transition.roles.includes('SALES_REP') && (transition.salesRepOnlyIf?.(order) ?? true);
  }
  return transition.roles.some(
    (performer) =>
      performer === actor.role || (performer === 'OWNER_COMPANY' && isOwnerCompany(order, actor)),
  );
}

/** Staff who may add a supporting document to any order they see, at any time. */
export const SUPPORTING_DOCUMENT_STAFF: readonly Role[] = [
  'CREDIT_TEAM',
  'HIGHER_AUTHORITY',
  'WAREHOUSE_MANAGER',
];
export const SUPPORTING_DOCUMENT_FORBIDDEN = EN.supportingDocumentForbidden;
export const SUPPORTING_DOCUMENT_NOT_EDITABLE = EN.supportingDocumentNotEditable;

/**
 * Whether `actor` may add a supporting document (attachment type `other`) to `order`: the
 * owner company while the order is editable (as for Edit), staff (SUPPORTING_DOCUMENT_STAFF)
 * at any time. The sales representative and the administrator only watch; a withdrawn order is frozen.
 */
export function canAddSupportingDocument(
  order: { status: string; medicalCompany: string; withdrawnAt: unknown },
  actor: Actor,
): { ok: true } | Refusal {
  if (!canViewOrder(order, actor)) return refuse('NOT_FOUND', ORDER_NOT_FOUND);
  if (order.withdrawnAt) return refuse('INVALID_TRANSITION', ORDER_WITHDRAWN);
  if (actor.isSystem || actor.isSalesRep) return refuse('FORBIDDEN', SUPPORTING_DOCUMENT_FORBIDDEN);
  if (SUPPORTING_DOCUMENT_STAFF.includes(actor.role)) return { ok: true };
  if (actor.role === 'MEDICAL_COMPANY' && actor.companyName === order.medicalCompany) {
    const editable = TRANSITIONS.some(
      (t) => t.action === 'edit' && (t.from as readonly string[]).includes(order.status),
    );
    return editable ? { ok: true } : refuse('INVALID_TRANSITION', SUPPORTING_DOCUMENT_NOT_EDITABLE);
  }
  return refuse('FORBIDDEN', SUPPORTING_DOCUMENT_FORBIDDEN);
}

/** Decides whether `actor` may take `action` on `order` now, and what it changes. */
export function decide(
  order: WorkflowOrder,
  action: OrderAction,
  actor: Actor,
  now: Date,
): Decision | Refusal {
  if (!canViewOrder(order, actor)) return refuse('NOT_FOUND', ORDER_NOT_FOUND);
  if (order.withdrawnAt) return refuse('INVALID_TRANSITION', ORDER_WITHDRAWN);

  const candidates = TRANSITIONS.filter((t) => t.action === action && t.from.includes(order.status));
  if (candidates.length === 0)
    return refuse('INVALID_TRANSITION', invalidTransitionReason(action, order.status));

  const transition = candidates.find((t) => performs(t, order, actor));
  if (!transition) return refuse('FORBIDDEN', forbiddenReason(candidates, action, order.status, actor));

  const guardFailure = transition.guard?.(order) ?? null;
  if (guardFailure) return refuse('INVALID_TRANSITION', guardFailure);

  const decision: Decision = {
    ok: true,
    action,
    from: order.status,
    to: transition.to === UNCHANGED ? order.status : transition.to,
    set: [...transition.set],
    clear: [...transition.clear],
    now,
  };
  if (transition.appealStatus) decision.appealStatus = transition.appealStatus;
  return decision;
}

/** Every action `actor` may take on `order` now, in ORDER_ACTIONS order; the automatic submit is not offered. */
export function allowedActions(order: WorkflowOrder, actor: Actor): OrderAction[] {
  // decide() only echoes `now`, so any instant will do for the question "is it allowed?".
  const anyInstant = new Date(0);
  return ORDER_ACTIONS.filter((action) => action !== 'submit' && decide(order, action, actor, anyInstant).ok);
}

function refuse(code: Refusal['code'], reason: string): Refusal {
  return { ok: false, code, reason };
}

// Reasons, written to be shown as an API error message.

const ORDER_IN_STATUS: Record<OrderStatus, string> = {
  SUBMITTED: EN.orderSubmitted,
  PENDING_CREDIT: EN.orderPendingCredit,
  NEEDS_CHANGES: EN.orderNeedsChanges,
  RESUBMITTED: EN.orderResubmitted,
  REJECTED: EN.orderRejected,
  PENDING_HIGHER: EN.orderPendingHigher,
  APPEAL_REVIEW: EN.orderAppealReview,
  PENDING_WAREHOUSE: EN.orderPendingWarehouse,
  READY_TO_PRINT: EN.orderReadyToPrint,
  PRINTED: EN.orderPrinted,
  ORDER_DISPATCHED: EN.orderDispatched,
  ORDER_TRANSPORTED: EN.orderTransported,
  ORDER_DELIVERED: EN.orderDelivered,
};

const DOING: Record<OrderAction, (order: string) => string> = {
  submit: (order) => translate('en', 'doSubmit', { order }),
  approve: (order) => translate('en', 'doApprove', { order }),
  reject: (order) => translate('en', 'doReject', { order }),
  'request-changes': (order) => translate('en', 'doRequestChanges', { order }),
  edit: (order) => translate('en', 'doEdit', { order }),
  resubmit: (order) => translate('en', 'doResubmit', { order }),
  appeal: (order) => translate('en', 'doAppeal', { order }),
  'accept-appeal': (order) => translate('en', 'doAcceptAppeal', { order }),
  'reject-appeal': (order) => translate('en', 'doRejectAppeal', { order }),
  'mark-ready': (order) => translate('en', 'doMarkReady', { order }),
  print: (order) => translate('en', 'doPrint', { order }),
  dispatch: (order) => translate('en', 'doDispatch', { order }),
  transport: (order) => translate('en', 'doTransport', { order }),
  deliver: (order) => translate('en', 'doDeliver', { order }),
  'not-delivered': (order) => translate('en', 'doNotDelivered', { order }),
  delete: (order) => translate('en', 'doDelete', { order }),
  withdraw: (order) => translate('en', 'doWithdraw', { order }),
};

const PERFORMER_NAMES: Record<Performer, string> = {
  CREDIT_TEAM: ROLE_LABELS.CREDIT_TEAM,
  HIGHER_AUTHORITY: ROLE_LABELS.HIGHER_AUTHORITY,
  WAREHOUSE_MANAGER: EN.performerWarehouse,
  OWNER_COMPANY: EN.performerOwner,
  SALES_REP: EN.performerSalesRep,
  SYSTEM: EN.performerSystem,
};

function invalidTransitionReason(action: OrderAction, status: OrderStatus): string {
  if (action === 'withdraw' && status === 'SUBMITTED') {
    return EN.withdrawSubmitted;
  }
  return translate('en', 'cannotDo', { doing: DOING[action](ORDER_IN_STATUS[status]) });
}

function forbiddenReason(
  candidates: readonly Transition[],
  action: OrderAction,
  status: OrderStatus,
  actor: Actor,
): string {
  const performers = [...new Set(candidates.flatMap((t) => t.roles))];
  if (actor.role === 'ADMIN') return EN.adminOnlyViews;
  if (actor.isSalesRep) {
    return performers.includes('SALES_REP') ? EN.salesRepObjectsOnly : EN.salesRepOnlyViews;
  }
  if (performers.every((p) => p === 'SYSTEM')) return EN.submittedAutomatically;
  const names = performers.filter((p) => p !== 'SYSTEM').map((p) => PERFORMER_NAMES[p]);
  return translate('en', 'onlyWhoCan', {
    who: joinWords(names, 'or'),
    doing: DOING[action](ORDER_IN_STATUS[status]),
  });
}

function joinWords(words: readonly string[], conjunction: 'and' | 'or'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`;
}
