/**
 * The HTTP scenarios of constraints.test.ts: one or more per constraint the service can be made
 * to hit, each given the file's app and signed-in clients.
 */
import { type Message, msg, render, translate } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { orderBody } from '../fixtures.js';
import { type Json, type TestApp, TestClient, uniqueEmail } from '../harness.js';
import { code, seedItem, seedLot, seedWarehouse } from '../inventory.js';
import { riyadhDay } from '../workflow.js';

/** The app of constraints.test.ts and its clients, set by its beforeAll. */
export interface ConstraintsApp {
  t: TestApp;
  admin: TestClient;
  manager: TestClient;
  companyClient: TestClient;
}

const expiry = () => riyadhDay(new Date(), 400);

/** Sends `send` in English and in Arabic; both answer `status` with `en`/its Arabic, the issue at `path`. */
async function expectRefusal(
  send: (lang: 'en' | 'ar') => Promise<Response>,
  status: 409 | 422,
  expected: { path?: string; en: Message },
) {
  for (const lang of ['en', 'ar'] as const) {
    const res = await send(lang);
    const body = (await res.json()) as Json;
    expect(res.status, JSON.stringify(body)).toBe(status);
    const message = render(lang, expected.en);
    if (lang === 'ar')
      expect(message, 'the Arabic catalog has the message').not.toBe(render('en', expected.en));
    expect(body.error.message).toBe(message);
    if (expected.path !== undefined)
      expect(body.error.details.issues[0]).toMatchObject({ path: expected.path });
  }
}
const lang = (l: 'en' | 'ar') => ({ 'accept-language': l });

/** One or more HTTP scenarios per constraint the service can be made to hit. */
export const PROVOKED: Record<string, (app: ConstraintsApp) => Promise<void>> = {
  async users_email_key({ t }) {
    const email = uniqueEmail('dup');
    const body = {
      name: 'Noura',
      email,
      password: 'longenough1',
      role: 'MEDICAL_COMPANY',
      companyName: 'Wasama',
    };
    expect((await new TestClient(t).post('/api/auth/register', body)).status).toBe(201);
    await expectRefusal((l) => new TestClient(t).post('/api/auth/register', body, lang(l)), 409, {
      en: msg('emailTaken'),
    });
    // Racing registrations of one email: one account, the others 409.
    const other = { ...body, email: uniqueEmail('race') };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => new TestClient(t).post('/api/auth/register', other)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  },

  async clients_account_key({ admin }) {
    const accountNo = code('ACC');
    const body = { accountNo, name: 'Al Noor Clinic' };
    expect((await admin.post('/api/clients', body)).status).toBe(201);
    // The account number is unique whatever its case.
    await expectRefusal(
      (l) => admin.post('/api/clients', { ...body, accountNo: accountNo.toLowerCase() }, lang(l)),
      409,
      { en: msg('clientExists', { accountNo: accountNo.toLowerCase() }) },
    );
    const raced = { accountNo: code('ACC'), name: 'Al Shifa Pharmacy' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => admin.post('/api/clients', raced)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  },

  async price_lists_name_key({ admin }) {
    const name = code('Tender');
    expect((await admin.post('/api/price-lists', { name })).status).toBe(201);
    // Unique whatever its case.
    await expectRefusal((l) => admin.post('/api/price-lists', { name: name.toLowerCase() }, lang(l)), 409, {
      path: 'name',
      en: msg('valueTaken', { label: msg('labelName') }),
    });
    const raced = { name: code('Contract') };
    const answers = await Promise.all(Array.from({ length: 6 }, () => admin.post('/api/price-lists', raced)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  },

  async clients_price_list_id_price_lists_id_fk({ t, admin }) {
    const accountNo = code('ACC');
    expect((await admin.post('/api/clients', { accountNo, name: 'Al Hayat Pharmacy' })).status).toBe(201);
    // PATCH naming a price list that does not exist (no route deletes price lists, so no race).
    await expectRefusal(
      (l) =>
        admin.request(
          'PATCH',
          `/api/clients/${accountNo}`,
          { priceListId: '00000000-0000-4000-8000-000000000000' },
          lang(l),
        ),
      422,
      { path: 'priceListId', en: msg('priceListUnknown') },
    );
    const [client] = await queryRows<{ priceListId: string | null }>(
      t.deps.db,
      sql`select price_list_id as "priceListId" from clients where account_no = ${accountNo}`,
    );
    expect(client?.priceListId).toBeNull();
  },

  async warehouses_code_key({ admin }) {
    const warehouseCode = code('WH');
    const body = { code: warehouseCode, name: 'Riyadh' };
    expect((await admin.post('/api/inventory/warehouses', body)).status).toBe(201);
    await expectRefusal((l) => admin.post('/api/inventory/warehouses', body, lang(l)), 409, {
      en: msg('warehouseExists', { code: warehouseCode }),
    });
    const raced = { code: code('WH'), name: 'Jeddah' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => admin.post('/api/inventory/warehouses', raced)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  },

  async stock_items_code_key({ manager }) {
    const itemCode = code('IT');
    const body = { itemCode, description: 'Gloves' };
    expect((await manager.post('/api/inventory/items', body)).status).toBe(201);
    await expectRefusal((l) => manager.post('/api/inventory/items', body, lang(l)), 409, {
      en: msg('itemExists', { code: itemCode }),
    });
    const raced = { itemCode: code('IT'), description: 'Masks' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => manager.post('/api/inventory/items', raced)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  },

  async stock_items_gtin_key({ t, manager }) {
    const wh = await seedWarehouse(t);
    const gtin = '62910000000590';
    await seedItem(t, { itemCode: code('B2-G1'), gtin });
    const bare = await seedItem(t, { itemCode: code('B2-NOG') });
    // The receipt of issue 27: a scanned GTIN that belongs to another item.
    await expectRefusal(
      (l) =>
        manager.post(
          '/api/inventory/receipts',
          {
            warehouseId: wh.id,
            itemCode: bare.itemCode,
            gs1: `(01)${gtin}(17)280131(10)LX1`,
            bin: 'A-1',
            quantity: 3,
          },
          lang(l),
        ),
      422,
      { path: 'gs1', en: msg('scannedGtinTaken', { gtin }) },
    );
    // A new item named with a taken GTIN, and a PATCH giving one.
    await expectRefusal(
      (l) => manager.post('/api/inventory/items', { itemCode: code('IT'), description: 'x', gtin }, lang(l)),
      409,
      { en: msg('gtinTaken', { gtin }) },
    );
    await expectRefusal(
      (l) => manager.request('PATCH', `/api/inventory/items/${bare.id}`, { gtin }, lang(l)),
      409,
      { en: msg('gtinTaken', { gtin }) },
    );
    // Fifteen parallel PATCHes giving one new GTIN to fifteen items: one wins, the others 409.
    const items = await Promise.all(Array.from({ length: 15 }, () => seedItem(t)));
    const fresh = '09506000134352';
    const answers = await Promise.all(
      items.map((item) => manager.request('PATCH', `/api/inventory/items/${item.id}`, { gtin: fresh })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array<number>(14).fill(409)]);
    for (const res of answers.filter((one) => one.status === 409)) {
      const body = (await res.json()) as Json;
      expect([
        translate('en', 'gtinTaken', { gtin: fresh }),
        translate('en', 'valueTaken', { label: msg('labelGtin') }),
      ]).toContain(body.error.message);
    }
    const [held] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from stock_items where gtin = ${fresh}`,
    );
    expect(held?.n).toBe(1);
    // Nothing of the refused receipt was written.
    const [lots] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from stock_lots where item_id = ${bare.id}`,
    );
    expect(lots?.n).toBe(0);
  },

  async stock_lots_item_warehouse_lot_key({ t, manager }) {
    const wh = await seedWarehouse(t);
    const item = await seedItem(t);
    const lotNumber = code('L');
    const receipt = (expiryDate: string, l: 'en' | 'ar' = 'en') =>
      manager.post(
        '/api/inventory/receipts',
        { warehouseId: wh.id, itemCode: item.itemCode, lotNumber, expiryDate, bin: 'A-1', quantity: 2 },
        lang(l),
      );
    // Parallel receipts of one new lot all land in that lot.
    const answers = await Promise.all(Array.from({ length: 6 }, () => receipt(expiry())));
    expect(answers.map((res) => res.status)).toEqual(Array<number>(6).fill(201));
    const [lot] = await queryRows<{ n: number; onHand: number }>(
      t.deps.db,
      sql`select count(*)::int as n, sum(on_hand)::int as "onHand" from stock_lots where item_id = ${item.id} and lot_number = ${lotNumber}`,
    );
    expect(lot).toEqual({ n: 1, onHand: 12 });
    // The same lot with another expiry is a conflict.
    const other = riyadhDay(new Date(), 500);
    for (const l of ['en', 'ar'] as const) {
      const res = await receipt(other, l);
      expect(res.status).toBe(409);
      const body = (await res.json()) as Json;
      expect(body.error.message).toContain(lotNumber);
      if (l === 'en') expect(body.error.message).toContain(expiry());
    }
  },

  async idempotency_keys_user_id_key_pk({ t, companyClient }) {
    const key = `key-${code()}`;
    const headers = { 'idempotency-key': key };
    expect((await companyClient.post('/api/orders', orderBody(), headers)).status).toBe(201);
    await expectRefusal(
      (l) =>
        companyClient.post('/api/orders', orderBody({ clientName: 'Another' }), { ...headers, ...lang(l) }),
      422,
      { en: msg('idempotencyReused') },
    );
    // The same new key sent in parallel: one order, every answer the same order or "in progress".
    const racing = { 'idempotency-key': `key-${code()}` };
    const body = orderBody();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => companyClient.post('/api/orders', body, racing)),
    );
    for (const res of answers) expect([201, 409]).toContain(res.status);
    const [made] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from orders where external_ref = ${body.externalRef}`,
    );
    expect(made?.n).toBe(1);
  },

  async stock_lots_warehouse_id_warehouses_id_fk({ t, manager }) {
    const item = await seedItem(t);
    await expectRefusal(
      (l) =>
        manager.post(
          '/api/inventory/receipts',
          {
            warehouseId: '00000000-0000-4000-8000-000000000000',
            itemCode: item.itemCode,
            lotNumber: 'L1',
            expiryDate: expiry(),
            bin: 'A-1',
            quantity: 1,
          },
          lang(l),
        ),
      422,
      { path: 'warehouseId', en: msg('unknownWarehouse') },
    );
  },

  async stock_lots_item_id_stock_items_id_fk({ t, manager }) {
    const wh = await seedWarehouse(t);
    await expectRefusal(
      (l) =>
        manager.post(
          '/api/inventory/receipts',
          {
            warehouseId: wh.id,
            itemCode: code('NEW'),
            lotNumber: 'L1',
            expiryDate: expiry(),
            bin: 'A-1',
            quantity: 1,
          },
          lang(l),
        ),
      422,
      { path: 'description', en: msg('unknownItemNeedsDescription') },
    );
  },

  async stock_movements_order_id_orders_id_fk({ t, manager }) {
    const wh = await seedWarehouse(t);
    const item = await seedItem(t);
    const lot = await seedLot(t, item, wh, { expiryDate: expiry(), onHand: 5 });
    await expectRefusal(
      (l) =>
        manager.post(
          `/api/inventory/lots/${lot.id}/returns`,
          { quantity: 1, reason: 'Returned by client', orderId: '00000000-0000-4000-8000-000000000000' },
          lang(l),
        ),
      422,
      { path: 'orderId', en: msg('unknownOrder') },
    );
  },
};
