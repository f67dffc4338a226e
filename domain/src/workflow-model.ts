/**
 * The order workflow's vocabulary: its actions, the order facts decide() reads and the shape of
 * one row of the transition table (workflow-table.ts).
 */
import { EN_LABELS, keysOf } from './closed-sets.js';
import type { AttachmentType } from './constants.js';
import type { Message } from './messages/core.js';
import type { Role } from './roles.js';
import type { OrderStatus } from './statuses.js';

/** The workflow's actions, in the table's order, with their button labels (closed-sets.ts). */
export type OrderAction = keyof typeof EN_LABELS.orderAction;
export const ORDER_ACTIONS = keysOf(EN_LABELS.orderAction);

/** What a history entry records: a workflow action, or a change outside the workflow. */
export const ORDER_CHANGES = ['create', 'lines-imported', 'attachment-added'] as const;
export type OrderHistoryAction = OrderAction | (typeof ORDER_CHANGES)[number];

/**
 * The file an `attachment-added` (its kind) or `lines-imported` (how many lines it gave) history
 * entry is about: data each reader puts in its own words, never a sentence parsed back.
 */
export interface HistoryFile {
  name: string;
  attachmentType?: AttachmentType;
  lineCount?: number;
}

export function isOrderAction(value: string): value is OrderAction {
  return (ORDER_ACTIONS as readonly string[]).includes(value);
}

/** Button labels (SPEC §2, §4): the appeal is "Object", rejecting an appeal is "Reject Again". */
export const ORDER_ACTION_LABELS: Record<OrderAction, string> = EN_LABELS.orderAction;

export const APPEAL_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** What decide() needs to know about an order (the service loads it). */
export interface WorkflowOrder {
  status: OrderStatus;
  /** The creating user's id. */
  companyId: string;
  /** Company name; MEDICAL_COMPANY users of this company are the "owner company". */
  medicalCompany: string;
  /** Withdrawn orders are frozen: every action is refused. */
  withdrawnAt: Date | null;
  dispatchedAt: Date | null;
  transportedAt: Date | null;
  notDeliveredReason: string | null;
  /** The order's single appeal, if any. */
  appeal: { status: AppealStatus } | null;
  /** Role of whoever rejected it most recently. */
  rejectedByRole: Role | null;
  lineCount: number;
  hasPurchaseOrder: boolean;
  hasOrderForm: boolean;
}

/** Timestamps a transition stamps with `now`. */
export type WorkflowTimestamp =
  | 'submittedAt'
  | 'creditReviewedAt'
  | 'higherReviewedAt'
  | 'warehouseUpdatedAt'
  | 'printedAt'
  | 'dispatchedAt'
  | 'transportedAt'
  | 'actualDeliveryDate'
  | 'withdrawnAt';
/** Fields a transition sets back to null. */
export type WorkflowClearedField = 'notDeliveredReason';

/**
 * Who may perform a transition. OWNER_COMPANY is a MEDICAL_COMPANY user of the order's
 * company; SALES_REP is the sales-representative account (whatever role it registered with);
 * SYSTEM is the workflow's own automatic step. The administrator performs none (DESIGN §7).
 */
export type Performer = Exclude<Role, 'MEDICAL_COMPANY' | 'ADMIN'> | 'OWNER_COMPANY' | 'SALES_REP' | 'SYSTEM';

/** A condition on the order's state: null when it holds, else the reason it does not. */
export type Guard = (order: WorkflowOrder) => Message | null;

/** `to: UNCHANGED` keeps whatever status the order is in (edit, withdraw). */
export const UNCHANGED = 'UNCHANGED';

/** The review stages whose approvals the "Approved Today" card counts (DESIGN §3). */
export const APPROVAL_STAGES = ['credit', 'higher', 'warehouse'] as const;
export type ApprovalStage = (typeof APPROVAL_STAGES)[number];

/** The sidebar's work queues (SPEC §2), each the statuses its rows leave. */
export const WORK_QUEUES = ['credit', 'higher', 'warehouse', 'print'] as const;
export type WorkQueue = (typeof WORK_QUEUES)[number];

export interface Transition {
  action: OrderAction;
  from: readonly OrderStatus[];
  roles: readonly Performer[];
  /** When SALES_REP is listed, the order condition under which the sales representative may act. */
  salesRepOnlyIf?: (order: WorkflowOrder) => boolean;
  guard?: Guard;
  /** The resulting status; null means the row is removed. */
  to: OrderStatus | typeof UNCHANGED | null;
  set: readonly WorkflowTimestamp[];
  clear: readonly WorkflowClearedField[];
  appealStatus?: AppealStatus;
  /** This row is that review stage's approval (the "Approved Today" counters). */
  approval?: ApprovalStage;
  /** This row is the work of that sidebar queue: its `from` statuses are the queue. */
  queue?: WorkQueue;
}

type NoFields = Record<never, never>;

/**
 * The action schema: what a caller sends with each action besides the version it saw. `File`
 * is how the caller's side holds an uploaded evidence file (the service's upload, say).
 */
export interface OrderActionFields<File = never> {
  submit: NoFields;
  /** The reason to approve over the credit check's override findings (DESIGN §11). */
  approve: { override?: { reason: string } };
  reject: { comment?: string | null };
  'request-changes': { comment?: string | null };
  edit: NoFields;
  resubmit: NoFields;
  appeal: { comment?: string | null; evidence?: File[] };
  'accept-appeal': { appealId: string; comment?: string | null; override?: { reason: string } };
  'reject-appeal': { appealId: string; comment?: string | null };
  'mark-ready': NoFields;
  print: { deliveryNoteNo?: string | null };
  dispatch: NoFields;
  transport: { expectedDeliveryDate: string };
  deliver: { deliveryInvoicePath?: string | null; actualDeliveryDate?: string | null };
  'not-delivered': { notDeliveredReason: string };
  delete: NoFields;
  withdraw: NoFields;
}
