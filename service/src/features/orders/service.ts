import {
  type AttachmentType,
  approvedTodayStages,
  canAddSupportingDocument,
  canViewOrder,
  computeOrderLine,
  decide,
  describeOrderChanges,
  type Lang,
  MEDICAL_COMPANIES,
  MESSAGES,
  moneyDifferenceCents,
  normaliseMoney,
  type OrderAction,
  type OrderLine,
  orderTotal,
  type Refusal,
  riyadhDate,
  type ValidationIssue,
  validateOrder,
} from '@tawreed/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { ServiceEvent } from '../../events/types.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { AppError, forbidden, notFound, validationFailed } from '../../http/errors.js';
import { recordEffect } from '../../http/idempotency.js';
import type { Upload } from '../../http/uploads.js';
import { checkFileType } from '../files/file-types.js';
import { createOrdersExport } from '../spreadsheets/export.js';
import { SpreadsheetError } from '../spreadsheets/parse.js';
import { ParseBusyError, parseInWorker } from '../spreadsheets/parse-pool.js';
import { inTransaction } from '../webhooks/outbox.js';
import type { ListOrdersQuery, OrderDto, OrderFilters, OrderInput } from './dto.js';
import {
  scopeFor,
  toActor,
  toAttachmentDto,
  toHistoryDto,
  toLineDto,
  toSummaryDto,
  toWarehouseDto,
  toWorkflowOrder,
} from './mapping.js';
import * as repo from './repository.js';
import {
  applyTransition,
  refusalError,
  submitIfComplete,
  type TransitionRequest,
  versionConflict,
} from './transition.js';

export { inTransaction };

const TEMP_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/** The order as its caller may see it, or 404 (never 403: no existence leak). */
export async function loadVisibleOrder(deps: Deps, caller: SessionUser, orderId: string) {
  const found = await repo.findOrder(deps.db, orderId);
  if (!found || !canViewOrder(found.order, toActor(caller))) throw notFound('Order');
  return found;
}

export async function getOrderDetail(deps: Deps, caller: SessionUser, orderId: string): Promise<OrderDto> {
  const { order, warehouse } = await loadVisibleOrder(deps, caller, orderId);
  const [lines, history, attachments] = await Promise.all([
    repo.findLines(deps.db, orderId),
    repo.findHistory(deps.db, orderId),
    repo.findOrderFiles(deps.db, orderId),
  ]);
  const summary = toSummaryDto(order, warehouse, lines.length, caller);
  const { lineCount: _lineCount, ...fields } = summary;
  return {
    ...fields,
    lines: lines.map(toLineDto),
    history: history.map(toHistoryDto),
    attachments: attachments.map(toAttachmentDto),
    warehouse: toWarehouseDto(warehouse),
  };
}

/** Runs one workflow action for the caller and answers the updated order (null if removed). */
export async function transitionOrder(
  deps: Deps,
  caller: SessionUser,
  orderId: string,
  request: TransitionRequest,
): Promise<OrderDto | null> {
  const result = await inTransaction(deps, async (tx, events) => {
    const outcome = await applyTransition(tx, toActor(caller), orderId, request, deps.now(), {
      minShelfLifeDays: deps.config.MIN_SHELF_LIFE_DAYS,
    });
    events.push(...outcome.events);
    return outcome;
  });
  return result.removed ? null : getOrderDetail(deps, caller, orderId);
}

function computeLines(lines: NonNullable<OrderInput['lines']>): OrderLine[] {
  return lines.map((line) => computeOrderLine(line));
}

function checkTotal(claimed: string | number | undefined, lines: OrderLine[]): ValidationIssue[] {
  if (claimed === undefined) return [];
  const total = orderTotal(lines);
  try {
    if (moneyDifferenceCents(claimed, total) <= 1n) return [];
  } catch {
    return [{ path: 'totalValueSAR', message: 'Total must be a decimal number' }];
  }
  return [
    {
      path: 'totalValueSAR',
      message: `Total ${normaliseMoney(claimed)} does not match the lines (${total})`,
    },
  ];
}

const lineValues = (lines: OrderLine[]) => lines.map((line) => ({ ...line }));

function assertCanCreate(caller: SessionUser) {
  if (caller.role !== 'MEDICAL_COMPANY' || caller.isSalesRep) {
    throw forbidden('Only medical companies can create orders');
  }
  if (!caller.companyName || !(MEDICAL_COMPANIES as readonly string[]).includes(caller.companyName)) {
    throw forbidden('Your account has no medical company');
  }
}

export async function createOrder(deps: Deps, caller: SessionUser, input: OrderInput): Promise<OrderDto> {
  assertCanCreate(caller);
  const company = caller.companyName!;
  const issues = validateOrder({ ...input, medicalCompany: company, lines: input.lines ?? [] });
  if (input.medicalCompany && input.medicalCompany !== company) {
    issues.unshift({
      path: 'medicalCompany',
      message: `Orders are placed for your own company (${company})`,
    });
  }
  if (issues.length) throw validationFailed(issues);
  const lines = computeLines(input.lines!);
  const totalIssues = checkTotal(input.totalValueSAR, lines);
  if (totalIssues.length) throw validationFailed(totalIssues);
  const now = deps.now();
  const orderId = await inTransaction(deps, async (tx, events) => {
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
      totalValueSar: orderTotal(lines),
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await recordEffect(tx, order.id);
    await repo.replaceLines(tx, order.id, lineValues(lines));
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

/** Checks the caller may edit the order now (owner company, SUBMITTED or NEEDS_CHANGES). */
async function lockForEdit(tx: Tx, caller: SessionUser, orderId: string, ifMatch: number | null, now: Date) {
  const order = await repo.lockOrder(tx, orderId);
  const actor = toActor(caller);
  if (!order || !canViewOrder(order, actor)) throw notFound('Order');
  if (ifMatch !== null && order.version !== ifMatch) {
    throw new AppError(
      'VERSION_CONFLICT',
      'This order was changed by someone else. Reload it and try again.',
      {
        currentVersion: order.version,
      },
    );
  }
  const decision = decide(toWorkflowOrder(order, null), 'edit', actor, now);
  if (!decision.ok) throw refusalError(decision);
  return order;
}

/** Locks the order for a supporting document, checked again under the lock. */
async function lockForDocument(
  tx: Tx,
  orderId: string,
  allowed: (order: repo.OrderRow) => { ok: true } | Refusal,
) {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) throw notFound('Order');
  const check = allowed(order);
  if (!check.ok) throw refusalError(check);
  return order;
}

export async function updateOrder(
  deps: Deps,
  caller: SessionUser,
  orderId: string,
  ifMatch: number,
  input: OrderInput,
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
      issues.unshift({ path: 'medicalCompany', message: 'The medical company of an order cannot change' });
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
    if (lines) await repo.replaceLines(tx, orderId, lineValues(lines));
    const updated = await repo.updateOrderIf(
      tx,
      orderId,
      { status: order.status, version: order.version },
      {
        ...header,
        ...(lines && { totalValueSar: orderTotal(lines) }),
        updatedAt: now,
      },
    );
    if (!updated) throw versionConflict(order.version + 1);
    events.push(...(await recordChange(tx, caller, updated, 'edit', changes, now)));
    if (lines) events.push(...(await submitIfComplete(tx, orderId, now)));
  });
  return getOrderDetail(deps, caller, orderId);
}

/** History entry and events for a change that keeps the status (edit, lines, attachments). */
async function recordChange(
  tx: Tx,
  caller: SessionUser,
  order: repo.OrderRow,
  action: string,
  comment: string | null,
  now: Date,
): Promise<ServiceEvent[]> {
  const entry = await repo.insertHistory(tx, {
    orderId: order.id,
    action,
    fromStatus: order.status,
    toStatus: order.status,
    actorId: caller.id,
    actorRole: caller.role,
    comment,
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

/** DELETE: removes a SUBMITTED order (the create flow's clean-up); otherwise withdraws it. */
export async function deleteOrder(deps: Deps, caller: SessionUser, orderId: string, ifMatch: number | null) {
  const { order } = await loadVisibleOrder(deps, caller, orderId);
  const action: OrderAction = order.status === 'SUBMITTED' ? 'delete' : 'withdraw';
  return transitionOrder(deps, caller, orderId, { action, ifMatch });
}

// ---- list and export ----

/**
 * Company, owner and status only, or "approved today" with company only: then the total comes
 * from the counters (order_counts, approval_day_counts), not a count(*).
 */
function countableByCounters(filters: OrderFilters) {
  if (filters.q || filters.dateFrom || filters.dateTo || filters.deliveryStatus) return false;
  return !filters.approvedToday || (!filters.status?.length && !filters.mine);
}

/** The caller's list filters as a query: its scope, and "approved today" read as its own stage's approvals. */
function callerQuery(deps: Deps, caller: SessionUser, filters: OrderFilters) {
  return repo.orderQuery(deps.db, scopeFor(caller), filters, {
    stages: approvedTodayStages(caller.role),
    day: riyadhDate(deps.now()),
  });
}

/** How many orders the list shows in total for these filters (the list's "of N orders", and the dashboard cards). */
export async function countListed(
  deps: Deps,
  caller: SessionUser,
  filters: OrderFilters,
  query?: repo.OrderQuery,
  cap?: number,
): Promise<number> {
  if (!countableByCounters(filters))
    return repo.countOrders(deps.db, query ?? (await callerQuery(deps, caller, filters)), cap);
  const scope = scopeFor(caller);
  const companies = [scope.medicalCompany, filters.branchFilter].filter((c): c is string => Boolean(c));
  const sameCompany = companies.every((c) => c === companies[0]);
  if (!sameCompany) return 0;
  if (filters.approvedToday) {
    return repo.countApprovedFromCounters(deps.db, companies.length ? [companies[0]!] : null, {
      stages: approvedTodayStages(caller.role),
      day: riyadhDate(deps.now()),
    });
  }
  return repo.countFromCounters(
    deps.db,
    companies.length ? [companies[0]!] : null,
    filters.status ?? null,
    filters.mine ? scope.ownerId : null,
  );
}

/**
 * A page of orders and its total. A total counted from the rows stops at the configured cap:
 * past it the answer says `totalIsEstimate` and gives a lower bound, at least the cap and, when
 * more rows follow this page, at least one more than its last, so "next" always reaches them.
 */
export async function listOrders(deps: Deps, caller: SessionUser, query: ListOrdersQuery) {
  const filters = await callerQuery(deps, caller, query);
  const offset = (query.page - 1) * query.pageSize;
  // Totals from the counters are exact at any size; only those counted from the rows stop at the cap.
  const cap = countableByCounters(query) ? Number.POSITIVE_INFINITY : deps.config.SEARCH_EXACT_TOTAL_LIMIT;
  const [rows, counted] = await Promise.all([
    repo.listOrders(deps.db, filters.where, query.sort, query.pageSize + 1, offset),
    countListed(deps, caller, query, filters, Number.isFinite(cap) ? cap : undefined),
  ]);
  const page = rows.slice(0, query.pageSize);
  const more = rows.length > page.length;
  // Past the cap, the last page (some rows, none after) still knows the exact total.
  const lastPage = page.length > 0 && !more;
  const totalIsEstimate = counted > cap && !lastPage;
  const lowerBound = page.length ? Math.max(cap, offset + page.length + 1) : cap;
  const total = counted <= cap ? counted : lastPage ? offset + page.length : lowerBound;
  return {
    orders: page.map((row) => toSummaryDto(row.order, row.warehouse, row.order.lineCount, caller)),
    total,
    totalIsEstimate,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function exportFileName(format: 'xlsx' | 'csv', now: Date) {
  return `orders-export-${riyadhDate(now)}.${format}`;
}

export async function exportOrders(
  deps: Deps,
  caller: SessionUser,
  filters: OrderFilters & { format: 'xlsx' | 'csv' },
  lang: Lang = 'en',
): Promise<ReadableStream<Uint8Array>> {
  const { where } = await callerQuery(deps, caller, filters);
  const { pool } = deps.database;
  // PostgreSQL: one server-side cursor; the embedded database: keyset pages.
  const rows = pool ? repo.streamExportCursor(pool, deps.db, where) : repo.streamExportPages(deps.db, where);
  return createOrdersExport(filters.format, await firstRowRead(rows), lang);
}

/**
 * Reads the first row before the response starts: a query the database refuses then answers a
 * JSON error instead of a 200 whose body is cut off. Closing the result closes the source, even
 * before its first row is taken (a generator that never started would not run its clean-up).
 */
async function firstRowRead<Row>(rows: AsyncGenerator<Row>): Promise<AsyncIterableIterator<Row>> {
  const first = await rows.next();
  let firstTaken = Boolean(first.done);
  const iterator: AsyncIterableIterator<Row> = {
    next() {
      if (firstTaken) return rows.next();
      firstTaken = true;
      return Promise.resolve(first);
    },
    return(value?: unknown) {
      firstTaken = true;
      return rows.return(value);
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

// ---- spreadsheets and files ----

async function parseSpreadsheet(upload: Upload) {
  try {
    return await parseInWorker({
      bytes: upload.bytes,
      fileName: upload.fileName,
      contentType: upload.declaredType,
    });
  } catch (err) {
    if (err instanceof SpreadsheetError) throw new AppError(err.code, err.message);
    if (err instanceof ParseBusyError) throw new AppError('RATE_LIMITED', err.message);
    throw new AppError(
      'VALIDATION_FAILED',
      'Upload failed: Failed to parse the file. Please check the format and try again.',
    );
  }
}

export async function parseFile(deps: Deps, caller: SessionUser, upload: Upload) {
  const parsed = await parseSpreadsheet(upload);
  const now = deps.now();
  const temp = await repo.insertTempFile(deps.db, {
    userId: caller.id,
    fileName: upload.fileName,
    contentType: parsed.contentType,
    sizeBytes: upload.bytes.length,
    content: upload.bytes,
    parsed: { lines: parsed.lines, errors: parsed.errors, totalValueSAR: parsed.totalValueSAR },
    expiresAt: new Date(now.getTime() + TEMP_FILE_TTL_MS),
  });
  return {
    lines: parsed.lines,
    errors: parsed.errors,
    totalValueSAR: parsed.totalValueSAR,
    tempFileInfo: {
      tempFileId: temp.id,
      fileName: temp.fileName,
      sizeBytes: temp.sizeBytes,
      expiresAt: temp.expiresAt.toISOString(),
    },
  };
}

/** Replaces the order's lines with a spreadsheet's, keeping the sheet as the lines' source. */
async function replaceLinesFromSheet(
  tx: Tx,
  caller: SessionUser,
  order: repo.OrderRow,
  lines: OrderLine[],
  sheet: { fileName: string; contentType: string; bytes: Buffer },
  now: Date,
) {
  if (lines.length === 0) throw validationFailed([{ path: 'lines', message: MESSAGES.atLeastOneLine }]);
  await repo.replaceLines(tx, order.id, lineValues(lines));
  await repo.insertFile(tx, {
    orderId: order.id,
    kind: 'lines_source',
    fileName: sheet.fileName,
    contentType: sheet.contentType,
    sizeBytes: sheet.bytes.length,
    content: sheet.bytes,
    uploadedBy: caller.id,
    createdAt: now,
  });
  const updated = await repo.updateOrderIf(
    tx,
    order.id,
    { status: order.status, version: order.version },
    { totalValueSar: orderTotal(lines), updatedAt: now },
  );
  if (!updated) throw versionConflict(order.version + 1);
  const events = await recordChange(
    tx,
    caller,
    updated,
    'lines-imported',
    `${lines.length} lines from ${sheet.fileName}`,
    now,
  );
  return [...events, ...(await submitIfComplete(tx, order.id, now))];
}

export async function saveParsedFile(deps: Deps, caller: SessionUser, orderId: string, tempFileId: string) {
  const temp = await repo.findTempFile(deps.db, tempFileId, caller.id);
  if (!temp || temp.expiresAt <= deps.now()) throw notFound('Parsed file');
  const parsed = temp.parsed as { lines: OrderLine[]; errors: string[] };
  const now = deps.now();
  await inTransaction(deps, async (tx, events) => {
    const order = await lockForEdit(tx, caller, orderId, null, now);
    events.push(
      ...(await replaceLinesFromSheet(
        tx,
        caller,
        order,
        parsed.lines,
        { fileName: temp.fileName, contentType: temp.contentType, bytes: temp.content },
        now,
      )),
    );
    await repo.deleteTempFile(tx, temp.id);
  });
  return getOrderDetail(deps, caller, orderId);
}

export async function uploadToOrder(
  deps: Deps,
  caller: SessionUser,
  orderId: string,
  upload: Upload,
  options: { replaceLines: boolean; attachmentType?: AttachmentType },
) {
  // A supporting document has its own rule (staff at any time); everything else is an edit.
  const supporting = !options.replaceLines && options.attachmentType === 'other';
  const allowed = (order: repo.OrderRow) =>
    supporting
      ? canAddSupportingDocument(order, toActor(caller))
      : decide(toWorkflowOrder(order, null), 'edit', toActor(caller), deps.now());
  // Fail fast (404/403/409) before parsing anything.
  const { order: current } = await loadVisibleOrder(deps, caller, orderId);
  const check = allowed(current);
  if (!check.ok) throw refusalError(check);

  let lines: OrderLine[] | null = null;
  let contentType = 'application/octet-stream';
  if (options.replaceLines) {
    const parsed = await parseSpreadsheet(upload);
    if (parsed.errors.length) {
      throw validationFailed(parsed.errors.map((message) => ({ path: 'file', message })));
    }
    lines = parsed.lines;
    contentType = parsed.contentType;
  } else if (options.attachmentType) {
    const rule = supporting ? 'evidence' : (options.attachmentType as 'purchase_order' | 'order_form');
    contentType = (await checkFileType(upload, rule)).mime;
  } else {
    throw validationFailed([
      { path: 'attachmentType', message: 'Choose purchase_order, order_form or other, or replaceLines=true' },
    ]);
  }

  const now = deps.now();
  await inTransaction(deps, async (tx, events) => {
    const order = supporting
      ? await lockForDocument(tx, orderId, allowed)
      : await lockForEdit(tx, caller, orderId, null, now);
    await recordEffect(tx, orderId);
    if (lines) {
      events.push(
        ...(await replaceLinesFromSheet(tx, caller, order, lines, { ...upload, contentType }, now)),
      );
      return;
    }
    const file = await repo.insertFile(tx, {
      orderId,
      kind: options.attachmentType!,
      fileName: upload.fileName,
      contentType,
      sizeBytes: upload.bytes.length,
      content: upload.bytes,
      uploadedBy: caller.id,
      createdAt: now,
    });
    const updated = await repo.updateOrderIf(
      tx,
      orderId,
      { status: order.status, version: order.version },
      { updatedAt: now },
    );
    if (!updated) throw versionConflict(order.version + 1);
    events.push(
      { type: 'order:attachment:new', orderId, medicalCompany: order.medicalCompany, attachmentId: file.id },
      ...(await recordChange(
        tx,
        caller,
        updated,
        'attachment-added',
        `${options.attachmentType}: ${file.fileName}`,
        now,
      )),
      ...(await submitIfComplete(tx, orderId, now)),
    );
  });
  return getOrderDetail(deps, caller, orderId);
}

/** A stored file with its bytes, for a caller who can see the order it belongs to. */
export async function loadDownload(deps: Deps, caller: SessionUser, fileId: string) {
  const found = await repo.findFileWithOrder(deps.db, eq(repo.filesTable.id, fileId));
  if (!found?.orderId) throw notFound('Attachment');
  await loadVisibleOrder(deps, caller, found.orderId).catch(() => {
    throw notFound('Attachment');
  });
  return found.file;
}

export async function orderHistory(deps: Deps, caller: SessionUser, orderId: string) {
  await loadVisibleOrder(deps, caller, orderId);
  return (await repo.findHistory(deps.db, orderId)).map(toHistoryDto);
}

export async function orderAttachments(deps: Deps, caller: SessionUser, orderId: string) {
  await loadVisibleOrder(deps, caller, orderId);
  const files = await repo.findOrderFiles(deps.db, orderId);
  return files.map(toAttachmentDto);
}
