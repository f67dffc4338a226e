/** Loading an order as its caller may see it, and locking it for a change that keeps its status. */
import {
  canViewOrder,
  computeOrderLine,
  decide,
  type HistoryFile,
  type LineVat,
  type OrderHistoryAction,
  type OrderLine,
  type Refusal,
} from '@tawreed/domain';
import type { Tx } from '../../db/client.js';
import type { ServiceEvent } from '../../events/types.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { foundOr404 } from '../../http/found.js';
import { refusalError, versionConflict } from './conflicts.js';
import type { OrderDto } from './dto.js';
import type { OrderInput } from './input-dto.js';
import {
  toActor,
  toAttachmentDto,
  toHistoryDto,
  toLineDto,
  toSummaryDto,
  toWarehouseDto,
  toWorkflowOrder,
} from './mapping.js';
import * as repo from './repository.js';

/** The order as its caller may see it, or 404 (never 403: no existence leak). */
export async function loadVisibleOrder(deps: Deps, caller: SessionUser, orderId: string) {
  const found = await repo.findOrder(deps.db, orderId);
  if (!found || !canViewOrder(found.order, toActor(caller))) throw notFound('whatOrder');
  return found;
}

export async function getOrderDetail(deps: Deps, caller: SessionUser, orderId: string): Promise<OrderDto> {
  // One statement: what a caller may not see is read for nothing and answered 404 all the same.
  const found = await repo.findOrderWhole(deps.db, orderId);
  if (!found || !canViewOrder(found.order, toActor(caller))) throw notFound('whatOrder');
  const { order, warehouse, lines, history, files: attachments } = found;
  const summary = toSummaryDto(order, warehouse, lines.length, caller);
  const { lineCount: _lineCount, creditMark: _creditMark, ...fields } = summary;
  return {
    ...fields,
    lines: lines.map(toLineDto),
    history: history.map((entry) => toHistoryDto(entry, caller)),
    attachments: attachments.map(toAttachmentDto),
    warehouse: toWarehouseDto(warehouse),
  };
}

export function computeLines(lines: NonNullable<OrderInput['lines']>): OrderLine[] {
  return lines.map((line) => computeOrderLine(line));
}

/** Lines with their VAT (orders/vat.ts) as order_lines rows. */
export const lineValues = (lines: ReadonlyArray<OrderLine & LineVat>) =>
  lines.map(({ vatSAR, ...line }) => ({ ...line, vatSar: vatSAR }));

/** Checks the caller may edit the order now (owner company, SUBMITTED or NEEDS_CHANGES). */
export async function lockForEdit(
  tx: Tx,
  caller: SessionUser,
  orderId: string,
  ifMatch: number | null,
  now: Date,
) {
  const order = await repo.lockOrder(tx, orderId);
  const actor = toActor(caller);
  if (!order || !canViewOrder(order, actor)) throw notFound('whatOrder');
  if (ifMatch !== null && order.version !== ifMatch) throw versionConflict(order.version);
  const decision = decide(toWorkflowOrder(order, null), 'edit', actor, now);
  if (!decision.ok) throw refusalError(decision);
  return order;
}

/** Locks the order for a supporting document, checked again under the lock. */
export async function lockForDocument(
  tx: Tx,
  orderId: string,
  allowed: (order: repo.OrderRow) => { ok: true } | Refusal,
) {
  const order = await foundOr404(repo.lockOrder(tx, orderId), 'whatOrder');
  const check = allowed(order);
  if (!check.ok) throw refusalError(check);
  return order;
}

/** History entry and events for a change that keeps the status (edit, lines, attachments). */
export async function recordChange(
  tx: Tx,
  caller: SessionUser,
  order: repo.OrderRow,
  action: Exclude<OrderHistoryAction, 'create'>,
  comment: string | null,
  now: Date,
  file: HistoryFile | null = null,
): Promise<ServiceEvent[]> {
  const entry = await repo.insertHistory(tx, {
    orderId: order.id,
    action,
    fromStatus: order.status,
    toStatus: order.status,
    actorId: caller.id,
    actorRole: caller.role,
    comment,
    file,
    createdAt: now,
  });
  return [
    {
      type: 'order:updated',
      orderId: order.id,
      medicalCompany: order.medicalCompany,
      status: order.status,
      version: order.version,
      timestamp: now.toISOString(),
      action,
      fromStatus: order.status,
      actorId: caller.id,
    },
    { type: 'order:history:new', orderId: order.id, medicalCompany: order.medicalCompany, entryId: entry.id },
  ];
}

export async function orderHistory(deps: Deps, caller: SessionUser, orderId: string) {
  await loadVisibleOrder(deps, caller, orderId);
  return (await repo.findHistory(deps.db, orderId)).map((entry) => toHistoryDto(entry, caller));
}

export async function orderAttachments(deps: Deps, caller: SessionUser, orderId: string) {
  await loadVisibleOrder(deps, caller, orderId);
  const files = await repo.findOrderFiles(deps.db, orderId);
  return files.map(toAttachmentDto);
}
