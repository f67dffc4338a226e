import { seedStockOrder, seedWarehouse } from '@tawreed/service/testing/inventory';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  actionBar,
  createWorld,
  dialog,
  expectNotReloaded,
  expectStatus,
  expectToast,
  markNoReload,
  ORDER_TEST_CONFIG,
  type OrderWorld,
  openOrder,
  type Person,
  signInAs,
} from './support/orders';
import {
  expectCleanText,
  expectNoSeriousA11yViolations,
  type Portal,
  startPortal,
  visible,
} from './support/portal';

const ITEM = 'SAL-500';
const GS1 = '(01)09506000134352(17)271231(10)LOT42(21)SN1';

/**
 * Issue 14 in the portal, in real Chromium against the real service: a warehouse manager
 * receives stock by a scanned GS1 string and by spreadsheet, an approved order is reserved
 * first-expiry-first-out and its lots reach the pick list, the dispatch appears in the lot's
 * recall; a short order cannot be marked ready until a receipt completes it; a medical company
 * never sees stock.
 */
describe('portal: warehouse inventory (Chromium)', () => {
  let portal: Portal;
  let world: OrderWorld;

  beforeAll(async () => {
    portal = await startPortal({ config: ORDER_TEST_CONFIG });
    world = await createWorld(portal);
    await seedWarehouse(world.t, 'WH-RUH');
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await portal?.close();
  });

  /** A workflow step through the API as `person`, with the order's current version (If-Match). */
  async function act(person: Person, orderId: string, path: string, body: unknown = {}) {
    const current = await world.fetchAs(person, `/api/orders/${orderId}`);
    const { version } = (await current.json()) as { version: number };
    const response = await world.fetchAs(person, `/api/orders/${orderId}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'if-match': String(version) },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  function stockRow(page: Page) {
    return page.getByRole('region', { name: 'Stock' }).locator(`tr[data-item-code="${ITEM}"]`);
  }

  async function openReceive(page: Page) {
    await page.getByRole('button', { name: 'Receive stock' }).click();
    return visible(dialog(page, 'Receive stock'));
  }

  function csv(rows: string[]) {
    const text = ['Warehouse,Item Code,Item Description,Lot,Expiry,Bin,Qty', ...rows].join('\r\n');
    return { name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(text) };
  }

  it('receives by GS1 scan and spreadsheet, reserves FEFO onto the pick list, and finds the dispatch in the recall', async () => {
    const { page, context } = portal;
    await signInAs(portal, context, 'warehouse');
    await page.goto(portal.url('/dashboard'));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Inventory' })
      .click();
    await visible(page.getByText('No stock matches these filters'));

    // A scanned GS1 element string fills lot and expiry through the domain's parser.
    const receive = await openReceive(page);
    const scan = receive.getByLabel('Scanned GS1 barcode');
    await scan.fill(GS1);
    await scan.press('Enter');
    expect(await receive.getByLabel('Lot', { exact: true }).inputValue()).toBe('LOT42');
    expect(await receive.getByLabel('Expiry', { exact: true }).inputValue()).toBe('2027-12-31');
    await visible(receive.getByText('Scanned: GTIN 09506000134352, serial SN1'));
    await receive.getByLabel('Item Code', { exact: true }).fill(ITEM);
    await receive.getByLabel('Item Description (a new item only)').fill('Saline 0.9% 500 ml');
    await receive.getByLabel('Bin', { exact: true }).fill('A-01');
    await receive.getByLabel('Quantity', { exact: true }).fill('30');
    await receive.getByRole('button', { name: 'Receive', exact: true }).click();
    await expectToast(page, 'Received 30 of lot LOT42 (on hand 30)');
    const lot42 = page.locator('tr[data-lot="LOT42"]');
    await visible(lot42);
    expect(await lot42.textContent()).toContain('WH-RUH');

    // The spreadsheet: the template downloads; a bad row is named and nothing is received.
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download template' }).click(),
    ]);
    expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = page.getByLabel('Stock spreadsheet');
    await file.setInputFiles(csv([`WH-RUH,${ITEM},,LOT41,2027-06-30,A-02,abc`]));
    await page.getByRole('button', { name: 'Import' }).click();
    const problems = await visible(page.getByRole('alert').filter({ hasText: 'nothing was received' }));
    expect(await problems.textContent()).toMatch(/Row 2: Quantity/);
    expect(await page.locator('tr[data-lot="LOT41"]').count()).toBe(0);
    await file.setInputFiles(csv([`WH-RUH,${ITEM},,LOT41,2027-06-30,A-02,10`]));
    await page.getByRole('button', { name: 'Import' }).click();
    await visible(
      page
        .getByRole('region', { name: 'Receive a spreadsheet' })
        .getByRole('status')
        .filter({ hasText: '1 row(s) received' }),
    );
    await visible(page.locator('tr[data-lot="LOT41"]'));
    // First expiry first: LOT41 (June) is listed above LOT42 (December).
    expect(
      await page
        .locator('tbody tr[data-lot]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-lot'))),
    ).toEqual(['LOT41', 'LOT42']);

    // The filters live in the URL.
    await page.getByLabel('Show').selectOption('expired');
    await page.waitForURL((url) => url.searchParams.get('filter') === 'expired');
    await visible(page.getByText('No stock matches these filters'));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await visible(lot42);

    // Reviewers see availability before approving.
    const order = await seedStockOrder(world.t, world.users.company, [{ itemCode: ITEM, quantity: 15 }]);
    await signInAs(portal, context, 'higher');
    await openOrder(portal, page, order.id);
    await visible(stockRow(page).getByText('Available'));
    await act('higher', order.id, 'actions/approve');

    // Approval reserved FEFO: 10 from LOT41, then 5 from LOT42.
    await signInAs(portal, context, 'warehouse');
    await openOrder(portal, page, order.id);
    await visible(stockRow(page).getByText('Reserved'));
    expect(await stockRow(page).locator('li').allInnerTexts()).toEqual([
      'LOT41 · exp 2027-06-30 · bin A-02 · 10',
      'LOT42 · exp 2027-12-31 · bin A-01 · 5',
    ]);
    await actionBar(page).getByRole('button', { name: 'Mark Ready' }).click();
    await dialog(page, 'Mark Ready to Print').getByRole('button', { name: 'Mark Ready' }).click();
    await expectStatus(page, 'Ready to Print');
    await act('warehouse', order.id, 'actions/print', { deliveryNoteNo: 'DN-INV-1' });

    // The pick list and the delivery note carry the lots, expiry and bin in picking order.
    await page.goto(portal.url(`/orders/${order.id}/print`));
    const pickList = await visible(page.getByRole('article', { name: 'Pick List' }));
    await visible(
      pickList.getByText('Lot LOT41, exp 2027-06-30, bin A-02: 10; Lot LOT42, exp 2027-12-31, bin A-01: 5'),
    );
    await visible(
      page.getByRole('article', { name: 'Delivery Note' }).getByText(/Lot LOT41, exp 2027-06-30/),
    );
    await expectCleanText(page);

    // Dispatch ships the reservation; the Inventory page follows over the websocket.
    await page.goto(portal.url('/inventory?item=SAL-500'));
    await visible(lot42);
    await markNoReload(page);
    expect(await lot42.locator('td.num').allInnerTexts()).toEqual(['30', '5', '25']);
    await act('warehouse', order.id, 'dispatch');
    await lot42.locator('td.num').first().filter({ hasText: /^25$/ }).waitFor();
    await expectNotReloaded(page);

    // The recall of LOT42 names the order, client, company, quantity and delivery note.
    await page.getByRole('button', { name: 'Recall lot LOT42' }).click();
    await page.waitForURL((url) => url.searchParams.get('recall') === 'LOT42');
    const shipment = await visible(page.locator(`tr[data-order-id="${order.id}"]`));
    const shipped = await shipment.textContent();
    expect(shipped).toContain('Wasama');
    expect(shipped).toContain('DN-INV-1');
    expect(await shipment.locator('td.num').textContent()).toBe('5');
    await visible(page.getByText('Lot LOT42: 5 unit(s) in 1 shipment(s)'));
    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    const exported = await context.request.get(portal.url(href ?? ''));
    expect(exported.status()).toBe(200);
    expect(await exported.text()).toContain(order.id);
    await expectCleanText(page);
    await expectNoSeriousA11yViolations(page);

    // The item's movements, and an adjustment with its reason.
    await page
      .getByRole('button', { name: `Details of ${ITEM}` })
      .first()
      .click();
    const item = await visible(dialog(page, /^SAL-500/));
    await visible(item.getByRole('cell', { name: 'Shipment' }).first());
    await item.getByRole('button', { name: 'Adjust lot LOT42' }).click();
    const adjust = await visible(dialog(page, 'Adjust lot LOT42'));
    await adjust.getByLabel('Change (units)').fill('-1');
    await adjust.getByLabel('Reason').fill('Broken carton');
    await adjust.getByRole('button', { name: 'Record adjustment' }).click();
    await expectToast(page, 'Lot LOT42 adjusted');
    await visible(item.getByRole('cell', { name: 'Broken carton' }));
  });

  it('refuses Mark Ready for a short order with the short line named, until a receipt completes it', async () => {
    const { page, context } = portal;
    // 24 units are free now (40 received, 15 shipped, 1 written off): 40 required leaves the line short.
    const order = await seedStockOrder(world.t, world.users.company, [{ itemCode: ITEM, quantity: 40 }]);
    await act('higher', order.id, 'actions/approve');
    await signInAs(portal, context, 'warehouse');

    // The staff's order list shows the compact indicator.
    await page.goto(portal.url('/dashboard?status=PENDING_WAREHOUSE'));
    await visible(page.locator(`tr[data-order-id="${order.id}"]`));
    await visible(page.locator(`tr[data-order-id="${order.id}"] [data-stock="short"]`));

    await openOrder(portal, page, order.id);
    await visible(stockRow(page).getByText('Short'));
    await visible(page.getByText('Short lines: 1. Mark Ready waits until stock is received.'));
    await actionBar(page).getByRole('button', { name: 'Mark Ready' }).click();
    const confirm = dialog(page, 'Mark Ready to Print');
    await confirm.getByRole('button', { name: 'Mark Ready' }).click();
    await visible(
      confirm.getByText(
        `Not enough stock reserved for line 1 (${ITEM}: 24 of 40 reserved). Receive stock for these lines, then mark ready again.`,
      ),
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expectStatus(page, 'Pending Warehouse');

    // A typed receipt completes the reservation.
    await page.goto(portal.url('/inventory'));
    const receive = await openReceive(page);
    await receive.getByLabel('Item Code', { exact: true }).fill(ITEM);
    await receive.getByLabel('Lot', { exact: true }).fill('LOT43');
    await receive.getByLabel('Expiry', { exact: true }).fill('2028-03-31');
    await receive.getByLabel('Bin', { exact: true }).fill('A-03');
    await receive.getByLabel('Quantity', { exact: true }).fill('20');
    await receive.getByRole('button', { name: 'Receive', exact: true }).click();
    await expectToast(page, '1 waiting order(s) now fully reserved');

    await openOrder(portal, page, order.id);
    await visible(stockRow(page).getByText('Reserved'));
    await actionBar(page).getByRole('button', { name: 'Mark Ready' }).click();
    await dialog(page, 'Mark Ready to Print').getByRole('button', { name: 'Mark Ready' }).click();
    await expectStatus(page, 'Ready to Print');
  });

  it('shows a medical company no Inventory entry and no stock on its order', async () => {
    const { page, context } = portal;
    const order = await seedStockOrder(world.t, world.users.company, [{ itemCode: ITEM, quantity: 1 }]);
    await signInAs(portal, context, 'company');
    await page.goto(portal.url('/dashboard'));
    const nav = await visible(page.getByRole('navigation', { name: 'Main navigation' }));
    await visible(nav.getByRole('link', { name: 'Dashboard' }));
    expect(await nav.getByRole('link', { name: 'Inventory' }).count()).toBe(0);
    await visible(page.locator(`tr[data-order-id="${order.id}"]`));
    expect(await page.locator('[data-stock]').count()).toBe(0);

    await openOrder(portal, page, order.id);
    await visible(page.getByRole('table', { name: 'Order items' }));
    expect(await page.getByRole('region', { name: 'Stock' }).count()).toBe(0);

    await page.goto(portal.url('/inventory'));
    await visible(page.getByText('Stock is shown to reviewers, the warehouse and administrators only.'));
    expect((await world.fetchAs('company', `/api/orders/${order.id}/stock`)).status).toBe(404);
    expect((await world.fetchAs('company', '/api/inventory/lots')).status).toBe(404);
  });
});
