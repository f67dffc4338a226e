import { jsonAnswer, routesTagged } from '../../http/api-route.js';
import { spreadsheetAnswer } from '../../http/spreadsheet-routes.js';
import { auditExportQuery, auditListQuery, auditPageSchema, auditVerificationSchema } from './dto.js';

/** Every audit route is the administrator's: 401 signed out, 403 any other role. */
const route = routesTagged(['Audit']);

export const listAudit = route('get', '/api/audit', 'listAudit', {
  summary: 'Audit trail entries, newest first',
  description:
    'Filtered by actor, kind and time; paged by cursor (nextCursor). Administrators only (others 403).',
  request: { query: auditListQuery },
  responses: { 200: jsonAnswer('A page of entries', auditPageSchema) },
  errors: [403],
});

export const verifyAudit = route('get', '/api/audit/verify', 'verifyAudit', {
  summary: "Checks the audit trail's hash chain",
  description:
    'Links entries not yet chained, then recomputes every hash; names the first entry whose hash or link is wrong. Administrators only (others 403).',
  responses: { 200: jsonAnswer('The verification', auditVerificationSchema) },
  errors: [403],
});

export const exportAudit = route('get', '/api/audit/export', 'exportAudit', {
  summary: 'The filtered entries as audit-{date}.xlsx (or format=csv)',
  description:
    "Headed in the request's language (Accept-Language); entry numbers are number cells and times date cells (Riyadh) in the xlsx, ISO 8601 in the CSV. Administrators only (others 403).",
  request: { query: auditExportQuery },
  responses: { 200: spreadsheetAnswer('The export', true) },
  errors: [403],
});
