import { type OrderStatus, queueOf, statusesAfter, statusesBefore } from '@tawreed/domain';

/**
 * The report's stages: where an order is in the flow, grouping the statuses of DESIGN §3 by
 * who holds the order. Every status belongs to exactly one stage; the last two are final.
 */
const stage = <const S extends string>(name: S, statuses: OrderStatus[], final = false) => ({
  stage: name,
  statuses: [...new Set(statuses)],
  final,
});

/** Read from the workflow table: whose queue each status is, and what the warehouse's actions leave. */
export const REPORT_STAGES = [
  stage('SALES_REVIEW', [...statusesBefore('submit'), ...queueOf('CREDIT_TEAM')]),
  stage('CHANGES_REQUESTED', statusesBefore('resubmit')),
  stage('CREDIT_REVIEW', queueOf('HIGHER_AUTHORITY')),
  stage('WAREHOUSE', queueOf('WAREHOUSE_MANAGER')),
  stage('DELIVERY', [
    ...statusesBefore('dispatch'),
    ...statusesBefore('transport'),
    ...statusesBefore('deliver'),
  ]),
  stage('DELIVERED', statusesAfter('deliver'), true),
  stage('REJECTED', statusesAfter('reject'), true),
] as const;

export type ReportStage = (typeof REPORT_STAGES)[number]['stage'];
export const REPORT_STAGE_KEYS = REPORT_STAGES.map((s) => s.stage) as [ReportStage, ...ReportStage[]];

/** Stages an order passes through and leaves again, so a time spent in them can be measured. */
export const TIMED_STAGES = REPORT_STAGES.filter((s) => !s.final).map((s) => s.stage);

/** Statuses in which an order still waits for someone: the SLA applies to these. */
export const OPEN_STATUSES: readonly OrderStatus[] = REPORT_STAGES.filter((s) => !s.final).flatMap(
  (s) => s.statuses,
);
