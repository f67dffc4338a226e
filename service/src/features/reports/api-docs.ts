import type { ApiDocs } from '../../http/api-route.js';

/**
 * The summary and description of each report operation in the contract, by operationId; the routes
 * hold their wiring. An entry lists the two in the order the contract does.
 */
export const REPORTS_API_DOCS = {
  getReport: {
    summary: 'Order analytics for a period, scoped to what the caller may see',
    description:
      'Orders by status and stage, value in SAR by company and region over time, stage turnaround ' +
      'from the order history, and SLA breaches. Orders are selected by their order date.',
  },
} as const satisfies ApiDocs;
