/** Why decide() refused, written to be shown as an API error message. */
import { EN, type MessageKey, translate } from './messages/index.js';
import { type Actor, ROLE_LABELS } from './roles.js';
import type { OrderStatus } from './statuses.js';
import type { OrderAction, Performer, Transition } from './workflow-model.js';

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

/** The message key that says what doing each action to an order is. */
const DOING: Record<OrderAction, MessageKey> = {
  submit: 'doSubmit',
  approve: 'doApprove',
  reject: 'doReject',
  'request-changes': 'doRequestChanges',
  edit: 'doEdit',
  resubmit: 'doResubmit',
  appeal: 'doAppeal',
  'accept-appeal': 'doAcceptAppeal',
  'reject-appeal': 'doRejectAppeal',
  'mark-ready': 'doMarkReady',
  print: 'doPrint',
  dispatch: 'doDispatch',
  transport: 'doTransport',
  deliver: 'doDeliver',
  'not-delivered': 'doNotDelivered',
  delete: 'doDelete',
  withdraw: 'doWithdraw',
};
const doing = (action: OrderAction, status: OrderStatus) =>
  translate('en', DOING[action], { order: ORDER_IN_STATUS[status] });

const PERFORMER_NAMES: Record<Performer, string> = {
  CREDIT_TEAM: ROLE_LABELS.CREDIT_TEAM,
  HIGHER_AUTHORITY: ROLE_LABELS.HIGHER_AUTHORITY,
  WAREHOUSE_MANAGER: EN.performerWarehouse,
  OWNER_COMPANY: EN.performerOwner,
  SALES_REP: EN.performerSalesRep,
  SYSTEM: EN.performerSystem,
};

export function invalidTransitionReason(action: OrderAction, status: OrderStatus): string {
  if (action === 'withdraw' && status === 'SUBMITTED') {
    return EN.withdrawSubmitted;
  }
  return translate('en', 'cannotDo', { doing: doing(action, status) });
}

export function forbiddenReason(
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
    doing: doing(action, status),
  });
}

export function joinWords(words: readonly string[], conjunction: 'and' | 'or'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`;
}
