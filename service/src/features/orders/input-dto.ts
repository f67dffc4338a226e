import { z } from '@hono/zod-openapi';
import { AREAS, MEDICAL_COMPANIES, ORDER_LINE_LIMITS, REGIONS, VAT_CATEGORIES } from '@tawreed/domain';
import { displayName, type LabelKey, moneyInput, safeText } from '../../http/inputs.js';

/** What a caller sends to create or edit an order (its lines and editable fields). */
const optionalText = (label: LabelKey, max = 200) => safeText(label, max).trim().nullish();

export const orderLineInputSchema = z
  .strictObject({
    itemCode: safeText('labelItemCode', ORDER_LINE_LIMITS.itemCodeMax).openapi({ example: 'INS-100' }),
    itemDescription: safeText('labelItemDescription', ORDER_LINE_LIMITS.itemDescriptionMax).openapi({
      example: 'Insulin pen 100IU',
    }),
    publicPrice: moneyInput('labelPublicPrice').openapi({ example: '45.00' }),
    discount: moneyInput('labelDiscount').nullish().openapi({ example: '5' }),
    quantity: z.union([z.number(), safeText('labelQuantity', 40)]).openapi({ example: 10 }),
    valueUnit: moneyInput('labelValueUnit').nullish(),
    netValue: moneyInput('labelNetValue').nullish(),
    grossValue: moneyInput('labelGrossValue').nullish(),
    bonus: moneyInput('labelBonus').nullish(),
    // A parse answer's lines go back as they are (portal, SDK, CLI): their VAT is accepted and
    // ignored, since the service works it out from each item's category (DESIGN §12).
    vatCategory: z
      .enum(VAT_CATEGORIES)
      .nullish()
      .openapi({ description: "Ignored: the item's category decides" }),
    vatRatePercent: moneyInput('labelVat')
      .nullish()
      .openapi({ description: 'Ignored: worked out by the service' }),
    vatSAR: moneyInput('labelVat').nullish().openapi({ description: 'Ignored: worked out by the service' }),
  })
  .openapi('OrderLineInput');

/** Editable fields; server-owned ones (status, version, timestamps...) are refused as unknown. */
const editableFields = {
  externalRef: optionalText('labelExternalReference', 100),
  clientName: displayName('labelClientName', 200).optional().openapi({ example: 'Al Shifa Pharmacy' }),
  clientAccountNo: optionalText('labelClientAccountNumber', 100),
  medicalCompany: safeText('labelMedicalCompany', 100)
    .optional()
    .openapi({ enum: [...MEDICAL_COMPANIES], description: "Fixed to the caller's company" }),
  region: safeText('labelRegion', 100)
    .optional()
    .openapi({ enum: [...REGIONS] }),
  area: safeText('labelArea', 100)
    .optional()
    .openapi({ enum: [...AREAS] }),
  salesManager: displayName('labelSalesManager', 200).nullish(),
  medicalRep: displayName('labelMedicalRepresentative', 200).nullish(),
  orderDate: safeText('labelOrderDate', 40).optional().openapi({ format: 'date', example: '2026-11-21' }),
  notes: optionalText('labelNotes', 2000),
  lines: z.array(orderLineInputSchema).max(ORDER_LINE_LIMITS.maxLines).optional(),
  totalValueSAR: moneyInput('labelTotal')
    .optional()
    .openapi({ description: 'Checked against the lines (±0.01)' }),
};

/**
 * What creation needs, declared in the contract only: the fields stay optional in the schema so
 * their absence reaches the domain's validateOrder(), which answers 422 with every missing field
 * named in its own words (and the caller's company fills medicalCompany).
 */
export const CREATE_ORDER_REQUIRED = ['clientName', 'orderDate', 'region', 'area', 'lines'] as const;

export const createOrderBody = z
  .strictObject({
    ...editableFields,
    lines: editableFields.lines.openapi({ minItems: 1, description: 'At least one line' }),
  })
  .openapi('CreateOrderRequest', { required: [...CREATE_ORDER_REQUIRED] });
export const updateOrderBody = z.strictObject(editableFields).openapi('UpdateOrderRequest');
export type OrderInput = z.infer<typeof createOrderBody>;
