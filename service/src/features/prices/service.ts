/**
 * Price lists (DESIGN §12): the lists, their validity and default, and their items. Permission
 * checks here; the rules (who edits, dates, the price check) are domain/'s.
 */
import {
  canEditPriceLists,
  canViewCredit,
  msg,
  type NewPriceList,
  type PriceListChanges,
  type PriceListItemInput,
  priceListDatesValid,
} from '@tawreed/domain';
import type { Deps, SessionUser } from '../../http/context.js';
import { forbidden, notFound, validationFailed } from '../../http/errors.js';
import { foundOr404 } from '../../http/found.js';
import { pick } from '../../http/pick.js';
import { actorOf, audit } from '../audit/write.js';
import { type RowError, rowMessage } from '../spreadsheets/import-sheets.js';
import type { PriceListDto } from './dto.js';
import * as repo from './repository.js';

/** A medical company never learns a list exists (404); other staff read, editors write. */
export function assertCanViewPrices(caller: SessionUser) {
  if (!canViewCredit(caller)) throw notFound('whatPriceList');
}
export function assertCanEditPrices(caller: SessionUser) {
  assertCanViewPrices(caller);
  if (!canEditPriceLists(caller)) throw forbidden(msg('priceListEditForbidden'));
}

function toDto(row: repo.PriceListSummaryRow): PriceListDto {
  return {
    ...pick(row, ['id', 'name', 'validFrom', 'validTo', 'isDefault', 'itemCount', 'clientCount']),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const summaryOr404 = (deps: Deps, id: string) => foundOr404(repo.findPriceList(deps.db, id), 'whatPriceList');

export async function listPriceLists(deps: Deps, caller: SessionUser) {
  assertCanViewPrices(caller);
  return { priceLists: (await repo.listPriceLists(deps.db)).map(toDto) };
}

export async function getPriceList(deps: Deps, caller: SessionUser, id: string) {
  assertCanViewPrices(caller);
  const row = await summaryOr404(deps, id);
  const items = await repo.listItems(deps.db, id);
  return {
    ...toDto(row),
    items: items.map((item) => ({ itemCode: item.itemCode, priceSAR: item.priceSar })),
  };
}

export async function createPriceList(deps: Deps, caller: SessionUser, body: NewPriceList) {
  assertCanEditPrices(caller);
  if (!priceListDatesValid(body))
    throw validationFailed([{ path: 'validTo', message: msg('priceListEndsBeforeStart') }]);
  const id = await deps.db.transaction(async (tx) => {
    if (body.isDefault) await repo.clearDefault(tx, null);
    const row = await repo.insertPriceList(tx, {
      name: body.name,
      validFrom: body.validFrom ?? null,
      validTo: body.validTo ?? null,
      isDefault: body.isDefault ?? false,
    });
    await audit(tx, {
      kind: 'priceListChanged',
      actor: actorOf(caller),
      subject: row.id,
      details: {
        change: 'created',
        name: body.name,
        validFrom: body.validFrom ?? null,
        validTo: body.validTo ?? null,
        isDefault: body.isDefault ?? false,
      },
      at: deps.now(),
    });
    return row.id;
  });
  return toDto(await summaryOr404(deps, id));
}

export async function updatePriceList(
  deps: Deps,
  caller: SessionUser,
  id: string,
  changes: PriceListChanges,
) {
  assertCanEditPrices(caller);
  await deps.db.transaction(async (tx) => {
    const row = await foundOr404(repo.lockPriceList(tx, id), 'whatPriceList');
    const merged = {
      validFrom: changes.validFrom === undefined ? row.validFrom : changes.validFrom,
      validTo: changes.validTo === undefined ? row.validTo : changes.validTo,
    };
    if (!priceListDatesValid(merged))
      throw validationFailed([{ path: 'validTo', message: msg('priceListEndsBeforeStart') }]);
    if (changes.isDefault) await repo.clearDefault(tx, id);
    const set = {
      ...(changes.name !== undefined && { name: changes.name }),
      ...merged,
      ...(changes.isDefault !== undefined && { isDefault: changes.isDefault }),
    };
    await repo.updatePriceList(tx, id, set);
    await audit(tx, {
      kind: 'priceListChanged',
      actor: actorOf(caller),
      subject: id,
      details: {
        change: 'updated',
        before: { name: row.name, validFrom: row.validFrom, validTo: row.validTo, isDefault: row.isDefault },
        after: { name: row.name, isDefault: row.isDefault, ...set },
      },
      at: deps.now(),
    });
  });
  return toDto(await summaryOr404(deps, id));
}

/** Item codes given twice: each later row with the row that first gave it. */
function repeatedItems(rows: ReadonlyArray<{ row: number; itemCode: string }>) {
  const first = new Map<string, number>();
  const repeats: Array<{ row: number; itemCode: string; first: number }> = [];
  for (const { row, itemCode } of rows) {
    const seen = first.get(itemCode);
    if (seen === undefined) first.set(itemCode, row);
    else repeats.push({ row, itemCode, first: seen });
  }
  return repeats;
}

export async function replaceItems(deps: Deps, caller: SessionUser, id: string, items: PriceListItemInput[]) {
  assertCanEditPrices(caller);
  // JSON callers count from 1 too ("first on row 1" is items[0]), as the other imports do.
  const repeated = repeatedItems(items.map((item, index) => ({ row: index + 1, itemCode: item.itemCode })));
  if (repeated.length)
    throw validationFailed(
      repeated.map(({ row, itemCode, first }) => ({
        path: `items.${row - 1}.itemCode`,
        message: msg('priceItemRepeated', { itemCode, first }),
      })),
    );
  await deps.db.transaction(async (tx) => {
    if (!(await repo.lockPriceList(tx, id))) throw notFound('whatPriceList');
    await repo.writeItems(tx, id, items, true);
    await audit(tx, {
      kind: 'priceListChanged',
      actor: actorOf(caller),
      subject: id,
      details: { change: 'itemsReplaced', items: items.length },
      at: deps.now(),
    });
  });
  return toDto(await summaryOr404(deps, id));
}

/** A sheet's items merged into (or replacing) the list: counts, or every row's error and no change. */
export async function importItems(
  deps: Deps,
  caller: SessionUser,
  id: string,
  rows: ReadonlyArray<{ row: number; input: PriceListItemInput }>,
  options: { mode: 'merge' | 'replace'; dryRun: boolean },
) {
  assertCanEditPrices(caller);
  const errors: RowError[] = repeatedItems(
    rows.map(({ row, input }) => ({ row, itemCode: input.itemCode })),
  ).map(({ row, itemCode, first }) => ({
    row,
    field: 'itemCode',
    message: rowMessage(row, msg('priceItemRepeated', { itemCode, first })),
  }));
  if (errors.length) return { applied: false, created: 0, updated: 0, unchanged: 0, errors };
  return deps.db.transaction(async (tx) => {
    if (!(await repo.lockPriceList(tx, id))) throw notFound('whatPriceList');
    const current = new Map((await repo.listItems(tx, id)).map((item) => [item.itemCode, item.priceSar]));
    let created = 0;
    let updated = 0;
    let unchanged = 0;
    for (const { input } of rows) {
      const price = current.get(input.itemCode);
      if (price === undefined) created++;
      else if (price === input.priceSAR) unchanged++;
      else updated++;
    }
    if (!options.dryRun) {
      await repo.writeItems(
        tx,
        id,
        rows.map(({ input }) => input),
        options.mode === 'replace',
      );
      await audit(tx, {
        kind: 'priceListChanged',
        actor: actorOf(caller),
        subject: id,
        details: { change: 'itemsImported', mode: options.mode, created, updated, unchanged },
        at: deps.now(),
      });
    }
    return { applied: !options.dryRun, created, updated, unchanged, errors: [] as RowError[] };
  });
}

export async function exportRows(deps: Deps, caller: SessionUser, id: string) {
  assertCanViewPrices(caller);
  const row = await summaryOr404(deps, id);
  return { list: row, items: await repo.listItems(deps.db, id) };
}
