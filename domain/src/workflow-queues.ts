/**
 * Everything "whose queue" and "who may" is read from the transition table (workflow-table.ts):
 * the service's notifications, dashboard cards and reports, and the portal's sidebar and
 * timeline all ask these functions, so a new row changes them all. Each takes the table as its
 * last argument (the real one by default), so a test can ask them about a changed copy.
 */
import type { Role } from './roles.js';
import type { OrderStatus } from './statuses.js';
import {
  APPROVAL_STAGES,
  type ApprovalStage,
  type OrderAction,
  type Performer,
  type Transition,
  UNCHANGED,
  type WorkQueue,
} from './workflow-model.js';
import { TRANSITIONS } from './workflow-table.js';

type Table = readonly Transition[];

const unique = <T>(items: Iterable<T>): T[] => [...new Set(items)];

/** The roles a performer stands for: the owner company is a medical-company user. */
function performerRoles(performer: Performer): Role[] {
  if (performer === 'OWNER_COMPANY') return ['MEDICAL_COMPANY'];
  if (performer === 'SALES_REP' || performer === 'SYSTEM') return [];
  return [performer];
}

const performedBy = (row: Transition, role: Role) =>
  row.roles.some((performer) => performerRoles(performer).includes(role));

/** The statuses `action` is taken from (any row). */
export function statusesBefore(action: OrderAction, table: Table = TRANSITIONS): OrderStatus[] {
  return unique(table.filter((row) => row.action === action).flatMap((row) => row.from));
}

/** The statuses `action` leads to (a row that removes the order or keeps its status adds none). */
export function statusesAfter(action: OrderAction, table: Table = TRANSITIONS): OrderStatus[] {
  return unique(
    table
      .filter((row) => row.action === action)
      .flatMap((row) => (row.to === null || row.to === UNCHANGED ? [] : [row.to])),
  );
}

/** Who may take `action` at all (the roles its rows name; the owner company is MEDICAL_COMPANY). */
export function rolesFor(action: OrderAction, table: Table = TRANSITIONS): Role[] {
  return unique(
    table.filter((row) => row.action === action).flatMap((row) => row.roles.flatMap(performerRoles)),
  );
}

/** Who creates (and owns) orders: the role behind the table's owner company. */
export function orderCreatorRoles(table: Table = TRANSITIONS): Role[] {
  return unique(
    table.flatMap((row) => (row.roles.includes('OWNER_COMPANY') ? performerRoles('OWNER_COMPANY') : [])),
  );
}

/** The staff roles: every role other than the medical company that takes part in the workflow. */
export function workflowStaff(table: Table = TRANSITIONS): Role[] {
  return unique(table.flatMap((row) => row.roles.flatMap(performerRoles))).filter(
    (role) => role !== 'MEDICAL_COMPANY',
  );
}

/**
 * The statuses in which an order waits for `role`'s work: those its queue rows and its
 * approvals leave (DESIGN §5: an order entering one notifies the role).
 */
export function queueOf(role: Role, table: Table = TRANSITIONS): OrderStatus[] {
  return unique(
    table.filter((row) => (row.queue || row.approval) && performedBy(row, role)).flatMap((row) => row.from),
  );
}

/** Whose queue an order in `status` is in, or null when it waits for no staff role. */
export function queueRoleOf(status: OrderStatus, table: Table = TRANSITIONS): Role | null {
  return workflowStaff(table).find((role) => queueOf(role, table).includes(status)) ?? null;
}

/** A sidebar queue's statuses (SPEC §2): what its link lists. */
export function queueStatuses(queue: WorkQueue, table: Table = TRANSITIONS): OrderStatus[] {
  return unique(table.filter((row) => row.queue === queue).flatMap((row) => row.from));
}

/** Who works a sidebar queue: the roles its rows name. */
export function queueRoles(queue: WorkQueue, table: Table = TRANSITIONS): Role[] {
  return unique(
    table.filter((row) => row.queue === queue).flatMap((row) => row.roles.flatMap(performerRoles)),
  );
}

/** The sidebar queues `role` works, in table order. */
export function queuesOf(role: Role, table: Table = TRANSITIONS): WorkQueue[] {
  return unique(table.flatMap((row) => (row.queue && performedBy(row, role) ? [row.queue] : [])));
}

/** A workflow step that approves: its action and, when the action also does other things, the status it left. */
export interface ApprovalStep {
  action: OrderAction;
  from: OrderStatus[] | null;
}

/** Each review stage's approval steps (DESIGN §3 "approved today"), from the rows marked `approval`. */
export function approvalSteps(table: Table = TRANSITIONS): Record<ApprovalStage, ApprovalStep[]> {
  const steps = (stage: ApprovalStage): ApprovalStep[] => {
    const actions = unique(table.filter((row) => row.approval === stage).map((row) => row.action));
    return actions.map((action) => {
      const rows = table.filter((row) => row.action === action);
      // An action that approves wherever it is taken needs no status to tell.
      const always = rows.every((row) => row.approval === stage);
      const from = unique(rows.filter((row) => row.approval === stage).flatMap((row) => row.from));
      return { action, from: always ? null : from };
    });
  };
  return Object.fromEntries(APPROVAL_STAGES.map((stage) => [stage, steps(stage)])) as Record<
    ApprovalStage,
    ApprovalStep[]
  >;
}

/** The approval stage a role's own approvals belong to (none for a role that approves nothing). */
export function approvalStagesOf(role: Role, table: Table = TRANSITIONS): ApprovalStage[] {
  return unique(table.flatMap((row) => (row.approval && performedBy(row, role) ? [row.approval] : [])));
}

/** The statuses `stages`' approvals are taken from. */
export function awaitingApproval(
  stages: readonly ApprovalStage[],
  table: Table = TRANSITIONS,
): OrderStatus[] {
  return unique(
    table.filter((row) => row.approval && stages.includes(row.approval)).flatMap((row) => row.from),
  );
}

/**
 * The order's main path: from SUBMITTED, each status's first row (in table order) that moves it
 * to a status not yet on the path.
 */
export function mainPath(table: Table = TRANSITIONS): OrderStatus[] {
  const path: OrderStatus[] = ['SUBMITTED'];
  for (;;) {
    const here = path.at(-1)!;
    const next = table.find(
      (row) => row.from.includes(here) && row.to !== null && row.to !== UNCHANGED && !path.includes(row.to),
    )?.to as OrderStatus | undefined;
    if (!next) return path;
    path.push(next);
  }
}

/**
 * The timeline's steps: the main path, a status that waits in the same role's queue as the
 * step before it sharing that step (Ready to Print sits on Pending Warehouse).
 */
export function timelineStatuses(table: Table = TRANSITIONS): OrderStatus[] {
  const steps: OrderStatus[] = [];
  for (const status of mainPath(table)) {
    const previous = steps.at(-1);
    const role = queueRoleOf(status, table);
    if (previous && role && queueRoleOf(previous, table) === role) continue;
    steps.push(status);
  }
  return steps;
}

/**
 * Which timeline step each status sits on: a step's own status; a status in the same queue as
 * a step, that step (Resubmitted, Appeal Review, Ready to Print); any other, the earliest step
 * a row reaching it leaves from (Needs Changes and Rejected wait at the first review).
 */
export function timelinePositions(table: Table = TRANSITIONS): Record<OrderStatus, number> {
  const steps = timelineStatuses(table);
  const position = new Map<OrderStatus, number>(steps.map((status, index) => [status, index]));
  const statuses = unique(
    table.flatMap((row) => [...row.from, ...(row.to && row.to !== UNCHANGED ? [row.to] : [])]),
  );
  for (const status of statuses) {
    if (position.has(status)) continue;
    const role = queueRoleOf(status, table);
    const mate = steps.find((step) => role !== null && queueRoleOf(step, table) === role);
    if (mate !== undefined) {
      position.set(status, position.get(mate)!);
      continue;
    }
    const reachedFrom = table
      .filter((row) => row.to === status)
      .flatMap((row) => row.from)
      .map((from) => position.get(from))
      .filter((index): index is number => index !== undefined);
    position.set(status, reachedFrom.length ? Math.min(...reachedFrom) : 0);
  }
  return Object.fromEntries(position) as Record<OrderStatus, number>;
}
