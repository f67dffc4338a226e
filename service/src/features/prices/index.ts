import type { Context } from 'hono';
import type { AppEnv, Deps } from '../../http/context.js';
import { andBelow, gatedRouter } from '../../http/gated-router.js';
import { changeByKey, readByKey } from '../../http/keyed-handlers.js';
import { renderRowErrors } from '../../http/row-errors.js';
import { requireUser } from '../../http/session.js';
import { toUpload, workbookDownload } from '../../http/uploads.js';
import * as routes from './routes.js';
import * as prices from './service.js';
import * as sheets from './sheets.js';

/**
 * Who may call a price route, checked before its body is read: a medical company gets 404
 * whatever it sends, staff who may not edit 403 on writes.
 */
function priceGate(c: Context<AppEnv>) {
  const caller = requireUser(c);
  if (c.req.method === 'GET' || c.req.method === 'HEAD') prices.assertCanViewPrices(caller);
  else prices.assertCanEditPrices(caller);
}

/** DESIGN §12: price lists, their items, import and export. */
export function priceRoutes(deps: Deps) {
  return gatedRouter(andBelow('/api/price-lists'), priceGate)
    .openapi(routes.listPriceLists, async (c) =>
      c.json(await prices.listPriceLists(deps, requireUser(c)), 200),
    )
    .openapi(routes.createPriceList, async (c) =>
      c.json(await prices.createPriceList(deps, requireUser(c), c.req.valid('json')), 201),
    )
    .openapi(routes.priceListTemplate, async (c) => {
      const file = await sheets.PRICES_SHEET.template();
      return workbookDownload(c, file.bytes, file.fileName);
    })
    .openapi(routes.getPriceList, readByKey(deps, 'id', prices.getPriceList))
    .openapi(routes.updatePriceList, changeByKey(deps, 'id', prices.updatePriceList))
    .openapi(routes.replacePriceListItems, async (c) =>
      c.json(
        await prices.replaceItems(deps, requireUser(c), c.req.valid('param').id, c.req.valid('json').items),
        200,
      ),
    )
    .openapi(routes.importPriceListItems, async (c) => {
      const caller = requireUser(c);
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      const read = await sheets.readPriceSheet(await toUpload(c.req.valid('form').file));
      const result = read.errors.length
        ? { applied: false, created: 0, updated: 0, unchanged: 0, errors: read.errors }
        : await prices.importItems(deps, caller, id, read.rows, query);
      return c.json({ ...result, errors: renderRowErrors(c, result.errors) }, 200);
    })
    .openapi(routes.exportPriceList, async (c) => {
      const { list, items } = await prices.exportRows(deps, requireUser(c), c.req.valid('param').id);
      const safeName = list.name.replace(/[^\p{L}\p{N}_-]+/gu, '_').slice(0, 80) || 'Price_List';
      return workbookDownload(c, await sheets.priceListWorkbook(items), `${safeName}.xlsx`);
    });
}
