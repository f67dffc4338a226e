import { idParam, jsonAnswer, jsonBody, routesTagged } from '../../http/api-route.js';
import { importRoute, spreadsheetAnswer, templateRoute } from '../../http/spreadsheet-routes.js';
import { uploadBody } from '../../http/uploads.js';
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

export const importPriceListItems = importRoute(
  route,
  '/api/price-lists/{id}/import',
  'importPriceListItems',
  {
    summary: "Import a list's items from a spreadsheet (all rows or none)",
    description: `Reads the Price_List_Template.xlsx columns (Item Code, Price (SAR)) from .xlsx or .csv. mode=merge adds and updates the items given; mode=replace makes the file the whole list. When any row fails nothing changes and \`errors\` names each row. dryRun=true checks and counts without changing anything.${EDITORS}`,
    request: { params: idParam, query: priceImportQuery, body: uploadBody() },
    result: priceImportResultSchema,
  },
);

export const exportPriceList = route('get', '/api/price-lists/{id}/export', 'exportPriceList', {
  summary: "A list's items as a spreadsheet importPriceListItems reads back",
  description: `${STAFF.trim()}`,
  request: { params: idParam },
  responses: { 200: spreadsheetAnswer('The workbook') },
});

export const priceListTemplate = templateRoute(
  route,
  '/api/price-lists/import/template',
  'getPriceListTemplate',
  {
    summary: 'Price_List_Template.xlsx: the format importPriceListItems reads',
    description: `The workbook with the header row, two example rows and instructions.${STAFF}`,
  },
);
