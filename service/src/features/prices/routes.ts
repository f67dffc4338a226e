import type { z } from '@hono/zod-openapi';
import { idParam, jsonAnswer, jsonBody, routesTagged } from '../../http/api-route.js';
import { importRoute, spreadsheetAnswer, templateRoute } from '../../http/spreadsheet-routes.js';
import { uploadBody } from '../../http/uploads.js';
import { PRICES_API_DOCS } from './api-docs.js';
import {
  createPriceListBody,
  priceImportQuery,
  priceImportResultSchema,
  priceListDetailSchema,
  priceListSchema,
  priceListsSchema,
  replaceItemsBody,
  updatePriceListBody,
} from './dto.js';

/** A medical company gets 404 from every price-list route: it never sees prices. */
const route = routesTagged(['Prices and VAT'], PRICES_API_DOCS, { errors: [404] });

/**
 * `<method> /api/price-lists/{id}<part>`: a change to one price list (`body`), answered with the
 * list after it.
 */
function listChange<const M extends 'patch' | 'put', const P extends string, B extends z.ZodType>(
  method: M,
  part: P,
  operationId: keyof typeof PRICES_API_DOCS,
  body: B,
  errors: number[] = [],
) {
  return route(method, `/api/price-lists/{id}${part}`, operationId, {
    request: { params: idParam, body: jsonBody(body) },
    responses: { 200: jsonAnswer('The list', priceListSchema) },
    errors,
  });
}

export const listPriceLists = route('get', '/api/price-lists', 'listPriceLists', {
  responses: { 200: jsonAnswer('The price lists', priceListsSchema) },
});

export const createPriceList = route('post', '/api/price-lists', 'createPriceList', {
  request: { body: jsonBody(createPriceListBody) },
  responses: { 201: jsonAnswer('The list', priceListSchema) },
  errors: [409],
});

export const getPriceList = route('get', '/api/price-lists/{id}', 'getPriceList', {
  request: { params: idParam },
  responses: { 200: jsonAnswer('The list', priceListDetailSchema) },
});

export const updatePriceList = listChange('patch', '', 'updatePriceList', updatePriceListBody, [409]);

export const replacePriceListItems = listChange('put', '/items', 'replacePriceListItems', replaceItemsBody);

export const importPriceListItems = importRoute(
  route,
  '/api/price-lists/{id}/import',
  'importPriceListItems',
  {
    request: { params: idParam, query: priceImportQuery, body: uploadBody() },
    result: priceImportResultSchema,
  },
);

export const exportPriceList = route('get', '/api/price-lists/{id}/export', 'exportPriceList', {
  request: { params: idParam },
  responses: { 200: spreadsheetAnswer('The workbook') },
});

export const priceListTemplate = templateRoute(
  route,
  '/api/price-lists/import/template',
  'getPriceListTemplate',
);
