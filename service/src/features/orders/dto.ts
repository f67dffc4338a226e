import { z } from '@hono/zod-openapi';
import {
  AREAS,
  ATTACHMENT_TYPES,
  CREDIT_MARKS,
  DELIVERY_STATUSES,
  MEDICAL_COMPANIES,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  PRICE_FINDING_CODES,
  REGIONS,
  ROLES,
  VAT_CATEGORIES,
} from '@tawreed/domain';
import { isoDateTime, uuidField } from '../../http/answer-fields.js';
import { safeText } from '../../http/inputs.js';

const money = (description: string) =>
  z.string().openapi({ description: `${description} (exact decimal string, 2 places)`, example: '1234.50' });
/** Times a workflow step stamps (null until it happens), one field each, in the order given. */
const stamps = <Field extends string>(...fields: Field[]) =>
  Object.fromEntries(fields.map((field) => [field, isoDateTime().nullable()])) as {
    [field in Field]: z.ZodNullable<z.ZodString>;
  };

/** The kinds of stored file an order can carry (attachments and what workflow steps store). */
export const STORED_FILE_KINDS = [...ATTACHMENT_TYPES, 'lines_source', 'appeal_evidence', 'invoice'] as const;

/**
 * A stored value from a closed set, as the contract publishes it: the enum is declared for
 * clients (OpenAPI and AsyncAPI), while the service's types keep the database's plain string.
 */
const oneOf = (values: readonly string[], description?: string) =>
  z.string().meta({ enum: [...values], ...(description && { description }) });

/**
 * oneOf() or null. JSON Schema's `enum` is checked whatever `type` says, so null must be listed
 * among the values (`type: [string, null]` with an enum lacking null refuses null).
 */
const oneOfOrNull = (values: readonly string[]) =>
  z
    .string()
    .nullable()
    .meta({ enum: [...values, null] });

/**
 * A named schema or null, published as `anyOf: [$ref, null]`. (`named.nullable()` would make the
 * shared component itself nullable, or declare `allOf` with a null the $ref refuses.)
 */
const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);

export const orderLineSchema = z
  .object({
    id: uuidField(),
    itemCode: z.string(),
    itemDescription: z.string(),
    publicPrice: money('Public price'),
    discount: z.string().openapi({ description: 'Discount percent', example: '10.00' }),
    quantity: z.number().int(),
    valueUnit: money('Unit value after discount'),
    netValue: money('Net value'),
    grossValue: money('Gross value = net + bonus'),
    bonus: money('Bonus'),
    vatCategory: z.enum(VAT_CATEGORIES).openapi({
      description:
        "The item's VAT category when the line was written (DESIGN §12): S standard-rated (VAT_RATE_PERCENT), Z zero-rated; an item the inventory does not know is S",
    }),
    vatRatePercent: z.string().openapi({ description: 'The VAT rate in percent', example: '15.00' }),
    vatSAR: money("The line's VAT: net value x rate, rounded once, half away from zero"),
  })
  .openapi('OrderLine');

export const actorSchema = z
  .object({ id: uuidField(), name: z.string(), email: z.string(), role: z.enum(ROLES) })
  .openapi('Actor');

export const historyEntrySchema = z
  .object({
    id: uuidField(),
    action: z.string(),
    fromStatus: oneOfOrNull(ORDER_STATUSES),
    toStatus: oneOfOrNull(ORDER_STATUSES),
    actor: orNull(actorSchema),
    comment: z.string().nullable(),
    file: z
      .object({
        name: z.string(),
        attachmentType: z.enum(ATTACHMENT_TYPES).optional(),
        lineCount: z.number().int().optional(),
      })
      .nullable()
      .optional()
      .openapi({
        description:
          'The file an `attachment-added` (with its kind) or `lines-imported` (with how many lines it gave) entry is about; null for other entries.',
      }),
    creditOverride: z
      .object({
        codes: z
          .array(z.string())
          .openapi({ description: 'The findings approved over (OVER_LIMIT, OVERDUE, …)' }),
        reason: z.string(),
      })
      .nullable()
      .optional()
      .openapi({
        description:
          "An approval over the credit check (DESIGN §11): what it overrode and why. Staff only: absent from a medical company's answers.",
      }),
    createdAt: isoDateTime(),
  })
  .openapi('HistoryEntry');

export const attachmentSchema = z
  .object({
    id: uuidField(),
    fileName: z.string(),
    sizeBytes: z.number().int(),
    contentType: z.string(),
    attachmentType: oneOf(
      STORED_FILE_KINDS,
      'What the file is: an uploaded P.O or order form, imported lines, appeal evidence or an invoice',
    ),
    createdAt: isoDateTime(),
    downloadUrl: z.string(),
  })
  .openapi('Attachment');

export const warehouseSchema = z
  .object({
    pickListNumber: z.string().nullable(),
    deliveryNoteNo: z.string().nullable(),
    ...stamps('printedAt', 'dispatchedAt', 'transportedAt', 'expectedDeliveryDate', 'actualDeliveryDate'),
    deliveryInvoicePath: z.string().nullable(),
    notDeliveredReason: z.string().nullable(),
  })
  .openapi('WarehouseRecord');

const orderFields = {
  id: uuidField(),
  externalRef: z.string().nullable(),
  clientName: z.string(),
  clientAccountNo: z.string().nullable(),
  medicalCompany: oneOf(MEDICAL_COMPANIES),
  companyId: uuidField(),
  region: oneOf(REGIONS),
  area: oneOf(AREAS),
  salesManager: z.string().nullable(),
  medicalRep: z.string().nullable(),
  orderDate: z.string().openapi({ example: '2026-11-21' }),
  status: z.enum(ORDER_STATUSES),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  totalValueSAR: money('Order total, the sum of net values'),
  vatSAR: money("The order's VAT, the sum of its lines' VAT"),
  payableSAR: money('The payable total: totalValueSAR + vatSAR'),
  notes: z.string().nullable(),
  ...stamps(
    'withdrawnAt',
    'submittedAt',
    'creditReviewedAt',
    'higherReviewedAt',
    'warehouseUpdatedAt',
    'printedAt',
  ),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
  version: z.number().int(),
  appealStatus: z.enum(['PENDING', 'ACCEPTED', 'REJECTED']).nullable(),
  allowedActions: z.array(z.enum(ORDER_ACTIONS)).openapi({ description: 'What the caller may do now' }),
};

export const orderSummarySchema = z
  .object({
    ...orderFields,
    lineCount: z.number().int(),
    creditMark: oneOfOrNull(CREDIT_MARKS)
      .optional()
      .openapi({
        description:
          "Staff only (absent for a medical company): what the credit check says of the order's next approval. " +
          '`block`: refused (CREDIT_BLOCKED); `override`: needs an override reason (CREDIT_OVERRIDE_REQUIRED); ' +
          '`clear`: nothing refuses it; null: no mark (the client is not in the master, or no credit-checked decision awaits the order).',
      }),
  })
  .openapi('OrderSummary');

export const orderSchema = z
  .object({
    ...orderFields,
    lines: z.array(orderLineSchema),
    history: z.array(historyEntrySchema),
    attachments: z.array(attachmentSchema),
    warehouse: orNull(warehouseSchema),
  })
  .openapi('Order');

export type OrderDto = z.infer<typeof orderSchema>;
export type OrderSummaryDto = z.infer<typeof orderSummarySchema>;

export const attachmentTypeSchema = z.enum(ATTACHMENT_TYPES);

/** The account number that chooses the price list of a parse (parse-file's `clientAccountNo`). */
export const clientAccountNoField = safeText('labelClientAccountNumber', 100).trim();

const priceWarningSchema = z
  .object({
    row: z.number().int().openapi({ description: "The spreadsheet's row number (the header being 1)" }),
    itemCode: z.string(),
    code: z.enum(PRICE_FINDING_CODES),
    params: z.record(z.string(), z.union([z.string(), z.number()])).openapi({
      description: 'PRICE_MISMATCH: expectedSAR, givenSAR, differencePercent (and row, itemCode)',
    }),
    message: z.string().openapi({ description: "The warning in the caller's language" }),
  })
  .openapi('PriceWarning');

export const parsedFileSchema = z
  .object({
    lines: z.array(orderLineSchema.omit({ id: true })),
    errors: z.array(z.string()),
    warnings: z
      .array(priceWarningSchema)
      .openapi({ description: 'The price check of the valid lines (DESIGN §12); never stops the order' }),
    totalValueSAR: money('Total of the valid lines'),
    vatSAR: money("The valid lines' VAT"),
    payableSAR: money('totalValueSAR + vatSAR'),
    tempFileInfo: z.object({
      tempFileId: uuidField(),
      fileName: z.string(),
      sizeBytes: z.number().int(),
      expiresAt: isoDateTime(),
    }),
  })
  .openapi('ParsedFile');
