import { describe, expect, it } from 'vitest';
import { inEnglish } from './messages/index.js';
import type { Role } from './roles.js';
import { ORDER_STATUSES, type OrderStatus } from './statuses.js';
import {
  type AppealStatus,
  allowedActions,
  type Decision,
  decide,
  ORDER_ACTIONS,
  type OrderAction,
  type Refusal,
  TRANSITIONS,
  UNCHANGED,
  type WorkflowOrder,
} from './workflow.js';

import { ACTOR_KINDS, ACTORS, type ActorKind, anOrder, decideEn, EARLIER, NOW } from './workflow.support.js';

// ---------------------------------------------------------------------------------------------
// DESIGN §3 written out independently of TRANSITIONS: one entry per (action, from status).

type Who = 'SYSTEM' | 'OWNER' | 'CREDIT_TEAM' | 'HIGHER_AUTHORITY' | 'WAREHOUSE_MANAGER' | 'SALES_REP';
type Needs =
  | 'lines, P.O and order form'
  | 'no appeal yet'
  | 'a pending appeal'
  | 'not dispatched'
  | 'a not-delivered reason'
  | 'no not-delivered reason';
interface Allowed {
  who: Who[];
  to: OrderStatus | 'same' | 'removed';
  set?: string[];
  clear?: string[];
  appeal?: AppealStatus;
  needs?: Needs;
}

const DESIGN_TABLE: Record<string, Allowed> = {
  'submit SUBMITTED': { who: ['SYSTEM'], to: 'PENDING_CREDIT', needs: 'lines, P.O and order form' },
  'approve PENDING_CREDIT': { who: ['CREDIT_TEAM'], to: 'PENDING_HIGHER', set: ['creditReviewedAt'] },
  'approve RESUBMITTED': { who: ['CREDIT_TEAM'], to: 'PENDING_HIGHER', set: ['creditReviewedAt'] },
  'approve PENDING_HIGHER': { who: ['HIGHER_AUTHORITY'], to: 'PENDING_WAREHOUSE', set: ['higherReviewedAt'] },
  'request-changes PENDING_CREDIT': { who: ['CREDIT_TEAM'], to: 'NEEDS_CHANGES', set: ['creditReviewedAt'] },
  'request-changes RESUBMITTED': { who: ['CREDIT_TEAM'], to: 'NEEDS_CHANGES', set: ['creditReviewedAt'] },
  'request-changes PENDING_HIGHER': {
    who: ['HIGHER_AUTHORITY'],
    to: 'NEEDS_CHANGES',
    set: ['higherReviewedAt'],
  },
  'reject PENDING_CREDIT': { who: ['CREDIT_TEAM'], to: 'REJECTED', set: ['creditReviewedAt'] },
  'reject RESUBMITTED': { who: ['CREDIT_TEAM'], to: 'REJECTED', set: ['creditReviewedAt'] },
  'reject PENDING_HIGHER': { who: ['HIGHER_AUTHORITY'], to: 'REJECTED', set: ['higherReviewedAt'] },
  'edit SUBMITTED': { who: ['OWNER'], to: 'same' },
  'edit NEEDS_CHANGES': { who: ['OWNER'], to: 'same' },
  'resubmit NEEDS_CHANGES': { who: ['OWNER'], to: 'RESUBMITTED' },
  'appeal REJECTED': {
    who: ['CREDIT_TEAM', 'SALES_REP'],
    to: 'APPEAL_REVIEW',
    appeal: 'PENDING',
    needs: 'no appeal yet',
  },
  'accept-appeal APPEAL_REVIEW': {
    who: ['HIGHER_AUTHORITY'],
    to: 'PENDING_WAREHOUSE',
    set: ['higherReviewedAt'],
    appeal: 'ACCEPTED',
    needs: 'a pending appeal',
  },
  'reject-appeal APPEAL_REVIEW': {
    who: ['HIGHER_AUTHORITY'],
    to: 'REJECTED',
    appeal: 'REJECTED',
    needs: 'a pending appeal',
  },
  'mark-ready PENDING_WAREHOUSE': {
    who: ['WAREHOUSE_MANAGER'],
    to: 'READY_TO_PRINT',
    set: ['warehouseUpdatedAt'],
  },
  'print READY_TO_PRINT': { who: ['WAREHOUSE_MANAGER'], to: 'PRINTED', set: ['printedAt'] },
  'dispatch PRINTED': {
    who: ['WAREHOUSE_MANAGER'],
    to: 'ORDER_DISPATCHED',
    set: ['dispatchedAt'],
    needs: 'not dispatched',
  },
  'transport ORDER_DISPATCHED': {
    who: ['WAREHOUSE_MANAGER'],
    to: 'ORDER_TRANSPORTED',
    set: ['transportedAt'],
  },
  'transport ORDER_TRANSPORTED': {
    who: ['WAREHOUSE_MANAGER'],
    to: 'ORDER_TRANSPORTED',
    set: ['transportedAt'],
    clear: ['notDeliveredReason'],
    needs: 'a not-delivered reason',
  },
  'deliver ORDER_TRANSPORTED': {
    who: ['WAREHOUSE_MANAGER'],
    to: 'ORDER_DELIVERED',
    set: ['actualDeliveryDate'],
    clear: ['notDeliveredReason'],
  },
  'not-delivered ORDER_TRANSPORTED': {
    who: ['WAREHOUSE_MANAGER'],
    to: 'ORDER_TRANSPORTED',
    needs: 'no not-delivered reason',
  },
  'delete SUBMITTED': { who: ['OWNER'], to: 'removed' },
  'withdraw PENDING_CREDIT': { who: ['OWNER'], to: 'same', set: ['withdrawnAt'] },
  'withdraw NEEDS_CHANGES': { who: ['OWNER'], to: 'same', set: ['withdrawnAt'] },
  'withdraw RESUBMITTED': { who: ['OWNER'], to: 'same', set: ['withdrawnAt'] },
  'withdraw PENDING_HIGHER': { who: ['OWNER'], to: 'same', set: ['withdrawnAt'] },
  'withdraw APPEAL_REVIEW': { who: ['OWNER'], to: 'same', set: ['withdrawnAt'] },
  'withdraw PENDING_WAREHOUSE': { who: ['OWNER'], to: 'same', set: ['withdrawnAt'] },
  'withdraw READY_TO_PRINT': { who: ['OWNER'], to: 'same', set: ['withdrawnAt'] },
};

const WHO_OF: Record<ActorKind, Who | null> = {
  owner: 'OWNER',
  creditTeam: 'CREDIT_TEAM',
  higherAuthority: 'HIGHER_AUTHORITY',
  warehouse: 'WAREHOUSE_MANAGER',
  salesRep: 'SALES_REP',
  salesRepOfACompany: 'SALES_REP',
  otherCompany: null,
  administrator: null,
  administratorMarkedSalesRep: null,
  system: 'SYSTEM',
};

function meets(needs: Needs, order: WorkflowOrder): boolean {
  switch (needs) {
    case 'lines, P.O and order form':
      return order.lineCount > 0 && order.hasPurchaseOrder && order.hasOrderForm;
    case 'no appeal yet':
      return order.appeal === null;
    case 'a pending appeal':
      return order.appeal?.status === 'PENDING';
    case 'not dispatched':
      return order.dispatchedAt === null;
    case 'a not-delivered reason':
      return order.notDeliveredReason !== null;
    case 'no not-delivered reason':
      return order.notDeliveredReason === null;
  }
}

type Outcome =
  | { code: Refusal['code'] }
  | { ok: true; to: OrderStatus | null; set: string[]; clear: string[]; appeal: AppealStatus | undefined };

function expectedOutcome(kind: ActorKind, action: OrderAction, order: WorkflowOrder): Outcome {
  if (kind === 'otherCompany') return { code: 'NOT_FOUND' };
  if (order.withdrawnAt) return { code: 'INVALID_TRANSITION' };
  const entry = DESIGN_TABLE[`${action} ${order.status}`];
  if (!entry) return { code: 'INVALID_TRANSITION' };
  const who = WHO_OF[kind];
  const salesRepBarred = who === 'SALES_REP' && order.rejectedByRole !== 'HIGHER_AUTHORITY';
  if (!who || !entry.who.includes(who) || salesRepBarred) return { code: 'FORBIDDEN' };
  if (entry.needs && !meets(entry.needs, order)) return { code: 'INVALID_TRANSITION' };
  const to = entry.to === 'same' ? order.status : entry.to === 'removed' ? null : entry.to;
  return { ok: true, to, set: entry.set ?? [], clear: entry.clear ?? [], appeal: entry.appeal };
}

function outcomeOf(result: Decision | Refusal): Outcome {
  if (!result.ok) return { code: result.code };
  return { ok: true, to: result.to, set: result.set, clear: result.clear, appeal: result.appealStatus };
}

/** Every combination of the facts the workflow looks at, for every status. */
function* everyOrder(): Generator<WorkflowOrder> {
  const appeals: WorkflowOrder['appeal'][] = [
    null,
    { status: 'PENDING' },
    { status: 'ACCEPTED' },
    { status: 'REJECTED' },
  ];
  const rejectors: Array<Role | null> = [null, 'CREDIT_TEAM', 'HIGHER_AUTHORITY'];
  const files = [
    { lineCount: 1, hasPurchaseOrder: true, hasOrderForm: true },
    { lineCount: 0, hasPurchaseOrder: true, hasOrderForm: true },
    { lineCount: 3, hasPurchaseOrder: false, hasOrderForm: true },
    { lineCount: 3, hasPurchaseOrder: true, hasOrderForm: false },
  ];
  for (const status of ORDER_STATUSES)
    for (const appeal of appeals)
      for (const rejectedByRole of rejectors)
        for (const dispatchedAt of [null, EARLIER])
          for (const notDeliveredReason of [null, 'Clinic closed on arrival'])
            for (const fileFacts of files)
              for (const withdrawnAt of [null, EARLIER])
                yield anOrder({
                  status,
                  appeal,
                  rejectedByRole,
                  dispatchedAt,
                  notDeliveredReason,
                  withdrawnAt,
                  ...fileFacts,
                });
}
const ORDERS = [...everyOrder()];

const describeOrder = (o: WorkflowOrder) =>
  `${o.status} appeal=${o.appeal?.status ?? '-'} rejectedBy=${o.rejectedByRole ?? '-'} dispatched=${Boolean(o.dispatchedAt)} reason=${Boolean(o.notDeliveredReason)} lines=${o.lineCount} po=${o.hasPurchaseOrder} form=${o.hasOrderForm} withdrawn=${Boolean(o.withdrawnAt)}`;

describe('decide() against DESIGN §3, every actor x action x status x order facts', () => {
  it.each(ACTOR_KINDS)('%s', (kind) => {
    const actor = ACTORS[kind];
    const mismatches: string[] = [];
    for (const order of ORDERS) {
      const okActions: OrderAction[] = [];
      for (const action of ORDER_ACTIONS) {
        const keyed = decide(order, action, actor, NOW);
        const result = inEnglish(keyed);
        const actual = outcomeOf(keyed);
        const expected = expectedOutcome(kind, action, order);
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          mismatches.push(
            `${action} on ${describeOrder(order)}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`,
          );
        }
        if (result.ok) {
          if (result.now !== NOW || result.from !== order.status)
            mismatches.push(`${action}: now/from not echoed`);
          if (action !== 'submit') okActions.push(action);
        } else if (result.reason.length < 10) {
          mismatches.push(`${action} on ${describeOrder(order)}: reason too short: ${result.reason}`);
        }
      }
      const allowed = allowedActions(order, actor);
      if (allowed.join() !== okActions.join()) {
        mismatches.push(`allowedActions on ${describeOrder(order)}: ${allowed} != ${okActions}`);
      }
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
  });
});

describe('the graph (STYLE: the workflow as data)', () => {
  it('reaches every status from SUBMITTED', () => {
    const reached = new Set<OrderStatus>(['SUBMITTED']);
    const queue: OrderStatus[] = ['SUBMITTED'];
    for (let status = queue.shift(); status; status = queue.shift()) {
      for (const t of TRANSITIONS) {
        if (!t.from.includes(status) || t.to === null || t.to === UNCHANGED) continue;
        if (!reached.has(t.to)) {
          reached.add(t.to);
          queue.push(t.to);
        }
      }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('leaves every status except a delivery and a rejection whose appeal was decided', () => {
    const hasWayOut = (order: WorkflowOrder) =>
      ACTOR_KINDS.some((kind) =>
        ORDER_ACTIONS.some((action) => {
          const result = decideEn(order, action, ACTORS[kind], NOW);
          return result.ok && result.to !== order.status;
        }),
      );
    const live = ORDERS.filter((o) => !o.withdrawnAt);
    for (const status of ORDER_STATUSES) {
      const ofStatus = live.filter((o) => o.status === status);
      if (status === 'ORDER_DELIVERED') {
        expect(ofStatus.some(hasWayOut), status).toBe(false);
      } else if (status === 'REJECTED') {
        expect(hasWayOut(anOrder({ status, rejectedByRole: 'CREDIT_TEAM' }))).toBe(true);
        expect(hasWayOut(anOrder({ status, appeal: { status: 'REJECTED' } }))).toBe(false);
      } else {
        expect(ofStatus.some(hasWayOut), status).toBe(true);
      }
    }
    // The automatic step and the warehouse steps move on from their natural state.
    expect(hasWayOut(anOrder({ status: 'SUBMITTED' }))).toBe(true);
    expect(hasWayOut(anOrder({ status: 'APPEAL_REVIEW', appeal: { status: 'PENDING' } }))).toBe(true);
    expect(
      hasWayOut(anOrder({ status: 'ORDER_TRANSPORTED', dispatchedAt: EARLIER, transportedAt: EARLIER })),
    ).toBe(true);
  });

  it('gives every action a row with someone (or the system) to perform it', () => {
    for (const action of ORDER_ACTIONS) {
      const rows = TRANSITIONS.filter((t) => t.action === action);
      expect(rows.length, action).toBeGreaterThan(0);
      expect(
        rows.every((t) => t.roles.length > 0 && t.from.length > 0),
        action,
      ).toBe(true);
    }
  });

  it('never has two rows for the same action and status', () => {
    const seen = new Set<string>();
    for (const t of TRANSITIONS) {
      for (const from of t.from) {
        const key = `${t.action} ${from}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(DESIGN_TABLE).sort());
  });
});
