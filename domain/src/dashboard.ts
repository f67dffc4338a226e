import { keysOf } from './closed-sets.js';
import type { Role } from './roles.js';
import type { OrderStatus } from './statuses.js';

/** The dashboard's cards, in their order, with their labels. */
export const DASHBOARD_CARD_LABELS = {
  total: 'Total Orders',
  pending: 'Pending Review',
  approved: 'Approved Today',
  rejected: 'Rejected',
  delivered: 'Delivered',
} as const satisfies Record<string, string>;
export type DashboardCard = keyof typeof DASHBOARD_CARD_LABELS;
export const DASHBOARD_CARDS = keysOf(DASHBOARD_CARD_LABELS);

const PENDING: Record<Role, OrderStatus[]> = {
  // The credit team's queue: new orders and resubmissions alike wait for its review.
  CREDIT_TEAM: ['PENDING_CREDIT', 'RESUBMITTED'],
  HIGHER_AUTHORITY: ['PENDING_HIGHER', 'APPEAL_REVIEW'],
  WAREHOUSE_MANAGER: ['PENDING_WAREHOUSE'],
  MEDICAL_COMPANY: [
    'SUBMITTED',
    'PENDING_CREDIT',
    'RESUBMITTED',
    'PENDING_HIGHER',
    'APPEAL_REVIEW',
    'NEEDS_CHANGES',
  ],
  // The administrator watches every queue: whatever waits for a reviewer or the warehouse.
  ADMIN: ['PENDING_CREDIT', 'RESUBMITTED', 'PENDING_HIGHER', 'APPEAL_REVIEW', 'PENDING_WAREHOUSE'],
};

/**
 * What a dashboard card counts, as order-list filters: its statuses (empty: any) and whether
 * only orders approved today by the caller's stage count (`approvedToday=true` on the list).
 * The service counts each card with exactly these filters, and a card click lists with them,
 * so a card's count is the total of the list it opens.
 */
export interface DashboardCardFilter {
  statuses: OrderStatus[];
  approvedToday: boolean;
}

/** Each dashboard card's list filter for a role (SPEC §4, DESIGN §3). */
export function dashboardCardFilters(role: Role): Record<DashboardCard, DashboardCardFilter> {
  const card = (statuses: OrderStatus[], approvedToday = false) => ({ statuses, approvedToday });
  return {
    total: card([]),
    pending: card(PENDING[role]),
    // Orders moved forward today by the caller's stage, whatever happened to them since.
    approved: card([], true),
    rejected: card(['REJECTED']),
    delivered: card(['ORDER_DELIVERED']),
  };
}

export const APPROVAL_STAGES = ['credit', 'higher', 'warehouse'] as const;
export type ApprovalStage = (typeof APPROVAL_STAGES)[number];

/** A workflow step that approves: its action and, when it matters, the status it left. */
export interface ApprovalStep {
  action: string;
  from: OrderStatus[] | null;
}

/** Which workflow steps are each stage's approvals (DESIGN §3 "approved today"). */
export const APPROVAL_STEPS: Record<ApprovalStage, ApprovalStep[]> = {
  credit: [{ action: 'approve', from: ['PENDING_CREDIT', 'RESUBMITTED'] }],
  higher: [
    { action: 'approve', from: ['PENDING_HIGHER'] },
    { action: 'accept-appeal', from: null },
  ],
  warehouse: [{ action: 'mark-ready', from: null }],
};

/** Which stage's approval a workflow step is, if any (DESIGN §3 "approved today"). */
export function approvalStage(action: string, fromStatus: string): ApprovalStage | null {
  for (const stage of APPROVAL_STAGES) {
    const matches = APPROVAL_STEPS[stage].some(
      (step) =>
        step.action === action && (step.from === null || (step.from as string[]).includes(fromStatus)),
    );
    if (matches) return stage;
  }
  return null;
}

/** The approval steps a role's "Approved Today" card counts. */
export function approvedTodaySteps(role: Role): ApprovalStep[] {
  return approvedTodayStages(role).flatMap((stage) => APPROVAL_STEPS[stage]);
}

/** Whose approvals a role's "Approved Today" card counts: its own stage; a company, any review approval; the administrator, every stage. */
export function approvedTodayStages(role: Role): ApprovalStage[] {
  switch (role) {
    case 'CREDIT_TEAM':
      return ['credit'];
    case 'HIGHER_AUTHORITY':
      return ['higher'];
    case 'WAREHOUSE_MANAGER':
      return ['warehouse'];
    case 'MEDICAL_COMPANY':
      return ['credit', 'higher'];
    case 'ADMIN':
      return ['credit', 'higher', 'warehouse'];
  }
}

/**
 * A set of approval stages as bits (credit 1, higher 2, warehouse 4): how the service records
 * which stages approved an order on a Riyadh day, and which of those a role's card counts.
 */
export function approvalStageMask(stages: readonly ApprovalStage[]): number {
  return stages.reduce((mask, stage) => mask | (1 << APPROVAL_STAGES.indexOf(stage)), 0);
}
