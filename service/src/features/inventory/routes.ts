import { z } from '@hono/zod-openapi';
import { idParam, jsonAnswer, jsonBody, jsonListAnswer, routesTagged } from '../../http/api-route.js';
import { importRoute, spreadsheetAnswer, templateRoute } from '../../http/spreadsheet-routes.js';
import { uploadBody } from '../../http/uploads.js';
import {
  adjustmentBody,
  createItemBody,
  createWarehouseBody,
  exportStockQuery,
  importResultSchema,
  itemDetailQuery,
  orderAvailabilityListSchema,
  orderAvailabilityQuery,
  orderStockSchema,
  recallQuery,
  recallSchema,
  receiptBody,
  returnBody,
  stockChangeSchema,
  stockItemDetailSchema,
  stockItemListSchema,
  stockItemSchema,
  stockLotListSchema,
  stockLotSchema,
  stockQuery,
  updateItemBody,
  warehouseSchema,
} from './dto.js';

const route = routesTagged(['Inventory']);
const WHO_SEES =
  ' Stock is shown to reviewers, the warehouse and administrators; a medical company gets 404 (it never sees stock).';
const WHO_CHANGES =
  ' Only warehouse managers and administrators change stock (others 403; a medical company 404).';

export const listWarehouses = route('get', '/api/inventory/warehouses', 'listWarehouses', {
  summary: 'Warehouses',
  description: `Every warehouse, by code.${WHO_SEES}`,
  responses: {
    200: jsonListAnswer('Warehouses', 'warehouses', warehouseSchema, 'WarehouseList'),
  },
  errors: [404],
});

/**
 * `POST <path>`: adds a warehouse or an item from the JSON body and answers 201 with it; a
 * taken code answers 409 (`answer` describes the new row).
 */
function addRoute<const P extends string, B extends z.ZodType, S extends z.ZodType>(
  path: P,
  docs: { operationId: string; summary: string; description: string; answer: string },
  body: B,
  schema: S,
) {
  const { answer, operationId, ...names } = docs;
  return route('post', path, operationId, {
    ...names,
    request: { body: jsonBody(body) },
    responses: { 201: jsonAnswer(answer, schema) },
    errors: [404, 409],
  });
}

export const createWarehouse = addRoute(
  '/api/inventory/warehouses',
  {
    operationId: 'createWarehouse',
    summary: 'Name a new warehouse (administrators)',
    description:
      'Adds a warehouse; only administrators (others 403, a medical company 404). A taken code answers 409.',
    answer: 'The warehouse',
  },
  createWarehouseBody,
  warehouseSchema,
);

export const listStockItems = route('get', '/api/inventory/items', 'listStockItems', {
  summary: 'Stock by item, filtered and paged',
  description: `Items with their totals over every lot (or one warehouse's), filtered by item, text, near expiry, expired or below minimum.${WHO_SEES}`,
  request: { query: stockQuery },
  responses: { 200: jsonAnswer('A page of items', stockItemListSchema) },
  errors: [404],
});

export const createStockItem = addRoute(
  '/api/inventory/items',
  {
    operationId: 'createStockItem',
    summary: 'Add an item (Item Code, description, GTIN, unit, minimum level)',
    description: `Adds an item known by its Item Code; a taken Item Code or GTIN answers 409.${WHO_CHANGES}`,
    answer: 'The item',
  },
  createItemBody,
  stockItemSchema,
);

export const getStockItem = route('get', '/api/inventory/items/{id}', 'getStockItem', {
  summary: 'An item with its lots and a page of its movements',
  description: `The item, every lot first expiry first, and its movements newest first (paged).${WHO_SEES}`,
  request: { params: idParam, query: itemDetailQuery },
  responses: { 200: jsonAnswer('The item', stockItemDetailSchema) },
});

export const updateStockItem = route('patch', '/api/inventory/items/{id}', 'updateStockItem', {
  summary: "Change an item's description, GTIN, unit or minimum level",
  description: `Fields left out keep their value; a GTIN taken by another item answers 409.${WHO_CHANGES}`,
  request: { params: idParam, body: jsonBody(updateItemBody) },
  responses: { 200: jsonAnswer('The item', stockItemSchema) },
  errors: [409],
});

export const listStockLots = route('get', '/api/inventory/lots', 'listStockLots', {
  summary: 'Stock by lot, filtered and paged',
  description: `Lots first expiry first, filtered by warehouse, item, text, near expiry, expired or below minimum.${WHO_SEES}`,
  request: { query: stockQuery },
  responses: { 200: jsonAnswer('A page of lots', stockLotListSchema) },
  errors: [404],
});

export const getStockLot = route('get', '/api/inventory/lots/{id}', 'getStockLot', {
  summary: 'One lot',
  description: `One lot with on hand, reserved and expiry state.${WHO_SEES}`,
  request: { params: idParam },
  responses: { 200: jsonAnswer('The lot', stockLotSchema) },
});

export const receiveStock = route('post', '/api/inventory/receipts', 'receiveStock', {
  summary: 'Receive units into a lot (typed or scanned GS1), completing short reservations',
  description: `Adds units to the lot (made when new) with a receipt movement; short reservations of the item are then completed, oldest orders first, in the same transaction. A lot number known with another expiry answers 409.${WHO_CHANGES}`,
  request: { body: jsonBody(receiptBody) },
  responses: { 201: jsonAnswer('The lot after the receipt', stockChangeSchema) },
  errors: [404, 409],
});

export const adjustStock = route('post', '/api/inventory/lots/{id}/adjustments', 'adjustStock', {
  summary: 'Correct a lot’s on hand, with a reason',
  description: `Adds (or with a negative quantity removes) units with an adjustment movement naming the reason. On hand never goes negative nor under what is reserved (409).${WHO_CHANGES}`,
  request: { params: idParam, body: jsonBody(adjustmentBody) },
  responses: { 201: jsonAnswer('The lot after the adjustment', stockChangeSchema) },
  errors: [409],
});

export const returnStock = route('post', '/api/inventory/lots/{id}/returns', 'returnStock', {
  summary: 'Take units back into a lot (a client return)',
  description: `Adds returned units to the lot with a return movement (optionally naming the order).${WHO_CHANGES}`,
  request: { params: idParam, body: jsonBody(returnBody) },
  responses: { 201: jsonAnswer('The lot after the return', stockChangeSchema) },
  errors: [409],
});

export const importStock = importRoute(route, '/api/inventory/imports', 'importStock', {
  summary: 'Receive a spreadsheet of lots (all rows or none)',
  description: `Reads a receipts spreadsheet (.xlsx, .xls or .csv; the template's columns) and receives every row in one transaction; when any row fails, nothing is received and \`errors\` names each row and field.${WHO_CHANGES}`,
  answer: 'What was received, or each row’s errors',
  request: {
    body: uploadBody({
      warehouseId: z
        .string()
        .uuid()
        .optional()
        .openapi({ description: 'For rows without a Warehouse column' }),
    }),
  },
  result: importResultSchema,
});

export const stockTemplate = templateRoute(route, '/api/inventory/template', 'getStockTemplate', {
  summary: 'Stock_Template.xlsx: the receipts spreadsheet format',
  description: `The workbook whose header row importStock reads.${WHO_SEES}`,
});

export const exportStock = route('get', '/api/inventory/export', 'exportStock', {
  summary: 'Every lot matching the filters as stock-export-{date}.xlsx (or format=csv)',
  description: `The lots listStockLots would answer, every page, streamed; cells starting with = + - @ are neutralised.${WHO_SEES}`,
  request: { query: exportStockQuery },
  responses: { 200: spreadsheetAnswer('The export', true) },
  errors: [404],
});

export const recallLot = route('get', '/api/inventory/recall', 'recallLot', {
  summary: 'Every order, client, company, quantity and date a lot shipped to (JSON or CSV)',
  description: `For a lot number (optionally of one item): every shipment, newest first. format=csv answers recall-{lot}.csv.${WHO_SEES}`,
  request: { query: recallQuery },
  responses: {
    200: {
      description: 'The recall',
      content: { 'application/json': { schema: recallSchema }, 'text/csv': { schema: z.string() } },
    },
  },
  errors: [404],
});

export const orderAvailability = route('get', '/api/inventory/order-availability', 'listOrderAvailability', {
  summary: 'A compact stock indicator for up to 100 orders (the order list)',
  description: `One indicator per order id the caller may see (others are left out).${WHO_SEES}`,
  request: { query: orderAvailabilityQuery },
  responses: { 200: jsonAnswer('Indicators', orderAvailabilityListSchema) },
  errors: [404],
});

export const getOrderStock = route('get', '/api/orders/{id}/stock', 'getOrderStock', {
  summary: "Each line's availability and reserved lots (pick list order)",
  description: `Per line: units required (quantity + bonus), reserved, shipped, free reservable stock, and the reserved or shipped lots with expiry and bin in picking order: what reviewers check before approving, the pick list and the delivery note use.${WHO_SEES}`,
  request: { params: idParam },
  responses: { 200: jsonAnswer("The order's stock", orderStockSchema) },
});
