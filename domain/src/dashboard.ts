import type { Role } from './roles.js';
import type { OrderStatus } from './statuses.js';

export const DASHBOARD_CARDS = ['total', 'pending', 'approved', 'rejected', 'delivered'] as const;
export type DashboardCard = (typeof DASHBOARD_CARDS)[number];

export const DASHBOARD_CARD_LABELS: Record<DashboardCard, string> = {
  total: 'Total Orders',
  pending: 'Pending Review',
  approved: 'Approved Today',
  rejected: 'Rejected',
  delivered: 'Delivered',
};

const FROM = (first: OrderStatus): OrderStatus[] => {
  // "X through ORDER_DELIVERED" along the forward path; an appeal under review is not approved.
  const forward: OrderStatus[] = [
    'PENDING_HIGHER',
    'PENDING_WAREHOUSE',
    'READY_TO_PRINT',
    'PRINTED',
    'ORDER_DISPATCHED',
    'ORDER_TRANSPORTED',
    'ORDER_DELIVERED',
  ];
  return forward.slice(forward.indexOf(first));
};

const PENDING: Record<Role, OrderStatus[]> = {
  CREDIT_TEAM: ['PENDING_CREDIT'],
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

const APPROVED: Record<Role, OrderStatus[]> = {
  CREDIT_TEAM: FROM('PENDING_HIGHER'),
  HIGHER_AUTHORITY: FROM('PENDING_WAREHOUSE'),
  WAREHOUSE_MANAGER: FROM('READY_TO_PRINT'),
  MEDICAL_COMPANY: FROM('PENDING_HIGHER'),
  ADMIN: FROM('PENDING_HIGHER'),
};

/** Each dashboard card's status filter for a role (SPEC §4); an empty list means no filter. */
export function dashboardCardStatuses(role: Role): Record<DashboardCard, OrderStatus[]> {
  return {
    total: [],
    pending: PENDING[role],
    approved: APPROVED[role],
    rejected: ['REJECTED'],
    delivered: ['ORDER_DELIVERED'],
  };
}

export const APPROVAL_STAGES = ['credit', 'higher', 'warehouse'] as const;
export type ApprovalStage = (typeof APPROVAL_STAGES)[number];

/** Which stage's approval a workflow step is, if any (DESIGN §3 "approved today"). */
export function approvalStage(action: string, fromStatus: string): ApprovalStage | null {
  if (action === 'approve' && (fromStatus === 'PENDING_CREDIT' || fromStatus === 'RESUBMITTED'))
    return 'credit';
  if (action === 'approve' && fromStatus === 'PENDING_HIGHER') return 'higher';
  if (action === 'accept-appeal') return 'higher';
  if (action === 'mark-ready') return 'warehouse';
  return null;
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
