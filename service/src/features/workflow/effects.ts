/**
 * What each workflow action writes of its own, inside the transition's transaction (the
 * engine, engine.ts, names them in its action table). Each answers the order and
 * warehouse columns it adds to the transition's update.
 */
import { msg, riyadhDate } from '@tawreed/domain';
import type { Tx } from '../../db/client.js';
import { storedColumns } from '../../db/file-store.js';
import { AppError, validationFailed } from '../../http/errors.js';
import { recordEffect } from '../../http/idempotency.js';
import { checkFileType } from '../files/file-types.js';
import * as appealsRepo from '../orders/appeals-repository.js';
import * as repo from '../orders/repository.js';
import type { StepInput, StepWrites, WorkflowStep } from './input.js';

/** Numbers read like the warehouse's: a prefix, the date and the order's short id. */
function warehouseNumber(prefix: 'PL' | 'DN', orderId: string, now: Date) {
  return `${prefix}-${riyadhDate(now).replaceAll('-', '')}-${orderId.slice(0, 6).toUpperCase()}`;
}

export async function pickList({ orderId, now }: WorkflowStep): Promise<StepWrites> {
  return { warehouse: { pickListNumber: warehouseNumber('PL', orderId, now) } };
}

/** Who rejected and why, for the appeal rules and the rejection-actor answer. */
export async function recordRejection(tx: Tx, { orderId, actor, input, now }: WorkflowStep) {
  await repo.insertRejection(tx, {
    orderId,
    actorId: actor.id,
    actorRole: actor.role,
    comment: input.comment ?? '',
    createdAt: now,
  });
  return { order: { rejectedByRole: actor.role } };
}

export async function deliveryNote({ orderId, input, now }: WorkflowStep): Promise<StepWrites> {
  return { warehouse: { deliveryNoteNo: input.deliveryNoteNo || warehouseNumber('DN', orderId, now) } };
}

/** The expected date as a day not in the past (Asia/Riyadh), checked before anything is locked. */
function expectedDelivery(input: StepInput, now: Date): Date {
  const expected = new Date(input.expectedDeliveryDate ?? '');
  if (Number.isNaN(expected.getTime())) {
    throw validationFailed([{ path: 'expectedDeliveryDate', message: msg('expectedDateRequired') }]);
  }
  if (riyadhDate(expected) < riyadhDate(now)) {
    throw validationFailed([{ path: 'expectedDeliveryDate', message: msg('expectedDateNotPast') }]);
  }
  return expected;
}

/** Checks the expected date before anything is locked (prepare), so the step only records it. */
export function checkExpectedDelivery(input: StepInput, now: Date): StepInput {
  expectedDelivery(input, now);
  return input;
}

export const transportComment = (input: StepInput) =>
  `Expected delivery ${riyadhDate(new Date(input.expectedDeliveryDate ?? ''))}`;

export async function scheduleTransport({ input }: WorkflowStep): Promise<StepWrites> {
  return { warehouse: { expectedDeliveryDate: new Date(input.expectedDeliveryDate ?? '') } };
}

/** The invoice a delivery names: uploaded by this caller, or already this order's. */
async function linkDeliveryInvoice(tx: Tx, { orderId, actor, input }: WorkflowStep) {
  if (!input.deliveryInvoicePath) return null;
  const name = input.deliveryInvoicePath.replace(/^\/?uploads\//, '');
  const invoice = await appealsRepo.findInvoice(tx, name);
  if (
    !invoice ||
    (invoice.orderId && invoice.orderId !== orderId) ||
    (!invoice.orderId && invoice.uploadedBy !== actor.id)
  ) {
    throw validationFailed([{ path: 'deliveryInvoicePath', message: msg('unknownInvoiceFile') }]);
  }
  await appealsRepo.linkInvoice(tx, invoice.id, orderId);
  return `/uploads/${name}`;
}

export async function recordDelivery(tx: Tx, step: WorkflowStep): Promise<StepWrites> {
  const { input, now, warehouse } = step;
  const invoicePath = await linkDeliveryInvoice(tx, step);
  let delivered = now;
  if (input.actualDeliveryDate) {
    delivered = new Date(input.actualDeliveryDate);
    const earliest = warehouse?.transportedAt ?? warehouse?.dispatchedAt;
    if (delivered.getTime() > now.getTime() + 5 * 60_000 || (earliest && delivered < earliest)) {
      throw validationFailed([{ path: 'actualDeliveryDate', message: msg('deliveryDateBetween') }]);
    }
  }
  return { warehouse: { actualDeliveryDate: delivered, deliveryInvoicePath: invoicePath } };
}

export async function failedDelivery({ input }: WorkflowStep): Promise<StepWrites> {
  return { warehouse: { notDeliveredReason: input.notDeliveredReason ?? '' } };
}

/** Each evidence file's type, checked before the order is locked (415 for a file that is not one). */
export async function appealEvidence(input: StepInput): Promise<StepInput> {
  const checkedEvidence: NonNullable<StepInput['checkedEvidence']> = [];
  for (const upload of input.evidence ?? []) {
    checkedEvidence.push({ upload, type: await checkFileType(upload, 'evidence') });
  }
  return { ...input, checkedEvidence };
}

export async function fileAppeal(tx: Tx, { orderId, actor, input, now }: WorkflowStep) {
  await recordEffect(tx, orderId);
  const appeal = await appealsRepo.insertAppeal(tx, {
    orderId,
    status: 'PENDING',
    comment: input.comment ?? '',
    submittedBy: actor.id,
    createdAt: now,
  });
  const evidence = input.checkedEvidence ?? [];
  for (const [index, { upload, type }] of evidence.entries()) {
    const stored = input.storedEvidence?.[index];
    if (!stored) throw new Error('appeal evidence reached the transaction without being stored');
    await repo.insertFile(tx, {
      ...storedColumns(stored),
      appealId: appeal.id,
      kind: 'appeal_evidence',
      fileName: upload.fileName,
      contentType: type.mime,
      uploadedBy: actor.id,
      createdAt: now,
    });
  }
  return undefined;
}

/** Credit review's decision on the pending appeal; a second decision finds none pending. */
export function decideAppeal(decision: 'ACCEPT' | 'REJECT') {
  return async function recordAppealDecision(tx: Tx, { actor, input, now }: WorkflowStep) {
    const decided = await appealsRepo.decideAppealRow(tx, input.appealId ?? '', {
      status: decision === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED',
      decision,
      decisionComment: input.comment || null,
      decidedBy: actor.id,
      decidedAt: now,
    });
    if (!decided) throw new AppError('INVALID_TRANSITION', msg('appealDecided'));
    return undefined;
  };
}
