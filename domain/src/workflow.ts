/**
 * The order workflow of DESIGN §3 as plain data plus one pure decision function.
 *
 * The service loads an order, asks `decide()` and applies the answer in one transaction; the
 * portal and the CLI ask `allowedActions()` which buttons to show. Nothing here reads the
 * clock, the database or the environment: time comes in as `now`.
 */
import { type Message, msg } from './messages/core.js';
import { type Actor, companyScope, type Role } from './roles.js';
import type { OrderStatus } from './statuses.js';
import {
  type AppealStatus,
  ORDER_ACTIONS,
  type OrderAction,
  type Transition,
  UNCHANGED,
  type WorkflowClearedField,
  type WorkflowOrder,
  type WorkflowTimestamp,
} from './workflow-model.js';
import { statusesBefore, workflowStaff } from './workflow-queues.js';
import { forbiddenReason, invalidTransitionReason } from './workflow-reasons.js';
import { TRANSITIONS } from './workflow-table.js';

export * from './workflow-model.js';
export * from './workflow-queues.js';
export { TRANSITIONS } from './workflow-table.js';

/** The actor for the automatic submit step; it can do nothing else. */
export const SYSTEM_ACTOR: Actor = Object.freeze({
  id: 'system',
  role: 'CREDIT_TEAM',
  companyName: null,
  isSalesRep: false,
  isSystem: true,
});

export type Refusal = { ok: false; code: 'FORBIDDEN' | 'INVALID_TRANSITION' | 'NOT_FOUND'; reason: Message };
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

export const ORDER_NOT_FOUND = msg('orderNotFound');
export const ORDER_WITHDRAWN = msg('orderWithdrawn');

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

/** Staff who may add a supporting document to any order they see, at any time: every staff role of the workflow. */
export const SUPPORTING_DOCUMENT_STAFF: readonly Role[] = workflowStaff();
export const SUPPORTING_DOCUMENT_FORBIDDEN = msg('supportingDocumentForbidden');
export const SUPPORTING_DOCUMENT_NOT_EDITABLE = msg('supportingDocumentNotEditable');

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
    const editable = (statusesBefore('edit') as readonly string[]).includes(order.status);
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

function refuse(code: Refusal['code'], reason: Message): Refusal {
  return { ok: false, code, reason };
}
