/** Why decide() refused, as a message shown in the reader's language. */
import { listOf, type Message, type MessageKey, msg } from './messages/core.js';
import type { Actor } from './roles.js';
import type { OrderStatus } from './statuses.js';
import type { OrderAction, Performer, Transition } from './workflow-model.js';

const ORDER_IN_STATUS = {
  SUBMITTED: 'orderSubmitted',
  PENDING_CREDIT: 'orderPendingCredit',
  NEEDS_CHANGES: 'orderNeedsChanges',
  RESUBMITTED: 'orderResubmitted',
  REJECTED: 'orderRejected',
  PENDING_HIGHER: 'orderPendingHigher',
  APPEAL_REVIEW: 'orderAppealReview',
  PENDING_WAREHOUSE: 'orderPendingWarehouse',
  READY_TO_PRINT: 'orderReadyToPrint',
  PRINTED: 'orderPrinted',
  ORDER_DISPATCHED: 'orderDispatched',
  ORDER_TRANSPORTED: 'orderTransported',
  ORDER_DELIVERED: 'orderDelivered',
} as const satisfies Record<OrderStatus, MessageKey>;

/** The message key that says what doing each action to an order is. */
const DOING = {
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
} as const satisfies Record<OrderAction, MessageKey>;

/** Every `do…` key takes the order's phrase as its one parameter. */
const doing = (action: OrderAction, status: OrderStatus): Message =>
  ({ key: DOING[action], params: { order: msg(ORDER_IN_STATUS[status]) } }) as Message;

const PERFORMER_NAMES = {
  CREDIT_TEAM: 'performerCreditTeam',
  HIGHER_AUTHORITY: 'performerHigherAuthority',
  WAREHOUSE_MANAGER: 'performerWarehouse',
  OWNER_COMPANY: 'performerOwner',
  SALES_REP: 'performerSalesRep',
  SYSTEM: 'performerSystem',
} as const satisfies Record<Performer, MessageKey>;

export function invalidTransitionReason(action: OrderAction, status: OrderStatus): Message {
  if (action === 'withdraw' && status === 'SUBMITTED') return msg('withdrawSubmitted');
  return msg('cannotDo', { doing: doing(action, status) });
}

export function forbiddenReason(
  candidates: readonly Transition[],
  action: OrderAction,
  status: OrderStatus,
  actor: Actor,
): Message {
  const performers = [...new Set(candidates.flatMap((t) => t.roles))];
  if (actor.role === 'ADMIN') return msg('adminOnlyViews');
  if (actor.isSalesRep) {
    return performers.includes('SALES_REP') ? msg('salesRepObjectsOnly') : msg('salesRepOnlyViews');
  }
  if (performers.every((p) => p === 'SYSTEM')) return msg('submittedAutomatically');
  const names = performers.filter((p) => p !== 'SYSTEM').map((p) => msg(PERFORMER_NAMES[p]));
  return msg('onlyWhoCan', { who: listOf(names, 'or'), doing: doing(action, status) });
}
