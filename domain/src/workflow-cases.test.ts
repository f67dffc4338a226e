import { describe, expect, it } from 'vitest';
import { inEnglish } from './messages/index.js';
import { ORDER_STATUSES } from './statuses.js';
import {
  allowedActions,
  canViewOrder,
  ORDER_ACTION_LABELS,
  ORDER_ACTIONS,
  ORDER_WITHDRAWN,
  SYSTEM_ACTOR,
} from './workflow.js';

import { ACTOR_KINDS, ACTORS, anOrder, decideEn, EARLIER, NOW } from './workflow.support.js';

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
