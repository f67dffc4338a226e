/** Price list spreadsheets: the template, the export (the same columns) and reading rows. */
import { PRICE_LIST_LIMITS, type PriceListItemInput, priceListItemSchema } from '@tawreed/domain';
import type { Upload } from '../../http/uploads.js';
import { checkRecords, column, importSheet } from '../spreadsheets/import-sheets.js';

export const PRICES_SHEET = importSheet(
  [
    column('Item Code', 'itemCode', 18, ['code', 'item', 'itemno', 'sku']),
    column('Price (SAR)', 'priceSAR', 14, ['price', 'pricesar', 'publicprice', 'unitprice', 'tenderprice']),
  ],
  {
    sheetName: 'Prices',
    templateFile: 'Price_List_Template.xlsx',
    required: ['itemCode', 'priceSAR'],
    examples: [
      { itemCode: 'INS-100', priceSAR: '45.00' },
      { itemCode: 'GLV-M', priceSAR: '12.50' },
    ],
    help: [
      'How to fill in the price list template',
      '1. One row per item: the Item Code as on the orders and its public price in SAR before VAT (at most 2 decimals, above zero). Keep the header row.',
      '2. An item code given twice is an error. If any row has a problem, nothing is imported and every problem is listed by row.',
      '3. Merge (the default) adds and updates the items given; Replace makes the file the whole list.',
    ],
    maxDataRows: PRICE_LIST_LIMITS.maxImportRows,
  },
);

/** A list's items in the template's columns (prices as numbers, so a sheet can sum them). */
export function priceListWorkbook(items: ReadonlyArray<{ itemCode: string; priceSar: string }>) {
  return PRICES_SHEET.workbook(
    items.map((item) => ({ itemCode: item.itemCode, priceSAR: Number(item.priceSar) })),
  );
}

/** A price sheet (.xlsx or .csv) as item inputs, with errors per row. */
export async function readPriceSheet(upload: Upload) {
  return checkRecords<unknown, PriceListItemInput>(await PRICES_SHEET.records(upload), priceListItemSchema);
}
