import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  type Json,
  type SeedUser,
  signedIn,
  type TestApp,
  type TestClient,
} from '../../../test/harness.js';
import {
  code,
  expectStockInvariant,
  lotState,
  seedItem,
  seedLot,
  seedStockOrder,
  seedWarehouse,
} from '../../../test/inventory.js';
import { riyadhDay, seedAppeal } from '../../../test/workflow.js';

let t: TestApp;
let owner: SeedUser;
let credit: SeedUser;
let higher: SeedUser;
let warehouseUser: SeedUser;
let ownerClient: TestClient;
let higherClient: TestClient;
let warehouseClient: TestClient;
let creditClient: TestClient;
let wh: { id: string; code: string };

beforeAll(async () => {
  t = await createTestApp();
  [owner, credit, higher, warehouseUser] = await Promise.all([
    createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }),
    createUser(t, { role: 'CREDIT_TEAM' }),
    createUser(t, { role: 'HIGHER_AUTHORITY' }),
    createUser(t, { role: 'WAREHOUSE_MANAGER' }),
  ]);
  [ownerClient, higherClient, warehouseClient, creditClient] = await Promise.all([
    signedIn(t, owner),
    signedIn(t, higher),
    signedIn(t, warehouseUser),
    signedIn(t, credit),
  ]);
  wh = await seedWarehouse(t);
});
afterEach(() => expectStockInvariant(t));
afterAll(() => t.close());

const day = (offset: number) => riyadhDay(new Date(), offset);
const body = async (res: Response) => (await res.json()) as Json;

async function act(client: TestClient, orderId: string, path: string, payload?: unknown) {
  const current = await body(await client.get(`/api/orders/${orderId}`));
  return client.post(`/api/orders/${orderId}/${path}`, payload, { 'if-match': String(current.version) });
}
async function approve(orderId: string) {
  const res = await act(higherClient, orderId, 'actions/approve');
  expect(res.status).toBe(200);
  return body(res);
}
async function stockOf(orderId: string, client = warehouseClient) {
  const res = await client.get(`/api/orders/${orderId}/stock`);
  expect(res.status).toBe(200);
  return body(res);
}

describe('FEFO reservation when an order enters PENDING_WAREHOUSE', () => {
  it('takes quantity + bonus from the lots that expire first, skipping expired and short-life lots', async () => {
    const item = await seedItem(t);
    const expired = await seedLot(t, item, wh, { expiryDate: day(-5), onHand: 50, bin: 'X-00' });
    const shortLife = await seedLot(t, item, wh, { expiryDate: day(30), onHand: 50, bin: 'X-01' });
    const first = await seedLot(t, item, wh, { expiryDate: day(100), onHand: 4, bin: 'C-03' });
    const second = await seedLot(t, item, wh, { expiryDate: day(200), onHand: 5, bin: 'A-01' });
    const third = await seedLot(t, item, wh, { expiryDate: day(400), onHand: 100, bin: 'B-07' });
    const order = await seedStockOrder(t, owner, [{ itemCode: item.itemCode, quantity: 10, bonus: '2.00' }]);

    const before = await stockOf(order.id, creditClient);
    expect(before.lines[0]).toMatchObject({ required: 12, reserved: 0, available: 109, state: 'available' });
    await approve(order.id);

    const stock = await stockOf(order.id);
    expect(stock.availability).toBe('reserved');
    expect(stock.lines[0]).toMatchObject({ required: 12, reserved: 12, state: 'reserved' });
    expect(stock.lines[0].lots).toEqual([
      expect.objectContaining({
        lotId: first.id,
        expiryDate: day(100),
        bin: 'C-03',
        quantity: 4,
        state: 'reserved',
      }),
      expect.objectContaining({ lotId: second.id, expiryDate: day(200), bin: 'A-01', quantity: 5 }),
      expect.objectContaining({ lotId: third.id, expiryDate: day(400), bin: 'B-07', quantity: 3 }),
    ]);
    expect(await lotState(t, expired.id)).toEqual({ onHand: 50, reserved: 0 });
    expect(await lotState(t, shortLife.id)).toEqual({ onHand: 50, reserved: 0 });
    expect(await lotState(t, first.id)).toEqual({ onHand: 4, reserved: 4 });
    expect(await lotState(t, third.id)).toEqual({ onHand: 100, reserved: 3 });
  });

  it('an accepted appeal reserves too', async () => {
    const item = await seedItem(t);
    const lot = await seedLot(t, item, wh, { expiryDate: day(365), onHand: 30 });
    const order = await seedStockOrder(t, owner, [{ itemCode: item.itemCode, quantity: 7 }], 'APPEAL_REVIEW');
    const appeal = await seedAppeal(t, order, { submittedBy: credit });
    const res = await higherClient.post(`/api/orders/appeals/${appeal.id}/decision`, { decision: 'ACCEPT' });
    expect(res.status).toBe(200);
    expect(await lotState(t, lot.id)).toEqual({ onHand: 30, reserved: 7 });
  });

  it('lines of items the inventory does not know are left out of stock control', async () => {
    const order = await seedStockOrder(t, owner, [{ itemCode: code('UNKNOWN'), quantity: 3 }]);
    await approve(order.id);
    const stock = await stockOf(order.id);
    expect(stock).toMatchObject({ availability: 'none', shortLines: [] });
    expect(stock.lines[0]).toMatchObject({ state: 'untracked', reserved: 0 });
    expect((await act(warehouseClient, order.id, 'actions/mark-ready')).status).toBe(200);
  });
});

describe('short lines', () => {
  it('mark-ready answers 409 STOCK_SHORT naming the lines; a receipt completes them, oldest order first', async () => {
    const item = await seedItem(t);
    const covered = await seedItem(t);
    await seedLot(t, covered, wh, { expiryDate: day(300), onHand: 10 });
    const lot = await seedLot(t, item, wh, { expiryDate: day(300), onHand: 5, lotNumber: code('OLD') });
    const older = await seedStockOrder(t, owner, [
      { itemCode: covered.itemCode, quantity: 2 },
      { itemCode: item.itemCode, quantity: 8 },
    ]);
    const newer = await seedStockOrder(t, owner, [{ itemCode: item.itemCode, quantity: 4 }]);
    await approve(older.id);
    await approve(newer.id);

    const short = await stockOf(older.id);
    expect(short.availability).toBe('short');
    expect(short.shortLines).toEqual([2]);
    expect(short.lines[1]).toMatchObject({ required: 8, reserved: 5, state: 'short' });
    const refused = await act(warehouseClient, older.id, 'actions/mark-ready');
    expect(refused.status).toBe(409);
    const error = (await body(refused)).error;
    expect(error.code).toBe('STOCK_SHORT');
    expect(error.message).toContain(`line 2 (${item.itemCode}: 5 of 8)`);
    expect(error.details.lines).toEqual([expect.objectContaining({ position: 2, required: 8, reserved: 5 })]);
    expect((await stockOf(newer.id)).lines[0]).toMatchObject({ reserved: 0, state: 'short' });

    // 5 units arrive: the older order takes the 3 it misses, the newer one gets the other 2.
    const receipt = await warehouseClient.post('/api/inventory/receipts', {
      warehouseId: wh.id,
      itemCode: item.itemCode,
      lotNumber: code('NEW'),
      expiryDate: day(500),
      bin: 'D-02',
      quantity: 5,
    });
    expect(receipt.status).toBe(201);
    const received = await body(receipt);
    expect(received.completedOrderIds).toEqual([older.id]);
    expect(received.lot).toMatchObject({ onHand: 5, reserved: 5, expiryDate: day(500), bin: 'D-02' });
    expect((await stockOf(older.id)).lines[1].lots.map((l: Json) => [l.lotId, l.quantity])).toEqual([
      [lot.id, 5],
      [received.lot.id, 3],
    ]);
    expect((await stockOf(newer.id)).lines[0]).toMatchObject({ reserved: 2, state: 'short' });
    expect((await act(warehouseClient, older.id, 'actions/mark-ready')).status).toBe(200);

    // A positive adjustment completes the newer one.
    const adjusted = await warehouseClient.post(`/api/inventory/lots/${lot.id}/adjustments`, {
      quantity: 2,
      reason: 'Found two boxes on the wrong shelf',
    });
    expect(adjusted.status).toBe(201);
    expect((await body(adjusted)).completedOrderIds).toEqual([newer.id]);
  });
});

describe('release and shipment', () => {
  it('a withdrawal before dispatch releases every reserved unit', async () => {
    const item = await seedItem(t);
    const lot = await seedLot(t, item, wh, { expiryDate: day(365), onHand: 20 });
    const order = await seedStockOrder(t, owner, [{ itemCode: item.itemCode, quantity: 6 }]);
    await approve(order.id);
    expect(await lotState(t, lot.id)).toEqual({ onHand: 20, reserved: 6 });
    const current = await body(await ownerClient.get(`/api/orders/${order.id}`));
    const res = await ownerClient.delete(`/api/orders/${order.id}`, { 'if-match': String(current.version) });
    expect(res.status).toBe(200);
    expect(await lotState(t, lot.id)).toEqual({ onHand: 20, reserved: 0 });
    const detail = await body(await warehouseClient.get(`/api/inventory/items/${item.id}`));
    expect(detail.movements.map((m: Json) => [m.kind, m.onHandDelta, m.reservedDelta, m.orderId])).toEqual([
      ['release', 0, -6, order.id],
      ['reservation', 0, 6, order.id],
      ['receipt', 20, 0, null],
    ]);
    expect((await stockOf(order.id)).lines[0].lots).toEqual([]);
  });

  it('a rejection in review leaves stock untouched (nothing is reserved before PENDING_WAREHOUSE)', async () => {
    const item = await seedItem(t);
    const lot = await seedLot(t, item, wh, { expiryDate: day(365), onHand: 20 });
    const order = await seedStockOrder(t, owner, [{ itemCode: item.itemCode, quantity: 6 }]);
    const res = await act(higherClient, order.id, 'actions/reject', {
      comment: 'Credit limit exceeded for this client',
    });
    expect(res.status).toBe(200);
    expect(await lotState(t, lot.id)).toEqual({ onHand: 20, reserved: 0 });
  });

  it('dispatch turns reservations into shipments, and the recall finds the order', async () => {
    const item = await seedItem(t);
    const lotNumber = code('RC');
    const lot = await seedLot(t, item, wh, { expiryDate: day(365), onHand: 20, lotNumber, bin: 'R-09' });
    const order = await seedStockOrder(t, owner, [{ itemCode: item.itemCode, quantity: 6, bonus: '1' }]);
    await approve(order.id);
    expect((await act(warehouseClient, order.id, 'actions/mark-ready')).status).toBe(200);
    expect((await act(warehouseClient, order.id, 'actions/print', {})).status).toBe(200);
    expect((await act(warehouseClient, order.id, 'dispatch')).status).toBe(200);
    expect(await lotState(t, lot.id)).toEqual({ onHand: 13, reserved: 0 });
    const stock = await stockOf(order.id);
    expect(stock.availability).toBe('shipped');
    expect(stock.lines[0]).toMatchObject({ shipped: 7, reserved: 0, state: 'shipped' });
    expect(stock.lines[0].lots).toEqual([
      expect.objectContaining({
        lotNumber,
        bin: 'R-09',
        expiryDate: day(365),
        quantity: 7,
        state: 'shipped',
      }),
    ]);

    const recall = await body(await creditClient.get(`/api/inventory/recall?lotNumber=${lotNumber}`));
    expect(recall.totalQuantity).toBe(7);
    expect(recall.shipments).toEqual([
      expect.objectContaining({
        orderId: order.id,
        clientName: order.clientName,
        medicalCompany: 'Wasama',
        itemCode: item.itemCode,
        quantity: 7,
      }),
    ]);
    expect(recall.shipments[0].deliveryNoteNo).toMatch(/^DN-/);
    const csv = await warehouseClient.get(`/api/inventory/recall?lotNumber=${lotNumber}&format=csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('Order,Client,Account No,Medical Company');
    expect(text).toContain(`${order.id},${order.clientName}`);
  });
});

describe('availability for the order list', () => {
  it('answers one indicator per order for staff and 404 for a medical company', async () => {
    const item = await seedItem(t);
    await seedLot(t, item, wh, { expiryDate: day(365), onHand: 5 });
    const fits = await seedStockOrder(t, owner, [{ itemCode: item.itemCode, quantity: 5 }], 'PENDING_CREDIT');
    const tooBig = await seedStockOrder(
      t,
      owner,
      [{ itemCode: item.itemCode, quantity: 50 }],
      'PENDING_CREDIT',
    );
    const res = await creditClient.get(`/api/inventory/order-availability?orderIds=${fits.id},${tooBig.id}`);
    expect(res.status).toBe(200);
    const byId = Object.fromEntries((await body(res)).orders.map((o: Json) => [o.orderId, o.availability]));
    expect(byId).toEqual({ [fits.id]: 'available', [tooBig.id]: 'partial' });
    expect((await ownerClient.get(`/api/inventory/order-availability?orderIds=${fits.id}`)).status).toBe(404);
    expect((await ownerClient.get(`/api/orders/${fits.id}/stock`)).status).toBe(404);
    expect((await creditClient.get('/api/inventory/order-availability?orderIds=nope')).status).toBe(422);
  });
});
