/**
 * Writing the audit trail (DESIGN §13). An entry is written in the transaction of the change
 * it records (one INSERT; a rolled-back change leaves no entry), so a change and its entry
 * commit together. Nothing else is locked: the chain is made later by the chainer (chain.ts).
 */
import { AUDIT_ACTOR_CLI, AUDIT_ACTOR_SYSTEM, type AuditKind } from '@tawreed/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditEntries } from '../../db/schema.js';

/**
 * Who acted: a person (id, and email at the time: read from the account when not given) or,
 * with no id, the command line or the service.
 */
export type AuditActor = { id: string; label?: string } | { id: null; label: string };

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

export const actorOf = (user: { id: string; email: string }): AuditActor => ({
  id: user.id,
  label: user.email,
});
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
      actorLabel:
        input.actor.label !== undefined
          ? input.actor.label.slice(0, LABEL_MAX)
          : sql`coalesce((select email from users where id = ${input.actor.id}::uuid), '')`,
      subject: input.subject ?? null,
      details: cleanDetails(input.details),
    })),
  );
}

/**
 * The entries as one INSERT … SELECT over `gate` (a CTE of the caller's statement): written only
 * when the gate has a row, so a step that folds its writes into one statement (a workflow
 * transition) audits in that same round trip.
 */
export function auditInsertSql(inputs: AuditInput[], gate: string): SQL | null {
  if (!inputs.length) return null;
  const rows = inputs.map(
    (input) =>
      sql`(${input.at?.toISOString() ?? null}::timestamptz, ${input.actor.id}::uuid, ${input.actor.label ?? null}::text,
        ${input.kind}::text, ${input.subject ?? null}::text, ${JSON.stringify(cleanDetails(input.details))}::jsonb)`,
  );
  return sql`insert into ${auditEntries} (at, actor_id, actor_label, kind, subject, details)
    select coalesce(v.at, now()), v.actor_id,
      coalesce(v.actor_label, (select email from users u where u.id = v.actor_id), ''), v.kind, v.subject, v.details
    from ${sql.identifier(gate)}, (values ${sql.join(rows, sql`, `)}) as v(at, actor_id, actor_label, kind, subject, details)`;
}
