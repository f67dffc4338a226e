import {
  describeOrderChanges,
  MEDICAL_COMPANIES,
  moneyDifferenceCents,
  msg,
  normaliseMoney,
  type OrderLine,
  orderCreatorRoles,
  orderTotal,
  type ValidationIssue,
  validateOrder,
} from '@tawreed/domain';
import { inTransaction } from '../../db/transaction.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { forbidden, validationFailed } from '../../http/errors.js';
import { recordEffect } from '../../http/idempotency.js';
import { versionConflict } from './conflicts.js';
import type { OrderDto } from './dto.js';
import type { SubmitIfComplete } from './files-service.js';
import type { OrderInput } from './input-dto.js';
import * as repo from './repository.js';
import { checkedAmounts, linesWithVat, orderAmounts } from './vat.js';

export { getOrderDetail, loadVisibleOrder, orderAttachments, orderHistory } from './access.js';
export { loadDownload, parseFile, saveParsedFile, uploadToOrder } from './files-service.js';
export { countListedMany, exportFileName, exportOrders, listOrders } from './list-service.js';

import { computeLines, getOrderDetail, lineValues, lockForEdit, recordChange } from './access.js';

function checkTotal(claimed: string | number | undefined, lines: OrderLine[]): ValidationIssue[] {
  if (claimed === undefined) return [];
  const total = orderTotal(lines);
  try {
    if (moneyDifferenceCents(claimed, total) <= 1n) return [];
  } catch {
    return [{ path: 'totalValueSAR', message: msg('totalNotDecimal') }];
  }
  return [
    {
      path: 'totalValueSAR',
      message: msg('totalDoesNotMatch', { claimed: normaliseMoney(claimed), total }),
    },
  ];
}

function assertCanCreate(caller: SessionUser) {
  // Who creates orders is read from the workflow table (the owner company's role).
  if (!orderCreatorRoles().includes(caller.role) || caller.isSalesRep) {
    throw forbidden(msg('onlyCompaniesCreate'));
  }
  if (!caller.companyName || !(MEDICAL_COMPANIES as readonly string[]).includes(caller.companyName)) {
    throw forbidden(msg('noCompany'));
  }
}

export async function createOrder(deps: Deps, caller: SessionUser, input: OrderInput): Promise<OrderDto> {
  assertCanCreate(caller);
  const company = caller.companyName!;
  const issues = validateOrder({ ...input, medicalCompany: company, lines: input.lines ?? [] });
  if (input.medicalCompany && input.medicalCompany !== company) {
    issues.unshift({
      path: 'medicalCompany',
      message: msg('ordersForOwnCompany', { company }),
    });
  }
  if (issues.length) throw validationFailed(issues);
  const lines = computeLines(input.lines!);
  const totalIssues = checkTotal(input.totalValueSAR, lines);
  if (totalIssues.length) throw validationFailed(totalIssues);
  const now = deps.now();
  const orderId = await inTransaction(deps, async (tx, events) => {
    const computed = checkedAmounts(await linesWithVat(deps, tx, lines));
    const order = await repo.insertOrder(tx, {
      externalRef: input.externalRef || null,
      clientName: input.clientName!.trim(),
      clientAccountNo: input.clientAccountNo || null,
      medicalCompany: company,
      companyId: caller.id,
      region: input.region!,
      area: input.area!,
      salesManager: input.salesManager || null,
      medicalRep: input.medicalRep || null,
      orderDate: input.orderDate!,
      notes: input.notes || null,
      status: 'SUBMITTED',
      ...orderAmounts(computed),
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await recordEffect(tx, order.id);
    await repo.replaceLines(tx, order.id, lineValues(computed.lines));
    const entry = await repo.insertHistory(tx, {
      orderId: order.id,
      action: 'create',
      fromStatus: null,
      toStatus: 'SUBMITTED',
      actorId: caller.id,
      actorRole: caller.role,
      createdAt: now,
    });
    events.push(
      {
        type: 'order:created',
        orderId: order.id,
        medicalCompany: company,
        status: order.status,
        version: order.version,
      },
      { type: 'order:history:new', orderId: order.id, medicalCompany: company, entryId: entry.id },
    );
    return order.id;
  });
  return getOrderDetail(deps, caller, orderId);
}

export async function updateOrder(
  deps: Deps,
  caller: SessionUser,
  orderId: string,
  ifMatch: number | null,
  input: OrderInput,
  submitIfComplete: SubmitIfComplete,
): Promise<OrderDto> {
  const now = deps.now();
  await inTransaction(deps, async (tx, events) => {
    const order = await lockForEdit(tx, caller, orderId, ifMatch, now);
    const currentLines = await repo.findLines(tx, orderId);
    const merged = {
      clientName: input.clientName ?? order.clientName,
      orderDate: input.orderDate ?? order.orderDate,
      medicalCompany: order.medicalCompany,
      region: input.region ?? order.region,
      area: input.area ?? order.area,
      lines: input.lines ?? currentLines,
    };
    const issues = validateOrder(merged);
    if (input.medicalCompany && input.medicalCompany !== order.medicalCompany) {
      issues.unshift({ path: 'medicalCompany', message: msg('companyCannotChange') });
    }
    if (issues.length) throw validationFailed(issues);
    const lines = input.lines ? computeLines(input.lines) : null;
    const totalIssues = checkTotal(input.totalValueSAR, lines ?? (currentLines as unknown as OrderLine[]));
    const header = {
      clientName: merged.clientName.trim(),
      orderDate: merged.orderDate,
      region: merged.region,
      area: merged.area,
      ...(input.externalRef !== undefined && { externalRef: input.externalRef || null }),
      ...(input.clientAccountNo !== undefined && { clientAccountNo: input.clientAccountNo || null }),
      ...(input.salesManager !== undefined && { salesManager: input.salesManager || null }),
      ...(input.medicalRep !== undefined && { medicalRep: input.medicalRep || null }),
      ...(input.notes !== undefined && { notes: input.notes || null }),
    };
    // What changed, field by field with old and new values, for the history entry.
    const changes = describeOrderChanges(
      { header: order, lines: currentLines, total: order.totalValueSar },
      { header, lines, total: lines ? orderTotal(lines) : order.totalValueSar },
    );
    if (totalIssues.length) throw validationFailed(totalIssues);
    const computed = lines ? checkedAmounts(await linesWithVat(deps, tx, lines)) : null;
    if (computed) await repo.replaceLines(tx, orderId, lineValues(computed.lines));
    const updated = await repo.updateOrderIf(
      tx,
      orderId,
      { status: order.status, version: order.version },
      {
        ...header,
        ...(computed && orderAmounts(computed)),
        updatedAt: now,
      },
    );
    if (!updated) throw versionConflict(order.version + 1);
    events.push(...(await recordChange(tx, caller, updated, 'edit', changes, now)));
    if (lines) events.push(...(await submitIfComplete(tx, orderId, now)));
  });
  return getOrderDetail(deps, caller, orderId);
}
