/** Stock coming in and changing: receipts (the API and each import row), adjustments and returns. */
import {
  type AdjustmentInput,
  msg,
  type ReceiptInput,
  type ReturnInput,
  resolveReceipt,
} from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { ServiceEvent } from '../../events/types.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { AppError, validationFailed } from '../../http/errors.js';
import { foundOr404 } from '../../http/found.js';
import { actorOf, audit } from '../audit/write.js';
import { checkMinimumAlerts } from './alerts.js';
import * as lots from './lot-writes.js';
import * as repo from './repository.js';
import { completeShortDemands } from './reservations.js';
import { assertCanChangeStock, stockPolicy, toLotDto } from './service.js';
import { stockEvents } from './workflow-hooks.js';

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
    (await lots.lockLotByKey(tx, item.id, warehouse.id, lotNumber)) ??
    (await lots.ensureLot(tx, {
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
  const moved = await lots.moveStock(tx, {
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
  const lot = await foundOr404(repo.findLotView(deps.db, outcome.lotId), msg('lotNotFound'));
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
    const lot = await foundOr404(lots.lockLot(tx, lotId), msg('lotNotFound'));
    const view = await repo.findLotView(tx, lotId);
    if (change.kind === 'return' && change.input.orderId) {
      const found = await queryRows(tx, sql`select 1 from orders where id = ${change.input.orderId}`);
      if (!found.length) throw validationFailed([{ path: 'orderId', message: msg('unknownOrder') }]);
    }
    const moved = await lots.moveStock(tx, {
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
