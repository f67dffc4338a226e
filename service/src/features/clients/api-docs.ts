import type { ApiDocs } from '../../http/api-route.js';

const STAFF = ' Staff and administrators only: a medical company gets 404 (it never sees credit).';
const EDITORS =
  ' Sales & Collection Review, Credit Review and administrators edit clients (others 403; a medical company 404).';
const COLLECTORS =
  ' Sales & Collection Review and administrators record payments and receivables (others 403; a medical company 404).';

/**
 * The summary and description of each clients and credit operation in the contract, by
 * operationId; the routes hold their wiring. An entry lists the two in the order the contract
 * does.
 */
export const CLIENTS_API_DOCS = {
  listClients: {
    summary: 'The client master, searched and paged',
    description:
      'Clients by name. Staff get every field; a medical company gets only name and account number, and only of the clients its own company’s orders named (the New Order picker).',
  },
  createClient: {
    summary: 'Add a client to the master',
    description: `A new client is ACTIVE with 30 days' terms and no credit limit unless given. An account number already known (any letter case) answers 409.${EDITORS}`,
  },
  importClients: {
    summary: 'Upsert clients from a spreadsheet by account number (all rows or none)',
    description: `Reads the Clients_Template.xlsx columns (.xlsx or .csv): a new account number adds a client, a known one updates the cells given. When any row fails nothing changes and \`errors\` names each row and field. Changes of limit, terms or status are kept in each client's history under \`reason\` (default "Client master import"). dryRun=true checks without changing anything.${EDITORS}`,
  },
  getClientsTemplate: {
    summary: 'Clients_Template.xlsx: the format importClients reads',
    description: `The workbook with the header row, two example rows and instructions.${STAFF}`,
  },
  getClient: {
    summary: 'A client with the history of its credit changes',
    description: `The account number matches in any letter case.${STAFF}`,
  },
  updateClient: {
    summary: 'Change a client (a change of limit, terms or status needs a reason)',
    description: `Fields left out keep their value. A change of creditLimitSAR, paymentTermsDays or status without \`reason\` (3..500) answers 422; with it, the change is kept in the client's history (actor, reason, before, after). ON_HOLD and BLOCKED need a statusReason.${EDITORS}`,
  },
  getClientCredit: {
    summary: 'Limit, exposure, available, overdue by bucket, last payment and findings',
    description: `Exposure = open receivables (after payments and credit notes, oldest due first) + approved orders not yet delivered. Aging by Asia/Riyadh calendar days. Findings are rendered in the caller's language.${STAFF}`,
  },
  getClientStatement: {
    summary: 'Documents, payments and how they were allocated',
    description: `Every receivable document oldest due first with what remains open, every payment, and the allocation of payments and credit notes to invoices (oldest due first).${STAFF}`,
  },
  importReceivables: {
    summary: 'Import invoices and credit notes by document number (a re-import replaces)',
    description: `A spreadsheet (.xlsx or .csv, the Receivables_Template.xlsx columns, multipart field \`file\`) or JSON \`{"documents": [...]}\`. Idempotent: a document is known by kind and number, and importing it again replaces it. Every account number must be in the client master. All rows or none; errors per row (JSON: index + 1). Payments recorded before an import of a client's documents stop counting for that client (the ERP's snapshot includes them). mode=snapshot (off by default): the file is each named client's full list of open items, and that client's open documents the file does not list are marked paid (\`closed\` counts them). dryRun=true checks and counts without changing anything.${COLLECTORS}`,
  },
  getReceivablesTemplate: {
    summary: 'Receivables_Template.xlsx: the format importReceivables reads',
    description: `The workbook with the header row, an invoice, a credit note and instructions.${STAFF}`,
  },
  recordPayment: {
    summary: 'Record a payment received from a client',
    description: `The payment lowers the client's open receivables, allocated to its invoices oldest due first, until the next receivables import for the client. A payment is known by its account number and reference (any case): recording one already recorded answers 409. An unknown account number answers 404.${COLLECTORS}`,
  },
  importPayments: {
    summary: "Import the ERP's payments file (idempotent by account and reference)",
    description: `A spreadsheet (.xlsx or .csv, the Payments_Template.xlsx columns, multipart field \`file\`) or JSON \`{"payments": [...]}\`. A payment is known by its account number and reference (any case): one already recorded, by hand or by an earlier import, is left unchanged, or corrected to the file's date, amount and method; a new one is added. Payments are applied to the client's invoices oldest due first. An imported payment counts toward the client's credit when dated after the client's last receivables import. Every account number must be in the client master; no date after today. All rows or none; errors per row (JSON: a 422 naming payments.N.field). dryRun=true checks and counts without changing anything.${COLLECTORS}`,
  },
  getPaymentsTemplate: {
    summary: 'Payments_Template.xlsx: the format importPayments reads',
    description: `The workbook with the header row, two example payments and instructions.${STAFF}`,
  },
  getOrderReview: {
    summary: "The client's credit with this order counted, and every finding",
    description: `credit is null when the order's account number is not in the client master (then the CLIENT_UNKNOWN finding says so).${STAFF}`,
  },
  getCreditReport: {
    summary: 'The credit report: aging of every client, totals and the largest exposures',
    description: `Each client's open receivables (after payments and credit notes, oldest due first), approved undelivered orders, exposure, available and overdue amounts by bucket (1–30, 31–60, 61–90, 90+ Asia/Riyadh days), sorted and paged; the totals and the ten largest exposures are over every client matching q.${STAFF}`,
  },
  exportCreditReport: {
    summary: 'The credit report as .xlsx (every matching client, amounts as number cells)',
    description: `The rows of getCreditReport for every client matching q, in its sort order, headed in English or Arabic.${STAFF}`,
  },
} as const satisfies ApiDocs;
