import { randomUUID } from 'node:crypto';
import {
  canViewOrder,
  DASHBOARD_CARDS,
  type DashboardCard,
  type DashboardCardFilter,
  dashboardCardFilters,
  MESSAGES,
  type OrderAction,
  riyadhDate,
} from '@tawreed/domain';
import type { Deps, SessionUser } from '../../http/context.js';
import { AppError, forbidden, notFound, validationFailed } from '../../http/errors.js';
import { recordEffect } from '../../http/idempotency.js';
import type { Upload } from '../../http/uploads.js';
import { checkFileType } from '../files/file-types.js';
import type { OrderDto } from '../orders/dto.js';
import { toActor } from '../orders/mapping.js';
import * as ordersRepo from '../orders/repository.js';
import { countListed, loadVisibleOrder, transitionOrder } from '../orders/service.js';
import type { TransitionRequest } from '../orders/transition.js';
import * as repo from './repository.js';

export type SimpleAction = Extract<OrderAction, 'approve' | 'resubmit' | 'mark-ready' | 'dispatch'>;

/** Pick list numbers read like the warehouse's: date plus the order's short id. */
function pickListNumber(orderId: string, now: Date) {
  return `PL-${riyadhDate(now).replaceAll('-', '')}-${orderId.slice(0, 6).toUpperCase()}`;
}
function deliveryNoteNumber(orderId: string, now: Date) {
  return `DN-${riyadhDate(now).replaceAll('-', '')}-${orderId.slice(0, 6).toUpperCase()}`;
}

export function simpleAction(
  deps: Deps,
  caller: SessionUser,
  orderId: string,
  action: SimpleAction,
  ifMatch: number | null,
) {
  const request: TransitionRequest = { action, ifMatch };
  if (action === 'mark-ready') {
    request.apply = async (_tx, { now }) => ({ warehouse: { pickListNumber: pickListNumber(orderId, now) } });
  }
  return transitionOrder(deps, caller, orderId, request) as Promise<OrderDto>;
}

export function reviewWithComment(
  deps: Deps,
  caller: SessionUser,
  orderId: string,
  action: 'reject' | 'request-changes',
  ifMatch: number,
  comment: string,
) {
  return transitionOrder(deps, caller, orderId, {
    action,
    ifMatch,
    comment,
    apply: async (tx, { now }) => {
      if (action !== 'reject') return undefined;
      await ordersRepo.insertRejection(tx, {
        orderId,
        actorId: caller.id,
        actorRole: caller.role,
        comment,
        createdAt: now,
      });
      return { order: { rejectedByRole: caller.role } };
    },
  }) as Promise<OrderDto>;
}

export function printOrder(
  deps: Deps,
  caller: SessionUser,
  orderId: string,
  ifMatch: number,
  deliveryNoteNo?: string | null,
) {
  return transitionOrder(deps, caller, orderId, {
    action: 'print',
    ifMatch,
    comment: deliveryNoteNo ? `Delivery note ${deliveryNoteNo}` : null,
    apply: async (_tx, { now }) => ({
      warehouse: { deliveryNoteNo: deliveryNoteNo || deliveryNoteNumber(orderId, now) },
    }),
  }) as Promise<OrderDto>;
}

export function transport(
  deps: Deps,
  caller: SessionUser,
  orderId: string,
  ifMatch: number | null,
  expectedDeliveryDate: string,
) {
  const expected = new Date(expectedDeliveryDate);
  if (Number.isNaN(expected.getTime())) {
    throw validationFailed([{ path: 'expectedDeliveryDate', message: MESSAGES.expectedDateRequired }]);
  }
  if (riyadhDate(expected) < riyadhDate(deps.now())) {
    throw validationFailed([{ path: 'expectedDeliveryDate', message: MESSAGES.expectedDateNotPast }]);
  }
  return transitionOrder(deps, caller, orderId, {
    action: 'transport',
    ifMatch,
    comment: `Expected delivery ${riyadhDate(expected)}`,
    apply: async () => ({ warehouse: { expectedDeliveryDate: expected } }),
  }) as Promise<OrderDto>;
}

export function deliver(
  deps: Deps,
  caller: SessionUser,
  orderId: string,
  ifMatch: number | null,
  input: { deliveryInvoicePath?: string | null; actualDeliveryDate?: string | null },
) {
  return transitionOrder(deps, caller, orderId, {
    action: 'deliver',
    ifMatch,
    apply: async (tx, { now, warehouse }) => {
      let invoicePath: string | null = null;
      if (input.deliveryInvoicePath) {
        const name = input.deliveryInvoicePath.replace(/^\/?uploads\//, '');
        const invoice = await repo.findInvoice(tx, name);
        if (
          !invoice ||
          (invoice.orderId && invoice.orderId !== orderId) ||
          (!invoice.orderId && invoice.uploadedBy !== caller.id)
        ) {
          throw validationFailed([
            { path: 'deliveryInvoicePath', message: 'Unknown invoice file: upload it first' },
          ]);
        }
        await repo.linkInvoice(tx, invoice.id, orderId);
        invoicePath = `/uploads/${name}`;
      }
      let delivered = now;
      if (input.actualDeliveryDate) {
        delivered = new Date(input.actualDeliveryDate);
        const earliest = warehouse?.transportedAt ?? warehouse?.dispatchedAt;
        if (delivered.getTime() > now.getTime() + 5 * 60_000 || (earliest && delivered < earliest)) {
          throw validationFailed([
            { path: 'actualDeliveryDate', message: 'Delivery date must be between transport and now' },
          ]);
        }
      }
      return { warehouse: { actualDeliveryDate: delivered, deliveryInvoicePath: invoicePath } };
    },
  }) as Promise<OrderDto>;
}

export function notDelivered(
  deps: Deps,
  caller: SessionUser,
  orderId: string,
  ifMatch: number | null,
  reason: string,
) {
  return transitionOrder(deps, caller, orderId, {
    action: 'not-delivered',
    ifMatch,
    comment: reason,
    apply: async () => ({ warehouse: { notDeliveredReason: reason } }),
  }) as Promise<OrderDto>;
}

export async function createAppeal(
  deps: Deps,
  caller: SessionUser,
  orderId: string,
  ifMatch: number | null,
  comment: string,
  evidence: Upload[],
) {
  const checked: Array<{ upload: Upload; type: { ext: string; mime: string } }> = [];
  for (const upload of evidence) checked.push({ upload, type: await checkFileType(upload, 'evidence') });
  return transitionOrder(deps, caller, orderId, {
    action: 'appeal',
    ifMatch,
    comment,
    apply: async (tx, { now }) => {
      await recordEffect(tx, orderId);
      const appeal = await repo.insertAppeal(tx, {
        orderId,
        status: 'PENDING',
        comment,
        submittedBy: caller.id,
        createdAt: now,
      });
      for (const { upload, type } of checked) {
        await ordersRepo.insertFile(tx, {
          appealId: appeal.id,
          kind: 'appeal_evidence',
          fileName: upload.fileName,
          contentType: type.mime,
          sizeBytes: upload.bytes.length,
          content: upload.bytes,
          uploadedBy: caller.id,
          createdAt: now,
        });
      }
      return undefined;
    },
  }) as Promise<OrderDto>;
}

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

export async function decideAppeal(
  deps: Deps,
  caller: SessionUser,
  appealId: string,
  ifMatch: number | null,
  decision: 'ACCEPT' | 'REJECT',
  comment: string | null | undefined,
) {
  const appeal = await repo.findAppeal(deps.db, appealId);
  if (!appeal) throw notFound('Appeal');
  await loadVisibleOrder(deps, caller, appeal.orderId).catch(() => {
    throw notFound('Appeal');
  });
  if (decision === 'REJECT' && !comment?.trim()) {
    throw validationFailed([{ path: 'comment', message: MESSAGES.appealRejectionReasonRequired }]);
  }
  const action = decision === 'ACCEPT' ? 'accept-appeal' : 'reject-appeal';
  return transitionOrder(deps, caller, appeal.orderId, {
    action,
    ifMatch,
    comment: comment || null,
    apply: async (tx, { now }) => {
      const decided = await repo.decideAppealRow(tx, appealId, {
        status: decision === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED',
        decision,
        decisionComment: comment || null,
        decidedBy: caller.id,
        decidedAt: now,
      });
      if (!decided) throw new AppError('INVALID_TRANSITION', 'This appeal was already decided');
      return undefined;
    },
  }) as Promise<OrderDto>;
}

export async function rejectionActor(deps: Deps, caller: SessionUser, orderId: string) {
  await loadVisibleOrder(deps, caller, orderId);
  const found = await ordersRepo.findLatestRejection(deps.db, orderId);
  if (!found) throw notFound('Rejection');
  return {
    rejectionActor: { ...found.actor, role: found.rejection.actorRole },
    comment: found.rejection.comment,
    createdAt: found.rejection.createdAt.toISOString(),
  };
}

export async function uploadInvoice(deps: Deps, caller: SessionUser, upload: Upload) {
  if (caller.role !== 'WAREHOUSE_MANAGER' || caller.isSalesRep)
    throw forbidden('Only the warehouse uploads delivery invoices');
  const type = await checkFileType(upload, 'invoice');
  const ext = type.ext === 'jpg' ? 'jpg' : type.ext;
  const storedName = `${randomUUID()}.${ext}`;
  await deps.db.transaction(async (tx) => {
    await ordersRepo.insertFile(tx, {
      kind: 'invoice',
      fileName: upload.fileName,
      storedName,
      contentType: type.mime,
      sizeBytes: upload.bytes.length,
      content: upload.bytes,
      uploadedBy: caller.id,
    });
    await recordEffect(tx, storedName);
  });
  return invoiceLink(storedName);
}

export const invoiceLink = (storedName: string) => ({ filename: storedName, url: `/uploads/${storedName}` });

const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:pdf|png|jpg|gif|webp)$/;

/** An invoice for whoever can see its order (or, before it is linked, its uploader). */
export async function loadInvoice(deps: Deps, caller: SessionUser, storedName: string) {
  // Stored names are "<uuid>.<ext>" (uploadInvoice); anything else (a NUL, a path) is no file.
  if (!STORED_NAME.test(storedName)) throw notFound('File');
  const invoice = await repo.findInvoice(deps.db, storedName);
  if (!invoice) throw notFound('File');
  if (!invoice.orderId) {
    if (invoice.uploadedBy !== caller.id) throw notFound('File');
    return invoice;
  }
  const found = await ordersRepo.findOrder(deps.db, invoice.orderId);
  if (!found || !canViewOrder(found.order, toActor(caller))) throw notFound('File');
  return invoice;
}

/**
 * The five cards, each counted as the order list counts its filters (the same function), so a
 * card's count is the total of the list its click opens.
 */
export async function dashboardStats(deps: Deps, caller: SessionUser) {
  const filters = dashboardCardFilters(caller.role);
  const counts = await Promise.all(
    DASHBOARD_CARDS.map((card) =>
      countListed(deps, caller, {
        status: filters[card].statuses.length ? filters[card].statuses : undefined,
        approvedToday: filters[card].approvedToday,
        mine: false,
      }),
    ),
  );
  const cards = Object.fromEntries(
    DASHBOARD_CARDS.map((card, index) => [card, { count: counts[index]!, ...filters[card] }]),
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
