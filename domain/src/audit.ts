import type { OrderStatus } from './statuses.js';

/**
 * The audit trail (DESIGN §13): what kinds of event it records. Each entry's details are
 * structured (keys and parameters); the portal and the exports name a kind through their
 * catalogs (auditKind.<kind>).
 */
export const AUDIT_KINDS = [
  // Sign-ins
  'signIn',
  'signInFailed',
  // Accounts and roles
  'accountCreated',
  'accountActivated',
  'accountDeactivated',
  'roleChanged',
  'salesRepChanged',
  'passwordReset',
  'sessionsEnded',
  // Second factors
  'totpEnrolled',
  'totpRemoved',
  'factorsReset',
  'recoveryCodeUsed',
  'passkeyAdded',
  'passkeyRemoved',
  // Approvals and overrides (the review levels' workflow transitions)
  'orderReviewed',
  'creditOverride',
  // Clients, stock, prices, settings
  'clientCreditChanged',
  'stockAdjusted',
  'priceListChanged',
  'settingsChanged',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export function isAuditKind(value: string): value is AuditKind {
  return (AUDIT_KINDS as readonly string[]).includes(value);
}

/**
 * The review levels' statuses: every workflow step taken from one of them (approve, reject,
 * request changes, decide an appeal) is audited as `orderReviewed`.
 */
export const AUDITED_REVIEW_STATUSES: readonly OrderStatus[] = [
  'PENDING_CREDIT',
  'RESUBMITTED',
  'PENDING_HIGHER',
  'APPEAL_REVIEW',
];

/** Who acted when no signed-in person did: the command line (`pnpm admin`) or the service itself. */
export const AUDIT_ACTOR_CLI = 'cli';
export const AUDIT_ACTOR_SYSTEM = 'system';

/** How many entries a page of `GET /api/audit` holds at most. */
export const AUDIT_PAGE_MAX = 200;

/** The catalog key naming a kind (auditKindSignIn, …), in the domain's and the portal's catalogs. */
export const auditKindKey = <K extends AuditKind>(kind: K) =>
  `auditKind${kind[0]!.toUpperCase()}${kind.slice(1)}` as `auditKind${Capitalize<K>}`;
