import { z } from '@hono/zod-openapi';
import { AUDIT_KINDS, AUDIT_PAGE_MAX } from '@tawreed/domain';
import { safeText } from '../../http/inputs.js';

const instant = (description: string) =>
  z
    .string()
    .max(40)
    .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'Not a date or time' })
    .optional()
    .openapi({ description, example: '2027-03-31T00:00:00Z' });

/** The filters of the list and of the export. */
export const auditFilters = z.object({
  actor: safeText('labelSearch', 254).trim().min(1).optional().openapi({
    description: "An account id (uuid), or text found in the actor's label (email, cli, system)",
  }),
  kind: z.enum(AUDIT_KINDS).optional().openapi({ description: 'One kind of event' }),
  from: instant('Entries at or after this time (ISO 8601 date or date-time)'),
  to: instant('Entries before this time (ISO 8601 date or date-time)'),
});

export const auditListQuery = auditFilters.extend({
  cursor: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/)
    .optional()
    .openapi({ description: "The previous page's nextCursor: entries older than it" }),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50).openapi({ example: 50 }),
});

export const auditExportQuery = auditFilters.extend({
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});

export const auditEntrySchema = z
  .object({
    seq: z.number().int().openapi({ description: 'The entry number, in the order entries were written' }),
    id: z.string().uuid(),
    at: z.string().datetime(),
    actorId: z.string().uuid().nullable(),
    actorLabel: z.string().openapi({ description: "The actor's email at the time, or cli / system" }),
    kind: z.enum(AUDIT_KINDS),
    subject: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).openapi({ description: 'Structured: keys and parameters' }),
    chained: z
      .boolean()
      .openapi({ description: 'False for a moment after the change, until the chainer links it' }),
  })
  .openapi('AuditEntry');

export const auditPageSchema = z
  .object({
    entries: z.array(auditEntrySchema),
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: 'Pass as cursor for older entries; null on the last page' }),
  })
  .openapi('AuditPage');

export const auditVerificationSchema = z
  .object({
    ok: z.boolean(),
    entries: z.number().int().openapi({ description: 'How many entries the chain holds' }),
    firstBroken: z
      .object({ seq: z.number().int(), id: z.string().uuid() })
      .nullable()
      .openapi({ description: 'The first entry whose hash or link is wrong (or that is missing)' }),
  })
  .openapi('AuditVerification');

export type AuditFilters = z.infer<typeof auditFilters>;
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;
