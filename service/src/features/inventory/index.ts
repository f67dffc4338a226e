import { csvLine, neutraliseFormula } from '@tawreed/domain';
import { createRouter, type Deps } from '../../http/context.js';
import { renderText, requestLanguage } from '../../http/errors.js';
import { requireUser } from '../../http/session.js';
import { streamedBody } from '../../http/streaming.js';
import { contentDisposition, safeFileName, toUpload, workbookDownload, XLSX } from '../../http/uploads.js';
import * as orderStock from './order-stock.js';
import * as receipts from './receipts.js';
import * as routes from './routes.js';
import * as stock from './service.js';
import * as stockExport from './stock-export.js';
import * as sheets from './stock-sheet.js';

const RECALL_HEADERS = [
  'Order',
  'Client',
  'Account No',
  'Medical Company',
  'Item Code',
  'Lot',
  'Warehouse',
  'Quantity',
  'Shipped At',
  'Delivery Note',
];

/** DESIGN §8: warehouses, items, lots and movements; receipts, adjustments, imports, recall. */
export function inventoryRoutes(deps: Deps) {
  return createRouter()
    .openapi(routes.listWarehouses, async (c) =>
      c.json({ warehouses: await stock.listWarehouses(deps, requireUser(c)) }, 200),
    )
    .openapi(routes.createWarehouse, async (c) =>
      c.json(await stock.createWarehouse(deps, requireUser(c), c.req.valid('json')), 201),
    )
    .openapi(routes.listStockItems, async (c) =>
      c.json(await stock.listItems(deps, requireUser(c), c.req.valid('query')), 200),
    )
    .openapi(routes.createStockItem, async (c) =>
      c.json(await stock.createItem(deps, requireUser(c), c.req.valid('json')), 201),
    )
    .openapi(routes.getStockItem, async (c) =>
      c.json(await stock.getItem(deps, requireUser(c), c.req.valid('param').id, c.req.valid('query')), 200),
    )
    .openapi(routes.updateStockItem, async (c) =>
      c.json(await stock.updateItem(deps, requireUser(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(routes.listStockLots, async (c) =>
      c.json(await stock.listLots(deps, requireUser(c), c.req.valid('query')), 200),
    )
    .openapi(routes.getStockLot, async (c) =>
      c.json(await stock.getLot(deps, requireUser(c), c.req.valid('param').id), 200),
    )
    .openapi(routes.receiveStock, async (c) =>
      c.json(await receipts.receive(deps, requireUser(c), c.req.valid('json')), 201),
    )
    .openapi(routes.adjustStock, async (c) => {
      const input = c.req.valid('json');
      return c.json(
        await receipts.changeLot(deps, requireUser(c), c.req.valid('param').id, {
          kind: 'adjustment',
          input,
        }),
        201,
      );
    })
    .openapi(routes.returnStock, async (c) => {
      const input = c.req.valid('json');
      return c.json(
        await receipts.changeLot(deps, requireUser(c), c.req.valid('param').id, { kind: 'return', input }),
        201,
      );
    })
    .openapi(routes.importStock, async (c) => {
      const caller = requireUser(c);
      stock.assertCanChangeStock(caller);
      const form = c.req.valid('form');
      const upload = await toUpload(form.file);
      const outcome = await sheets.importStock(deps, caller, upload, form.warehouseId);
      const lang = requestLanguage(c);
      const errors = outcome.errors.map((error) => ({ ...error, message: renderText(lang, error.message) }));
      return c.json({ ...outcome, errors }, 200);
    })
    .openapi(routes.stockTemplate, async (c) => {
      const bytes = await sheets.templateFor(requireUser(c));
      return workbookDownload(c, bytes, sheets.STOCK_TEMPLATE_FILE);
    })
    .openapi(routes.exportStock, async (c) => {
      const query = c.req.valid('query');
      const stream = await stockExport.exportStock(deps, requireUser(c), query);
      return c.body(streamedBody(c, deps.logger, stream), 200, {
        'Content-Type': query.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX,
        'Content-Disposition': contentDisposition(stockExport.exportFileName(query.format, deps.now())),
      });
    })
    .openapi(routes.recallLot, async (c) => {
      const query = c.req.valid('query');
      const result = await orderStock.recall(deps, requireUser(c), query);
      if (query.format === 'json') return c.json(result, 200);
      const body = [
        csvLine(RECALL_HEADERS),
        ...result.shipments.map((row) =>
          csvLine(
            [
              row.orderId,
              row.clientName,
              row.clientAccountNo ?? '',
              row.medicalCompany,
              row.itemCode,
              query.lotNumber,
              row.warehouseCode,
              String(row.quantity),
              row.shippedAt,
              row.deliveryNoteNo ?? '',
            ].map(neutraliseFormula),
          ),
        ),
      ].join('');
      return c.body(`\uFEFF${body}`, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition(`recall-${safeFileName(query.lotNumber)}.csv`),
      });
    })
    .openapi(routes.orderAvailability, async (c) =>
      c.json(
        await orderStock.listOrderAvailability(deps, requireUser(c), c.req.valid('query').orderIds),
        200,
      ),
    )
    .openapi(routes.getOrderStock, async (c) =>
      c.json(await orderStock.getOrderStock(deps, requireUser(c), c.req.valid('param').id), 200),
    );
}
