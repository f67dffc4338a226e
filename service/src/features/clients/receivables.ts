/**
 * Receivables and payments (DESIGN §11): invoices and credit notes imported by document number
 * (merge, or a full snapshot per client), payments recorded one by one or imported from the
 * ERP's payments file. Allocation (oldest due first) is domain's allocateCredits, applied when
 * the credit is read; nothing here allocates.
 */
import {
  accountKey,
  msg,
  type PaymentInput,
  paymentIssue,
  paymentKey,
  type ReceivableDocumentInput,
} from '@tawreed/domain';
import { inTransaction } from '../../db/transaction.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { AppError, type ErrorText, validationFailed } from '../../http/errors.js';
import { type RowError, rowMessage } from '../spreadsheets/import-sheets.js';
import { announceCredit } from './credit-events.js';
import { settleCreditMarks } from './credit-marks.js';
import * as repo from './repository.js';
import { assertCanRecordPayments, clientOr404 } from './service.js';

/** `snapshot`: the file is each named client's full list of open documents (see importReceivables). */
type ReceivablesMode = 'merge' | 'snapshot';

const docKey = (d: { kind: string; number: string }) => `${d.kind}\u001f${d.number}`;

/**
 * What both imports start with: the caller's right to import, the row errors with their adder,
 * and the clients the rows name by account key (a row naming an unknown one is an error).
 */
async function startImport(
  deps: Deps,
  caller: SessionUser,
  rows: ReadonlyArray<{ input: { accountNo: string } }>,
) {
  assertCanRecordPayments(caller);
  const errors: RowError[] = [];
  const rowError = (row: number, field: string, message: ErrorText) =>
    errors.push({ row, field, message: rowMessage(row, message) });
  const found = await repo.findClientsByAccounts(
    deps.db,
    rows.map((r) => r.input.accountNo),
  );
  const clients = new Map(found.map((c) => [accountKey(c.accountNo), c]));
  return { errors, rowError, clients };
}

/**
 * Stores documents by kind and number: new ones are added, known ones replaced (idempotent: the
 * same import twice leaves the same rows). Each client named is marked as imported now, so the
 * payments recorded before this snapshot stop counting. With mode `snapshot` the file is each
 * named client's whole list of open items: that client's open documents the file does not
 * list are marked paid (open 0.00; clients the file does not name are left alone). Off by
 * default. All rows or none.
 */
export async function importReceivables(
  deps: Deps,
  caller: SessionUser,
  rows: Array<{ row: number; input: ReceivableDocumentInput }>,
  options: { dryRun: boolean; mode?: ReceivablesMode },
) {
  const { errors, rowError, clients } = await startImport(deps, caller, rows);
  const seen = new Set<string>();
  const documents: repo.DocumentWrite[] = [];
  const now = deps.now();
  for (const { row, input } of rows) {
    const client = clients.get(accountKey(input.accountNo));
    if (!client) {
      rowError(row, 'accountNo', msg('clientUnknownRow', { accountNo: input.accountNo }));
      continue;
    }
    const key = docKey(input);
    if (seen.has(key)) {
      rowError(row, 'number', msg('documentTwice', { number: input.number }));
      continue;
    }
    seen.add(key);
    documents.push({
      clientId: client.id,
      kind: input.kind,
      number: input.number,
      date: input.date,
      dueDate: input.dueDate ?? input.date,
      amountSar: input.amountSAR,
      openSar: input.openSAR,
    });
  }
  if (errors.length) return { applied: false, created: 0, replaced: 0, closed: 0, errors };
  const clientIds = [...new Set(documents.map((d) => d.clientId))];
  const known = await repo.existingDocuments(deps.db, documents);
  const replaced = documents.filter((d) => known.has(docKey(d))).length;
  const absent =
    options.mode === 'snapshot'
      ? (await repo.openDocumentsOf(deps.db, clientIds)).filter((d) => !seen.has(docKey(d)))
      : [];
  const counts = { created: documents.length - replaced, replaced, closed: absent.length };
  if (options.dryRun) return { applied: false, ...counts, errors };
  await inTransaction(deps, async (tx) => {
    await repo.upsertDocuments(tx, documents, { importedBy: caller.id, importedAt: now });
    if (options.mode === 'snapshot') {
      // Read again inside the transaction: only what is open now and still absent is closed.
      const open = await repo.openDocumentsOf(tx, clientIds);
      await repo.closeDocuments(
        tx,
        open.filter((d) => !seen.has(docKey(d))).map((d) => d.id),
        caller.id,
        now,
      );
    }
    await repo.markReceivablesImported(tx, clientIds, now);
  });
  await settleCreditMarks(deps);
  await announceCredit(
    deps,
    [...clients.values()].filter((c) => clientIds.includes(c.id)).map((c) => c.accountNo),
  );
  return { applied: true, ...counts, errors };
}

function paymentDto(
  payment: repo.PaymentRow,
  accountNo: string,
  recordedBy: { id: string; name: string } | null,
) {
  return {
    id: payment.id,
    accountNo,
    date: payment.date,
    amountSAR: payment.amountSar,
    reference: payment.reference,
    method: payment.method,
    recordedAt: payment.recordedAt.toISOString(),
    recordedBy,
  };
}

/** The stored row of a payment `recordedBy` records at `recordedAt`. */
const paymentRow = (clientId: string, input: PaymentInput, recordedBy: string, recordedAt: Date) => ({
  clientId,
  date: input.date,
  amountSar: input.amountSAR,
  reference: input.reference,
  method: input.method,
  recordedBy,
  recordedAt,
});

/**
 * POST /api/payments. A payment is known by its client and reference (paymentKey): recording
 * one already recorded (by hand or from the ERP's file) answers 409, never a second count.
 * The client's row is locked so two collectors recording the same payment take turns.
 */
export async function recordPayment(deps: Deps, caller: SessionUser, input: PaymentInput) {
  assertCanRecordPayments(caller);
  const issue = paymentIssue(input, deps.now());
  if (issue) throw validationFailed([issue]);
  const client = await clientOr404(deps.db, input.accountNo);
  const created = await inTransaction(deps, async (tx) => {
    await repo.lockClientsById(tx, [client.id]);
    const key = paymentKey(client.accountNo, input.reference);
    const taken = (await repo.paymentsOfClients(tx, [client.id])).some(
      (p) => paymentKey(client.accountNo, p.reference) === key,
    );
    if (taken)
      throw new AppError(
        'CONFLICT',
        msg('paymentExists', { reference: input.reference, accountNo: client.accountNo }),
      );
    return repo.insertPayment(tx, paymentRow(client.id, input, caller.id, deps.now()));
  });
  await settleCreditMarks(deps);
  await announceCredit(deps, [client.accountNo]);
  return paymentDto(created, client.accountNo, { id: caller.id, name: caller.name });
}

/**
 * Imports the ERP's payments file, all rows or none. Idempotent by (account, reference), the
 * decision recorded in paymentKey: a payment already known under that key (recorded by hand
 * or imported before) is the same payment — left unchanged when date, amount and method agree,
 * else corrected to the file's figures (the ERP is the book of record); a new key adds a
 * payment. Allocation to invoices is oldest due first, as for every payment (allocateCredits).
 */
export async function importPayments(
  deps: Deps,
  caller: SessionUser,
  rows: Array<{ row: number; input: PaymentInput }>,
  options: { dryRun: boolean },
) {
  const { errors, rowError, clients } = await startImport(deps, caller, rows);
  const now = deps.now();
  const seen = new Set<string>();
  const accepted: Array<{ input: PaymentInput; client: repo.ClientRow; key: string }> = [];
  for (const { row, input } of rows) {
    const issue = paymentIssue(input, now);
    if (issue) {
      rowError(row, issue.path, issue.message);
      continue;
    }
    const client = clients.get(accountKey(input.accountNo));
    if (!client) {
      rowError(row, 'accountNo', msg('clientUnknownRow', { accountNo: input.accountNo }));
      continue;
    }
    const key = paymentKey(client.accountNo, input.reference);
    if (seen.has(key)) {
      rowError(
        row,
        'reference',
        msg('paymentTwice', { reference: input.reference, accountNo: client.accountNo }),
      );
      continue;
    }
    seen.add(key);
    accepted.push({ input, client, key });
  }
  const none = { created: 0, replaced: 0, unchanged: 0 };
  if (errors.length) return { applied: false, ...none, errors };
  const counts = { ...none };
  const rollback = new Error('rollback');
  const clientIds = [...new Set(accepted.map((a) => a.client.id))];
  try {
    await inTransaction(deps, async (tx) => {
      // Locked: a second import of the same file (or a collector's POST) waits, then sees these rows.
      await repo.lockClientsById(tx, clientIds);
      const accountOf = new Map(accepted.map((a) => [a.client.id, a.client.accountNo]));
      const stored = new Map(
        (await repo.paymentsOfClients(tx, clientIds)).map((p) => [
          paymentKey(accountOf.get(p.clientId) ?? '', p.reference),
          p,
        ]),
      );
      const inserts: repo.PaymentWrite[] = [];
      const corrections: Parameters<typeof repo.updatePayments>[1][number][] = [];
      for (const { input, client, key } of accepted) {
        const current = stored.get(key);
        if (!current) {
          counts.created++;
          inserts.push({
            clientId: client.id,
            date: input.date,
            amountSar: input.amountSAR,
            reference: input.reference,
            method: input.method,
          });
        } else if (
          current.date === input.date &&
          current.amountSar === input.amountSAR &&
          current.method === input.method
        ) {
          counts.unchanged++;
        } else {
          counts.replaced++;
          corrections.push({
            id: current.id,
            date: input.date,
            amountSar: input.amountSAR,
            method: input.method,
          });
        }
      }
      // Set-based: one statement for the corrections, one for the new payments.
      await repo.updatePayments(tx, corrections);
      await repo.insertPayments(tx, inserts, { recordedBy: caller.id, recordedAt: now, source: 'IMPORT' });
      if (options.dryRun) throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  if (!options.dryRun && (counts.created || counts.replaced)) await settleCreditMarks(deps);
  if (!options.dryRun && (counts.created || counts.replaced))
    await announceCredit(
      deps,
      accepted.map((a) => a.client.accountNo),
    );
  return { applied: !options.dryRun, ...counts, errors };
}
