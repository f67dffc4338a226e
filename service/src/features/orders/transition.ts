import {
  type Actor,
  canViewOrder,
  type Decision,
  decide,
  deriveDeliveryStatus,
  type OrderAction,
  type Refusal,
  SYSTEM_ACTOR,
} from '@tawreed/domain';
import type { Tx } from '../../db/client.js';
import type { orders, warehouseRecords } from '../../db/schema.js';
import type { ServiceEvent } from '../../events/types.js';
import { AppError, notFound } from '../../http/errors.js';
import { DEFAULT_STOCK_POLICY, type StockPolicy } from '../inventory/reservations.js';
import { applyStockForTransition, checkStockBeforeTransition } from '../inventory/workflow-hooks.js';
import { notifyOrderChange } from '../notifications/rules.js';
import { toWorkflowOrder } from './mapping.js';
import * as repo from './repository.js';

type OrderSet = Partial<typeof orders.$inferInsert>;
type WarehouseSet = Partial<typeof warehouseRecords.$inferInsert>;

export interface TransitionContext {
  order: repo.OrderRow;
  warehouse: repo.WarehouseRow | null;
  decision: Decision;
  now: Date;
}

export interface TransitionRequest {
  action: OrderAction;
  /** The version the caller saw (If-Match), or null when not sent. */
  ifMatch: number | null;
  comment?: string | null;
  /** Extra writes in the same transaction; may add columns to the order and warehouse updates. */
  apply?: (
    tx: Tx,
    ctx: TransitionContext,
  ) => Promise<{ order?: OrderSet; warehouse?: WarehouseSet } | undefined>;
}

export interface TransitionResult {
  orderId: string;
  removed: boolean;
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

export function versionConflict(currentVersion: number): AppError {
  return new AppError(
    'VERSION_CONFLICT',
    'This order was changed by someone else. Reload it and try again.',
    { currentVersion },
  );
}

export function refusalError(refusal: Refusal): AppError {
  if (refusal.code === 'NOT_FOUND') return notFound('Order');
  return new AppError(refusal.code, refusal.reason);
}

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
): Promise<TransitionResult> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order || !canViewOrder(order, actor)) throw notFound('Order');
  if (request.ifMatch !== null && order.version !== request.ifMatch) throw versionConflict(order.version);
  const found = await repo.findOrder(tx, orderId);
  const warehouse = found?.warehouse ?? null;
  const extras =
    request.action === 'submit'
      ? { lineCount: await repo.countLines(tx, orderId), fileKinds: await repo.findFileKinds(tx, orderId) }
      : {};
  const decision = decide(toWorkflowOrder(order, warehouse, extras), request.action, actor, now);
  if (!decision.ok) throw refusalError(decision);

  const base = { orderId, medicalCompany: order.medicalCompany };
  if (decision.to === null) {
    await repo.deleteOrder(tx, order);
    return { orderId, removed: true, events: [{ ...base, type: 'order:deleted' }] };
  }

  await checkStockBeforeTransition(tx, orderId, request.action);
  const extra = (await request.apply?.(tx, { order, warehouse, decision, now })) ?? {};
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
    comment: request.comment ?? null,
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
      comment: request.comment,
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
  if (request.action === 'mark-ready') events.push({ ...base, type: 'order:ready' });
  if (request.action === 'print') events.push({ ...base, type: 'order:printed' });
  return { orderId, removed: false, events };
}

/**
 * The automatic SUBMITTED -> PENDING_CREDIT step (DESIGN §3), tried after anything that may
 * complete an order (lines, purchase order, order form). Quietly does nothing when not due.
 */
export async function submitIfComplete(tx: Tx, orderId: string, now: Date): Promise<ServiceEvent[]> {
  const order = await repo.lockOrder(tx, orderId);
  if (order?.status !== 'SUBMITTED' || order.withdrawnAt) return [];
  const lineCount = await repo.countLines(tx, orderId);
  const fileKinds = await repo.findFileKinds(tx, orderId);
  const decision = decide(
    toWorkflowOrder(order, null, { lineCount, fileKinds }),
    'submit',
    SYSTEM_ACTOR,
    now,
  );
  if (!decision.ok) return [];
  const result = await applyTransition(tx, SYSTEM_ACTOR, orderId, { action: 'submit', ifMatch: null }, now);
  return result.events;
}
