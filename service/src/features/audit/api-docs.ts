import type { ApiDocs } from '../../http/api-route.js';

/**
 * The summary and description of each audit operation in the contract, by operationId; the routes
 * hold their wiring. An entry lists the two in the order the contract does.
 */
export const AUDIT_API_DOCS = {
  listAudit: {
    summary: 'Audit trail entries, newest first',
    description:
      'Filtered by actor, kind and time; paged by cursor (nextCursor). Administrators only (others 403).',
  },
  verifyAudit: {
    summary: "Checks the audit trail's hash chain",
    description:
      'Links entries not yet chained, then recomputes every hash; names the first entry whose hash or link is wrong. Administrators only (others 403).',
  },
  exportAudit: {
    summary: 'The filtered entries as audit-{date}.xlsx (or format=csv)',
    description:
      "Headed in the request's language (Accept-Language); entry numbers are number cells and times date cells (Riyadh) in the xlsx, ISO 8601 in the CSV. Administrators only (others 403).",
  },
} as const satisfies ApiDocs;
