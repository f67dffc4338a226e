/** The wire shapes of DESIGN §11 (clients, receivables, payments, credit answers, the order review). */
import { z } from '@hono/zod-openapi';
import {
  addressSchema as addressInputSchema,
  CLIENT_LIMITS,
  CLIENT_STATUSES,
  type ClientAddress,
  CREDIT_FINDING_CODES,
  clientChangesSchema,
  FINDING_SEVERITIES,
  LANGUAGES,
  msg,
  newClientSchema,
  PAYMENT_METHODS,
  PRICE_FINDING_CODES,
  paymentInputSchema,
  RECEIVABLE_KINDS,
  receivableDocumentSchema,
  zodMessage,
} from '@tawreed/domain';
import { isoDate, uuidField } from '../../http/answer-fields.js';
import { dryRunField, importCount, importResult, upsertCounts } from '../spreadsheets/import-dto.js';
import { AGING_SORTS } from './aging.js';

/** The receivables import's modes (receivables.ts says what each does). */
const RECEIVABLES_MODES = ['merge', 'snapshot'] as const;

const amount = (description?: string) =>
  z.string().openapi({ example: '1234.50', ...(description && { description }) });

/** The national address as answered: every field of the domain's address, null where the client has none. */
export const addressSchema = z
  .object(
    Object.fromEntries(
      Object.keys(addressInputSchema.shape).map((field) => [field, z.string().nullable()]),
    ) as {
      [field in keyof ClientAddress]-?: z.ZodNullable<z.ZodString>;
    },
  )
  .openapi('NationalAddress');

export const clientSchema = z
  .object({
    accountNo: z.string(),
    name: z.string(),
    nameAr: z.string().nullable(),
    vatNumber: z.string().nullable(),
    crNumber: z.string().nullable(),
    address: addressSchema,
    region: z.string().nullable(),
    area: z.string().nullable(),
    paymentTermsDays: z.number().int(),
    creditLimitSAR: amount('null: not set yet (the credit check then only informs)').nullable(),
    status: z.enum(CLIENT_STATUSES),
    statusReason: z.string().nullable(),
    licenceNumber: z.string().nullable(),
    licenceExpiry: isoDate().nullable(),
    priceListId: uuidField().nullable().openapi({
      description: "The client's own price list (DESIGN §12); null: the default list prices its orders",
    }),
  })
  .openapi('Client');
export type ClientDto = z.infer<typeof clientSchema>;

/** What a medical company learns of a client: its name and account, nothing of its credit. */
export const clientRefSchema = z.object({ accountNo: z.string(), name: z.string() }).openapi('ClientRef');

export const creditHistoryEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string().datetime(),
    actor: z.object({ id: uuidField(), name: z.string() }).nullable(),
    reason: z.string(),
    before: z.record(z.string(), z.unknown()),
    after: z.record(z.string(), z.unknown()),
  })
  .openapi('ClientCreditHistoryEntry');

export const clientDetailSchema = clientSchema
  .extend({
    history: z
      .array(creditHistoryEntrySchema)
      .openapi({ description: 'Every change of the limit, the terms or the status, newest first' }),
  })
  .openapi('ClientDetail');

/** The search of the client list and the credit report. */
const clientSearch = z
  .string()
  .max(100)
  .optional()
  .openapi({ description: 'Part of the name, the Arabic name or the account number' });

export const clientListQuery = z.object({
  q: clientSearch,
  status: z.enum(CLIENT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CLIENT_LIMITS.pageSizeMax).default(25),
});
export type ClientListQuery = z.infer<typeof clientListQuery>;

export const clientListSchema = z
  .object({
    clients: z.array(z.union([clientSchema, clientRefSchema])).openapi({
      description: 'Staff get Client rows; a medical company gets ClientRef rows (name and account only)',
    }),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('ClientList');

export const accountNoParam = z.object({
  accountNo: z
    .string()
    .min(1)
    .max(CLIENT_LIMITS.accountNoMax)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the rule is about control characters
    .regex(/^[^\u0000-\u001f\u007f]+$/, zodMessage(msg('valueWrongFormat')))
    .openapi({ param: { name: 'accountNo', in: 'path' }, example: 'ACC-10452' }),
});

// Domain schemas are made before @hono/zod-openapi extends zod, so they are wrapped here to be named.
export const createClientBody = z.strictObject(newClientSchema.shape).openapi('CreateClientRequest');
export const updateClientBody = z.strictObject(clientChangesSchema.shape).openapi('UpdateClientRequest', {
  description:
    'Fields left out keep their value. Changing creditLimitSAR, paymentTermsDays or status needs `reason` (3..500), kept in the client’s history.',
});

export const findingSchema = z
  .object({
    code: z.enum([...CREDIT_FINDING_CODES, ...PRICE_FINDING_CODES]),
    severity: z.enum(FINDING_SEVERITIES),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    message: z.string(),
  })
  .openapi('CreditFinding');

export const creditSchema = z
  .object({
    accountNo: z.string(),
    creditLimitSAR: amount().nullable(),
    exposureSAR: amount('Open receivables + approved undelivered orders (+ the order under review)'),
    availableSAR: amount('Limit − exposure; null without a limit').nullable(),
    openReceivablesSAR: amount(),
    openOrdersSAR: amount(),
    overdueSAR: amount(),
    aging: z.object({ d1to30: amount(), d31to60: amount(), d61to90: amount(), d90plus: amount() }),
    lastPaymentAt: isoDate()
      .nullable()
      .openapi({ description: 'The date of the latest payment recorded in Tawreed' }),
    findings: z.array(findingSchema),
  })
  .openapi('Credit');

export const orderReviewSchema = z
  // A named schema or null as `anyOf: [$ref, null]` (`.nullable()` would declare an allOf the $ref refuses).
  .object({ credit: z.union([creditSchema, z.null()]), findings: z.array(findingSchema) })
  .openapi('OrderReview');

export const receivableDocumentDto = z
  .object({
    accountNo: z.string(),
    kind: z.enum(RECEIVABLE_KINDS),
    number: z.string(),
    date: isoDate(),
    dueDate: isoDate(),
    amountSAR: amount(),
    openSAR: amount(),
  })
  .openapi('ReceivableDocument');

export const paymentDto = z
  .object({
    id: uuidField(),
    accountNo: z.string(),
    date: isoDate(),
    amountSAR: amount(),
    reference: z.string(),
    method: z.enum(PAYMENT_METHODS),
    recordedAt: z.string().datetime(),
    recordedBy: z.object({ id: uuidField(), name: z.string() }).nullable(),
  })
  .openapi('Payment');

export const statementSchema = z
  .object({
    accountNo: z.string(),
    documents: z
      .array(receivableDocumentDto.extend({ remainingSAR: amount('Open after payments and credit notes') }))
      .openapi({ description: 'Every document of the client, oldest due first' }),
    payments: z.array(paymentDto.extend({ counted: z.boolean() })).openapi({
      description:
        'Payments newest first; `counted` is false once a later receivables import (the ERP’s snapshot) includes them',
    }),
    allocations: z.array(
      z.object({
        source: z.enum(['PAYMENT', 'CREDIT_NOTE']),
        sourceRef: z.string().openapi({ description: 'The payment id or the credit note number' }),
        invoiceNumber: z.string(),
        amountSAR: amount(),
      }),
    ),
    unappliedSAR: amount(),
  })
  .openapi('ClientStatement');

export const createPaymentBody = z.strictObject(paymentInputSchema.shape).openapi('CreatePaymentRequest');

/**
 * A JSON import's body, `name` in the contract: `{ <key>: [...] }`, 1 to maxImportRows rows of
 * `row` (strict; `rowName` in the contract).
 */
const jsonImportBody = (name: string, key: string, row: z.ZodObject, rowName: string) =>
  z
    .strictObject({
      [key]: z.array(z.strictObject(row.shape).openapi(rowName)).min(1).max(CLIENT_LIMITS.maxImportRows),
    })
    .openapi(name);

export const receivablesJsonBody = jsonImportBody(
  'ReceivablesImportRequest',
  'documents',
  receivableDocumentSchema,
  'ReceivableDocumentInput',
);

export const clientImportResultSchema = importResult('ClientImportResult', upsertCounts);

export const receivablesImportResultSchema = importResult('ReceivablesImportResult', {
  created: importCount(),
  replaced: importCount(),
  closed: importCount('mode=snapshot: open documents of the named clients absent from the file, marked paid'),
});

export const paymentsJsonBody = jsonImportBody(
  'PaymentsImportRequest',
  'payments',
  paymentInputSchema,
  'PaymentInput',
);

export const paymentsImportResultSchema = importResult('PaymentsImportResult', {
  created: importCount('Payments new to Tawreed'),
  replaced: importCount('Known (account, reference) whose date, amount or method the file corrected'),
  unchanged: importCount('Known (account, reference) the file repeats as is'),
});

export const receivablesImportQuery = z.object({
  dryRun: dryRunField,
  mode: z.enum(RECEIVABLES_MODES).default('merge').openapi({
    description:
      "merge (default): add and replace the file's documents, leave the others. snapshot: the file is each named client's full list of open items; that client's open documents absent from it are marked paid (open 0.00). Clients the file does not name are left alone.",
  }),
});

// ---------------------------------------------------------------------------------------------
// The credit report (aging of every client, largest exposures)

const agingBuckets = z.object({ d1to30: amount(), d31to60: amount(), d61to90: amount(), d90plus: amount() });

export const creditReportQuery = z.object({
  q: clientSearch,
  sort: z.enum(AGING_SORTS).default('overdue').openapi({
    description:
      'overdue, exposure, d90plus: largest first; available: least first (clients without a limit last); name: A to Z',
  }),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CLIENT_LIMITS.pageSizeMax).default(25),
});
export type CreditReportQuery = z.infer<typeof creditReportQuery>;

export const creditReportExportQuery = creditReportQuery.omit({ page: true, pageSize: true }).extend({
  lang: z.enum(LANGUAGES).optional().openapi({
    description:
      'Headings in en or ar (the sheet right to left); without it the Accept-Language header decides. Amounts stay number cells.',
  }),
});

export const agingRowSchema = z
  .object({
    accountNo: z.string(),
    name: z.string(),
    nameAr: z.string().nullable(),
    status: z.enum(CLIENT_STATUSES),
    creditLimitSAR: amount().nullable(),
    openReceivablesSAR: amount('Open invoices after payments and credit notes (oldest due first)'),
    openOrdersSAR: amount('Approved orders not yet delivered'),
    exposureSAR: amount(),
    availableSAR: amount('Limit − exposure; null without a limit').nullable(),
    overdueSAR: amount(),
    aging: agingBuckets,
  })
  .openapi('ClientAging');

export const creditReportSchema = z
  .object({
    asOf: isoDate().openapi({ description: 'The Asia/Riyadh day the aging is counted on' }),
    totals: z.object({
      clients: z.number().int(),
      openReceivablesSAR: amount(),
      openOrdersSAR: amount(),
      exposureSAR: amount(),
      overdueSAR: amount(),
      aging: agingBuckets,
    }),
    clients: z.array(agingRowSchema),
    largestExposures: z
      .array(agingRowSchema)
      .openapi({ description: 'The ten largest exposures among the matching clients (exposure above 0)' }),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('CreditReport');
