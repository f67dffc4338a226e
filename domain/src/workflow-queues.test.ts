import { describe, expect, it } from 'vitest';
import { approvedTodayStages, dashboardCardFilters } from './dashboard.js';
import { ROLES } from './roles.js';
import { ORDER_STATUSES } from './statuses.js';
import type { OrderAction, Transition } from './workflow-model.js';
import {
  approvalStagesOf,
  approvalSteps,
  orderCreatorRoles,
  queueOf,
  queueRoleOf,
  queueRoles,
  queueStatuses,
  queuesOf,
  rolesFor,
  statusesAfter,
  statusesBefore,
  timelinePositions,
  timelineStatuses,
  workflowStaff,
} from './workflow-queues.js';
import { TRANSITIONS } from './workflow-table.js';

describe('rules read from the transition table', () => {
  it('answers today what the six hand-written copies said', () => {
    // notifications/rules.ts's QUEUE_ROLE
    expect(Object.fromEntries(ORDER_STATUSES.map((status) => [status, queueRoleOf(status)]))).toEqual({
      SUBMITTED: null,
      PENDING_CREDIT: 'CREDIT_TEAM',
      NEEDS_CHANGES: null,
      RESUBMITTED: 'CREDIT_TEAM',
      REJECTED: null,
      PENDING_HIGHER: 'HIGHER_AUTHORITY',
      APPEAL_REVIEW: 'HIGHER_AUTHORITY',
      PENDING_WAREHOUSE: 'WAREHOUSE_MANAGER',
      READY_TO_PRINT: 'WAREHOUSE_MANAGER',
      PRINTED: null,
      ORDER_DISPATCHED: null,
      ORDER_TRANSPORTED: null,
      ORDER_DELIVERED: null,
    });
    // domain/dashboard.ts's Pending Review lists
    expect(
      Object.fromEntries(ROLES.map((role) => [role, dashboardCardFilters(role).pending.statuses])),
    ).toEqual({
      MEDICAL_COMPANY: [
        'SUBMITTED',
        'PENDING_CREDIT',
        'RESUBMITTED',
        'PENDING_HIGHER',
        'APPEAL_REVIEW',
        'NEEDS_CHANGES',
      ],
      CREDIT_TEAM: ['PENDING_CREDIT', 'RESUBMITTED'],
      HIGHER_AUTHORITY: ['PENDING_HIGHER', 'APPEAL_REVIEW'],
      WAREHOUSE_MANAGER: ['PENDING_WAREHOUSE'],
      ADMIN: ['PENDING_CREDIT', 'RESUBMITTED', 'PENDING_HIGHER', 'APPEAL_REVIEW', 'PENDING_WAREHOUSE'],
    });
    expect(approvedTodayStages('CREDIT_TEAM')).toEqual(['credit']);
    expect(approvedTodayStages('WAREHOUSE_MANAGER')).toEqual(['warehouse']);
    // the portal's sidebar queues (nav-items.ts)
    expect(queueStatuses('credit')).toEqual(['PENDING_CREDIT', 'RESUBMITTED']);
    expect(queueStatuses('higher')).toEqual(['PENDING_HIGHER']);
    expect(queueStatuses('warehouse')).toEqual(['PENDING_WAREHOUSE']);
    expect(queueStatuses('print')).toEqual(['READY_TO_PRINT']);
    expect(queuesOf('WAREHOUSE_MANAGER')).toEqual(['warehouse', 'print']);
    expect(queueRoles('print')).toEqual(['WAREHOUSE_MANAGER']);
    // the portal's timeline (timeline.ts)
    expect(timelineStatuses()).toEqual([
      'SUBMITTED',
      'PENDING_CREDIT',
      'PENDING_HIGHER',
      'PENDING_WAREHOUSE',
      'PRINTED',
      'ORDER_DISPATCHED',
      'ORDER_TRANSPORTED',
      'ORDER_DELIVERED',
    ]);
    expect(timelinePositions()).toEqual({
      SUBMITTED: 0,
      PENDING_CREDIT: 1,
      RESUBMITTED: 1,
      NEEDS_CHANGES: 1,
      REJECTED: 1,
      PENDING_HIGHER: 2,
      APPEAL_REVIEW: 2,
      PENDING_WAREHOUSE: 3,
      READY_TO_PRINT: 3,
      PRINTED: 4,
      ORDER_DISPATCHED: 5,
      ORDER_TRANSPORTED: 6,
      ORDER_DELIVERED: 7,
    });
    // "who may": supporting documents, delivery invoices, creating orders
    expect(workflowStaff()).toEqual(['CREDIT_TEAM', 'HIGHER_AUTHORITY', 'WAREHOUSE_MANAGER']);
    expect(rolesFor('deliver')).toEqual(['WAREHOUSE_MANAGER']);
    expect(orderCreatorRoles()).toEqual(['MEDICAL_COMPANY']);
    expect(statusesBefore('edit')).toEqual(['SUBMITTED', 'NEEDS_CHANGES']);
  });

  it('follows a fictional action added to a copy of the table', () => {
    // Credit review double-checks dispatched orders before they travel; the credit team may
    // fast-track an order straight to the warehouse (its own approval).
    const doubleCheck = 'double-check' as OrderAction;
    const fastTrack = 'fast-track' as OrderAction;
    const fastTrackRow: Transition = {
      action: fastTrack,
      from: ['PENDING_CREDIT'],
      roles: ['CREDIT_TEAM'],
      to: 'PENDING_WAREHOUSE',
      set: [],
      clear: [],
      approval: 'credit',
    };
    const doubleCheckRow: Transition = {
      action: doubleCheck,
      from: ['ORDER_DISPATCHED'],
      roles: ['HIGHER_AUTHORITY'],
      to: 'ORDER_TRANSPORTED',
      set: [],
      clear: [],
      queue: 'higher',
    };
    const table: Transition[] = [...TRANSITIONS, doubleCheckRow];
    const fastTable: Transition[] = [fastTrackRow, ...TRANSITIONS];

    expect(queueOf('HIGHER_AUTHORITY', table)).toEqual([
      'PENDING_HIGHER',
      'APPEAL_REVIEW',
      'ORDER_DISPATCHED',
    ]);
    expect(queueRoleOf('ORDER_DISPATCHED', table)).toBe('HIGHER_AUTHORITY');
    expect(queueStatuses('higher', table)).toEqual(['PENDING_HIGHER', 'ORDER_DISPATCHED']);
    expect(rolesFor(doubleCheck, table)).toEqual(['HIGHER_AUTHORITY']);
    expect(statusesBefore(doubleCheck, table)).toEqual(['ORDER_DISPATCHED']);
    expect(statusesAfter(fastTrack, fastTable)).toEqual(['PENDING_WAREHOUSE']);
    // The fast track is a credit approval, counted with the other (now by status, as approve is too).
    expect(approvalSteps(fastTable).credit).toEqual([
      { action: fastTrack, from: null },
      { action: 'approve', from: ['PENDING_CREDIT', 'RESUBMITTED'] },
    ]);
    expect(approvalStagesOf('CREDIT_TEAM', fastTable)).toEqual(['credit']);
    // The main path now skips credit review; an order there still sits on the credit team's step.
    expect(timelineStatuses(fastTable)).toEqual([
      'SUBMITTED',
      'PENDING_CREDIT',
      'PENDING_WAREHOUSE',
      'PRINTED',
      'ORDER_DISPATCHED',
      'ORDER_TRANSPORTED',
      'ORDER_DELIVERED',
    ]);
    expect(timelinePositions(fastTable).PENDING_HIGHER).toBe(1);
    // Credit review's double-check makes Dispatched its queue: notified, listed, on its sidebar link.
    expect(timelineStatuses(table)).toEqual(timelineStatuses());
    // The real table is untouched.
    expect(queueRoleOf('ORDER_DISPATCHED')).toBeNull();
  });
});
