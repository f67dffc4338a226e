/** The wire shapes of DESIGN §12's price lists. */
import { z } from '@hono/zod-openapi';
import {
  newPriceListSchema,
  PRICE_LIST_LIMITS,
  priceListChangesSchema,
  priceListItemSchema,
} from '@tawreed/domain';
import { importQuery, importResult, upsertCounts } from '../spreadsheets/import-dto.js';

const isoDate = () => z.string().openapi({ format: 'date', example: '2027-03-31' });

export const priceListSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    validFrom: isoDate()
      .nullable()
      .openapi({ description: 'First day the list prices orders (Asia/Riyadh); null: open' }),
    validTo: isoDate().nullable().openapi({ description: 'Last day the list prices orders; null: open' }),
    isDefault: z
      .boolean()
      .openapi({ description: 'Prices the orders of clients without a list of their own' }),
    itemCount: z.number().int(),
    clientCount: z.number().int().openapi({ description: 'Clients assigned this list' }),
    updatedAt: z.string().datetime(),
  })
  .openapi('PriceList');
export type PriceListDto = z.infer<typeof priceListSchema>;

export const priceListItemDto = z
  .object({
    itemCode: z.string(),
    priceSAR: z.string().openapi({ example: '45.00', description: 'Public price in SAR, before VAT' }),
  })
  .openapi('PriceListItem');

export const priceListDetailSchema = priceListSchema
  .extend({ items: z.array(priceListItemDto).openapi({ description: 'By item code' }) })
  .openapi('PriceListDetail');

export const priceListsSchema = z.object({ priceLists: z.array(priceListSchema) }).openapi('PriceListList');

export const createPriceListBody = z.strictObject(newPriceListSchema.shape).openapi('NewPriceList');
export const updatePriceListBody = z.strictObject(priceListChangesSchema.shape).openapi('PriceListChanges');
export const replaceItemsBody = z
  .strictObject({ items: z.array(z.strictObject(priceListItemSchema.shape)).max(PRICE_LIST_LIMITS.maxItems) })
  .openapi('PriceListItems');

export const priceImportResultSchema = importResult('PriceImportResult', upsertCounts);

export const priceImportQuery = importQuery.extend({
  mode: z.enum(['merge', 'replace']).default('merge').openapi({
    description: 'merge: add and update the items given; replace: the file becomes the whole list',
  }),
});
