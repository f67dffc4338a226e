import { jsonAnswer, routesTagged } from '../../http/api-route.js';
import { spreadsheetAnswer } from '../../http/spreadsheet-routes.js';
import { AUDIT_API_DOCS } from './api-docs.js';
import { auditExportQuery, auditListQuery, auditPageSchema, auditVerificationSchema } from './dto.js';

/** Every audit route is the administrator's: 401 signed out, 403 any other role. */
const route = routesTagged(['Audit'], AUDIT_API_DOCS, { errors: [403] });

export const listAudit = route('get', '/api/audit', 'listAudit', {
  request: { query: auditListQuery },
  responses: { 200: jsonAnswer('A page of entries', auditPageSchema) },
});

export const verifyAudit = route('get', '/api/audit/verify', 'verifyAudit', {
  responses: { 200: jsonAnswer('The verification', auditVerificationSchema) },
});

export const exportAudit = route('get', '/api/audit/export', 'exportAudit', {
  request: { query: auditExportQuery },
  responses: { 200: spreadsheetAnswer('The export', true) },
});
