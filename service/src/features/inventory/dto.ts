import { z } from '@hono/zod-openapi';
import {
  adjustmentInputSchema,
  INVENTORY_LIMITS,
  itemChangesSchema,
  MOVEMENT_KINDS,
  newItemInputSchema,
  receiptInputSchema,
  returnInputSchema,
  STOCK_FILTERS,
  VAT_CATEGORIES,
  warehouseInputSchema,
} from '@tawreed/domain';
import { isoDate, isoDateTime, uuidField } from '../../http/answer-fields.js';
import { safeText } from '../../http/inputs.js';
import { cappedTotalFields } from '../../http/paging.js';

/** The item a lot or an order line is of, as both name it: its Item Code and description. */
const itemNamed = { itemCode: z.string(), itemDescription: z.string() };

export const warehouseSchema = z
  .object({ id: uuidField(), code: z.string(), name: z.string(), createdAt: isoDateTime() })
  .openapi('Warehouse');

export const expiryStateSchema = z.enum(['expired', 'near-expiry', 'ok']).openapi('ExpiryState', {
  description: 'expired: on or after its expiry date; near-expiry: within NEAR_EXPIRY_DAYS; ok otherwise',
});

export const stockItemSchema = z
  .object({
    id: uuidField(),
    itemCode: z.string(),
    description: z.string(),
    gtin: z.string().nullable().openapi({ description: 'GTIN-14 (shorter GTINs left-padded with zeros)' }),
    unit: z.string(),
    minimumLevel: z.number().int(),
    vatCategory: z
      .enum(VAT_CATEGORIES)
      .openapi({ description: 'DESIGN §12: S standard-rated (VAT_RATE_PERCENT), Z zero-rated' }),
    onHand: z.number().int().openapi({ description: 'Units on hand in every lot and warehouse' }),
    reserved: z.number().int(),
    available: z.number().int().openapi({ description: 'On hand minus reserved, expired lots excluded' }),
    belowMinimum: z.boolean(),
    nearestExpiry: isoDate().nullable().openapi({ description: 'Earliest expiry of a lot with stock' }),
  })
  .openapi('StockItem');

export const stockLotSchema = z
  .object({
    id: uuidField(),
    itemId: uuidField(),
    ...itemNamed,
    warehouseId: uuidField(),
    warehouseCode: z.string(),
    lotNumber: z.string(),
    expiryDate: isoDate(),
    bin: z.string(),
    onHand: z.number().int(),
    reserved: z.number().int(),
    available: z.number().int(),
    expiryState: expiryStateSchema,
    updatedAt: isoDateTime(),
  })
  .openapi('StockLot');

export const movementKindSchema = z.enum(MOVEMENT_KINDS).openapi('StockMovementKind');

export const stockMovementSchema = z
  .object({
    id: z.string(),
    lotId: uuidField(),
    lotNumber: z.string(),
    warehouseCode: z.string(),
    kind: movementKindSchema,
    onHandDelta: z.number().int(),
    reservedDelta: z.number().int(),
    orderId: uuidField().nullable(),
    reason: z.string().nullable(),
    actor: z.object({ id: uuidField(), name: z.string() }).nullable().openapi({
      description: 'Who made the change; null for the workflow’s automatic steps',
    }),
    createdAt: isoDateTime(),
  })
  .openapi('StockMovement');

const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(INVENTORY_LIMITS.pageSizeMax).default(25),
};

export const stockFilterSchema = z.enum(STOCK_FILTERS).openapi('StockFilter', {
  description:
    'near-expiry: lots expiring within NEAR_EXPIRY_DAYS (not yet expired); expired: lots past expiry with units on hand; below-minimum: items whose available units are under their minimum level',
});

export const stockQuery = z.object({
  warehouseId: uuidField().optional(),
  itemCode: safeText('labelItemCode', INVENTORY_LIMITS.itemCodeMax).optional(),
  q: safeText('labelSearch', 100)
    .optional()
    .openapi({ description: 'Item Code, description or lot number prefix' }),
  filter: stockFilterSchema.optional(),
  ...pageFields,
});
export type StockQuery = z.infer<typeof stockQuery>;

export const exportStockQuery = stockQuery
  .omit({ page: true, pageSize: true })
  .extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

/** Which page of the whole list an answer holds. */
const pagePlace = { page: z.number().int(), pageSize: z.number().int() };

export const stockItemListSchema = z
  .object({ items: z.array(stockItemSchema), total: z.number().int(), ...pagePlace })
  .openapi('StockItemList');

export const stockLotListSchema = z
  .object({
    lots: z.array(stockLotSchema),
    ...cappedTotalFields('lots', '1,000'),
    ...pagePlace,
  })
  .openapi('StockLotList');

export const itemDetailQuery = z.object(pageFields);

export const stockItemDetailSchema = z
  .object({
    item: stockItemSchema,
    lots: z.array(stockLotSchema).openapi({ description: 'Every lot of the item, first expiry first' }),
    movements: z.array(stockMovementSchema).openapi({ description: 'A page of movements, newest first' }),
    movementsTotal: z.number().int(),
    ...pagePlace,
  })
  .openapi('StockItemDetail');

// Domain schemas are made before @hono/zod-openapi extends zod, so they are wrapped here to be named.
export const createWarehouseBody = z
  .strictObject(warehouseInputSchema.shape)
  .openapi('CreateWarehouseRequest');
export const createItemBody = z.strictObject(newItemInputSchema.shape).openapi('CreateStockItemRequest');
export const updateItemBody = z.strictObject(itemChangesSchema.shape).openapi('UpdateStockItemRequest');
export const receiptBody = z.strictObject(receiptInputSchema.shape).openapi('StockReceiptRequest', {
  description:
    'Item by Item Code, or by the GTIN of a scanned GS1 element string `gs1` ((01) GTIN, (10) lot, (17) expiry, (21) serial; parenthesised or with FNC1/GS separators). Typed lot and expiry must agree with scanned ones. `description` creates the item when its Item Code is new.',
});
export const adjustmentBody = z.strictObject(adjustmentInputSchema.shape).openapi('StockAdjustmentRequest');
export const returnBody = z.strictObject(returnInputSchema.shape).openapi('StockReturnRequest');

export const stockChangeSchema = z
  .object({
    lot: stockLotSchema,
    movementId: z.string(),
    completedOrderIds: z.array(uuidField()).openapi({
      description: 'Orders whose short reservations this receipt completed (oldest first)',
    }),
  })
  .openapi('StockChange');

export const importResultSchema = z
  .object({
    applied: z.boolean().openapi({
      description:
        'False when any row failed. A row failing its checks (values, or against the stock) means nothing was received; only a change made by someone else while the rows were being written can stop an import part-way, and then `received` counts the rows received before it',
    }),
    received: z.number().int().openapi({ description: 'Rows received as receipts' }),
    errors: z.array(
      z.object({ row: z.number().int(), field: z.string(), message: z.string() }).openapi('StockImportError'),
    ),
    completedOrderIds: z.array(uuidField()),
  })
  .openapi('StockImportResult');

export const lineStockSchema = z
  .object({
    lineId: uuidField(),
    position: z.number().int(),
    ...itemNamed,
    required: z.number().int().openapi({ description: 'Quantity plus bonus units' }),
    reserved: z.number().int(),
    shipped: z.number().int(),
    available: z.number().int().openapi({
      description: 'Units of reservable lots free now (shelf-life rule applied), beside what is reserved',
    }),
    state: z
      .enum(['reserved', 'short', 'available', 'partial', 'unavailable', 'shipped', 'untracked'])
      .openapi({
        description:
          'untracked: the inventory does not know the Item Code, so the line is outside stock control',
      }),
    lots: z
      .array(
        z.object({
          lotId: uuidField(),
          lotNumber: z.string(),
          expiryDate: isoDate(),
          bin: z.string(),
          warehouseCode: z.string(),
          quantity: z.number().int(),
          state: z.enum(['reserved', 'shipped']),
        }),
      )
      .openapi({ description: 'Reserved (or shipped) lots in picking order: first expiry first, then bin' }),
  })
  .openapi('OrderLineStock');

export const orderAvailabilitySchema = z
  .enum(['reserved', 'short', 'available', 'partial', 'unavailable', 'shipped', 'none'])
  .openapi('OrderAvailability', {
    description:
      'reserved: every line reserved; short: in the warehouse queue with lines not covered; available/partial/unavailable: before approval, what free stock covers; shipped: dispatched; none: no stock-controlled lines',
  });

export const orderStockSchema = z
  .object({
    orderId: uuidField(),
    status: z.string(),
    availability: orderAvailabilitySchema,
    shortLines: z.array(z.number().int()).openapi({ description: 'Positions of lines not covered' }),
    lines: z.array(lineStockSchema),
  })
  .openapi('OrderStock');

export const orderAvailabilityQuery = z.object({
  // Read as a comma list (order-stock.ts listOrderAvailability); published as an array of ids.
  orderIds: z
    .string()
    .max(3800)
    .openapi({
      type: 'array',
      items: { type: 'string', format: 'uuid' },
      maxItems: 100,
      description: 'Order ids, at most 100 (in the query comma-separated: `?orderIds=a,b`)',
      param: { style: 'form', explode: false },
    }),
});

export const orderAvailabilityListSchema = z
  .object({
    orders: z.array(z.object({ orderId: uuidField(), availability: orderAvailabilitySchema })),
  })
  .openapi('OrderAvailabilityList');

export const recallQuery = z.object({
  lotNumber: safeText('labelLotNumber', INVENTORY_LIMITS.lotMax).min(1),
  itemCode: safeText('labelItemCode', INVENTORY_LIMITS.itemCodeMax).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

export const recallSchema = z
  .object({
    lotNumber: z.string(),
    lots: z.array(stockLotSchema),
    shipments: z.array(
      z
        .object({
          orderId: uuidField(),
          clientName: z.string(),
          clientAccountNo: z.string().nullable(),
          medicalCompany: z.string(),
          itemCode: z.string(),
          lotId: uuidField(),
          warehouseCode: z.string(),
          quantity: z.number().int(),
          shippedAt: isoDateTime(),
          deliveryNoteNo: z.string().nullable(),
        })
        .openapi('RecallShipment'),
    ),
    totalQuantity: z.number().int(),
  })
  .openapi('Recall');

export type StockLotDto = z.infer<typeof stockLotSchema>;
export type StockItemDto = z.infer<typeof stockItemSchema>;
export type StockMovementDto = z.infer<typeof stockMovementSchema>;
export type OrderStockDto = z.infer<typeof orderStockSchema>;
export type LineStockDto = z.infer<typeof lineStockSchema>;
export type RecallDto = z.infer<typeof recallSchema>;
