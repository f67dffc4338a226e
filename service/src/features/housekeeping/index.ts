import { riyadhDate } from '@tawreed/domain';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { writeOutbox } from '../../db/outbox.js';
import { files, idempotencyKeys, orders, rateLimits, sessions, tempFiles } from '../../db/schema.js';
import type { ServiceEvent } from '../../events/types.js';
import type { Deps } from '../../http/context.js';
import { chainAudit } from '../audit/chain.js';
import { deleteExpiredChallenges } from '../auth/mfa/passkey-repository.js';
import { refreshAgingSums } from '../clients/aging.js';
import { refreshCreditMarks } from '../clients/credit-marks.js';
import { removeObjects } from '../files/objects.js';
import { scanStockAlerts } from '../inventory/alerts.js';
import * as ordersRepo from '../orders/repository.js';

const HOUR_MS = 60 * 60 * 1000;
/** An invoice uploaded for a delivery that never happened (DESIGN §7). */
export const UNLINKED_INVOICE_AGE_MS = 24 * HOUR_MS;
/**
 * An order created and never completed with its files (the create flow or an import that was
 * abandoned). Long enough for an interrupted import to be resumed the next working day.
 */
export const ABANDONED_DRAFT_AGE_MS = 7 * 24 * HOUR_MS;
/** How often each instance offers to do the housekeeping; one at a time does it. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;
/** Any number, the same on every instance: the advisory lock that makes the pass one at a time. */
export const HOUSEKEEPING_LOCK = 7_420_311;
/** Drafts removed per pass, each in its own transaction (counters kept right). */
const DRAFTS_PER_PASS = 500;

export interface HousekeepingReport {
  /** False when another instance held the lock and this pass did nothing. */
  ran: boolean;
  sessions: number;
  /** Passkey challenges nobody answered (DESIGN §13). */
  webauthnChallenges: number;
  rateLimits: number;
  parseResults: number;
  idempotencyKeys: number;
  unlinkedInvoices: number;
  abandonedDrafts: number;
  /** Objects in the bucket that no file row names (FILE_STORE=s3), older than an hour. */
  orphanObjects: number;
}

/** An object younger than this may belong to an upload whose row is not committed yet. */
export const ORPHAN_OBJECT_AGE_MS = HOUR_MS;

/**
 * Removes what requests leave behind: expired or revoked sessions, passkey challenges nobody
 * answered, spent rate-limit counters,
 * parse results past their 24 h, idempotency records past their 24 h or whose request died
 * (their 60 s lease is over), invoices never linked to a delivery within 24 h, and orders left
 * SUBMITTED for a week. Only one instance at a time does it (an advisory lock held for the pass).
 */
export async function runHousekeeping(
  deps: Pick<Deps, 'db' | 'now' | 'events' | 'files' | 'logger'>,
): Promise<HousekeepingReport> {
  const now = deps.now();
  // Removed drafts are told like any deletion: webhooks (outbox, same transaction) and live views.
  const deleted: ServiceEvent[] = [];
  // The objects of removed files go once the removal is committed.
  const removedObjects: string[] = [];
  const report = await deps.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK}) as locked`,
    );
    const locked = lock?.locked === true;
    const report: HousekeepingReport = {
      ran: locked,
      sessions: 0,
      webauthnChallenges: 0,
      rateLimits: 0,
      parseResults: 0,
      idempotencyKeys: 0,
      unlinkedInvoices: 0,
      abandonedDrafts: 0,
      orphanObjects: 0,
    };
    if (!locked) return report;
    const count = (rows: unknown[]) => rows.length;
    report.sessions = count(
      await tx
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, now)))
        .returning({ id: sessions.tokenHash }),
    );
    report.webauthnChallenges = await deleteExpiredChallenges(tx, now);
    report.rateLimits = count(
      await tx.delete(rateLimits).where(lt(rateLimits.resetAt, now)).returning({ key: rateLimits.key }),
    );
    report.parseResults = count(
      await tx.delete(tempFiles).where(lt(tempFiles.expiresAt, now)).returning({ id: tempFiles.id }),
    );
    report.idempotencyKeys = count(
      await tx
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.expiresAt, now))
        .returning({ key: idempotencyKeys.key }),
    );
    const invoices = await tx
      .delete(files)
      .where(
        and(
          eq(files.kind, 'invoice'),
          isNull(files.orderId),
          lt(files.createdAt, new Date(now.getTime() - UNLINKED_INVOICE_AGE_MS)),
        ),
      )
      .returning({ id: files.id, storageKey: files.storageKey });
    report.unlinkedInvoices = count(invoices);
    removedObjects.push(...invoices.flatMap((row) => (row.storageKey ? [row.storageKey] : [])));
    const drafts = await tx
      .select({
        id: orders.id,
        medicalCompany: orders.medicalCompany,
        companyId: orders.companyId,
        status: orders.status,
      })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'SUBMITTED'),
          lt(orders.updatedAt, new Date(now.getTime() - ABANDONED_DRAFT_AGE_MS)),
        ),
      )
      .limit(DRAFTS_PER_PASS)
      .for('update', { skipLocked: true });
    for (const draft of drafts) {
      const keys = await ordersRepo.orderObjectKeys(tx, draft.id);
      if (!(await ordersRepo.deleteOrder(tx, draft))) continue;
      removedObjects.push(...keys);
      report.abandonedDrafts++;
      deleted.push({ type: 'order:deleted', orderId: draft.id, medicalCompany: draft.medicalCompany });
    }
    await writeOutbox(tx, deleted, now);
    return report;
  });
  if (deleted.length) await deps.events.publish(deleted);
  if (report.ran) {
    await removeObjects(deps, removedObjects);
    report.orphanObjects = await sweepOrphanObjects(deps, now);
  }
  return report;
}

/**
 * Removes the bucket's objects that no file row names: copies a failed request or a crash left
 * behind, and those whose deletion failed. Only objects older than ORPHAN_OBJECT_AGE_MS: a
 * younger one may be an upload whose row is still being written.
 */
export async function sweepOrphanObjects(deps: Pick<Deps, 'db' | 'files' | 'logger'>, now: Date) {
  const before = now.getTime() - ORPHAN_OBJECT_AGE_MS;
  let removed = 0;
  for await (const page of deps.files.list()) {
    const old = page.filter((object) => object.lastModified.getTime() < before).map((object) => object.key);
    if (old.length === 0) continue;
    const named = await deps.db
      .select({ key: files.storageKey })
      .from(files)
      .where(inArray(files.storageKey, old));
    const known = new Set(named.map((row) => row.key));
    const orphans = old.filter((key) => !known.has(key));
    if (orphans.length === 0) continue;
    await deps.files.remove(orphans);
    removed += orphans.length;
  }
  return removed;
}

/** Offers a pass now and then every interval; errors are logged, never thrown. */
export function startHousekeeping(deps: Deps, intervalMs = HOUSEKEEPING_INTERVAL_MS) {
  let running: Promise<unknown> | null = null;
  const pass = () => {
    if (running) return;
    running = runHousekeeping(deps)
      .then((report) => {
        const removed = Object.values(report).some((value) => typeof value === 'number' && value > 0);
        if (removed) deps.logger.info('housekeeping', { ...report });
      })
      .then(() => scanStockAlerts(deps))
      // Entries whose gap the chainer was waiting at (audit entries themselves are never removed).
      .then(() => chainAudit(deps.db))
      // Marks the calendar outdated at midnight are computed here, not by the first list read after it.
      .then(() => refreshCreditMarks(deps.db, { now: deps.now(), strict: deps.config.CREDIT_STRICT }))
      // Likewise the credit report's per-client sums for the new day.
      .then(() => refreshAgingSums(deps.db, riyadhDate(deps.now())))
      .catch((err: unknown) =>
        deps.logger.warn('housekeeping failed', { error: err instanceof Error ? err.message : String(err) }),
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(pass, 5_000);
  const timer = setInterval(pass, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
