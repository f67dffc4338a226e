/** Spreadsheets and files on an order: parse, save the parsed lines, upload, download. */
import {
  type AttachmentType,
  canAddSupportingDocument,
  companyScope,
  decide,
  msg,
  type OrderLine,
} from '@tawreed/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type StoredFile, storedColumns, withStoredFiles } from '../../db/file-store.js';
import { inTransaction } from '../../db/transaction.js';
import type { ServiceEvent } from '../../events/types.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { AppError, notFound, validationFailed } from '../../http/errors.js';
import { recordEffect } from '../../http/idempotency.js';
import type { Upload } from '../../http/uploads.js';
import { checkFileType } from '../files/file-types.js';
import { priceWarnings } from '../prices/check.js';
import { SpreadsheetError } from '../spreadsheets/parse.js';
import { ParseBusyError, parseInWorker } from '../spreadsheets/parse-pool.js';
import {
  getOrderDetail,
  lineValues,
  loadVisibleOrder,
  lockForDocument,
  lockForEdit,
  recordChange,
} from './access.js';
import { refusalError, versionConflict } from './conflicts.js';
import { toActor, toWorkflowOrder } from './mapping.js';
import * as repo from './repository.js';
import { checkedAmounts, linesWithVat, orderAmounts } from './vat.js';

const TEMP_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The workflow's automatic submit (DESIGN §3), tried after a change that may complete an order.
 * The workflow feature supplies it (app.ts passes it to orderRoutes): orders keeps order data,
 * lists and files, and does not reach into the engine.
 */
export type SubmitIfComplete = (tx: Tx, orderId: string, now: Date) => Promise<ServiceEvent[]>;

async function parseSpreadsheet(upload: Upload) {
  try {
    return await parseInWorker({
      bytes: upload.bytes,
      fileName: upload.fileName,
      contentType: upload.declaredType,
    });
  } catch (err) {
    if (err instanceof SpreadsheetError) throw new AppError(err.code, err.text);
    if (err instanceof ParseBusyError) throw new AppError('RATE_LIMITED', err.text);
    throw new AppError('VALIDATION_FAILED', msg('uploadParseFailed'));
  }
}

export async function parseFile(
  deps: Deps,
  caller: SessionUser,
  upload: Upload,
  clientAccountNo: string | null = null,
) {
  const parsed = await parseSpreadsheet(upload);
  const { lines, vatSAR, payableSAR } = await linesWithVat(deps, deps.db, parsed.lines);
  const now = deps.now();
  const warnings = await priceWarnings(
    deps.database,
    { accountNo: clientAccountNo, company: companyScope(toActor(caller)) },
    parsed.lines.map((line, index) => ({
      row: parsed.lineRows[index] ?? index + 2,
      itemCode: line.itemCode,
      publicPrice: line.publicPrice,
    })),
    { now, tolerancePercent: deps.config.PRICE_TOLERANCE_PERCENT },
  );
  const temp = await repo.insertTempFile(deps.db, {
    userId: caller.id,
    fileName: upload.fileName,
    contentType: parsed.contentType,
    sizeBytes: upload.bytes.length,
    content: upload.bytes,
    parsed: { lines, errors: parsed.errors, totalValueSAR: parsed.totalValueSAR, vatSAR, payableSAR },
    expiresAt: new Date(now.getTime() + TEMP_FILE_TTL_MS),
  });
  return {
    lines,
    errors: parsed.errors,
    warnings,
    totalValueSAR: parsed.totalValueSAR,
    vatSAR,
    payableSAR,
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
  deps: Deps,
  tx: Tx,
  caller: SessionUser,
  order: repo.OrderRow,
  lines: OrderLine[],
  sheet: { fileName: string; contentType: string; stored: StoredFile },
  now: Date,
  submitIfComplete: SubmitIfComplete,
) {
  if (lines.length === 0) throw validationFailed([{ path: 'lines', message: msg('atLeastOneLine') }]);
  const computed = checkedAmounts(await linesWithVat(deps, tx, lines));
  await repo.replaceLines(tx, order.id, lineValues(computed.lines));
  await repo.insertFile(tx, {
    ...storedColumns(sheet.stored),
    orderId: order.id,
    kind: 'lines_source',
    fileName: sheet.fileName,
    contentType: sheet.contentType,
    uploadedBy: caller.id,
    createdAt: now,
  });
  const updated = await repo.updateOrderIf(
    tx,
    order.id,
    { status: order.status, version: order.version },
    { ...orderAmounts(computed), updatedAt: now },
  );
  if (!updated) throw versionConflict(order.version + 1);
  const events = await recordChange(
    tx,
    caller,
    updated,
    'lines-imported',
    `${lines.length} lines from ${sheet.fileName}`,
    now,
    { name: sheet.fileName, lineCount: lines.length },
  );
  return [...events, ...(await submitIfComplete(tx, order.id, now))];
}

export async function saveParsedFile(
  deps: Deps,
  caller: SessionUser,
  orderId: string,
  tempFileId: string,
  submitIfComplete: SubmitIfComplete,
) {
  const temp = await repo.findTempFile(deps.db, tempFileId, caller.id);
  if (!temp || temp.expiresAt <= deps.now()) throw notFound('whatParsedFile');
  const parsed = temp.parsed as { lines: OrderLine[]; errors: string[] };
  const now = deps.now();
  const sheet = { bytes: temp.content, contentType: temp.contentType };
  await withStoredFiles(deps.files, [sheet], ([stored]) =>
    inTransaction(deps, async (tx, events) => {
      const order = await lockForEdit(tx, caller, orderId, null, now);
      events.push(
        ...(await replaceLinesFromSheet(
          deps,
          tx,
          caller,
          order,
          parsed.lines,
          { fileName: temp.fileName, contentType: temp.contentType, stored: stored! },
          now,
          submitIfComplete,
        )),
      );
      await repo.deleteTempFile(tx, temp.id);
    }),
  );
  return getOrderDetail(deps, caller, orderId);
}

export async function uploadToOrder(
  deps: Deps,
  caller: SessionUser,
  orderId: string,
  upload: Upload,
  options: { replaceLines: boolean; attachmentType?: AttachmentType },
  submitIfComplete: SubmitIfComplete,
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
    throw validationFailed([{ path: 'attachmentType', message: msg('chooseAttachmentType') }]);
  }

  const now = deps.now();
  const file = { bytes: upload.bytes, contentType };
  await withStoredFiles(deps.files, [file], ([stored]) =>
    inTransaction(deps, async (tx, events) => {
      const order = supporting
        ? await lockForDocument(tx, orderId, allowed)
        : await lockForEdit(tx, caller, orderId, null, now);
      await recordEffect(tx, orderId);
      if (lines) {
        const sheet = { fileName: upload.fileName, contentType, stored: stored! };
        events.push(
          ...(await replaceLinesFromSheet(deps, tx, caller, order, lines, sheet, now, submitIfComplete)),
        );
        return;
      }
      const row = await repo.insertFile(tx, {
        ...storedColumns(stored!),
        orderId,
        kind: options.attachmentType!,
        fileName: upload.fileName,
        contentType,
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
        { type: 'order:attachment:new', orderId, medicalCompany: order.medicalCompany, attachmentId: row.id },
        ...(await recordChange(
          tx,
          caller,
          updated,
          'attachment-added',
          `${options.attachmentType}: ${row.fileName}`,
          now,
          { name: row.fileName, attachmentType: options.attachmentType },
        )),
        ...(await submitIfComplete(tx, orderId, now)),
      );
    }),
  );
  return getOrderDetail(deps, caller, orderId);
}

/** A stored file with its bytes, for a caller who can see the order it belongs to. */
export async function loadDownload(deps: Deps, caller: SessionUser, fileId: string) {
  const found = await repo.findFileWithOrder(deps.db, eq(repo.filesTable.id, fileId));
  if (!found?.orderId) throw notFound('whatAttachment');
  await loadVisibleOrder(deps, caller, found.orderId).catch(() => {
    throw notFound('whatAttachment');
  });
  return found.file;
}
