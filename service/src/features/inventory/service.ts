import {
  type AdjustmentInput,
  addDays,
  canChangeStock,
  canEditPriceLists,
  canNameWarehouses,
  canViewStock,
  expiryState,
  type ItemInput,
  msg,
  type ReceiptInput,
  type ReturnInput,
  resolveReceipt,
  riyadhDate,
} from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import { toActor } from '../../auth-core/credentials.js';
import { queryRows, type Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { ServiceEvent } from '../../events/types.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { AppError, forbidden, notFound, validationFailed } from '../../http/errors.js';
import { cappedPage } from '../../http/paging.js';
import { actorOf, audit } from '../audit/write.js';
import { checkMinimumAlerts } from './alerts.js';
import type { StockItemDto, StockLotDto, StockMovementDto, StockQuery } from './dto.js';
import * as repo from './repository.js';
import { completeShortDemands, type StockPolicy } from './reservations.js';
import { stockEvents } from './workflow-hooks.js';

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
    id: item.id,
    itemCode: item.itemCode,
    description: item.description,
    gtin: item.gtin,
    unit: item.unit,
    minimumLevel: item.minimumLevel,
    vatCategory: item.vatCategory,
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
  const view = await repo.findItemView(deps.db, stockFilterFor(deps, { itemId }));
  if (!view) throw notFound('whatItem');
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
    repo.listLots(deps.db, stockFilterFor(deps, { itemId: id }), { limit: 1000, offset: 0 }),
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
  const item = await repo.findItem(deps.db, { id });
  if (!item) throw notFound('whatItem');
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
  const { rows, total: counted } = await repo.listLots(deps.db, stockFilterFor(deps, query), place, cap);
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
  const lot = await repo.findLotView(deps.db, id);
  if (!lot) throw notFound(msg('lotNotFound'));
  return toLotDto(deps, lot);
}

export interface ReceiveOutcome {
  lotId: string;
  movementId: string;
  completedOrderIds: string[];
}

/** One receipt inside an open transaction (the API, and each row of an import). */
export async function receiveInTx(
  deps: Deps,
  tx: Tx,
  caller: SessionUser,
  input: ReceiptInput,
  events: ServiceEvent[],
): Promise<ReceiveOutcome> {
  const now = deps.now();
  const resolved = resolveReceipt(input, now);
  if (!resolved.ok) throw validationFailed(resolved.issues);
  const { itemCode, gtin, lotNumber, expiryDate } = resolved.value;
  const warehouse = await repo.findWarehouse(tx, input.warehouseId);
  if (!warehouse) throw validationFailed([{ path: 'warehouseId', message: msg('unknownWarehouse') }]);
  let item = itemCode ? await repo.findItem(tx, { itemCode }) : await repo.findItem(tx, { gtin: gtin ?? '' });
  if (item && gtin && item.gtin && item.gtin !== gtin) {
    throw validationFailed([
      {
        path: 'gs1',
        message: msg('scannedGtinNotItems', { gtin, item: item.itemCode, itemGtin: item.gtin }),
      },
    ]);
  }
  // A scanned GTIN is copied onto an item that has none: it must not be another item's.
  if (gtin && !item?.gtin && itemCode) {
    const holder = await repo.findItem(tx, { gtin });
    if (holder && holder.id !== item?.id) {
      throw validationFailed([{ path: 'gs1', message: msg('scannedGtinTaken', { gtin }) }]);
    }
  }
  if (!item) {
    if (!itemCode || !input.description) {
      throw validationFailed([
        {
          path: itemCode ? 'description' : 'itemCode',
          message: msg('unknownItemNeedsDescription'),
        },
      ]);
    }
    item =
      (await repo.insertItem(tx, {
        itemCode,
        description: input.description,
        gtin: gtin ?? null,
        createdAt: now,
        updatedAt: now,
      })) ?? (await repo.findItem(tx, { itemCode }));
    if (!item) throw new AppError('CONFLICT', msg('itemCouldNotAdd', { code: itemCode }));
  } else if (gtin && !item.gtin) {
    await repo.updateItem(tx, item.id, { gtin, updatedAt: now });
  }
  const lot =
    (await repo.lockLotByKey(tx, item.id, warehouse.id, lotNumber)) ??
    (await repo.ensureLot(tx, {
      itemId: item.id,
      warehouseId: warehouse.id,
      lotNumber,
      expiryDate,
      bin: input.bin,
      createdAt: now,
      updatedAt: now,
    }));
  if (!lot) throw new AppError('CONFLICT', msg('lotCouldNotMake', { lot: lotNumber }));
  if (lot.expiryDate !== expiryDate) {
    throw new AppError(
      'CONFLICT',
      msg('lotExpiryDiffers', {
        lot: lotNumber,
        item: item.itemCode,
        known: lot.expiryDate,
        given: expiryDate,
      }),
    );
  }
  const moved = await repo.moveStock(tx, {
    lotId: lot.id,
    kind: 'receipt',
    onHandDelta: input.quantity,
    reservedDelta: 0,
    reason: resolved.value.serial ? `serial ${resolved.value.serial}` : null,
    actorId: caller.id,
    createdAt: now,
  });
  if (!moved) throw new AppError('CONFLICT', msg('lotCouldNotTake'));
  if (lot.bin !== input.bin) await tx.execute(sqlSetBin(lot.id, input.bin));
  const completion = await completeShortDemands(tx, item.itemCode, stockPolicy(deps), caller.id, now);
  events.push(
    ...stockEvents([{ itemCode: item.itemCode, lotIds: [lot.id] }, ...completion.touched], 'receipt'),
  );
  events.push(...(await checkMinimumAlerts(tx, [item.itemCode], now)));
  return { lotId: lot.id, movementId: moved.movementId, completedOrderIds: completion.completedOrderIds };
}

function sqlSetBin(lotId: string, bin: string) {
  return sql`update stock_lots set bin = ${bin} where id = ${lotId}`;
}

async function changeResult(deps: Deps, outcome: ReceiveOutcome) {
  const lot = await repo.findLotView(deps.db, outcome.lotId);
  if (!lot) throw notFound(msg('lotNotFound'));
  return {
    lot: toLotDto(deps, lot),
    movementId: outcome.movementId,
    completedOrderIds: outcome.completedOrderIds,
  };
}

export async function receive(deps: Deps, caller: SessionUser, input: ReceiptInput) {
  assertCanChangeStock(caller);
  const outcome = await inTransaction(deps, (tx, events) => receiveInTx(deps, tx, caller, input, events));
  return changeResult(deps, outcome);
}

/** An adjustment (signed, with a reason) or a return (positive) on one lot. */
export async function changeLot(
  deps: Deps,
  caller: SessionUser,
  lotId: string,
  change: { kind: 'adjustment'; input: AdjustmentInput } | { kind: 'return'; input: ReturnInput },
) {
  assertCanChangeStock(caller);
  const now = deps.now();
  const outcome = await inTransaction(deps, async (tx, events) => {
    const lot = await repo.lockLot(tx, lotId);
    if (!lot) throw notFound(msg('lotNotFound'));
    const view = await repo.findLotView(tx, lotId);
    if (change.kind === 'return' && change.input.orderId) {
      const found = await queryRows(tx, sql`select 1 from orders where id = ${change.input.orderId}`);
      if (!found.length) throw validationFailed([{ path: 'orderId', message: msg('unknownOrder') }]);
    }
    const moved = await repo.moveStock(tx, {
      lotId,
      kind: change.kind,
      onHandDelta: change.input.quantity,
      reservedDelta: 0,
      reason: change.input.reason,
      orderId: change.kind === 'return' ? (change.input.orderId ?? null) : null,
      actorId: caller.id,
      createdAt: now,
    });
    if (!moved) {
      throw new AppError(
        'CONFLICT',
        msg('stockCannotChange', {
          onHand: lot.onHand,
          reserved: lot.reserved,
          change: change.input.quantity,
        }),
        { onHand: lot.onHand, reserved: lot.reserved },
      );
    }
    const itemCode = view?.itemCode ?? '';
    await audit(tx, {
      kind: 'stockAdjusted',
      actor: actorOf(caller),
      subject: itemCode,
      details: {
        movement: change.kind,
        lotId,
        lotNumber: view?.lotNumber ?? null,
        quantity: change.input.quantity,
        onHandBefore: lot.onHand,
        reason: change.input.reason ?? null,
        orderId: change.kind === 'return' ? (change.input.orderId ?? null) : null,
      },
      at: now,
    });
    const completion =
      change.input.quantity > 0
        ? await completeShortDemands(tx, itemCode, stockPolicy(deps), caller.id, now)
        : { completedOrderIds: [], touched: [] };
    events.push(...stockEvents([{ itemCode, lotIds: [lotId] }, ...completion.touched], change.kind));
    events.push(...(await checkMinimumAlerts(tx, [itemCode], now)));
    return { lotId, movementId: moved.movementId, completedOrderIds: completion.completedOrderIds };
  });
  return changeResult(deps, outcome);
}
