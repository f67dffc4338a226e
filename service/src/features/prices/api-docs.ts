import type { ApiDocs } from '../../http/api-route.js';

const STAFF = ' Staff and administrators only: a medical company gets 404.';
const EDITORS =
  ' Credit Review and administrators edit price lists (other staff 403; a medical company 404).';

/**
 * The summary and description of each price-list operation in the contract, by operationId; the
 * routes hold their wiring. An entry lists the two in the order the contract does.
 */
export const PRICES_API_DOCS = {
  listPriceLists: {
    summary: 'Every price list, the default first',
    description: `Lists by name after the default, with their item and client counts.${STAFF}`,
  },
  createPriceList: {
    summary: 'Add a price list',
    description: `A name already taken (any letter case) answers 409. A new default list takes the place of the old default.${EDITORS}`,
  },
  getPriceList: {
    summary: 'A price list with its items',
    description: STAFF.trim(),
  },
  updatePriceList: {
    summary: 'Rename a list, change its validity or make it the default',
    description: `Fields left out keep their value; validTo must not be before validFrom after the change.${EDITORS}`,
  },
  replacePriceListItems: {
    summary: "Replace a list's items",
    description: `The list becomes exactly the items given (an item code given twice answers 422).${EDITORS}`,
  },
  importPriceListItems: {
    summary: "Import a list's items from a spreadsheet (all rows or none)",
    description: `Reads the Price_List_Template.xlsx columns (Item Code, Price (SAR)) from .xlsx or .csv. mode=merge adds and updates the items given; mode=replace makes the file the whole list. When any row fails nothing changes and \`errors\` names each row. dryRun=true checks and counts without changing anything.${EDITORS}`,
  },
  exportPriceList: {
    summary: "A list's items as a spreadsheet importPriceListItems reads back",
    description: STAFF.trim(),
  },
  getPriceListTemplate: {
    summary: 'Price_List_Template.xlsx: the format importPriceListItems reads',
    description: `The workbook with the header row, two example rows and instructions.${STAFF}`,
  },
} as const satisfies ApiDocs;
