import { type RouteConfig, z } from '@hono/zod-openapi';
import {
  idParam,
  type JsonAnswer,
  jsonAnswer,
  jsonBody,
  jsonListAnswer,
  routesTagged,
} from '../../http/api-route.js';
import { importRoute, spreadsheetAnswer, templateRoute } from '../../http/spreadsheet-routes.js';
import { uploadBody } from '../../http/uploads.js';
import { INVENTORY_API_DOCS } from './api-docs.js';
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

/** A medical company gets 404 from every inventory route: it never sees stock. */
const route = routesTagged(['Inventory'], INVENTORY_API_DOCS, { errors: [404] });

/** `GET <path>`: stock seen through the filters of `query`, answered as `responses` says. */
function stockView<
  const P extends string,
  Q extends NonNullable<NonNullable<RouteConfig['request']>['query']>,
  const R extends RouteConfig['responses'],
>(path: P, operationId: keyof typeof INVENTORY_API_DOCS, query: Q, responses: R) {
  return route('get', path, operationId, { request: { query }, responses });
}

export const listWarehouses = route('get', '/api/inventory/warehouses', 'listWarehouses', {
  responses: {
    200: jsonListAnswer('Warehouses', 'warehouses', warehouseSchema, 'WarehouseList'),
  },
});

/**
 * `POST <path>`: adds what the JSON `body` describes (a warehouse, an item, a receipt of units)
 * and answers 201 with the row it made or changed (`answer`); a code already known otherwise
 * (a taken code, a lot number with another expiry) answers 409.
 */
function addRoute<const P extends string, B extends z.ZodType, S extends z.ZodType>(
  path: P,
  operationId: keyof typeof INVENTORY_API_DOCS,
  wiring: { body: B; answer: JsonAnswer<S> },
) {
  return route('post', path, operationId, {
    request: { body: jsonBody(wiring.body) },
    responses: { 201: wiring.answer },
    errors: [409],
  });
}

export const createWarehouse = addRoute('/api/inventory/warehouses', 'createWarehouse', {
  body: createWarehouseBody,
  answer: jsonAnswer('The warehouse', warehouseSchema),
});

export const listStockItems = stockView('/api/inventory/items', 'listStockItems', stockQuery, {
  200: jsonAnswer('A page of items', stockItemListSchema),
});

export const createStockItem = addRoute('/api/inventory/items', 'createStockItem', {
  body: createItemBody,
  answer: jsonAnswer('The item', stockItemSchema),
});

export const getStockItem = route('get', '/api/inventory/items/{id}', 'getStockItem', {
  request: { params: idParam, query: itemDetailQuery },
  responses: { 200: jsonAnswer('The item', stockItemDetailSchema) },
});

export const updateStockItem = route('patch', '/api/inventory/items/{id}', 'updateStockItem', {
  request: { params: idParam, body: jsonBody(updateItemBody) },
  responses: { 200: jsonAnswer('The item', stockItemSchema) },
  errors: [409],
});

export const listStockLots = stockView('/api/inventory/lots', 'listStockLots', stockQuery, {
  200: jsonAnswer('A page of lots', stockLotListSchema),
});

export const getStockLot = route('get', '/api/inventory/lots/{id}', 'getStockLot', {
  request: { params: idParam },
  responses: { 200: jsonAnswer('The lot', stockLotSchema) },
});

export const receiveStock = addRoute('/api/inventory/receipts', 'receiveStock', {
  body: receiptBody,
  answer: jsonAnswer('The lot after the receipt', stockChangeSchema),
});

/**
 * `POST /api/inventory/lots/{id}/<path>`: a movement of units into or out of one lot, answering 201
 * with the lot after the `movement`; 409 when on hand would go negative or under what is reserved.
 */
function lotMovement<const P extends string, B extends z.ZodType>(
  path: P,
  operationId: keyof typeof INVENTORY_API_DOCS,
  body: B,
  movement: string,
) {
  return route('post', `/api/inventory/lots/{id}/${path}`, operationId, {
    request: { params: idParam, body: jsonBody(body) },
    responses: { 201: jsonAnswer(`The lot after the ${movement}`, stockChangeSchema) },
    errors: [409],
  });
}

export const adjustStock = lotMovement('adjustments', 'adjustStock', adjustmentBody, 'adjustment');

export const returnStock = lotMovement('returns', 'returnStock', returnBody, 'return');

export const importStock = importRoute(route, '/api/inventory/imports', 'importStock', {
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

export const stockTemplate = templateRoute(route, '/api/inventory/template', 'getStockTemplate');

export const exportStock = stockView('/api/inventory/export', 'exportStock', exportStockQuery, {
  200: spreadsheetAnswer('The export', true),
});

export const recallLot = stockView('/api/inventory/recall', 'recallLot', recallQuery, {
  200: {
    description: 'The recall',
    content: { 'application/json': { schema: recallSchema }, 'text/csv': { schema: z.string() } },
  },
});

export const orderAvailability = stockView(
  '/api/inventory/order-availability',
  'listOrderAvailability',
  orderAvailabilityQuery,
  { 200: jsonAnswer('Indicators', orderAvailabilityListSchema) },
);

export const getOrderStock = route('get', '/api/orders/{id}/stock', 'getOrderStock', {
  request: { params: idParam },
  responses: { 200: jsonAnswer("The order's stock", orderStockSchema) },
});
