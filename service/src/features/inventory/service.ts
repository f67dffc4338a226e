import {
  addDays,
  canChangeStock,
  canEditPriceLists,
  canNameWarehouses,
  canViewStock,
  expiryState,
  type ItemInput,
  msg,
  riyadhDate,
} from '@tawreed/domain';
import { toActor } from '../../auth-core/credentials.js';
import { inTransaction } from '../../db/transaction.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { AppError, forbidden, notFound } from '../../http/errors.js';
import { foundOr404 } from '../../http/found.js';
import { cappedPage } from '../../http/paging.js';
import { pick } from '../../http/pick.js';
import { checkMinimumAlerts } from './alerts.js';
import type { StockItemDto, StockLotDto, StockMovementDto, StockQuery } from './dto.js';
import * as repo from './repository.js';
import type { StockPolicy } from './reservations.js';

/** Medical companies never see stock: every inventory route answers them 404 (no existence leak). */
export function assertCanViewStock(caller: SessionUser) {
  if (!canViewStock(toActor(caller))) throw notFound('whatStock');
}

export function assertCanChangeStock(caller: SessionUser) {
  assertCanViewStock(caller);
  if (!canChangeStock(toActor(caller))) throw forbidden(msg('stockChangeForbidden'));
}

/** An item's VAT category is the price lists' editors' (DESIGN §12), not the warehouse's. */
function assertCanSetVat(caller: SessionUser, input: Partial<ItemInput>) {
  if (input.vatCategory !== undefined && !canEditPriceLists(toActor(caller))) {
    throw forbidden(msg('vatCategoryForbidden'));
  }
}

export const stockPolicy = (deps: Deps): StockPolicy => ({
  minShelfLifeDays: deps.config.MIN_SHELF_LIFE_DAYS,
});

export function stockFilterFor(
  deps: Deps,
  query: Partial<StockQuery> & { lotNumber?: string; itemId?: string },
) {
  const today = riyadhDate(deps.now());
  return {
    ...(query.warehouseId && { warehouseId: query.warehouseId }),
    ...(query.itemCode && { itemCode: query.itemCode }),
    ...(query.itemId && { itemId: query.itemId }),
    ...(query.q?.trim() && { q: query.q.trim() }),
    ...(query.filter && { filter: query.filter }),
    ...(query.lotNumber && { lotNumber: query.lotNumber }),
    today,
    nearExpiryUntil: addDays(today, deps.config.NEAR_EXPIRY_DAYS),
  };
}

export function toLotDto(deps: Deps, lot: repo.LotView): StockLotDto {
  const today = riyadhDate(deps.now());
  return {
    ...lot,
    available: lot.onHand - lot.reserved,
    expiryState: expiryState(lot.expiryDate, today, deps.config.NEAR_EXPIRY_DAYS),
  };
}

function toItemDto(item: repo.ItemView): StockItemDto {
  return {
    ...pick(item, ['id', 'itemCode', 'description', 'gtin', 'unit', 'minimumLevel', 'vatCategory']),
    onHand: Number(item.onHand),
    reserved: Number(item.reserved),
    available: Number(item.available),
    belowMinimum: Number(item.available) < item.minimumLevel,
    nearestExpiry: item.nearestExpiry,
  };
}

function toMovementDto(row: repo.MovementView): StockMovementDto {
  // The query selects exactly the DTO's fields; only the kind's type and the actor's shape differ.
  const { kind, actorId, actorName, ...movement } = row;
  return {
    ...movement,
    kind: kind as StockMovementDto['kind'],
    actor: actorId ? { id: actorId, name: actorName ?? '' } : null,
  };
}

const pageOf = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

export async function listWarehouses(deps: Deps, caller: SessionUser) {
  assertCanViewStock(caller);
  const rows = await repo.listWarehouses(deps.db);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function createWarehouse(
  deps: Deps,
  caller: SessionUser,
  input: { code: string; name: string },
) {
  assertCanViewStock(caller);
  if (!canNameWarehouses(toActor(caller))) throw forbidden(msg('warehousesAdminOnly'));
  const row = await repo.insertWarehouse(deps.db, { ...input, createdAt: deps.now() });
  if (!row) throw new AppError('CONFLICT', msg('warehouseExists', { code: input.code }));
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function listItems(deps: Deps, caller: SessionUser, query: StockQuery) {
  assertCanViewStock(caller);
  const { rows, total } = await repo.listItems(deps.db, stockFilterFor(deps, query), pageOf(query));
  return { items: rows.map(toItemDto), total, page: query.page, pageSize: query.pageSize };
}

async function itemDto(deps: Deps, itemId: string) {
  const view = await foundOr404(repo.findItemView(deps.db, stockFilterFor(deps, { itemId })), 'whatItem');
  return toItemDto(view);
}

export async function getItem(
  deps: Deps,
  caller: SessionUser,
  id: string,
  query: { page: number; pageSize: number },
) {
  assertCanViewStock(caller);
  const item = await itemDto(deps, id);
  const [lots, movements] = await Promise.all([
    repo.listLots(deps.database, stockFilterFor(deps, { itemId: id }), { limit: 1000, offset: 0 }),
    repo.listItemMovements(deps.db, id, pageOf(query)),
  ]);
  return {
    item,
    lots: lots.rows.map((lot) => toLotDto(deps, lot)),
    movements: movements.rows.map(toMovementDto),
    movementsTotal: movements.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function createItem(deps: Deps, caller: SessionUser, input: ItemInput & { itemCode: string }) {
  assertCanChangeStock(caller);
  assertCanSetVat(caller, input);
  const now = deps.now();
  if (input.gtin && (await repo.findItem(deps.db, { gtin: input.gtin }))) {
    throw new AppError('CONFLICT', msg('gtinTaken', { gtin: input.gtin }));
  }
  const row = await repo.insertItem(deps.db, {
    itemCode: input.itemCode,
    description: input.description,
    gtin: input.gtin ?? null,
    unit: input.unit ?? 'EA',
    minimumLevel: input.minimumLevel ?? 0,
    vatCategory: input.vatCategory ?? 'S',
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw new AppError('CONFLICT', msg('itemExists', { code: input.itemCode }));
  return itemDto(deps, row.id);
}

export async function updateItem(deps: Deps, caller: SessionUser, id: string, input: Partial<ItemInput>) {
  assertCanChangeStock(caller);
  assertCanSetVat(caller, input);
  const item = await foundOr404(repo.findItem(deps.db, { id }), 'whatItem');
  if (input.gtin) {
    const holder = await repo.findItem(deps.db, { gtin: input.gtin });
    if (holder && holder.id !== id) throw new AppError('CONFLICT', msg('gtinTaken', { gtin: input.gtin }));
  }
  await inTransaction(deps, async (tx, events) => {
    await repo.updateItem(tx, id, {
      ...(input.description !== undefined && { description: input.description }),
      ...(input.gtin !== undefined && { gtin: input.gtin }),
      ...(input.unit !== undefined && { unit: input.unit }),
      ...(input.minimumLevel !== undefined && { minimumLevel: input.minimumLevel }),
      ...(input.vatCategory !== undefined && { vatCategory: input.vatCategory }),
      updatedAt: deps.now(),
    });
    if (input.minimumLevel !== undefined)
      events.push(...(await checkMinimumAlerts(tx, [item.itemCode], deps.now())));
  });
  return itemDto(deps, id);
}

export async function listLots(deps: Deps, caller: SessionUser, query: StockQuery) {
  assertCanViewStock(caller);
  const place = pageOf(query);
  const cap = deps.config.STOCK_EXACT_TOTAL_LIMIT;
  const { rows, total: counted } = await repo.listLots(
    deps.database,
    stockFilterFor(deps, query),
    place,
    cap,
  );
  const { page, total, totalIsEstimate } = cappedPage(
    rows,
    { offset: place.offset, pageSize: query.pageSize },
    counted,
    cap,
  );
  return {
    lots: page.map((lot) => toLotDto(deps, lot)),
    total,
    totalIsEstimate,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getLot(deps: Deps, caller: SessionUser, id: string) {
  assertCanViewStock(caller);
  return toLotDto(deps, await foundOr404(repo.findLotView(deps.db, id), msg('lotNotFound')));
}
