import { randomUUID } from 'node:crypto';
import {
  canViewOrder,
  DASHBOARD_CARDS,
  type DashboardCard,
  type DashboardCardFilter,
  dashboardCardFilters,
  msg,
  type OrderAction,
  rolesFor,
} from '@tawreed/domain';
import { storedColumns, withStoredFiles } from '../../db/file-store.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { forbidden, notFound, validationFailed } from '../../http/errors.js';
import { recordEffect } from '../../http/idempotency.js';
import type { Upload } from '../../http/uploads.js';
import { checkFileType } from '../files/file-types.js';
import * as repo from '../orders/appeals-repository.js';
import type { OrderDto } from '../orders/dto.js';
import { toActor } from '../orders/mapping.js';
import * as ordersRepo from '../orders/repository.js';
import { countListedMany, loadVisibleOrder } from '../orders/service.js';
import { runOrderAction } from './engine.js';
import type { ActionInput } from './input.js';

/** Runs one order action through the engine and answers the order it leaves (none of these removes it). */
export async function takeOrderAction<A extends OrderAction>(
  deps: Deps,
  caller: SessionUser,
  orderId: string,
  action: A,
  input: ActionInput<A>,
): Promise<OrderDto> {
  const order = await runOrderAction(deps, caller, orderId, action, input);
  if (!order) throw notFound('whatOrder');
  return order;
}

/** DELETE: removes a SUBMITTED order (the create flow's clean-up); otherwise withdraws it. */
export async function removeOrder(deps: Deps, caller: SessionUser, orderId: string, ifMatch: number | null) {
  const { order } = await loadVisibleOrder(deps, caller, orderId);
  const action = order.status === 'SUBMITTED' ? 'delete' : 'withdraw';
  return runOrderAction(deps, caller, orderId, action, { ifMatch });
}

// The actions by name, for scripts (the demo) that take them without HTTP.

type SimpleAction = Extract<OrderAction, 'approve' | 'resubmit' | 'mark-ready' | 'dispatch'>;
type Target = [deps: Deps, caller: SessionUser, orderId: string];

export const simpleAction = (
  ...[deps, caller, id, action, ifMatch]: [...Target, SimpleAction, number | null]
) => takeOrderAction(deps, caller, id, action, { ifMatch });
export const reviewWithComment = (
  ...[deps, caller, id, action, ifMatch, comment]: [...Target, 'reject' | 'request-changes', number, string]
) => takeOrderAction(deps, caller, id, action, { ifMatch, comment });
export const printOrder = (...[deps, caller, id, ifMatch, deliveryNoteNo]: [...Target, number, string?]) =>
  takeOrderAction(deps, caller, id, 'print', { ifMatch, deliveryNoteNo });
export const transport = (
  ...[deps, caller, id, ifMatch, expectedDeliveryDate]: [...Target, number | null, string]
) => takeOrderAction(deps, caller, id, 'transport', { ifMatch, expectedDeliveryDate });
export const deliver = (
  ...[deps, caller, id, ifMatch, input]: [...Target, number | null, Omit<ActionInput<'deliver'>, 'ifMatch'>]
) => takeOrderAction(deps, caller, id, 'deliver', { ...input, ifMatch });
export const notDelivered = (...[deps, caller, id, ifMatch, reason]: [...Target, number | null, string]) =>
  takeOrderAction(deps, caller, id, 'not-delivered', { ifMatch, notDeliveredReason: reason });
export const createAppeal = (
  ...[deps, caller, id, ifMatch, comment, evidence]: [...Target, number | null, string, Upload[]]
) => takeOrderAction(deps, caller, id, 'appeal', { ifMatch, comment, evidence });

export async function listAppeals(deps: Deps, caller: SessionUser, orderId: string) {
  await loadVisibleOrder(deps, caller, orderId);
  const rows = await repo.listAppeals(deps.db, orderId);
  const evidence = await repo.appealFiles(
    deps.db,
    rows.map((row) => row.appeal.id),
  );
  return rows.map(({ appeal, submitter }) => ({
    id: appeal.id,
    orderId: appeal.orderId,
    status: appeal.status,
    comment: appeal.comment,
    createdAt: appeal.createdAt.toISOString(),
    submittedBy: submitter,
    attachments: evidence
      .filter((file) => file.appealId === appeal.id)
      .map((file) => ({
        id: file.id,
        fileName: file.fileName,
        sizeBytes: file.sizeBytes,
        downloadUrl: `/api/attachments/${file.id}/download`,
      })),
    decision: (appeal.decision as 'ACCEPT' | 'REJECT' | null) ?? null,
    decisionComment: appeal.decisionComment,
    decidedAt: appeal.decidedAt?.toISOString() ?? null,
  }));
}

/** Credit review's decision on an appeal, addressed by the appeal: the engine runs it on its order. */
export async function decideAppeal(
  deps: Deps,
  caller: SessionUser,
  appealId: string,
  ifMatch: number | null,
  decision: 'ACCEPT' | 'REJECT',
  comment: string | null | undefined,
  override?: { reason: string },
) {
  const appeal = await repo.findAppeal(deps.db, appealId);
  if (!appeal) throw notFound('whatAppeal');
  await loadVisibleOrder(deps, caller, appeal.orderId).catch(() => {
    throw notFound('whatAppeal');
  });
  if (decision === 'REJECT' && !comment?.trim()) {
    throw validationFailed([{ path: 'comment', message: msg('appealRejectionReasonRequired') }]);
  }
  const action = decision === 'ACCEPT' ? 'accept-appeal' : 'reject-appeal';
  return takeOrderAction(deps, caller, appeal.orderId, action, {
    ifMatch,
    comment,
    appealId,
    ...(decision === 'ACCEPT' && override && { override }),
  });
}

export async function rejectionActor(deps: Deps, caller: SessionUser, orderId: string) {
  await loadVisibleOrder(deps, caller, orderId);
  const found = await ordersRepo.findLatestRejection(deps.db, orderId);
  if (!found) throw notFound('whatRejection');
  return {
    rejectionActor: { ...found.actor, role: found.rejection.actorRole },
    comment: found.rejection.comment,
    createdAt: found.rejection.createdAt.toISOString(),
  };
}

export async function uploadInvoice(deps: Deps, caller: SessionUser, upload: Upload) {
  // The delivery invoice is uploaded by whoever records deliveries (the workflow table's deliver row).
  if (!rolesFor('deliver').includes(caller.role) || caller.isSalesRep)
    throw forbidden(msg('onlyWarehouseInvoices'));
  const type = await checkFileType(upload, 'invoice');
  const ext = type.ext === 'jpg' ? 'jpg' : type.ext;
  const storedName = `${randomUUID()}.${ext}`;
  await withStoredFiles(deps.files, [{ bytes: upload.bytes, contentType: type.mime }], ([stored]) =>
    deps.db.transaction(async (tx) => {
      await ordersRepo.insertFile(tx, {
        ...storedColumns(stored!),
        kind: 'invoice',
        fileName: upload.fileName,
        storedName,
        contentType: type.mime,
        uploadedBy: caller.id,
      });
      await recordEffect(tx, storedName);
    }),
  );
  return invoiceLink(storedName);
}

export const invoiceLink = (storedName: string) => ({ filename: storedName, url: `/uploads/${storedName}` });

const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:pdf|png|jpg|gif|webp)$/;

/** An invoice for whoever can see its order (or, before it is linked, its uploader). */
export async function loadInvoice(deps: Deps, caller: SessionUser, storedName: string) {
  // Stored names are "<uuid>.<ext>" (uploadInvoice); anything else (a NUL, a path) is no file.
  if (!STORED_NAME.test(storedName)) throw notFound('whatFile');
  const invoice = await repo.findInvoice(deps.db, storedName);
  if (!invoice) throw notFound('whatFile');
  if (!invoice.orderId) {
    if (invoice.uploadedBy !== caller.id) throw notFound('whatFile');
    return invoice;
  }
  const found = await ordersRepo.findOrder(deps.db, invoice.orderId);
  if (!found || !canViewOrder(found.order, toActor(caller))) throw notFound('whatFile');
  return invoice;
}

/**
 * The five cards, each counted as the order list counts its filters (the same function), so a
 * card's count is the total of the list its click opens.
 */
export async function dashboardStats(deps: Deps, caller: SessionUser) {
  const filters = dashboardCardFilters(caller.role);
  const counts = await countListedMany(
    deps,
    caller,
    DASHBOARD_CARDS.map((card) => ({
      status: filters[card].statuses.length ? filters[card].statuses : undefined,
      approvedToday: filters[card].approvedToday,
      mine: false,
    })),
  );
  const cards = Object.fromEntries(
    DASHBOARD_CARDS.map((card, index) => [card, { count: counts[index] ?? 0, ...filters[card] }]),
  ) as Record<DashboardCard, DashboardCardFilter & { count: number }>;
  return {
    totalOrders: cards.total.count,
    pendingReview: cards.pending.count,
    approvedToday: cards.approved.count,
    rejected: cards.rejected.count,
    delivered: cards.delivered.count,
    cards,
  };
}
