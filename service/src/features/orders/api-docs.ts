import type { ApiDocs } from '../../http/api-route.js';

/**
 * The summary and description of each order operation in the contract, by operationId; the routes
 * hold their wiring. An entry lists the two in the order the contract does.
 */
export const ORDERS_API_DOCS = {
  listOrders: {
    description:
      'Orders the caller may see (a medical company its own; staff every order; the sales representative every order read-only), filtered by status, delivery status, search text, dates and company, sorted and paged (at most 100 per page).',
    summary: 'Orders visible to the caller, filtered and paged',
  },
  createOrder: {
    description:
      'A medical company creates an order with its client details and lines; it starts SUBMITTED and moves to credit review. clientName, orderDate, region, area and at least one line are required (422 otherwise); the total, when sent, must match the lines. An Idempotency-Key makes a retry safe.',
    summary: 'Create an order (medical companies); it starts SUBMITTED',
  },
  getOrder: {
    description:
      "One order the caller may see, with lines, history, attachments and warehouse record; the ETag header carries its version for If-Match. Another company's order answers 404.",
    summary: 'One order with lines, history, attachments and warehouse record',
  },
  updateOrder: {
    description:
      'The owner company edits a SUBMITTED or NEEDS_CHANGES order; fields left out keep their value and lines, when sent, replace all lines. Send If-Match with the version last seen: 428 without it, 412 when the order changed since.',
    summary: 'Edit an order (owner company, SUBMITTED or NEEDS_CHANGES); If-Match required',
  },
  deleteOrder: {
    description:
      'The owner company removes a SUBMITTED order (204), or withdraws one already in review (200, frozen) until it is PRINTED. If-Match is optional; when sent and stale it answers 412.',
    summary: 'Remove a SUBMITTED order, or withdraw a later one (frozen, before PRINTED)',
  },
  getOrderHistory: {
    description:
      'Every status change and action on the order, oldest first, with who did it and their comment.',
    summary: "The order's history, oldest first",
  },
  getOrderAttachments: {
    description:
      "The order's stored files: purchase order, order form and the spreadsheets its lines were imported from, with download links.",
    summary: "The order's files (purchase order, order form, imported spreadsheets)",
  },
  uploadToOrder: {
    description:
      "Attaches a purchase order (attachmentType=purchase_order: PDF, PNG or JPEG named .pdf, .png, .jpg or .jpeg), an order form (attachmentType=order_form: Excel named .xls or .xlsx) or a supporting document (attachmentType=other: PDF, PNG, JPEG or Excel; the owner company while the order is Submitted or Needs Changes, Sales & Collection Review, Credit Review and the warehouse at any time), or replaces the lines from a spreadsheet (replaceLines=true: .xlsx, .xls or .csv). The file name's extension must match both the rule and the content, otherwise 415. An Idempotency-Key makes a retry safe.",
    summary: 'Attach a P.O, Order Form or supporting document, or replace the lines from a spreadsheet',
  },
  parseOrderFile: {
    description:
      'Parses an order-lines spreadsheet and keeps it for 24 hours for saveParsedFile. The file name must end in .xlsx, .xls or .csv (an unnamed part is judged by its Content-Type); a name with another extension, or content that is not a spreadsheet, answers 415. Rows that fail validation are listed in `errors`. The valid lines are price-checked (DESIGN §12) against the price list of `clientAccountNo` (else the default list) valid today: `warnings` lists each PRICE_MISMATCH and UNKNOWN_ITEM by spreadsheet row; they never stop the order.',
    summary: 'Parse an order-lines spreadsheet (.xlsx, .xls, .csv) and keep it for save-parsed-file',
  },
  saveParsedFile: {
    description:
      "Replaces an order's lines with the lines of a file kept by parseOrderFile (owner company, while the order is editable).",
    summary: "Replace an order's lines with a parsed spreadsheet's",
  },
  getSampleTemplate: {
    description:
      'The Order_Template.xlsx workbook whose header row parseOrderFile and uploadToOrder (replaceLines=true) read; headed and explained in English or Arabic (lang, else Accept-Language). The parser reads either language.',
    summary: 'Order_Template.xlsx: the spreadsheet format parse-file reads',
  },
  exportOrders: {
    description:
      'Streams every order matching the same filters as listOrders as an .xlsx workbook (default) or CSV (format=csv), named orders-export-{date}. Filter errors answer 422 before anything is streamed.',
    summary: 'Every order matching the filters as orders-export-{date}.xlsx (or format=csv), streamed',
  },
  downloadOrderAttachment: {
    description:
      'Downloads an order attachment or appeal evidence file, with Content-Disposition naming the original file; 404 when the caller may not see its order.',
    summary: 'Download an order attachment (or appeal evidence)',
  },
  downloadAttachment: {
    description:
      'Downloads any stored file (attachment or appeal evidence) of an order the caller may see, with Content-Disposition naming the original file; 404 otherwise.',
    summary: 'Download any stored file of a visible order (appeal evidence, attachments)',
  },
} as const satisfies ApiDocs;
