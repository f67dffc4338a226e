import { EN_LABELS, keysOf } from './closed-sets.js';
import type { Role } from './roles.js';
import type { OrderStatus } from './statuses.js';
import { APPROVAL_STAGES, type ApprovalStage } from './workflow-model.js';
import {
  type ApprovalStep,
  approvalStagesOf,
  approvalSteps,
  awaitingApproval,
  statusesBefore,
} from './workflow-queues.js';

/** The review stages (before the warehouse): a company's Approved Today counts these. */
const REVIEW_STAGES: ApprovalStage[] = ['credit', 'higher'];

/** The dashboard's cards, in their order, with their labels. */
export const DASHBOARD_CARD_LABELS = EN_LABELS.dashboardCard;
export type DashboardCard = keyof typeof DASHBOARD_CARD_LABELS;
export const DASHBOARD_CARDS = keysOf(DASHBOARD_CARD_LABELS);

/**
 * What the Pending Review card counts (from the workflow table): for staff, the statuses their
 * own approvals are taken from; for a company, its orders waiting to be submitted, reviewed
 * (the stages its Approved Today counts) or resubmitted; for the administrator, every approval.
 */
function pendingStatuses(role: Role): OrderStatus[] {
  const awaiting = awaitingApproval(approvedTodayStages(role));
  if (role !== 'MEDICAL_COMPANY') return awaiting;
  return [...statusesBefore('submit'), ...awaiting, ...statusesBefore('resubmit')];
}

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
    pending: card(pendingStatuses(role)),
    // Orders moved forward today by the caller's stage, whatever happened to them since.
    approved: card([], true),
    rejected: card(['REJECTED']),
    delivered: card(['ORDER_DELIVERED']),
  };
}

/** Which workflow steps are each stage's approvals (DESIGN §3 "approved today"): the table's `approval` rows. */
export const APPROVAL_STEPS: Record<ApprovalStage, ApprovalStep[]> = approvalSteps();

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
  if (role === 'MEDICAL_COMPANY') return REVIEW_STAGES;
  if (role === 'ADMIN') return [...APPROVAL_STAGES];
  return approvalStagesOf(role);
}

/**
 * A set of approval stages as bits (credit 1, higher 2, warehouse 4): how the service records
 * which stages approved an order on a Riyadh day, and which of those a role's card counts.
 */
export function approvalStageMask(stages: readonly ApprovalStage[]): number {
  return stages.reduce((mask, stage) => mask | (1 << APPROVAL_STAGES.indexOf(stage)), 0);
}
