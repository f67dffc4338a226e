import { z } from '@hono/zod-openapi';
import { idParam, jsonAnswer, jsonBody, routesTagged } from '../../http/api-route.js';
import { binaryString, fileField, uploadLimit, XLSX } from '../../http/uploads.js';
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

const route = routesTagged(['Prices and VAT']);
const STAFF = ' Staff and administrators only: a medical company gets 404.';
const EDITORS =
  ' Credit Review and administrators edit price lists (other staff 403; a medical company 404).';

export const listPriceLists = route('get', '/api/price-lists', 'listPriceLists', {
  summary: 'Every price list, the default first',
  description: `Lists by name after the default, with their item and client counts.${STAFF}`,
  responses: { 200: jsonAnswer('The price lists', priceListsSchema) },
  errors: [404],
});

export const createPriceList = route('post', '/api/price-lists', 'createPriceList', {
  summary: 'Add a price list',
  description: `A name already taken (any letter case) answers 409. A new default list takes the place of the old default.${EDITORS}`,
  request: { body: jsonBody(createPriceListBody) },
  responses: { 201: jsonAnswer('The list', priceListSchema) },
  errors: [404, 409],
});

export const getPriceList = route('get', '/api/price-lists/{id}', 'getPriceList', {
  summary: 'A price list with its items',
  description: `${STAFF.trim()}`,
  request: { params: idParam },
  responses: { 200: jsonAnswer('The list', priceListDetailSchema) },
});

export const updatePriceList = route('patch', '/api/price-lists/{id}', 'updatePriceList', {
  summary: 'Rename a list, change its validity or make it the default',
  description: `Fields left out keep their value; validTo must not be before validFrom after the change.${EDITORS}`,
  request: { params: idParam, body: jsonBody(updatePriceListBody) },
  responses: { 200: jsonAnswer('The list', priceListSchema) },
  errors: [409],
});

export const replacePriceListItems = route('put', '/api/price-lists/{id}/items', 'replacePriceListItems', {
  summary: "Replace a list's items",
  description: `The list becomes exactly the items given (an item code given twice answers 422).${EDITORS}`,
  request: { params: idParam, body: jsonBody(replaceItemsBody) },
  responses: { 200: jsonAnswer('The list', priceListSchema) },
});

export const importPriceListItems = route('post', '/api/price-lists/{id}/import', 'importPriceListItems', {
  summary: "Import a list's items from a spreadsheet (all rows or none)",
  description: `Reads the Price_List_Template.xlsx columns (Item Code, Price (SAR)) from .xlsx or .csv. mode=merge adds and updates the items given; mode=replace makes the file the whole list. When any row fails nothing changes and \`errors\` names each row. dryRun=true checks and counts without changing anything.${EDITORS}`,
  middleware: [uploadLimit()] as const,
  request: {
    params: idParam,
    query: priceImportQuery,
    body: { required: true, content: { 'multipart/form-data': { schema: z.object({ file: fileField }) } } },
  },
  responses: { 200: jsonAnswer('What was imported, or each row’s errors', priceImportResultSchema) },
  errors: [429],
});

export const exportPriceList = route('get', '/api/price-lists/{id}/export', 'exportPriceList', {
  summary: "A list's items as a spreadsheet importPriceListItems reads back",
  description: `${STAFF.trim()}`,
  request: { params: idParam },
  responses: { 200: { description: 'The workbook', content: { [XLSX]: { schema: binaryString } } } },
});

export const priceListTemplate = route('get', '/api/price-lists/import/template', 'getPriceListTemplate', {
  summary: 'Price_List_Template.xlsx: the format importPriceListItems reads',
  description: `The workbook with the header row, two example rows and instructions.${STAFF}`,
  responses: { 200: { description: 'The template', content: { [XLSX]: { schema: binaryString } } } },
  errors: [404],
});
