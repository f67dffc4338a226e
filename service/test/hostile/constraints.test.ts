/**
 * Every unique and foreign-key constraint of the schema against HTTP (issue 27). The list is
 * read from the migrated database at test time (pg_constraint and the unique indexes), so a
 * constraint added by a migration joins by itself: the first test fails until the new
 * constraint is given either a scenario below that provokes it through HTTP, or a place in
 * UNREACHABLE with the reason no request can cause it. Each scenario checks the answer is 409
 * or 422 (or the success the constraint makes right, such as two receipts into one lot), with a
 * message naming the field in English and Arabic, and never a 500.
 */
import { AR, type Message, msg, render, translate } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { CONSTRAINT_FIELDS } from '../../src/http/constraint-errors.js';
import { constraintError } from '../../src/http/errors.js';
import { orderBody } from '../fixtures.js';
import {
  createTestApp,
  createUser,
  type Json,
  type SeedUser,
  signedIn,
  type TestApp,
  TestClient,
  uniqueEmail,
} from '../harness.js';
import { code, expectStockInvariant, seedItem, seedLot, seedWarehouse } from '../inventory.js';
import { riyadhDay } from '../workflow.js';

const KEY_MADE_BY_DATABASE =
  'its key is made by the database (gen_random_uuid() or a sequence), never by a request';
const SECRET_MADE_BY_SERVICE =
  'its value is a random secret or name the service makes (32 random bytes), never a request';
const UPSERTED =
  'written only with INSERT ... ON CONFLICT (an upsert or a trigger keeping a counter), so a duplicate updates or is skipped';
const CALLER_OR_SERVICE_ROW =
  'it points at a row the service chose (the signed-in caller, or a parent it just read in the same transaction); no route deletes accounts, items, warehouses or lots';
const LOCKED_ORDER =
  'a child of an order is written in the transaction that first updates the order row (its version); DELETE /api/orders/{id} takes that row lock, so the writer finds the order gone (404) or moved (412), never a missing parent';
const WEBHOOK_CHAIN =
  'webhook events, deliveries and attempts are written by the deliverer for subscriptions it has just read; deleting a subscription cascades to them';

/** Constraints no request can cause, and why. */
const UNREACHABLE: Record<string, string> = {
  api_tokens_pkey: KEY_MADE_BY_DATABASE,
  appeals_pkey: KEY_MADE_BY_DATABASE,
  files_pkey: KEY_MADE_BY_DATABASE,
  notifications_pkey: KEY_MADE_BY_DATABASE,
  order_history_pkey: KEY_MADE_BY_DATABASE,
  order_lines_pkey: KEY_MADE_BY_DATABASE,
  orders_pkey: KEY_MADE_BY_DATABASE,
  rejections_pkey: KEY_MADE_BY_DATABASE,
  temp_files_pkey: KEY_MADE_BY_DATABASE,
  users_pkey: KEY_MADE_BY_DATABASE,
  webhook_attempts_pkey: KEY_MADE_BY_DATABASE,
  webhook_deliveries_pkey: KEY_MADE_BY_DATABASE,
  webhook_events_pkey: KEY_MADE_BY_DATABASE,
  webhook_subscriptions_pkey: KEY_MADE_BY_DATABASE,
  stock_allocations_pkey: KEY_MADE_BY_DATABASE,
  stock_items_pkey: KEY_MADE_BY_DATABASE,
  stock_lots_pkey: KEY_MADE_BY_DATABASE,
  stock_movements_pkey: KEY_MADE_BY_DATABASE,
  warehouses_pkey: KEY_MADE_BY_DATABASE,
  sessions_pkey: SECRET_MADE_BY_SERVICE,
  second_factors_pkey: KEY_MADE_BY_DATABASE,
  passkeys_pkey: KEY_MADE_BY_DATABASE,
  webauthn_challenges_pkey: KEY_MADE_BY_DATABASE,
  audit_entries_pkey: KEY_MADE_BY_DATABASE,
  audit_entries_id_key: KEY_MADE_BY_DATABASE,
  audit_entries_link_key:
    'links are given by the one chainer, under an advisory lock, from the head it has just read; no request writes them',
  audit_chain_head_pkey:
    'the chain head is one row (id 1), written only by the chainer under its advisory lock',
  passkeys_credential_key:
    'a passkey is inserted with ON CONFLICT DO NOTHING: a credential registered already (to anyone) answers 409 CONFLICT before the key is hit',
  passkeys_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  webauthn_challenges_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  recovery_codes_pkey: KEY_MADE_BY_DATABASE,
  second_factors_user_kind_key: UPSERTED,
  second_factors_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  recovery_codes_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  sessions_id_key: SECRET_MADE_BY_SERVICE,
  api_tokens_hash_key: SECRET_MADE_BY_SERVICE,
  files_stored_name_key: SECRET_MADE_BY_SERVICE,
  files_storage_key_key:
    'the object key is files/<the row id>, made by the service from the key the database made for the row',
  file_store_state_pkey: UPSERTED,
  clients_pkey: KEY_MADE_BY_DATABASE,
  client_credit_history_pkey: KEY_MADE_BY_DATABASE,
  payments_pkey: KEY_MADE_BY_DATABASE,
  receivable_documents_pkey: KEY_MADE_BY_DATABASE,
  price_lists_pkey: KEY_MADE_BY_DATABASE,
  credit_mark_queue_pkey: KEY_MADE_BY_DATABASE,
  price_list_items_pkey: UPSERTED,
  price_lists_default_key:
    'a list becomes the default only in a transaction holding the default-list advisory lock, which first clears the old default',
  price_list_items_price_list_id_price_lists_id_fk: CALLER_OR_SERVICE_ROW,
  receivable_documents_kind_number_key: UPSERTED,
  client_credit_history_actor_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  client_credit_history_client_id_clients_id_fk: CALLER_OR_SERVICE_ROW,
  payments_client_id_clients_id_fk: CALLER_OR_SERVICE_ROW,
  payments_recorded_by_users_id_fk: CALLER_OR_SERVICE_ROW,
  receivable_documents_client_id_clients_id_fk: CALLER_OR_SERVICE_ROW,
  receivable_documents_imported_by_users_id_fk: CALLER_OR_SERVICE_ROW,
  webhook_events_msg_key: SECRET_MADE_BY_SERVICE,
  order_counts_medical_company_owner_id_status_stripe_pk: UPSERTED,
  account_open_orders_pkey: UPSERTED,
  client_aging_pkey: UPSERTED,
  client_aging_client_id_clients_id_fk:
    'written only by triggers and the aging refresh for clients that exist (the refresh reads them in its statement); no route deletes clients, and deleting one would cascade',
  approval_day_counts_day_medical_company_stages_stripe_pk: UPSERTED,
  order_approval_days_day_order_id_pk: UPSERTED,
  order_search_terms_pkey: UPSERTED,
  rate_limits_pkey: UPSERTED,
  presence_instance_id_user_id_pk: UPSERTED,
  stock_alerts_pkey: UPSERTED,
  stock_levels_item_warehouse_key: UPSERTED,
  stock_demands_pkey: UPSERTED,
  stock_allocations_line_lot_key: UPSERTED,
  warehouse_records_pkey: UPSERTED,
  api_tokens_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  appeals_decided_by_users_id_fk: CALLER_OR_SERVICE_ROW,
  appeals_submitted_by_users_id_fk: CALLER_OR_SERVICE_ROW,
  files_uploaded_by_users_id_fk: CALLER_OR_SERVICE_ROW,
  idempotency_keys_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  notifications_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  order_history_actor_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  orders_company_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  rejections_actor_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  sessions_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  temp_files_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  presence_user_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  stock_movements_actor_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  stock_movements_lot_id_stock_lots_id_fk: CALLER_OR_SERVICE_ROW,
  stock_allocations_lot_id_stock_lots_id_fk: CALLER_OR_SERVICE_ROW,
  stock_levels_item_id_stock_items_id_fk: CALLER_OR_SERVICE_ROW,
  stock_levels_warehouse_id_warehouses_id_fk: CALLER_OR_SERVICE_ROW,
  webhook_subscriptions_owner_id_users_id_fk: CALLER_OR_SERVICE_ROW,
  appeals_order_id_orders_id_fk: LOCKED_ORDER,
  files_appeal_id_appeals_id_fk: LOCKED_ORDER,
  files_order_id_orders_id_fk: LOCKED_ORDER,
  notifications_order_id_orders_id_fk: LOCKED_ORDER,
  order_approval_days_order_id_orders_id_fk: LOCKED_ORDER,
  order_history_order_id_orders_id_fk: LOCKED_ORDER,
  order_lines_order_id_orders_id_fk: LOCKED_ORDER,
  rejections_order_id_orders_id_fk: LOCKED_ORDER,
  warehouse_records_order_id_orders_id_fk: LOCKED_ORDER,
  stock_allocations_order_id_orders_id_fk: LOCKED_ORDER,
  stock_allocations_order_line_id_order_lines_id_fk: LOCKED_ORDER,
  stock_demands_order_id_orders_id_fk: LOCKED_ORDER,
  stock_demands_order_line_id_order_lines_id_fk: LOCKED_ORDER,
  webhook_attempts_delivery_id_webhook_deliveries_id_fk: WEBHOOK_CHAIN,
  webhook_attempts_subscription_id_webhook_subscriptions_id_fk: WEBHOOK_CHAIN,
  webhook_deliveries_event_id_webhook_events_id_fk: WEBHOOK_CHAIN,
  webhook_deliveries_subscription_id_webhook_subscriptions_id_fk: WEBHOOK_CHAIN,
  webhook_events_subscription_id_webhook_subscriptions_id_fk: WEBHOOK_CHAIN,
};

let t: TestApp;
let admin: TestClient;
let manager: TestClient;
let company: SeedUser;
let companyClient: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const [adminUser, managerUser] = await Promise.all([
    createUser(t, { role: 'ADMIN' }),
    createUser(t, { role: 'WAREHOUSE_MANAGER' }),
  ]);
  company = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  [admin, manager, companyClient] = await Promise.all([
    signedIn(t, adminUser),
    signedIn(t, managerUser),
    signedIn(t, company),
  ]);
});
afterAll(async () => {
  await expectStockInvariant(t);
  await t.close();
});

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
const PROVOKED: Record<string, () => Promise<void>> = {
  async users_email_key() {
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

  async clients_account_key() {
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

  async price_lists_name_key() {
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

  async clients_price_list_id_price_lists_id_fk() {
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

  async warehouses_code_key() {
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

  async stock_items_code_key() {
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

  async stock_items_gtin_key() {
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

  async stock_lots_item_warehouse_lot_key() {
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

  async idempotency_keys_user_id_key_pk() {
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

  async stock_lots_warehouse_id_warehouses_id_fk() {
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

  async stock_lots_item_id_stock_items_id_fk() {
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

  async stock_movements_order_id_orders_id_fk() {
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

async function schemaConstraints(): Promise<Array<{ name: string; kind: 'unique' | 'foreign key' }>> {
  return queryRows(
    t.deps.db,
    sql`select conname::text as name, case contype when 'f' then 'foreign key' else 'unique' end as kind
        from pg_constraint where connamespace = 'public'::regnamespace and contype in ('p', 'u', 'f')
      union
      select c.relname::text, 'unique' from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indisunique and c.relnamespace = 'public'::regnamespace
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      order by 1`,
  );
}

describe('unique and foreign-key constraints through HTTP', () => {
  it('every constraint of the schema is provoked below or listed as unreachable with its reason', async () => {
    const constraints = await schemaConstraints();
    expect(constraints.length).toBeGreaterThan(60);
    const names = constraints.map((c) => c.name);
    const unlisted = names.filter((name) => !(name in PROVOKED) && !(name in UNREACHABLE));
    expect(unlisted, 'constraints with neither a scenario nor a reason').toEqual([]);
    const both = names.filter((name) => name in PROVOKED && name in UNREACHABLE);
    expect(both).toEqual([]);
    const stale = [...Object.keys(PROVOKED), ...Object.keys(UNREACHABLE)].filter(
      (name) => !names.includes(name),
    );
    expect(stale, 'listed constraints the schema no longer has').toEqual([]);
    // What the service can hit has a field for its answer.
    for (const name of Object.keys(PROVOKED)) expect(CONSTRAINT_FIELDS[name], name).toBeDefined();
    for (const name of Object.keys(CONSTRAINT_FIELDS)) expect(names, name).toContain(name);
  });

  for (const [name, scenario] of Object.entries(PROVOKED)) {
    it(`${name}: answers 409/422 naming the field, never 500`, scenario);
  }

  it('a violation that slips past every check answers 409/422 naming the field (the real database error)', async () => {
    const gtin = '4006381333931';
    const [holder, other] = await Promise.all([seedItem(t, { gtin }), seedItem(t)]);
    const unique = await t.deps.db
      .execute(sql`update stock_items set gtin = ${gtin} where id = ${other.id}`)
      .catch((error: unknown) => error);
    const answer = constraintError(unique);
    expect(answer?.constraint).toBe('stock_items_gtin_key');
    expect(answer?.error.status).toBe(409);
    expect(answer?.error.message).toBe(translate('en', 'valueTaken', { label: msg('labelGtin') }));
    expect(render('ar', answer!.error.text as Message)).toBe(
      translate('ar', 'valueTaken', { label: msg('labelGtin') }),
    );
    expect(render('ar', answer!.error.text as Message)).toContain(AR.labelGtin);
    expect(answer?.error.details).toEqual({ issues: [{ path: 'gtin', message: answer?.error.text }] });
    const foreign = await t.deps.db
      .execute(
        sql`insert into stock_lots (item_id, warehouse_id, lot_number, expiry_date, bin, on_hand, reserved, created_at, updated_at)
            values (${holder.id}, '00000000-0000-4000-8000-000000000000', 'L', '2030-01-01', 'A', 0, 0, now(), now())`,
      )
      .catch((error: unknown) => error);
    const refused = constraintError(foreign);
    expect(refused?.error.status).toBe(422);
    expect(refused?.error.message).toBe(
      translate('en', 'referenceMissing', { label: msg('labelWarehouse') }),
    );
    expect(JSON.stringify(refused?.error.details)).not.toMatch(/stock_lots|insert|00000000/);
  });
});
