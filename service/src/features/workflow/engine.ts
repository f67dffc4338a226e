/**
 * The order workflow engine: one entry point, runOrderAction, for every action a caller takes.
 * The domain's transition table (decide) says who may do what from which status; this
 * module's ACTION_RULES says, per action, what is checked before anything is locked, which
 * comment the history gets, what the step writes of its own and which event it adds.
 *
 * Every transition is the same sequence of named steps, in one transaction:
 *   read (lock the order with its warehouse record: one statement) → decide (the domain) →
 *   stock check → the action's effect → write + history + counters + approvals + notifications
 *   (one statement, transition-write.ts) → stock → outbox (inTransaction, one statement);
 * its events are published after the commit.
 */

import { randomUUID } from 'node:crypto';
import {
  type Actor,
  canViewOrder,
  type Decision,
  decide,
  deriveDeliveryStatus,
  type OrderAction,
  type OrderStatus,
  SYSTEM_ACTOR,
} from '@tawreed/domain';
import { eq, type Placeholder, sql } from 'drizzle-orm';
import { type DbOrTx, statementName, type Tx } from '../../db/client.js';
import { withStoredFiles } from '../../db/file-store.js';
import { type OutboxEvent, toOutboxEvent } from '../../db/outbox.js';
import { connectionQuery } from '../../db/pipelined.js';
import { orders, warehouseRecords } from '../../db/schema.js';
import { inTransactionThen, type SelfSending } from '../../db/transaction.js';
import type { ServiceEvent } from '../../events/types.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { checkCreditBeforeApproval } from '../clients/workflow-hooks.js';
import { removeObjects } from '../files/objects.js';
import { DEFAULT_STOCK_POLICY, type StockPolicy } from '../inventory/reservations.js';
import {
  applyStockForTransition,
  checkStockBeforeTransition,
  touchesStock,
} from '../inventory/workflow-hooks.js';
import { getOrderDetail } from '../orders/access.js';
import { refusalError, versionConflict } from '../orders/conflicts.js';
import type { OrderDto } from '../orders/dto.js';
import { toActor, toWorkflowOrder } from '../orders/mapping.js';
import * as repo from '../orders/repository.js';
import {
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
} from './effects.js';
import type { ActionInput, StepInput, StepWrites, WorkflowStep } from './input.js';
import { type TransitionWrite, writeTransition } from './transition-write.js';

type OrderSet = TransitionWrite['orderSet'];
type WarehouseSet = TransitionWrite['warehouseSet'];

export type TransitionRequest = StepInput & { action: OrderAction };

interface ActionRule {
  /** Checks (and completes) the input before anything is locked: 415/422 without a transaction. */
  prepare?: (input: StepInput, now: Date) => StepInput | Promise<StepInput>;
  /** Facts decide() needs that the order row does not carry. */
  facts?: (tx: Tx, orderId: string) => Promise<ReviewFacts>;
  /** The history entry's comment. */
  comment?: (input: StepInput) => string | null;
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

const givenComment = (input: StepInput) => input.comment || null;

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
export async function runOrderAction<A extends OrderAction>(
  deps: Deps,
  caller: SessionUser,
  orderId: string,
  action: A,
  input: ActionInput<A>,
): Promise<OrderDto | null> {
  const given: StepInput = input;
  const prepared = (await ACTION_RULES[action].prepare?.(given, deps.now())) ?? given;
  const evidence = (prepared.checkedEvidence ?? []).map(({ upload, type }) => ({
    bytes: upload.bytes,
    contentType: type.mime,
  }));
  // The answer's reads go out with the COMMIT (inTransactionThen); a removed order has none.
  const readAnswer = (outcome: TransitionResult, db: Deps['db']) =>
    outcome.removed ? null : getOrderDetail({ ...deps, db }, caller, orderId);
  const { value: result, answer } = await withStoredFiles(deps.files, evidence, (storedEvidence) =>
    inTransactionThen(
      deps,
      async (tx, events, self) => {
        const outcome = await applyTransition(
          tx,
          toActor(caller),
          orderId,
          { ...prepared, storedEvidence, action },
          deps.now(),
          { minShelfLifeDays: deps.config.MIN_SHELF_LIFE_DAYS },
          { strict: deps.config.CREDIT_STRICT, tolerancePercent: deps.config.PRICE_TOLERANCE_PERCENT },
          self,
        );
        events.push(...outcome.events);
        return outcome;
      },
      readAnswer,
    ),
  );
  if (result.removedObjects.length) await removeObjects(deps, result.removedObjects);
  return result.removed ? null : (answer ?? getOrderDetail(deps, caller, orderId));
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

/** The order with its warehouse record, locked. */
const lockRead = (db: DbOrTx, id: string | Placeholder) =>
  db
    .select({ order: orders, warehouse: warehouseRecords })
    .from(orders)
    .leftJoin(warehouseRecords, eq(warehouseRecords.orderId, orders.id))
    .where(eq(orders.id, id))
    .for('update', { of: orders });

/** read: the order locked for the step, with its warehouse record, in one statement (prepared once per connection). */
async function readStep(tx: Tx, orderId: string) {
  const prepared = connectionQuery(tx, lockRead, (db) => {
    const query = lockRead(db, sql.placeholder('id'));
    return query.prepare(statementName(query.toSQL().sql));
  });
  const [row] = prepared ? await prepared.execute({ id: orderId }) : await lockRead(tx, orderId);
  return row;
}

/** The columns the decision and the action's effect set, timestamps stamped with `now`. */
function columnsOf(
  decision: Decision & { to: OrderStatus },
  extra: StepWrites,
  warehouse: repo.WarehouseRow | null,
) {
  const orderSet: OrderSet = { ...extra?.order };
  const warehouseSet: WarehouseSet = { ...extra?.warehouse };
  // A timestamp the step itself supplied (deliver's actualDeliveryDate) wins over `now`.
  for (const field of decision.set) {
    if ((ORDER_TIMESTAMPS as readonly string[]).includes(field))
      orderSet[field as (typeof ORDER_TIMESTAMPS)[number]] ??= decision.now;
    if ((WAREHOUSE_TIMESTAMPS as readonly string[]).includes(field)) {
      warehouseSet[field as (typeof WAREHOUSE_TIMESTAMPS)[number]] ??= decision.now;
    }
  }
  for (const field of decision.clear) warehouseSet[field] = null;
  const nextWarehouse = { ...warehouse, ...warehouseSet };
  orderSet.deliveryStatus = deriveDeliveryStatus({
    status: decision.to,
    dispatchedAt: nextWarehouse.dispatchedAt ?? null,
    transportedAt: nextWarehouse.transportedAt ?? null,
    actualDeliveryDate: nextWarehouse.actualDeliveryDate ?? null,
    notDeliveredReason: nextWarehouse.notDeliveredReason ?? null,
  });
  if (decision.appealStatus) orderSet.appealStatus = decision.appealStatus;
  return { orderSet, warehouseSet };
}

/**
 * One workflow step inside an open transaction, as its named steps: read (lock), If-Match,
 * decide, stock check, the action's effect, write (with history, counters, approvals and
 * notifications), stock. Events are returned for the caller to publish after commit (the
 * outbox step, inTransaction, writes their webhook rows before it). `self`: when the step is
 * the transaction's only work and touches no stock, the write is its last statement and writes
 * the events' outbox rows and NOTIFYs itself (one round trip fewer).
 */
export async function applyTransition(
  tx: Tx,
  actor: Actor,
  orderId: string,
  request: TransitionRequest,
  now: Date,
  stockPolicy: StockPolicy = DEFAULT_STOCK_POLICY,
  creditPolicy: { strict: boolean; tolerancePercent: string } = { strict: false, tolerancePercent: '0' },
  self: SelfSending | null = null,
): Promise<TransitionResult> {
  const found = await readStep(tx, orderId);
  if (!found || !canViewOrder(found.order, actor)) throw notFound('whatOrder');
  const { order, warehouse } = found;
  if (request.ifMatch !== null && order.version !== request.ifMatch) throw versionConflict(order.version);
  const rule = ACTION_RULES[request.action];
  const extras = (await rule.facts?.(tx, orderId)) ?? {};
  const decision = decide(toWorkflowOrder(order, warehouse, extras), request.action, actor, now);
  if (!decision.ok) throw refusalError(decision);

  const base = { orderId, medicalCompany: order.medicalCompany };
  const to = decision.to;
  if (to === null) {
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
    tolerancePercent: creditPolicy.tolerancePercent,
  });
  const step: WorkflowStep = { orderId, actor, order, warehouse, decision, input: request, now };
  const extra = await rule.effect?.(tx, step);
  const comment = rule.comment?.(request) ?? null;
  const actorId = actor.isSystem ? null : actor.id;
  const entryId = randomUUID();
  const stockStep = { orderId, action: request.action, from: order.status, to, actorId, now };
  // The events known before the write (its version: the conditional update's, one up).
  const updated: ServiceEvent = {
    ...base,
    type: 'order:updated',
    status: to,
    version: order.version + 1,
    timestamp: now.toISOString(),
    action: request.action,
    fromStatus: order.status,
    actorId,
    accountNo: order.clientAccountNo?.trim() || null,
  };
  const sending: ServiceEvent[] = [
    updated,
    { ...base, type: 'order:history:new', entryId },
    ...(rule.event ? [{ ...base, type: rule.event }] : []),
  ];
  const selfSends = self !== null && !touchesStock(stockStep);
  const written = await writeTransition(tx, {
    order,
    action: request.action,
    to,
    actor: actor.isSystem ? null : { id: actor.id, role: actor.role },
    comment,
    creditOverride: creditComment,
    now,
    ...columnsOf({ ...decision, to }, extra, warehouse),
    entryId,
    send: selfSends
      ? {
          outbox: sending.map(toOutboxEvent).filter((event): event is OutboxEvent => event !== null),
          notify: self.notifications(sending),
          mark: self.commitMark(),
        }
      : null,
  });
  // The order moved between the read and the write: answered with the version it is at now.
  if ('conflict' in written) throw versionConflict(written.currentVersion);
  if (written.version !== order.version + 1) throw new Error('the transition wrote an unexpected version');

  const notices = written.notified.map(
    ({ id, userId, notice }): ServiceEvent => ({
      type: 'notification',
      userId,
      notificationId: id,
      notice,
    }),
  );
  const [, historyNew, ruleEvent] = sending;
  if (selfSends) {
    const events = [updated, historyNew!, ...notices, ...(ruleEvent ? [ruleEvent] : [])];
    self.sent(events);
    return { orderId, removed: false, removedObjects: [], events };
  }
  const events: ServiceEvent[] = [updated, historyNew!, ...notices];
  events.push(...(await applyStockForTransition(tx, stockStep, stockPolicy)));
  if (ruleEvent) events.push(ruleEvent);
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
