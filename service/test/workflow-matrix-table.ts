/**
 * The workflow matrix's table: every caller x every workflow endpoint x every order status,
 * against DESIGN §3 written out here as a literal table (not derived from domain/'s TRANSITIONS
 * or decide()). workflow-matrix.ts runs its cells over HTTP for the matrix test files in
 * features/workflow.
 */
import type { AppealStatus, OrderAction, OrderStatus, Role } from '@tawreed/domain';
import { filePart, form, pdfBytes } from './fixtures.js';
import type { TestClient } from './harness.js';
import { riyadhDay } from './workflow.js';

// ---- who calls -------------------------------------------------------------------------------

export const CALLERS = [
  'owner',
  'otherCompany',
  'creditTeam',
  'higherAuthority',
  'warehouse',
  /** Created by an administrator while listed in SALES_REP_EMAILS; its CREDIT_TEAM role grants it nothing. */
  'salesRep',
  /** Marked users.isSalesRep; registered as a MEDICAL_COMPANY of another company, yet sees all. */
  'salesRepAccount',
  /** ADMIN: sees every order, takes no workflow action (DESIGN §7). */
  'administrator',
  'anonymous',
] as const;
export type Caller = (typeof CALLERS)[number];

// ---- the orders they call on -----------------------------------------------------------------

export interface Variant {
  status: OrderStatus;
  rejectedByRole?: Role;
  /** The order's appeal (a row exists, so the decision endpoint can address it). */
  appeal?: AppealStatus;
  withdrawn?: boolean;
  /** A failed delivery is recorded (warehouse.notDeliveredReason). */
  notDelivered?: boolean;
}

export const VARIANTS = {
  SUBMITTED: { status: 'SUBMITTED' },
  PENDING_CREDIT: { status: 'PENDING_CREDIT' },
  NEEDS_CHANGES: { status: 'NEEDS_CHANGES' },
  RESUBMITTED: { status: 'RESUBMITTED' },
  'REJECTED by credit team': { status: 'REJECTED', rejectedByRole: 'CREDIT_TEAM' },
  'REJECTED by higher authority': { status: 'REJECTED', rejectedByRole: 'HIGHER_AUTHORITY' },
  'REJECTED after a rejected appeal': {
    status: 'REJECTED',
    rejectedByRole: 'HIGHER_AUTHORITY',
    appeal: 'REJECTED',
  },
  PENDING_HIGHER: { status: 'PENDING_HIGHER' },
  APPEAL_REVIEW: { status: 'APPEAL_REVIEW', rejectedByRole: 'HIGHER_AUTHORITY', appeal: 'PENDING' },
  PENDING_WAREHOUSE: { status: 'PENDING_WAREHOUSE' },
  'PENDING_WAREHOUSE after an accepted appeal': {
    status: 'PENDING_WAREHOUSE',
    rejectedByRole: 'HIGHER_AUTHORITY',
    appeal: 'ACCEPTED',
  },
  READY_TO_PRINT: { status: 'READY_TO_PRINT' },
  PRINTED: { status: 'PRINTED' },
  ORDER_DISPATCHED: { status: 'ORDER_DISPATCHED' },
  ORDER_TRANSPORTED: { status: 'ORDER_TRANSPORTED' },
  'ORDER_TRANSPORTED not delivered': { status: 'ORDER_TRANSPORTED', notDelivered: true },
  ORDER_DELIVERED: { status: 'ORDER_DELIVERED' },
  'PENDING_CREDIT withdrawn': { status: 'PENDING_CREDIT', withdrawn: true },
  'APPEAL_REVIEW withdrawn': {
    status: 'APPEAL_REVIEW',
    rejectedByRole: 'HIGHER_AUTHORITY',
    appeal: 'PENDING',
    withdrawn: true,
  },
  'READY_TO_PRINT withdrawn': { status: 'READY_TO_PRINT', withdrawn: true },
} satisfies Record<string, Variant>;
export type VariantName = keyof typeof VARIANTS;
export const VARIANT_NAMES = Object.keys(VARIANTS) as VariantName[];

// ---- what they call --------------------------------------------------------------------------

export const ENDPOINTS = [
  'approve',
  'reject',
  'request-changes',
  'resubmit',
  'mark-ready',
  'print',
  'dispatch',
  'transport',
  'deliver',
  'not-delivered',
  'appeal',
  'accept appeal',
  'reject appeal',
  'edit (PUT)',
  'upload attachment',
  'DELETE',
] as const;
export type Endpoint = (typeof ENDPOINTS)[number];

export interface Target {
  id: string;
  version: number;
  /** The order's appeal, or (when it never had one) an id no appeal has. */
  appealId: string;
}

const comment = 'Credit limit exceeded for this client this month.';
const expectedDeliveryDate = `${riyadhDay(new Date(), 2)}T09:00:00+03:00`;

/** Each endpoint with a valid body and the right If-Match, so only the workflow decides. */
export const CALL: Record<Endpoint, (client: TestClient, order: Target) => Promise<Response>> = {
  approve: (c, o) => c.post(`/api/orders/${o.id}/actions/approve`, undefined, ifMatch(o)),
  reject: (c, o) => c.post(`/api/orders/${o.id}/actions/reject`, { comment }, ifMatch(o)),
  'request-changes': (c, o) => c.post(`/api/orders/${o.id}/actions/request-changes`, { comment }, ifMatch(o)),
  resubmit: (c, o) => c.post(`/api/orders/${o.id}/actions/resubmit`, undefined, ifMatch(o)),
  'mark-ready': (c, o) => c.post(`/api/orders/${o.id}/actions/mark-ready`, undefined, ifMatch(o)),
  print: (c, o) => c.post(`/api/orders/${o.id}/actions/print`, { deliveryNoteNo: 'DN-7781' }, ifMatch(o)),
  dispatch: (c, o) => c.post(`/api/orders/${o.id}/dispatch`, undefined, ifMatch(o)),
  transport: (c, o) => c.post(`/api/orders/${o.id}/transport`, { expectedDeliveryDate }, ifMatch(o)),
  deliver: (c, o) => c.post(`/api/orders/${o.id}/deliver`, {}, ifMatch(o)),
  'not-delivered': (c, o) =>
    c.post(`/api/orders/${o.id}/not-delivered`, { notDeliveredReason: 'Pharmacy closed' }, ifMatch(o)),
  appeal: (c, o) =>
    c.post(
      `/api/orders/${o.id}/appeals`,
      form({
        comment: 'The client paid its overdue invoices.',
        files: filePart(pdfBytes(), 'receipt.pdf', 'application/pdf'),
      }),
      ifMatch(o),
    ),
  'accept appeal': (c, o) =>
    c.post(`/api/orders/appeals/${o.appealId}/decision`, { decision: 'ACCEPT' }, ifMatch(o)),
  'reject appeal': (c, o) =>
    c.post(
      `/api/orders/appeals/${o.appealId}/decision`,
      { decision: 'REJECT', comment: 'Still over the limit' },
      ifMatch(o),
    ),
  'edit (PUT)': (c, o) => c.put(`/api/orders/${o.id}`, { notes: 'Deliver to the back door' }, ifMatch(o)),
  'upload attachment': (c, o) =>
    c.post(
      `/api/orders/${o.id}/upload`,
      form({ file: filePart(pdfBytes(), 'po.pdf', 'application/pdf'), attachmentType: 'purchase_order' }),
    ),
  DELETE: (c, o) => c.delete(`/api/orders/${o.id}`, ifMatch(o)),
};

function ifMatch(order: Target) {
  return { 'if-match': `"${order.version}"` };
}

// ---- DESIGN §3, written out ------------------------------------------------------------------

/**
 * The rows of DESIGN §3's table: for each endpoint, the orders it applies to and who may act
 * there (their success status) or who is stopped by the row's guard (409). On those orders every
 * other caller who can see the order gets 403. On an order not listed for an endpoint (including
 * every withdrawn order: withdrawing freezes it) there is no such transition: 409 for everyone.
 * Universal: anonymous 401; a medical company of another company 404 (no existence leak); the
 * appeal decision endpoint addresses an appeal, so on an order that never had one it is 404.
 */
export const DESIGN_ROWS: Record<Endpoint, Partial<Record<VariantName, Partial<Record<Caller, number>>>>> = {
  approve: {
    PENDING_CREDIT: { creditTeam: 200 },
    RESUBMITTED: { creditTeam: 200 },
    PENDING_HIGHER: { higherAuthority: 200 },
  },
  reject: {
    PENDING_CREDIT: { creditTeam: 200 },
    RESUBMITTED: { creditTeam: 200 },
    PENDING_HIGHER: { higherAuthority: 200 },
  },
  'request-changes': {
    PENDING_CREDIT: { creditTeam: 200 },
    RESUBMITTED: { creditTeam: 200 },
    PENDING_HIGHER: { higherAuthority: 200 },
  },
  resubmit: { NEEDS_CHANGES: { owner: 200 } },
  'mark-ready': {
    PENDING_WAREHOUSE: { warehouse: 200 },
    'PENDING_WAREHOUSE after an accepted appeal': { warehouse: 200 },
  },
  print: { READY_TO_PRINT: { warehouse: 200 } },
  dispatch: { PRINTED: { warehouse: 200 } },
  transport: {
    ORDER_DISPATCHED: { warehouse: 200 },
    // Rescheduling needs a recorded failed delivery.
    ORDER_TRANSPORTED: { warehouse: 409 },
    'ORDER_TRANSPORTED not delivered': { warehouse: 200 },
  },
  deliver: {
    ORDER_TRANSPORTED: { warehouse: 200 },
    'ORDER_TRANSPORTED not delivered': { warehouse: 200 },
  },
  'not-delivered': {
    ORDER_TRANSPORTED: { warehouse: 200 },
    'ORDER_TRANSPORTED not delivered': { warehouse: 409 },
  },
  appeal: {
    // The sales representative objects only to a rejection by the higher authority.
    'REJECTED by credit team': { creditTeam: 201 },
    'REJECTED by higher authority': { creditTeam: 201, salesRep: 201, salesRepAccount: 201 },
    // One appeal per order: a rejected appeal is final.
    'REJECTED after a rejected appeal': { creditTeam: 409, salesRep: 409, salesRepAccount: 409 },
  },
  'accept appeal': { APPEAL_REVIEW: { higherAuthority: 200 } },
  'reject appeal': { APPEAL_REVIEW: { higherAuthority: 200 } },
  'edit (PUT)': { SUBMITTED: { owner: 200 }, NEEDS_CHANGES: { owner: 200 } },
  'upload attachment': { SUBMITTED: { owner: 200 }, NEEDS_CHANGES: { owner: 200 } },
  DELETE: {
    // A SUBMITTED order is removed (the create flow's clean-up); later ones before PRINTED are
    // withdrawn, except REJECTED.
    SUBMITTED: { owner: 204 },
    PENDING_CREDIT: { owner: 200 },
    NEEDS_CHANGES: { owner: 200 },
    RESUBMITTED: { owner: 200 },
    PENDING_HIGHER: { owner: 200 },
    APPEAL_REVIEW: { owner: 200 },
    PENDING_WAREHOUSE: { owner: 200 },
    'PENDING_WAREHOUSE after an accepted appeal': { owner: 200 },
    READY_TO_PRINT: { owner: 200 },
  },
};

const APPEAL_DECISION_ENDPOINTS: readonly Endpoint[] = ['accept appeal', 'reject appeal'];

export function expectedStatus(endpoint: Endpoint, variant: VariantName, caller: Caller): number {
  if (caller === 'anonymous') return 401;
  if (caller === 'otherCompany') return 404;
  const order: Variant = VARIANTS[variant];
  if (APPEAL_DECISION_ENDPOINTS.includes(endpoint) && !order.appeal) return 404;
  const row = DESIGN_ROWS[endpoint][variant];
  if (!row) return 409;
  return row[caller] ?? 403;
}

/** The domain action an endpoint performs on an order (what allowedActions names). */
export function domainAction(endpoint: Endpoint, variant: VariantName): OrderAction {
  switch (endpoint) {
    case 'accept appeal':
      return 'accept-appeal';
    case 'reject appeal':
      return 'reject-appeal';
    case 'edit (PUT)':
    case 'upload attachment':
      return 'edit';
    case 'DELETE':
      return VARIANTS[variant].status === 'SUBMITTED' ? 'delete' : 'withdraw';
    default:
      return endpoint;
  }
}

export type SignedInCaller = Exclude<Caller, 'anonymous'>;
export const SIGNED_IN = CALLERS.filter((c): c is SignedInCaller => c !== 'anonymous');
