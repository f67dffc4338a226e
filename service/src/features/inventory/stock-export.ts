/**
 * The lot export (.xlsx or CSV, streamed page by page, formulas neutralised).
 */
import { neutraliseFormula, riyadhDate } from '@tawreed/domain';
import type { Deps, SessionUser } from '../../http/context.js';
import { firstValueRead } from '../../http/streaming.js';
import { pagedExport } from '../spreadsheets/paged-export.js';
import type { StockQuery } from './dto.js';
import * as repo from './repository.js';
import { assertCanViewStock, stockFilterFor, toLotDto } from './service.js';

const EXPORT_HEADERS = [
  'Warehouse',
  'Item Code',
  'Item Description',
  'Lot',
  'Expiry',
  'Bin',
  'On Hand',
  'Reserved',
  'Available',
  'Expiry State',
];

export function exportFileName(format: 'xlsx' | 'csv', now: Date) {
  return `stock-export-${riyadhDate(now)}.${format}`;
}

/**
 * Every lot matching the filters, streamed a page at a time. The first page is read before the
 * answer starts (a refused query answers a JSON error, not a 200 cut short: http/streaming.ts).
 */
export async function exportStock(
  deps: Deps,
  caller: SessionUser,
  query: Omit<StockQuery, 'page' | 'pageSize'> & { format: 'xlsx' | 'csv' },
) {
  assertCanViewStock(caller);
  const filter = stockFilterFor(deps, query);
  const cells = (lot: repo.LotView) => {
    const dto = toLotDto(deps, lot);
    return [
      dto.warehouseCode,
      dto.itemCode,
      dto.itemDescription,
      dto.lotNumber,
      dto.expiryDate,
      dto.bin,
      dto.onHand,
      dto.reserved,
      dto.available,
      dto.expiryState,
    ];
  };
  const text = (value: string | number) => (typeof value === 'number' ? value : neutraliseFormula(value));
  const pages = await firstValueRead(repo.iterateLots(deps.db, filter));
  return pagedExport(query.format, {
    pages,
    csv: { headers: EXPORT_HEADERS, row: (lot) => cells(lot).map((cell) => String(text(cell))) },
    xlsx: { sheet: 'Stock', headers: EXPORT_HEADERS, row: (lot) => cells(lot).map(text) },
  });
}
