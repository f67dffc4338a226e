import { z } from '@hono/zod-openapi';
import { idParam, jsonAnswer, jsonBody, routesTagged } from '../../http/api-route.js';
import {
  importRoute,
  spreadsheetAnswer,
  spreadsheetOrJsonBody,
  templateRoute,
} from '../../http/spreadsheet-routes.js';
import { uploadBody } from '../../http/uploads.js';
import { importQuery } from '../spreadsheets/import-dto.js';
import { CLIENTS_API_DOCS } from './api-docs.js';
import {
  accountNoParam,
  clientDetailSchema,
  clientImportResultSchema,
  clientListQuery,
  clientListSchema,
  clientSchema,
  createClientBody,
  createPaymentBody,
  creditReportExportQuery,
  creditReportQuery,
  creditReportSchema,
  creditSchema,
  orderReviewSchema,
  paymentDto,
  paymentsImportResultSchema,
  paymentsJsonBody,
  receivablesImportQuery,
  receivablesImportResultSchema,
  receivablesJsonBody,
  statementSchema,
  updateClientBody,
} from './dto.js';

const route = routesTagged(['Clients and credit'], CLIENTS_API_DOCS);

export const listClients = route('get', '/api/clients', 'listClients', {
  request: { query: clientListQuery },
  responses: { 200: jsonAnswer('A page of clients', clientListSchema) },
});

export const createClient = route('post', '/api/clients', 'createClient', {
  request: { body: jsonBody(createClientBody) },
  responses: { 201: jsonAnswer('The client', clientSchema) },
  errors: [404, 409],
});

export const importClients = importRoute(route, '/api/clients/import', 'importClients', {
  request: {
    query: importQuery,
    body: uploadBody({
      reason: z
        .string()
        .min(3)
        .max(500)
        .optional()
        .openapi({ description: 'Kept in the history of credit changes' }),
    }),
  },
  result: clientImportResultSchema,
});

export const clientsTemplate = templateRoute(route, '/api/clients/import/template', 'getClientsTemplate');

/**
 * `GET /api/clients/{accountNo}<view>`: one client, its account number in any letter case, seen
 * one way (`answer` describes the view).
 */
function clientView<const V extends string, S extends z.ZodType>(
  view: V,
  operationId: keyof typeof CLIENTS_API_DOCS,
  answer: string,
  schema: S,
) {
  return route('get', `/api/clients/{accountNo}${view}`, operationId, {
    request: { params: accountNoParam },
    responses: { 200: jsonAnswer(answer, schema) },
  });
}

export const getClient = clientView('', 'getClient', 'The client', clientDetailSchema);

export const updateClient = route('patch', '/api/clients/{accountNo}', 'updateClient', {
  request: { params: accountNoParam, body: jsonBody(updateClientBody) },
  responses: { 200: jsonAnswer('The client', clientSchema) },
});

export const getCredit = clientView('/credit', 'getClientCredit', 'The credit answer', creditSchema);

export const getStatement = clientView('/statement', 'getClientStatement', 'The statement', statementSchema);

export const importReceivables = importRoute(route, '/api/receivables/import', 'importReceivables', {
  request: { query: receivablesImportQuery, body: spreadsheetOrJsonBody(receivablesJsonBody) },
  result: receivablesImportResultSchema,
});

export const receivablesTemplate = templateRoute(
  route,
  '/api/receivables/import/template',
  'getReceivablesTemplate',
);

export const recordPayment = route('post', '/api/payments', 'recordPayment', {
  request: { body: jsonBody(createPaymentBody) },
  responses: { 201: jsonAnswer('The payment', paymentDto) },
  errors: [404, 409],
});

export const importPayments = importRoute(route, '/api/payments/import', 'importPayments', {
  request: { query: importQuery, body: spreadsheetOrJsonBody(paymentsJsonBody) },
  result: paymentsImportResultSchema,
});

export const paymentsTemplate = templateRoute(route, '/api/payments/import/template', 'getPaymentsTemplate');

export const getOrderReview = route('get', '/api/orders/{id}/review', 'getOrderReview', {
  request: { params: idParam },
  responses: { 200: jsonAnswer('The review', orderReviewSchema) },
});

export const getCreditReport = route('get', '/api/reports/credit', 'getCreditReport', {
  request: { query: creditReportQuery },
  responses: { 200: jsonAnswer('A page of the report', creditReportSchema) },
  errors: [404],
});

export const exportCreditReport = route('get', '/api/reports/credit/export', 'exportCreditReport', {
  request: { query: creditReportExportQuery },
  responses: { 200: spreadsheetAnswer('The workbook') },
  errors: [404],
});
