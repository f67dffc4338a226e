import { describe, expect, it } from 'vitest';
import { approvalStage, approvedTodaySteps, DASHBOARD_CARDS, dashboardCardFilters } from './dashboard.js';
import { ROLES } from './roles.js';

describe('dashboard card filters', () => {
  it("puts resubmitted orders in the credit team's Pending Review, as they are in its queue", () => {
    expect(dashboardCardFilters('CREDIT_TEAM').pending).toEqual({
      statuses: ['PENDING_CREDIT', 'RESUBMITTED'],
      approvedToday: false,
    });
  });

  it("makes every role's Approved Today the list of today's approvals, not the statuses past its stage", () => {
    for (const role of ROLES) {
      expect(dashboardCardFilters(role).approved).toEqual({ statuses: [], approvedToday: true });
      for (const card of DASHBOARD_CARDS.filter((c) => c !== 'approved')) {
        expect(dashboardCardFilters(role)[card].approvedToday).toBe(false);
      }
    }
  });

  it("reads a step's stage from the same steps the list filters by", () => {
    expect(approvalStage('approve', 'RESUBMITTED')).toBe('credit');
    expect(approvalStage('approve', 'PENDING_HIGHER')).toBe('higher');
    expect(approvalStage('accept-appeal', 'APPEAL_REVIEW')).toBe('higher');
    expect(approvalStage('mark-ready', 'PENDING_WAREHOUSE')).toBe('warehouse');
    expect(approvalStage('request-changes', 'PENDING_HIGHER')).toBeNull();
    expect(approvedTodaySteps('WAREHOUSE_MANAGER')).toEqual([{ action: 'mark-ready', from: null }]);
    expect(approvedTodaySteps('ADMIN').map((step) => step.action)).toEqual([
      'approve',
      'approve',
      'accept-appeal',
      'mark-ready',
    ]);
  });
});
