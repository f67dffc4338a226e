/**
 * The client import (DESIGN §11, issue 27): parsed rows upserted by account number, checked whole
 * in rolled-back batches, then written in short transactions of CLIENT_IMPORT_BATCH_ROWS rows.
 */
import { accountKey, msg, type NewClient } from '@tawreed/domain';
import type { DbOrTx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { AppError, type ValidationIssue } from '../../http/errors.js';
import { type RowError, rowMessage } from '../spreadsheets/import-sheets.js';
import { announceCredit } from './credit-events.js';
import { settleCreditMarks } from './credit-marks.js';
import * as repo from './repository.js';
import { applyChanges, assertCanEditClients, auditNewClient, stateIssues, toColumns } from './service.js';

/** Rows of a client import per transaction (issue 27: no import holds one long transaction). */
export const CLIENT_IMPORT_BATCH_ROWS = 100;

type ClientImportRow = { row: number; input: NewClient };
type ClientImportCounts = { created: number; updated: number; unchanged: number };

/**
 * Upserts parsed client rows by account number. A row for a known client changes only the
 * fields it gives; a credit change is kept in the history under `reason`. The file is checked
 * whole first, CLIENT_IMPORT_BATCH_ROWS rows per transaction each rolled back, so a row that
 * fails changes nothing; then written in batches of the same rows, each its own short
 * transaction. Only a change someone else makes between the check and the write (another
 * request creating the same account, say) can stop it part-way: that batch is rolled back whole,
 * the batches before it stay written, and the answer names the row (`applied: false` with the
 * counts written).
 */
export async function upsertClients(
  deps: Deps,
  caller: SessionUser,
  rows: ClientImportRow[],
  options: { reason: string; dryRun: boolean },
) {
  assertCanEditClients(caller);
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  for (const { row, input } of rows) {
    const key = accountKey(input.accountNo);
    const first = seen.get(key);
    if (first !== undefined)
      errors.push({
        row,
        field: 'accountNo',
        message: rowMessage(row, msg('accountTwice', { accountNo: input.accountNo })),
      });
    seen.set(key, row);
  }
  const none = { created: 0, updated: 0, unchanged: 0 };
  if (errors.length) return { applied: false, ...none, errors };
  const batches: ClientImportRow[][] = [];
  for (let start = 0; start < rows.length; start += CLIENT_IMPORT_BATCH_ROWS)
    batches.push(rows.slice(start, start + CLIENT_IMPORT_BATCH_ROWS));
  const rollback = new Error('rollback');
  /** One batch in one transaction: rolled back when `keep` is false or a row fails. */
  const runBatch = async (batch: ClientImportRow[], keep: boolean) => {
    const result = { counts: { ...none }, announced: [] as string[], errors: [] as RowError[] };
    try {
      await inTransaction(deps, async (tx) => {
        await upsertClientBatch(tx, caller, batch, options.reason, deps.now(), result);
        if (result.errors.length || !keep) throw rollback;
      });
    } catch (error) {
      if (error !== rollback) throw error;
    }
    return result;
  };
  const add = (into: ClientImportCounts, from: ClientImportCounts) => {
    into.created += from.created;
    into.updated += from.updated;
    into.unchanged += from.unchanged;
  };
  const checked = { ...none };
  for (const batch of batches) {
    const result = await runBatch(batch, false);
    errors.push(...result.errors);
    add(checked, result.counts);
  }
  if (errors.length) return { applied: false, ...none, errors };
  if (options.dryRun) return { applied: false, ...checked, errors };
  const written = { ...none };
  const announced: string[] = [];
  let stopped: RowError[] = [];
  for (const batch of batches) {
    const result = await runBatch(batch, true);
    if (result.errors.length) {
      const row = result.errors[0]!.row;
      stopped = [{ row, field: '', message: msg('importStoppedAt', { row }) }, ...result.errors];
      break;
    }
    add(written, result.counts);
    announced.push(...result.announced);
  }
  if (announced.length || written.created || written.updated) {
    await settleCreditMarks(deps);
    await announceCredit(deps, announced);
  }
  return { applied: !stopped.length, ...written, errors: stopped };
}

/** Applies one batch of client rows in `tx`, adding its counts, announcements and row errors to `into`. */
async function upsertClientBatch(
  tx: DbOrTx,
  caller: SessionUser,
  batch: ClientImportRow[],
  reason: string,
  now: Date,
  into: { counts: ClientImportCounts; announced: string[]; errors: RowError[] },
) {
  const existing = new Map(
    (
      await repo.findClientsByAccounts(
        tx,
        batch.map((r) => r.input.accountNo),
      )
    ).map((c) => [accountKey(c.accountNo), c]),
  );
  for (const { row, input } of batch) {
    try {
      const current = existing.get(accountKey(input.accountNo));
      if (!current) {
        const status = input.status ?? 'ACTIVE';
        stateIssues({ status, statusReason: input.statusReason ?? null });
        const inserted = await repo.insertClient(tx, {
          ...toColumns(input),
          accountNo: input.accountNo,
          name: input.name,
          status,
        });
        if (!inserted) throw new AppError('CONFLICT', msg('clientExists', { accountNo: input.accountNo }));
        await auditNewClient(tx, caller, inserted, now);
        into.counts.created++;
        into.announced.push(input.accountNo);
      } else {
        const { accountNo: _accountNo, ...changes } = input;
        const result = await applyChanges(tx, caller, current, { ...changes, reason }, now);
        into.counts[result.changed ? 'updated' : 'unchanged']++;
        if (result.creditChanged) into.announced.push(current.accountNo);
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const issues = (error.details?.issues as ValidationIssue[] | undefined) ?? [
        { path: error.code === 'CONFLICT' ? 'accountNo' : '', message: error.text },
      ];
      for (const issue of issues)
        into.errors.push({ row, field: issue.path, message: rowMessage(row, issue.message) });
    }
  }
}
