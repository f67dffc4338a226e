import type { OrderStatus } from '@tawreed/domain';

/**
 * The report's stages: where an order is in the flow, grouping the statuses of DESIGN §3 by
 * who holds the order. Every status belongs to exactly one stage; the last two are final.
 */
export const REPORT_STAGES = [
  { stage: 'SALES_REVIEW', statuses: ['SUBMITTED', 'PENDING_CREDIT', 'RESUBMITTED'], final: false },
  { stage: 'CHANGES_REQUESTED', statuses: ['NEEDS_CHANGES'], final: false },
  { stage: 'CREDIT_REVIEW', statuses: ['PENDING_HIGHER', 'APPEAL_REVIEW'], final: false },
  { stage: 'WAREHOUSE', statuses: ['PENDING_WAREHOUSE', 'READY_TO_PRINT'], final: false },
  { stage: 'DELIVERY', statuses: ['PRINTED', 'ORDER_DISPATCHED', 'ORDER_TRANSPORTED'], final: false },
  { stage: 'DELIVERED', statuses: ['ORDER_DELIVERED'], final: true },
  { stage: 'REJECTED', statuses: ['REJECTED'], final: true },
] as const satisfies ReadonlyArray<{ stage: string; statuses: readonly OrderStatus[]; final: boolean }>;

export type ReportStage = (typeof REPORT_STAGES)[number]['stage'];
export const REPORT_STAGE_KEYS = REPORT_STAGES.map((s) => s.stage) as [ReportStage, ...ReportStage[]];

/** Stages an order passes through and leaves again, so a time spent in them can be measured. */
export const TIMED_STAGES = REPORT_STAGES.filter((s) => !s.final).map((s) => s.stage);

/** Statuses in which an order still waits for someone: the SLA applies to these. */
export const OPEN_STATUSES: readonly OrderStatus[] = REPORT_STAGES.filter((s) => !s.final).flatMap(
  (s) => s.statuses,
);
