import type { ApiDocs } from '../../http/api-route.js';

const WHO_SEES =
  ' Stock is shown to reviewers, the warehouse and administrators; a medical company gets 404 (it never sees stock).';
const WHO_CHANGES =
  ' Only warehouse managers and administrators change stock (others 403; a medical company 404).';

/**
 * The summary and description of each inventory operation in the contract, by operationId; the
 * routes hold their wiring. An entry lists the two in the order the contract does.
 */
export const INVENTORY_API_DOCS = {
  listWarehouses: {
    summary: 'Warehouses',
    description: `Every warehouse, by code.${WHO_SEES}`,
  },
  createWarehouse: {
    summary: 'Name a new warehouse (administrators)',
    description:
      'Adds a warehouse; only administrators (others 403, a medical company 404). A taken code answers 409.',
  },
  listStockItems: {
    summary: 'Stock by item, filtered and paged',
    description: `Items with their totals over every lot (or one warehouse's), filtered by item, text, near expiry, expired or below minimum.${WHO_SEES}`,
  },
  createStockItem: {
    summary: 'Add an item (Item Code, description, GTIN, unit, minimum level)',
    description: `Adds an item known by its Item Code; a taken Item Code or GTIN answers 409.${WHO_CHANGES}`,
  },
  getStockItem: {
    summary: 'An item with its lots and a page of its movements',
    description: `The item, every lot first expiry first, and its movements newest first (paged).${WHO_SEES}`,
  },
  updateStockItem: {
    summary: "Change an item's description, GTIN, unit or minimum level",
    description: `Fields left out keep their value; a GTIN taken by another item answers 409.${WHO_CHANGES}`,
  },
  listStockLots: {
    summary: 'Stock by lot, filtered and paged',
    description: `Lots first expiry first, filtered by warehouse, item, text, near expiry, expired or below minimum.${WHO_SEES}`,
  },
  getStockLot: {
    summary: 'One lot',
    description: `One lot with on hand, reserved and expiry state.${WHO_SEES}`,
  },
  receiveStock: {
    summary: 'Receive units into a lot (typed or scanned GS1), completing short reservations',
    description: `Adds units to the lot (made when new) with a receipt movement; short reservations of the item are then completed, oldest orders first, in the same transaction. A lot number known with another expiry answers 409.${WHO_CHANGES}`,
  },
  adjustStock: {
    summary: 'Correct a lot’s on hand, with a reason',
    description: `Adds (or with a negative quantity removes) units with an adjustment movement naming the reason. On hand never goes negative nor under what is reserved (409).${WHO_CHANGES}`,
  },
  returnStock: {
    summary: 'Take units back into a lot (a client return)',
    description: `Adds returned units to the lot with a return movement (optionally naming the order).${WHO_CHANGES}`,
  },
  importStock: {
    summary: 'Receive a spreadsheet of lots (all rows or none)',
    description: `Reads a receipts spreadsheet (.xlsx, .xls or .csv; the template's columns) and receives every row in one transaction; when any row fails, nothing is received and \`errors\` names each row and field.${WHO_CHANGES}`,
  },
  getStockTemplate: {
    summary: 'Stock_Template.xlsx: the receipts spreadsheet format',
    description: `The workbook whose header row importStock reads.${WHO_SEES}`,
  },
  exportStock: {
    summary: 'Every lot matching the filters as stock-export-{date}.xlsx (or format=csv)',
    description: `The lots listStockLots would answer, every page, streamed; cells starting with = + - @ are neutralised.${WHO_SEES}`,
  },
  recallLot: {
    summary: 'Every order, client, company, quantity and date a lot shipped to (JSON or CSV)',
    description: `For a lot number (optionally of one item): every shipment, newest first. format=csv answers recall-{lot}.csv.${WHO_SEES}`,
  },
  listOrderAvailability: {
    summary: 'A compact stock indicator for up to 100 orders (the order list)',
    description: `One indicator per order id the caller may see (others are left out).${WHO_SEES}`,
  },
  getOrderStock: {
    summary: "Each line's availability and reserved lots (pick list order)",
    description: `Per line: units required (quantity + bonus), reserved, shipped, free reservable stock, and the reserved or shipped lots with expiry and bin in picking order: what reviewers check before approving, the pick list and the delivery note use.${WHO_SEES}`,
  },
} as const satisfies ApiDocs;
