import type { ApiDocs } from '../../http/api-route.js';

/**
 * The summary and description of each workflow operation in the contract, by operationId; the
 * routes hold their wiring. An entry lists the two in the order the contract does.
 */
export const WORKFLOW_API_DOCS = {
  approveOrder: {
    summary: 'Approve (credit team, then credit review)',
    description:
      'Moves the order to its next review stage: the credit team approves PENDING_CREDIT or RESUBMITTED (to PENDING_HIGHER), credit review approves PENDING_HIGHER (to PENDING_WAREHOUSE). Send If-Match with the version last seen: 428 without it, 412 when the order changed since. The credit check (DESIGN §11) runs inside the approval with the client locked: 409 CREDIT_BLOCKED (blocked client, expired licence) or 409 CREDIT_OVERRIDE_REQUIRED (over the limit, overdue, on hold) until the body carries `override.reason`; error.details.findings lists the findings.',
  },
  resubmitOrder: {
    summary: 'Resubmit after changes (owner company)',
    description:
      'The owner company resubmits a NEEDS_CHANGES order after editing it (to RESUBMITTED). Send If-Match with the version last seen: 428 without it, 412 when the order changed since.',
  },
  markOrderReady: {
    summary: 'Warehouse: ready to print (pick list)',
    description:
      'The warehouse takes a PENDING_WAREHOUSE order (pick list) and marks it READY_TO_PRINT. Send If-Match with the version last seen: 428 without it, 412 when the order changed since.',
  },
  dispatchOrder: {
    summary: 'Delivery step 1: dispatch a printed order',
    description:
      'The warehouse dispatches a PRINTED order (delivery status DISPATCHED). If-Match is optional; when sent and stale it answers 412.',
  },
  rejectOrder: {
    summary: 'Reject with a comment (10-500 characters)',
    description:
      'Rejects the order with a comment of 10 to 500 characters (credit team or credit review, at their stage). Send If-Match with the version last seen: 428 without it, 412 when the order changed since.',
  },
  requestOrderChanges: {
    summary: 'Send back to the company with a comment (10-500 characters)',
    description:
      'Sends the order back to its company (NEEDS_CHANGES) with a comment of 10 to 500 characters explaining what to change. Send If-Match with the version last seen: 428 without it, 412 when the order changed since.',
  },
  printOrder: {
    summary: 'Warehouse: print with an optional delivery note number',
    description:
      'The warehouse prints a READY_TO_PRINT order (to PRINTED), optionally recording the delivery note number. Send If-Match with the version last seen: 428 without it, 412 when the order changed since.',
  },
  transportOrder: {
    summary: 'Delivery step 2: in transit with an expected date (also reschedules after a failed delivery)',
    description:
      'The warehouse puts a dispatched order in transit with an expected delivery date, or reschedules one that was not delivered. If-Match is optional; when sent and stale it answers 412.',
  },
  deliverOrder: {
    summary: 'Delivery step 3: delivered, with an optional invoice',
    description:
      'The warehouse records delivery, optionally with the invoice file name returned by uploadInvoice and the actual delivery time. If-Match is optional; when sent and stale it answers 412.',
  },
  recordNotDelivered: {
    summary: 'Delivery step 3: not delivered, with a reason',
    description:
      'The warehouse records a failed delivery with a reason (up to 500 characters); the order can be put in transit again. If-Match is optional; when sent and stale it answers 412.',
  },
  createAppeal: {
    description:
      'Objects to a rejection with a comment and up to 10 evidence files (multipart). Each file must be a PDF, PNG, JPEG or Excel workbook whose name ends in .pdf, .png, .jpg, .jpeg, .xls or .xlsx matching its content; a file without such an extension answers 415. An Idempotency-Key makes a retry safe.',
    summary: 'Object to a rejection (credit team; the sales representative after a credit-review rejection)',
  },
  listAppeals: {
    description: "The order's appeals, newest first, with their evidence files and decisions.",
    summary: "The order's appeals, newest first",
  },
  decideAppeal: {
    description:
      'Credit review accepts a pending appeal (the order continues in review) or rejects it with a reason (the rejection is final). If-Match is optional; when sent and stale it answers 412. Accepting runs the credit check as approveOrder does (409 CREDIT_BLOCKED / CREDIT_OVERRIDE_REQUIRED; `override.reason` to pass override findings).',
    summary: 'Credit review accepts (order continues) or rejects (final) a pending appeal',
  },
  getRejectionActor: {
    description:
      'Who rejected the order most recently, in which role, when, and the comment they gave; 404 when the order was never rejected.',
    summary: 'Who rejected the order last, in which role, and why',
  },
  uploadInvoice: {
    description:
      'Stores a delivery invoice (multipart field `invoice`, at most 10 MB) and answers its file name for deliverOrder. The file must be a PDF, PNG, JPEG, GIF or WebP image whose name ends in .pdf, .png, .jpg, .jpeg, .gif or .webp matching its content; otherwise 415. An Idempotency-Key makes a retry safe.',
    summary: 'Upload a delivery invoice (image or PDF, 10 MB); pass its filename to deliver',
  },
  viewUpload: {
    description:
      'Serves a stored delivery invoice by its file name to users who may see the order it belongs to; others get 404.',
    summary: 'A delivery invoice, for users who can see its order',
  },
  getDashboardStats: {
    description:
      'The dashboard cards (total, pending, approved, rejected, delivered) counted over the orders the caller may see, each with the order-list filters (status, approvedToday) whose total is its count.',
    summary: "The five dashboard counts in the caller's view, with each card's list filters",
  },
} as const satisfies ApiDocs;
