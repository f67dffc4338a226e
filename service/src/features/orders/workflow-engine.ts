/**
 * The order workflow engine: one entry point, runOrderAction, for every action a caller takes.
 * The domain's transition table (decide) says who may do what from which status; this
 * module's ACTION_RULES says, per action, what is checked before anything is locked, which
 * comment the history gets, what the step writes of its own and which event it adds. Every
 * step then runs the same way: lock, If-Match, decide, one conditional update with its history
 * entry, notifications and stock in the same transaction, events published after commit.
 */
import {
  type Actor,
  canViewOrder,
  type Decision,
  decide,
  deriveDeliveryStatus,
  type OrderAction,
  SYSTEM_ACTOR,
} from '@tawreed/domain';
import type { Tx } from '../../db/client.js';
import { withStoredFiles } from '../../db/file-store.js';
import type { orders, warehouseRecords } from '../../db/schema.js';
import type { ServiceEvent } from '../../events/types.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { checkCreditBeforeApproval } from '../clients/workflow-hooks.js';
import { removeObjects } from '../files/objects.js';
import { DEFAULT_STOCK_POLICY, type StockPolicy } from '../inventory/reservations.js';
import { applyStockForTransition, checkStockBeforeTransition } from '../inventory/workflow-hooks.js';
import { notifyOrderChange } from '../notifications/rules.js';
import { inTransaction } from '../webhooks/outbox.js';
import { getOrderDetail } from './access.js';
import { refusalError, versionConflict } from './conflicts.js';
import type { OrderDto } from './dto.js';
import { toActor, toWorkflowOrder } from './mapping.js';
import * as repo from './repository.js';
import {
  type ActionInput,
  appealEvidence,
  checkExpectedDelivery,
  decideAppeal,
  deliveryNote,
  failedDelivery,
  fileAppeal,
  pickList,
  recordDelivery,
  recordRejection,
  scheduleTransport,
  transportComment,
} from './workflow-effects.js';

type OrderSet = Partial<typeof orders.$inferInsert>;
type WarehouseSet = Partial<typeof warehouseRecords.$inferInsert>;

/** Columns a step adds to the transition's order and warehouse updates. */
export type StepWrites = { order?: OrderSet; warehouse?: WarehouseSet } | undefined;

/** The step being taken, as an action's effect sees it. */
export interface WorkflowStep {
  orderId: string;
  actor: Actor;
  order: repo.OrderRow;
  warehouse: repo.WarehouseRow | null;
  decision: Decision;
  input: ActionInput;
  now: Date;
}

export type TransitionRequest = ActionInput & { action: OrderAction };

interface ActionRule {
  /** Checks (and completes) the input before anything is locked: 415/422 without a transaction. */
  prepare?: (input: ActionInput, now: Date) => ActionInput | Promise<ActionInput>;
  /** Facts decide() needs that the order row does not carry. */
  facts?: (tx: Tx, orderId: string) => Promise<ReviewFacts>;
  /** The history entry's comment. */
  comment?: (input: ActionInput) => string | null;
  /** Writes of the step's own, in the transition's transaction. */
  effect?: (tx: Tx, step: WorkflowStep) => Promise<StepWrites>;
  /** The event the step adds to order:updated and order:history:new. */
  event?: 'order:ready' | 'order:printed';
}

type ReviewFacts = { lineCount: number; fileKinds: Awaited<ReturnType<typeof repo.findFileKinds>> };

/** What submit's guard reads: the lines and the purchase order and order form. */
async function reviewFacts(tx: Tx, orderId: string): Promise<ReviewFacts> {
  return { lineCount: await repo.countLines(tx, orderId), fileKinds: await repo.findFileKinds(tx, orderId) };
}

const givenComment = (input: ActionInput) => input.comment || null;

/** Per action, what the engine does besides the transition itself (the domain's table decides that). */
const ACTION_RULES: Record<OrderAction, ActionRule> = {
  submit: { facts: reviewFacts },
  approve: {},
  reject: { comment: givenComment, effect: recordRejection },
  'request-changes': { comment: givenComment },
  edit: {},
  resubmit: {},
  appeal: { prepare: appealEvidence, comment: givenComment, effect: fileAppeal },
  'accept-appeal': { comment: givenComment, effect: decideAppeal('ACCEPT') },
  'reject-appeal': { comment: givenComment, effect: decideAppeal('REJECT') },
  'mark-ready': { effect: async (_tx, step) => pickList(step), event: 'order:ready' },
  print: {
    comment: (input) => (input.deliveryNoteNo ? `Delivery note ${input.deliveryNoteNo}` : null),
    effect: async (_tx, step) => deliveryNote(step),
    event: 'order:printed',
  },
  dispatch: {},
  transport: {
    prepare: checkExpectedDelivery,
    comment: transportComment,
    effect: async (_tx, step) => scheduleTransport(step),
  },
  deliver: { effect: recordDelivery },
  'not-delivered': {
    comment: (input) => input.notDeliveredReason ?? null,
    effect: async (_tx, step) => failedDelivery(step),
  },
  delete: {},
  withdraw: {},
};

/**
 * Runs one workflow action for the caller, in its own transaction, and answers the updated
 * order (null when the step removed it).
 */
export async function runOrderAction(
  deps: Deps,
  caller: SessionUser,
  orderId: string,
  action: OrderAction,
  input: ActionInput,
): Promise<OrderDto | null> {
  const prepared = (await ACTION_RULES[action].prepare?.(input, deps.now())) ?? input;
  const evidence = (prepared.checkedEvidence ?? []).map(({ upload, type }) => ({
    bytes: upload.bytes,
    contentType: type.mime,
  }));
  const result = await withStoredFiles(deps.files, evidence, (storedEvidence) =>
    inTransaction(deps, async (tx, events) => {
      const step = { ...prepared, storedEvidence, action };
      const outcome = await applyTransition(
        tx,
        toActor(caller),
        orderId,
        step,
        deps.now(),
        { minShelfLifeDays: deps.config.MIN_SHELF_LIFE_DAYS },
        { strict: deps.config.CREDIT_STRICT },
      );
      events.push(...outcome.events);
      return outcome;
    }),
  );
  if (result.removedObjects.length) await removeObjects(deps, result.removedObjects);
  return result.removed ? null : getOrderDetail(deps, caller, orderId);
}

export interface TransitionResult {
  orderId: string;
  removed: boolean;
  /** The objects of a removed order's files, to delete once the removal is committed. */
  removedObjects: string[];
  events: ServiceEvent[];
}

const ORDER_TIMESTAMPS = [
  'submittedAt',
  'creditReviewedAt',
  'higherReviewedAt',
  'warehouseUpdatedAt',
  'printedAt',
  'withdrawnAt',
] as const;
const WAREHOUSE_TIMESTAMPS = ['dispatchedAt', 'transportedAt', 'actualDeliveryDate', 'printedAt'] as const;

/**
 * One workflow step inside an open transaction: lock the order, check what the caller saw
 * (If-Match), ask the domain's decide(), then one conditional update plus its history entry.
 * Events are returned for the caller to publish after commit.
 */
export async function applyTransition(
  tx: Tx,
  actor: Actor,
  orderId: string,
  request: TransitionRequest,
  now: Date,
  stockPolicy: StockPolicy = DEFAULT_STOCK_POLICY,
  creditPolicy: { strict: boolean } = { strict: false },
): Promise<TransitionResult> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order || !canViewOrder(order, actor)) throw notFound('whatOrder');
  if (request.ifMatch !== null && order.version !== request.ifMatch) throw versionConflict(order.version);
  const found = await repo.findOrder(tx, orderId);
  const warehouse = found?.warehouse ?? null;
  const rule = ACTION_RULES[request.action];
  const extras = (await rule.facts?.(tx, orderId)) ?? {};
  const decision = decide(toWorkflowOrder(order, warehouse, extras), request.action, actor, now);
  if (!decision.ok) throw refusalError(decision);

  const base = { orderId, medicalCompany: order.medicalCompany };
  if (decision.to === null) {
    const removedObjects = await repo.orderObjectKeys(tx, orderId);
    await repo.deleteOrder(tx, order);
    return { orderId, removed: true, removedObjects, events: [{ ...base, type: 'order:deleted' }] };
  }

  await checkStockBeforeTransition(tx, orderId, request.action);
  const creditComment = await checkCreditBeforeApproval(tx, {
    order,
    action: request.action,
    overrideReason: request.override?.reason,
    now,
    strict: creditPolicy.strict,
  });
  const step: WorkflowStep = { orderId, actor, order, warehouse, decision, input: request, now };
  const extra = (await rule.effect?.(tx, step)) ?? {};
  const comment = rule.comment?.(request) ?? null;
  const orderSet: OrderSet = { ...extra.order };
  const warehouseSet: WarehouseSet = { ...extra.warehouse };
  // A timestamp the step itself supplied (deliver's actualDeliveryDate) wins over `now`.
  for (const field of decision.set) {
    if ((ORDER_TIMESTAMPS as readonly string[]).includes(field))
      orderSet[field as (typeof ORDER_TIMESTAMPS)[number]] ??= now;
    if ((WAREHOUSE_TIMESTAMPS as readonly string[]).includes(field)) {
      warehouseSet[field as (typeof WAREHOUSE_TIMESTAMPS)[number]] ??= now;
    }
  }
  for (const field of decision.clear) warehouseSet[field] = null;
  const nextWarehouse = { ...warehouse, ...warehouseSet };
  const deliveryStatus = deriveDeliveryStatus({
    status: decision.to,
    dispatchedAt: nextWarehouse.dispatchedAt ?? null,
    transportedAt: nextWarehouse.transportedAt ?? null,
    actualDeliveryDate: nextWarehouse.actualDeliveryDate ?? null,
    notDeliveredReason: nextWarehouse.notDeliveredReason ?? null,
  });
  if (decision.appealStatus) orderSet.appealStatus = decision.appealStatus;

  const updated = await repo.updateOrderIf(
    tx,
    orderId,
    { status: order.status, version: order.version },
    { ...orderSet, status: decision.to, deliveryStatus, updatedAt: now },
  );
  if (!updated) throw versionConflict(order.version + 1);
  if (Object.keys(warehouseSet).length) await repo.upsertWarehouse(tx, orderId, warehouseSet);
  await repo.moveCount(tx, order, order.status, decision.to);
  const entry = await repo.insertHistory(tx, {
    orderId,
    action: request.action,
    fromStatus: order.status,
    toStatus: decision.to,
    actorId: actor.isSystem ? null : actor.id,
    actorRole: actor.isSystem ? null : actor.role,
    comment,
    creditOverride: creditComment,
    createdAt: now,
  });

  const events: ServiceEvent[] = [
    {
      ...base,
      type: 'order:updated',
      status: updated.status,
      version: updated.version,
      timestamp: now.toISOString(),
      action: request.action,
      fromStatus: order.status,
      actorId: actor.isSystem ? null : actor.id,
    },
    { ...base, type: 'order:history:new', entryId: entry.id },
  ];
  events.push(
    ...(await notifyOrderChange(tx, {
      order: updated,
      fromStatus: order.status,
      action: request.action,
      actorId: actor.isSystem ? null : actor.id,
      comment,
      now,
    })),
  );
  events.push(
    ...(await applyStockForTransition(
      tx,
      {
        orderId,
        action: request.action,
        from: order.status,
        to: decision.to,
        actorId: actor.isSystem ? null : actor.id,
        now,
      },
      stockPolicy,
    )),
  );
  if (rule.event) events.push({ ...base, type: rule.event });
  return { orderId, removed: false, removedObjects: [], events };
}

/**
 * The automatic SUBMITTED -> PENDING_CREDIT step (DESIGN §3), tried after anything that may
 * complete an order (lines, purchase order, order form). Quietly does nothing when not due.
 */
export async function submitIfComplete(tx: Tx, orderId: string, now: Date): Promise<ServiceEvent[]> {
  const order = await repo.lockOrder(tx, orderId);
  if (order?.status !== 'SUBMITTED' || order.withdrawnAt) return [];
  const decision = decide(
    toWorkflowOrder(order, null, await reviewFacts(tx, orderId)),
    'submit',
    SYSTEM_ACTOR,
    now,
  );
  if (!decision.ok) return [];
  const result = await applyTransition(tx, SYSTEM_ACTOR, orderId, { action: 'submit', ifMatch: null }, now);
  return result.events;
}
