/**
 * Writing the audit trail (DESIGN §13). An entry is written in the transaction of the change
 * it records (one INSERT; a rolled-back change leaves no entry), so a change and its entry
 * commit together. Nothing else is locked: the chain is made later by the chainer (chain.ts).
 */
import { AUDIT_ACTOR_CLI, AUDIT_ACTOR_SYSTEM, type AuditKind } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditEntries } from '../../db/schema.js';

/** Who acted: a person (id and email at the time) or, with no id, the command line or the service. */
export interface AuditActor {
  id: string | null;
  label: string;
}

/** A detail value: keys and parameters, never sentences. */
export type AuditDetail = string | number | boolean | null | AuditDetail[] | { [key: string]: AuditDetail };

export interface AuditInput {
  kind: AuditKind;
  actor: AuditActor;
  /** What it was done to: an account id, order id, client account, item code, price list id, setting. */
  subject?: string | null;
  details?: Record<string, AuditDetail | undefined>;
  /** When it happened; the database's clock when absent. */
  at?: Date;
}

/** The longest actor label kept (a failed sign-in's label is whatever email was typed). */
const LABEL_MAX = 254;

export const actorOf = (user: { id: string; email: string }): AuditActor => ({ id: user.id, label: user.email });
export const CLI_ACTOR: AuditActor = { id: null, label: AUDIT_ACTOR_CLI };
export const SYSTEM_ACTOR: AuditActor = { id: null, label: AUDIT_ACTOR_SYSTEM };

/** Undefined details are dropped (absent, not null). */
function cleanDetails(details: AuditInput['details']): Record<string, AuditDetail> {
  const out: Record<string, AuditDetail> = {};
  for (const [key, value] of Object.entries(details ?? {})) if (value !== undefined) out[key] = value;
  return out;
}

/** Appends entries in the caller's transaction (or alone, for what has no transaction: a failed sign-in). */
export async function audit(tx: DbOrTx, ...inputs: AuditInput[]): Promise<void> {
  if (!inputs.length) return;
  await tx.insert(auditEntries).values(
    inputs.map((input) => ({
      kind: input.kind,
      at: input.at ?? sql`now()`,
      actorId: input.actor.id,
      actorLabel: input.actor.label.slice(0, LABEL_MAX),
      subject: input.subject ?? null,
      details: cleanDetails(input.details),
    })),
  );
}
