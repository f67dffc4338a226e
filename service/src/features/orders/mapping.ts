import {
  type Actor,
  allowedActions,
  canViewCredit,
  companyScope,
  creditMarkOfRank,
  type WorkflowOrder,
} from '@tawreed/domain';
import { toActor } from '../../auth-core/credentials.js';
import type { SessionUser } from '../../http/context.js';
import type { OrderSummaryDto } from './dto.js';
import type { FileRow, findHistory, LineRow, OrderRow, OrderScope, WarehouseRow } from './repository.js';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

// toActor lives with the session (auth-core), so features other than orders reach it directly.
export { toActor };

/** DESIGN §3 visibility as a query scope. */
export function scopeFor(user: SessionUser): OrderScope {
  return { medicalCompany: companyScope(user), ownerId: user.id };
}

export interface WorkflowExtras {
  lineCount?: number;
  fileKinds?: Set<string>;
}

export function toWorkflowOrder(
  order: OrderRow,
  warehouse: WarehouseRow | null,
  extras: WorkflowExtras = {},
): WorkflowOrder {
  return {
    status: order.status,
    companyId: order.companyId,
    medicalCompany: order.medicalCompany,
    withdrawnAt: order.withdrawnAt,
    dispatchedAt: warehouse?.dispatchedAt ?? null,
    transportedAt: warehouse?.transportedAt ?? null,
    notDeliveredReason: warehouse?.notDeliveredReason ?? null,
    appeal: order.appealStatus ? { status: order.appealStatus as 'PENDING' | 'ACCEPTED' | 'REJECTED' } : null,
    rejectedByRole: order.rejectedByRole,
    lineCount: extras.lineCount ?? 0,
    hasPurchaseOrder: extras.fileKinds?.has('purchase_order') ?? false,
    hasOrderForm: extras.fileKinds?.has('order_form') ?? false,
  };
}

export function toWarehouseDto(warehouse: WarehouseRow | null) {
  if (!warehouse) return null;
  return {
    pickListNumber: warehouse.pickListNumber,
    deliveryNoteNo: warehouse.deliveryNoteNo,
    printedAt: iso(warehouse.printedAt),
    dispatchedAt: iso(warehouse.dispatchedAt),
    transportedAt: iso(warehouse.transportedAt),
    expectedDeliveryDate: iso(warehouse.expectedDeliveryDate),
    actualDeliveryDate: iso(warehouse.actualDeliveryDate),
    deliveryInvoicePath: warehouse.deliveryInvoicePath,
    notDeliveredReason: warehouse.notDeliveredReason,
  };
}

export function toSummaryDto(
  order: OrderRow,
  warehouse: WarehouseRow | null,
  lineCount: number,
  caller: SessionUser,
): OrderSummaryDto {
  return {
    id: order.id,
    externalRef: order.externalRef,
    clientName: order.clientName,
    clientAccountNo: order.clientAccountNo,
    medicalCompany: order.medicalCompany,
    companyId: order.companyId,
    region: order.region,
    area: order.area,
    salesManager: order.salesManager,
    medicalRep: order.medicalRep,
    orderDate: order.orderDate,
    status: order.status,
    deliveryStatus: order.deliveryStatus,
    totalValueSAR: order.totalValueSar,
    vatSAR: order.vatSar,
    payableSAR: order.payableSar,
    notes: order.notes,
    withdrawnAt: iso(order.withdrawnAt),
    submittedAt: iso(order.submittedAt),
    creditReviewedAt: iso(order.creditReviewedAt),
    higherReviewedAt: iso(order.higherReviewedAt),
    warehouseUpdatedAt: iso(order.warehouseUpdatedAt),
    printedAt: iso(order.printedAt),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    version: order.version,
    appealStatus: order.appealStatus,
    allowedActions: allowedActions(toWorkflowOrder(order, warehouse, { lineCount }), toActor(caller)),
    lineCount,
    // Staff only, like every credit field (a medical company's answer has no such key).
    ...(canViewCredit(caller) && { creditMark: creditMarkOfRank(order.creditRank) }),
  };
}

export function toLineDto(line: LineRow) {
  return {
    id: line.id,
    itemCode: line.itemCode,
    itemDescription: line.itemDescription,
    publicPrice: line.publicPrice,
    discount: line.discount,
    quantity: line.quantity,
    valueUnit: line.valueUnit,
    netValue: line.netValue,
    grossValue: line.grossValue,
    bonus: line.bonus,
    vatCategory: line.vatCategory,
    vatRatePercent: line.vatRatePercent,
    vatSAR: line.vatSar,
  };
}

export function toAttachmentDto(file: FileRow) {
  return {
    id: file.id,
    fileName: file.fileName,
    sizeBytes: file.sizeBytes,
    contentType: file.contentType,
    attachmentType: file.kind,
    createdAt: file.createdAt.toISOString(),
    downloadUrl: `/api/orders/attachments/${file.id}/download`,
  };
}

/**
 * A history entry as `viewer` may see it: an approval's credit override (DESIGN §11) is there
 * for whoever sees credit, and absent for a medical company.
 */
export function toHistoryDto(
  { entry, actor }: Awaited<ReturnType<typeof findHistory>>[number],
  viewer: Pick<Actor, 'role'>,
) {
  return {
    id: entry.id,
    action: entry.action,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    actor,
    comment: entry.comment,
    file: entry.file ?? null,
    ...(canViewCredit(viewer) && { creditOverride: entry.creditOverride ?? null }),
    createdAt: entry.createdAt.toISOString(),
  };
}
