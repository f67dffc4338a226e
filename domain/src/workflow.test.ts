import { describe, expect, it } from 'vitest';
import { inEnglish } from './messages/index.js';
import type { Actor, Role } from './roles.js';
import { ORDER_STATUSES, type OrderStatus } from './statuses.js';
import {
  type AppealStatus,
  allowedActions,
  canViewOrder,
  type Decision,
  decide,
  ORDER_ACTION_LABELS,
  ORDER_ACTIONS,
  ORDER_WITHDRAWN,
  type OrderAction,
  type Refusal,
  SYSTEM_ACTOR,
  TRANSITIONS,
  UNCHANGED,
  type WorkflowOrder,
} from './workflow.js';

/** decide() with its refusal's message in English (SPEC's copy). */
const decideEn = (...args: Parameters<typeof decide>) => inEnglish(decide(...args));

const NOW = new Date('2026-11-22T09:00:00Z');
const EARLIER = new Date('2026-11-20T09:00:00Z');

function anOrder(overrides: Partial<WorkflowOrder> = {}): WorkflowOrder {
  return {
    status: 'SUBMITTED',
    companyId: 'u-wasama-creator',
    medicalCompany: 'Wasama',
    withdrawnAt: null,
    dispatchedAt: null,
    transportedAt: null,
    notDeliveredReason: null,
    appeal: null,
    rejectedByRole: null,
    lineCount: 2,
    hasPurchaseOrder: true,
    hasOrderForm: true,
    ...overrides,
  };
}

const ACTORS = {
  // A colleague of the order's creator: the owner company is the company, not the user.
  owner: { id: 'u-wasama-colleague', role: 'MEDICAL_COMPANY', companyName: 'Wasama', isSalesRep: false },
  creditTeam: { id: 'u-credit', role: 'CREDIT_TEAM', companyName: null, isSalesRep: false },
  higherAuthority: { id: 'u-higher', role: 'HIGHER_AUTHORITY', companyName: null, isSalesRep: false },
  warehouse: { id: 'u-warehouse', role: 'WAREHOUSE_MANAGER', companyName: null, isSalesRep: false },
  // The sales representative's registered role grants nothing.
  salesRep: { id: 'u-rep', role: 'CREDIT_TEAM', companyName: null, isSalesRep: true },
  salesRepOfACompany: { id: 'u-rep-2', role: 'MEDICAL_COMPANY', companyName: 'Actimed', isSalesRep: true },
  otherCompany: { id: 'u-actimed', role: 'MEDICAL_COMPANY', companyName: 'Actimed', isSalesRep: false },
  // Sees every order and acts on none (DESIGN §7), even if someone also marked it sales representative.
  administrator: { id: 'u-admin', role: 'ADMIN', companyName: null, isSalesRep: false },
  administratorMarkedSalesRep: { id: 'u-admin-2', role: 'ADMIN', companyName: null, isSalesRep: true },
  system: SYSTEM_ACTOR,
} satisfies Record<string, Actor>;
type ActorKind = keyof typeof ACTORS;
const ACTOR_KINDS = Object.keys(ACTORS) as ActorKind[];

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

describe('withdrawn orders', () => {
  const withdrawn = anOrder({ status: 'PENDING_HIGHER', withdrawnAt: EARLIER });

  it('are frozen: every action is refused with 409 for everyone who can see them', () => {
    for (const kind of ACTOR_KINDS) {
      for (const action of ORDER_ACTIONS) {
        const result = decideEn(withdrawn, action, ACTORS[kind], NOW);
        if (kind === 'otherCompany') expect(result).toMatchObject({ ok: false, code: 'NOT_FOUND' });
        else
          expect(result).toEqual({
            ok: false,
            code: 'INVALID_TRANSITION',
            reason: inEnglish(ORDER_WITHDRAWN),
          });
      }
      expect(allowedActions(withdrawn, ACTORS[kind])).toEqual([]);
    }
  });

  it('are withdrawn by the owner company, keeping their status', () => {
    const result = decideEn(anOrder({ status: 'PENDING_HIGHER' }), 'withdraw', ACTORS.owner, NOW);
    expect(result).toEqual({
      ok: true,
      action: 'withdraw',
      from: 'PENDING_HIGHER',
      to: 'PENDING_HIGHER',
      set: ['withdrawnAt'],
      clear: [],
      now: NOW,
    });
  });

  it('cannot be withdrawn once printed, when rejected, or while still SUBMITTED (delete instead)', () => {
    for (const status of ['PRINTED', 'ORDER_DISPATCHED', 'ORDER_DELIVERED', 'REJECTED'] as const) {
      expect(decideEn(anOrder({ status }), 'withdraw', ACTORS.owner, NOW)).toMatchObject({
        code: 'INVALID_TRANSITION',
      });
    }
    expect(decideEn(anOrder(), 'withdraw', ACTORS.owner, NOW)).toEqual({
      ok: false,
      code: 'INVALID_TRANSITION',
      reason: 'Cannot withdraw a submitted order; delete it instead',
    });
    expect(decideEn(anOrder(), 'delete', ACTORS.owner, NOW)).toMatchObject({ ok: true, to: null });
  });
});

describe('appeals', () => {
  it('happen once: a rejected appeal makes the rejection final', () => {
    const rejected = anOrder({ status: 'REJECTED', rejectedByRole: 'CREDIT_TEAM' });
    expect(decideEn(rejected, 'appeal', ACTORS.creditTeam, NOW)).toMatchObject({
      ok: true,
      to: 'APPEAL_REVIEW',
      appealStatus: 'PENDING',
    });

    const underReview = anOrder({ status: 'APPEAL_REVIEW', appeal: { status: 'PENDING' } });
    expect(allowedActions(underReview, ACTORS.higherAuthority)).toEqual(['accept-appeal', 'reject-appeal']);
    expect(decideEn(underReview, 'reject-appeal', ACTORS.higherAuthority, NOW)).toMatchObject({
      ok: true,
      to: 'REJECTED',
      appealStatus: 'REJECTED',
    });

    const final = anOrder({
      status: 'REJECTED',
      rejectedByRole: 'CREDIT_TEAM',
      appeal: { status: 'REJECTED' },
    });
    expect(decideEn(final, 'appeal', ACTORS.creditTeam, NOW)).toEqual({
      ok: false,
      code: 'INVALID_TRANSITION',
      reason: 'The appeal on this order was rejected; the rejection is final',
    });
    for (const kind of ACTOR_KINDS) expect(allowedActions(final, ACTORS[kind])).toEqual([]);
  });

  it('refuse a second appeal while one exists', () => {
    const order = anOrder({ status: 'REJECTED', appeal: { status: 'PENDING' } });
    expect(decideEn(order, 'appeal', ACTORS.creditTeam, NOW)).toEqual({
      ok: false,
      code: 'INVALID_TRANSITION',
      reason: 'An appeal was already submitted for this order',
    });
  });

  it('let the sales representative object only after a Credit Review (HIGHER_AUTHORITY) rejection', () => {
    const byCredit = anOrder({ status: 'REJECTED', rejectedByRole: 'CREDIT_TEAM' });
    const byHigher = anOrder({ status: 'REJECTED', rejectedByRole: 'HIGHER_AUTHORITY' });
    expect(decideEn(byCredit, 'appeal', ACTORS.salesRep, NOW)).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      reason: 'The sales representative can object only to an order rejected by Credit Review',
    });
    expect(decideEn(byHigher, 'appeal', ACTORS.salesRep, NOW)).toMatchObject({
      ok: true,
      to: 'APPEAL_REVIEW',
    });
    expect(allowedActions(byHigher, ACTORS.salesRepOfACompany)).toEqual(['appeal']);
    // The credit team may object whoever rejected it.
    expect(decideEn(byCredit, 'appeal', ACTORS.creditTeam, NOW)).toMatchObject({ ok: true });
    expect(decideEn(byHigher, 'appeal', ACTORS.creditTeam, NOW)).toMatchObject({ ok: true });
  });

  it('are decided only while pending, by Credit Review', () => {
    const accepted = decideEn(
      anOrder({ status: 'APPEAL_REVIEW', appeal: { status: 'PENDING' } }),
      'accept-appeal',
      ACTORS.higherAuthority,
      NOW,
    );
    expect(accepted).toMatchObject({
      ok: true,
      to: 'PENDING_WAREHOUSE',
      set: ['higherReviewedAt'],
      appealStatus: 'ACCEPTED',
    });
    expect(
      decideEn(
        anOrder({ status: 'APPEAL_REVIEW', appeal: null }),
        'accept-appeal',
        ACTORS.higherAuthority,
        NOW,
      ),
    ).toMatchObject({ code: 'INVALID_TRANSITION', reason: 'This order has no appeal to decide' });
    expect(
      decideEn(
        anOrder({ status: 'APPEAL_REVIEW', appeal: { status: 'PENDING' } }),
        'accept-appeal',
        ACTORS.creditTeam,
        NOW,
      ),
    ).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      reason: 'Only Credit Review can accept the appeal on an order under appeal review',
    });
  });
});

describe('the sales representative', () => {
  it('sees every order but is read-only whatever its role', () => {
    const order = anOrder({ status: 'PENDING_CREDIT' });
    expect(canViewOrder(order, ACTORS.salesRepOfACompany)).toBe(true);
    expect(decideEn(order, 'approve', ACTORS.salesRep, NOW)).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      reason: 'The sales representative can only view orders',
    });
    expect(allowedActions(order, ACTORS.salesRep)).toEqual([]);
  });
});

describe('the administrator', () => {
  it('sees every company’s orders and takes no workflow action in any status', () => {
    for (const status of ORDER_STATUSES) {
      const order = anOrder({ status, medicalCompany: 'X Rose', rejectedByRole: 'HIGHER_AUTHORITY' });
      expect(canViewOrder(order, ACTORS.administrator)).toBe(true);
      expect(allowedActions(order, ACTORS.administrator)).toEqual([]);
      expect(allowedActions(order, ACTORS.administratorMarkedSalesRep)).toEqual([]);
    }
    expect(decideEn(anOrder({ status: 'PENDING_CREDIT' }), 'approve', ACTORS.administrator, NOW)).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      reason: 'The administrator can only view orders',
    });
  });
});

describe('delivery steps', () => {
  const printed = anOrder({ status: 'PRINTED' });

  it('dispatch once', () => {
    expect(decideEn(printed, 'dispatch', ACTORS.warehouse, NOW)).toMatchObject({
      ok: true,
      to: 'ORDER_DISPATCHED',
      set: ['dispatchedAt'],
    });
    expect(decideEn({ ...printed, dispatchedAt: EARLIER }, 'dispatch', ACTORS.warehouse, NOW)).toEqual({
      ok: false,
      code: 'INVALID_TRANSITION',
      reason: 'This order was already dispatched',
    });
  });

  it('reschedule transport only after a failed delivery, clearing the reason', () => {
    const transported = anOrder({
      status: 'ORDER_TRANSPORTED',
      dispatchedAt: EARLIER,
      transportedAt: EARLIER,
    });
    expect(decideEn(transported, 'transport', ACTORS.warehouse, NOW)).toMatchObject({
      ok: false,
      code: 'INVALID_TRANSITION',
    });
    expect(allowedActions(transported, ACTORS.warehouse)).toEqual(['deliver', 'not-delivered']);

    const failed = { ...transported, notDeliveredReason: 'Pharmacy closed' };
    expect(decideEn(failed, 'transport', ACTORS.warehouse, NOW)).toMatchObject({
      ok: true,
      to: 'ORDER_TRANSPORTED',
      set: ['transportedAt'],
      clear: ['notDeliveredReason'],
    });
    expect(decideEn(failed, 'not-delivered', ACTORS.warehouse, NOW)).toEqual({
      ok: false,
      code: 'INVALID_TRANSITION',
      reason: 'A failed delivery was already recorded for this order',
    });
    expect(allowedActions(failed, ACTORS.warehouse)).toEqual(['transport', 'deliver']);
  });
});

describe('the automatic submit', () => {
  it('is the system’s alone, once the order is complete', () => {
    expect(decideEn(anOrder(), 'submit', SYSTEM_ACTOR, NOW)).toMatchObject({
      ok: true,
      to: 'PENDING_CREDIT',
    });
    expect(decideEn(anOrder(), 'submit', ACTORS.owner, NOW)).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      reason: 'Orders are submitted for review automatically',
    });
    expect(decideEn(anOrder({ lineCount: 0, hasOrderForm: false }), 'submit', SYSTEM_ACTOR, NOW)).toEqual({
      ok: false,
      code: 'INVALID_TRANSITION',
      reason: 'The order needs at least one order line and an Order Form file before it can be reviewed',
    });
    expect(allowedActions(anOrder(), SYSTEM_ACTOR)).toEqual([]);
    expect(allowedActions(anOrder(), ACTORS.owner)).toEqual(['edit', 'delete']);
  });
});

describe('visibility and reasons', () => {
  it('hides other companies’ orders from a medical company (404, never 403)', () => {
    const order = anOrder({ status: 'PENDING_CREDIT' });
    expect(canViewOrder(order, ACTORS.owner)).toBe(true);
    expect(canViewOrder(order, ACTORS.otherCompany)).toBe(false);
    expect(canViewOrder(order, { ...ACTORS.owner, companyName: null })).toBe(false);
    expect(canViewOrder(order, ACTORS.creditTeam)).toBe(true);
    expect(decideEn(order, 'withdraw', ACTORS.otherCompany, NOW)).toEqual({
      ok: false,
      code: 'NOT_FOUND',
      reason: 'Order not found',
    });
  });

  it('explains refusals in words a user can read', () => {
    expect(decideEn(anOrder({ status: 'PENDING_HIGHER' }), 'approve', ACTORS.creditTeam, NOW)).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      reason: 'Only Credit Review can approve an order pending Credit Review',
    });
    expect(decideEn(anOrder({ status: 'REJECTED' }), 'appeal', ACTORS.warehouse, NOW)).toMatchObject({
      reason: 'Only Sales & Collection Review or the sales representative can object to a rejected order',
    });
    expect(decideEn(anOrder({ status: 'ORDER_DELIVERED' }), 'approve', ACTORS.creditTeam, NOW)).toEqual({
      ok: false,
      code: 'INVALID_TRANSITION',
      reason: 'Cannot approve a delivered order',
    });
  });

  it('labels every action', () => {
    expect(ORDER_ACTION_LABELS).toMatchObject({
      approve: 'Approve',
      'request-changes': 'Request Changes',
      appeal: 'Object',
      'accept-appeal': 'Accept Appeal',
      'reject-appeal': 'Reject Again',
      deliver: 'Delivered',
      'not-delivered': 'Not Delivered',
      submit: 'Submit for review',
    });
    expect(Object.keys(ORDER_ACTION_LABELS).sort()).toEqual([...ORDER_ACTIONS].sort());
  });
});
