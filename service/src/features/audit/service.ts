/**
 * Reading the audit trail (DESIGN §13): the administrator's filtered list (newest first, by
 * cursor) and its export in the caller's language.
 */
import {
  type AuditKind,
  auditKindKey,
  type Lang,
  type Message,
  neutraliseFormula,
  render,
  riyadhDate,
} from '@tawreed/domain';
import { and, desc, eq, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditEntries } from '../../db/schema.js';
import { riyadhCellDate } from '../spreadsheets/export.js';
import { EXPORT_FORMATS } from '../spreadsheets/export-columns.js';
import { pagedExport } from '../spreadsheets/paged-export.js';
import type { AuditEntryDto, AuditFilters } from './dto.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXPORT_PAGE = 1000;

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(filters: AuditFilters, before?: number): SQL[] {
  const where: SQL[] = [];
  if (filters.actor) {
    where.push(
      UUID.test(filters.actor)
        ? eq(auditEntries.actorId, filters.actor.toLowerCase())
        : ilike(auditEntries.actorLabel, likeText(filters.actor)),
    );
  }
  if (filters.kind) where.push(eq(auditEntries.kind, filters.kind));
  if (filters.from)
    where.push(sql`${auditEntries.at} >= ${new Date(filters.from).toISOString()}::timestamptz`);
  if (filters.to) where.push(sql`${auditEntries.at} < ${new Date(filters.to).toISOString()}::timestamptz`);
  if (before !== undefined) where.push(lt(auditEntries.seq, before));
  return where;
}

type AuditRow = typeof auditEntries.$inferSelect;

const toDto = (row: AuditRow): AuditEntryDto => ({
  seq: row.seq,
  id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorLabel: row.actorLabel,
  kind: row.kind as AuditKind,
  subject: row.subject,
  details: row.details,
  chained: row.link !== null,
});

function page(db: DbOrTx, filters: AuditFilters, limit: number, before?: number) {
  return db
    .select()
    .from(auditEntries)
    .where(and(...conditions(filters, before)))
    .orderBy(desc(auditEntries.seq))
    .limit(limit);
}

export async function listAudit(db: DbOrTx, query: AuditFilters & { cursor?: string; limit: number }) {
  const rows = await page(db, query, query.limit + 1, query.cursor ? Number(query.cursor) : undefined);
  const entries = rows.slice(0, query.limit).map(toDto);
  const more = rows.length > query.limit;
  return { entries, nextCursor: more ? String(entries.at(-1)!.seq) : null };
}

async function* allPages(db: DbOrTx, filters: AuditFilters) {
  let before: number | undefined;
  for (;;) {
    const rows = await page(db, filters, EXPORT_PAGE, before);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_PAGE) return;
    before = rows.at(-1)!.seq;
  }
}

const heading = (lang: Lang, key: string) => render(lang, { key, params: {} } as unknown as Message);
const kindLabel = (lang: Lang, kind: string) => heading(lang, auditKindKey(kind as AuditKind));

export const auditExportFileName = (format: 'xlsx' | 'csv', now: Date) =>
  `audit-${riyadhDate(now)}.${format}`;

/** The filtered entries, newest first, as .xlsx (number and date cells) or CSV (ISO times). */
export function exportAudit(db: DbOrTx, filters: AuditFilters, format: 'xlsx' | 'csv', lang: Lang) {
  const keys = [
    'colAuditSeq',
    'colAuditActor',
    'colAuditKind',
    'colAuditSubject',
    'colAuditDetails',
    'colAuditHash',
  ];
  const text = (value: string | null) => neutraliseFormula(value ?? '');
  const rest = (row: AuditRow) => [
    text(row.actorLabel),
    text(kindLabel(lang, row.kind)),
    text(row.subject),
    text(JSON.stringify(row.details)),
    row.hash ?? '',
  ];
  const headers = (atKey: string) => [
    heading(lang, keys[0]!),
    heading(lang, atKey),
    ...keys.slice(1).map((key) => heading(lang, key)),
  ];
  return pagedExport(format, {
    pages: allPages(db, filters),
    csv: {
      headers: headers('colAuditAtIso'),
      row: (row) => [String(row.seq), row.at.toISOString(), ...rest(row)],
    },
    xlsx: {
      sheet: 'Audit',
      headers: headers('colAuditAtRiyadh'),
      row: (row) => [row.seq, riyadhCellDate(row.at.toISOString()), ...rest(row)],
      columns: [
        { width: 10, style: { numFmt: '0' } },
        { width: 20, style: { numFmt: EXPORT_FORMATS.dateTime } },
        { width: 32 },
        { width: 28 },
        { width: 38 },
        { width: 60 },
        { width: 66 },
      ],
      rightToLeft: lang === 'ar',
    },
  });
}
