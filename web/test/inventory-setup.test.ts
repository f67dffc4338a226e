import { seedItem, seedLot, seedWarehouse } from '@tawreed/service/testing/inventory';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSidewaysScroll } from './support/arabic';
import {
  createWorld,
  dialog,
  expectToast,
  ORDER_TEST_CONFIG,
  type OrderWorld,
  signInAs,
} from './support/orders';
import { expectCleanText, PASSWORD, type Portal, startPortal, visible } from './support/portal';

const ADMIN = { name: 'Reem Qahtani', email: 'reem.admin@tawreed.example.sa' };
const ITEM = 'GLV-100';

/**
 * Issue 14, setting up stock in the portal (real Chromium, real service): an administrator
 * names a warehouse, a warehouse manager adds an item with a minimum level, receives it, and
 * raising the minimum flags the item below it; staff who may only read get none of this.
 */
describe('portal: warehouses and items (Chromium)', () => {
  let portal: Portal;
  let world: OrderWorld;

  beforeAll(async () => {
    portal = await startPortal({ config: ORDER_TEST_CONFIG });
    world = await createWorld(portal);
    await portal.createUser({ ...ADMIN, role: 'ADMIN' });
    await seedWarehouse(world.t, 'WH-RUH');
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await portal?.close();
  });

  async function signInAsAdmin() {
    await portal.context.clearCookies();
    const response = await portal.context.request.post(portal.url('/api/auth/login'), {
      data: { email: ADMIN.email, password: PASSWORD },
      headers: { origin: new URL(portal.server.url).origin },
    });
    expect(response.status()).toBe(200);
  }

  it('names a warehouse, adds an item, receives it and flags it once its minimum is raised above the stock', async () => {
    const { page, context } = portal;
    await signInAsAdmin();
    await page.goto(portal.url('/inventory'));
    await page.getByRole('button', { name: 'New warehouse' }).click();
    const warehouse = await visible(dialog(page, 'New warehouse'));
    await warehouse.getByRole('button', { name: 'Add warehouse' }).click();
    await visible(warehouse.getByText('Warehouse code is required'));
    await visible(warehouse.getByText('Warehouse name is required'));
    // A taken code: the service's 409 under the code, what was typed kept.
    await warehouse.getByLabel('Warehouse code').fill('WH-RUH');
    await warehouse.getByLabel('Warehouse name').fill('Jeddah central');
    await warehouse.getByRole('button', { name: 'Add warehouse' }).click();
    await visible(warehouse.getByText('Warehouse WH-RUH already exists'));
    expect(await warehouse.getByLabel('Warehouse name').inputValue()).toBe('Jeddah central');
    await warehouse.getByLabel('Warehouse code').fill('WH-JED');
    await warehouse.getByRole('button', { name: 'Add warehouse' }).click();
    await expectToast(page, 'Warehouse WH-JED added');
    await warehouse.waitFor({ state: 'hidden' });
    const warehouseFilter = page.getByRole('combobox', { name: 'Warehouse' });
    await expect
      .poll(() => warehouseFilter.locator('option').allInnerTexts())
      .toContain('WH-JED — Jeddah central');

    // A warehouse manager changes stock but does not name warehouses.
    await signInAs(portal, context, 'warehouse');
    await page.goto(portal.url('/inventory'));
    await page.getByRole('button', { name: 'New item' }).click();
    expect(await page.getByRole('button', { name: 'New warehouse' }).count()).toBe(0);
    const newItem = await visible(dialog(page, 'New item'));
    await newItem.getByLabel('Item Code').fill(ITEM);
    await newItem.getByLabel('Item Description').fill('Nitrile gloves, box of 100');
    await newItem.getByLabel('GTIN (optional)').fill('9506000134353');
    await newItem.getByLabel('Unit').fill('BOX');
    await newItem.getByLabel('Minimum level').fill('20');
    await newItem.getByRole('button', { name: 'Add item' }).click();
    // The domain's check digit rule, before any call; the focus goes to the field.
    const gtin = newItem.getByLabel('GTIN (optional)');
    await visible(newItem.getByText('GTIN must be 8, 12, 13 or 14 digits with a valid check digit'));
    await expect.poll(() => gtin.evaluate((input) => input === document.activeElement)).toBe(true);
    await gtin.fill('9506000134352');
    await newItem.getByRole('button', { name: 'Add item' }).click();
    await expectToast(page, `Item ${ITEM} added`);
    await newItem.waitFor({ state: 'hidden' });

    // The same Item Code again: the 409 under the Item Code, the description kept.
    await page.getByRole('button', { name: 'New item' }).click();
    await newItem.getByLabel('Item Code').fill(ITEM);
    await newItem.getByLabel('Item Description').fill('Gloves again');
    await newItem.getByRole('button', { name: 'Add item' }).click();
    await visible(newItem.getByText(`Item ${ITEM} already exists`));
    expect(await newItem.getByLabel('Item Description').inputValue()).toBe('Gloves again');
    await newItem.getByRole('button', { name: 'Cancel' }).click();
    await newItem.waitFor({ state: 'hidden' });

    // Received into the new warehouse, above the minimum of 20.
    await page.getByRole('button', { name: 'Receive stock' }).click();
    const receive = await visible(dialog(page, 'Receive stock'));
    await receive.getByLabel('Item Code', { exact: true }).fill(ITEM);
    await receive.getByLabel('Lot', { exact: true }).fill('GL-7');
    await receive.getByLabel('Expiry', { exact: true }).fill('2028-05-31');
    await receive.getByLabel('Bin', { exact: true }).fill('C-04');
    await receive.getByLabel('Quantity', { exact: true }).fill('30');
    await receive.getByLabel('Warehouse', { exact: true }).selectOption({ label: 'WH-JED — Jeddah central' });
    await receive.getByRole('button', { name: 'Receive', exact: true }).click();
    await expectToast(page, 'Received 30 of lot GL-7 (on hand 30)');
    const row = await visible(page.locator('tr[data-lot="GL-7"]'));
    await expect.poll(() => row.textContent()).toContain('WH-JED');
    await page.getByLabel('Show').selectOption('below-minimum');
    await page.waitForURL((url) => url.searchParams.get('filter') === 'below-minimum');
    await visible(page.getByText('No stock matches these filters'));
    await page.getByRole('button', { name: 'Clear filters' }).click();

    // Item details: raising the minimum to 50 puts the 30 available below it.
    await row.getByRole('button', { name: `Details of ${ITEM}` }).click();
    const item = await visible(dialog(page, new RegExp(`^${ITEM}`)));
    await visible(item.getByText('On hand 30, reserved 0, available 30, minimum 20'));
    await visible(item.getByText('Unit: BOX, GTIN: 09506000134352'));
    expect(await item.getByText('Below minimum').count()).toBe(0);
    await item.getByRole('button', { name: 'Edit item' }).click();
    const edit = await visible(item.getByRole('form', { name: 'Edit item' }));
    expect(await edit.getByLabel('Item Description').inputValue()).toBe('Nitrile gloves, box of 100');
    await edit.getByLabel('Minimum level').fill('-5');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await visible(edit.getByText('Minimum level must not be negative'));
    await edit.getByLabel('Minimum level').fill('50');
    const [patch] = await Promise.all([
      page.waitForRequest((request) => request.method() === 'PATCH'),
      edit.getByRole('button', { name: 'Save changes' }).click(),
    ]);
    // Only what changed is sent (the API keeps no item version to check).
    expect(patch.postDataJSON()).toEqual({ minimumLevel: 50 });
    await expectToast(page, `Item ${ITEM} saved`);
    await visible(item.getByText('On hand 30, reserved 0, available 30, minimum 50'));
    await visible(item.getByText('Below minimum'));
    await expectCleanText(page);
    await item.getByRole('button', { name: 'Close' }).click();
    await item.waitFor({ state: 'hidden' });

    // The lots table flags the item, and the Below minimum filter lists it.
    await visible(row.getByText('Below minimum'));
    await page.getByLabel('Show').selectOption('below-minimum');
    await page.waitForURL((url) => url.searchParams.get('filter') === 'below-minimum');
    await visible(page.locator('tr[data-lot="GL-7"]').getByText('Below minimum'));
    await expectNoSidewaysScroll(page);
  });

  it('gives staff who may only read stock no New item, New warehouse, Receive or Edit item', async () => {
    const { page, context } = portal;
    const warehouse = await seedWarehouse(world.t, 'WH-DMM');
    const item = await seedItem(world.t, { itemCode: 'MSK-200', minimumLevel: 5 });
    await seedLot(world.t, item, warehouse, { lotNumber: 'MS-1', expiryDate: '2028-01-31', onHand: 12 });

    await signInAs(portal, context, 'higher');
    await page.goto(portal.url('/inventory?item=MSK-200'));
    const row = await visible(page.locator('tr[data-lot="MS-1"]'));
    for (const name of ['Receive stock', 'New item', 'New warehouse'])
      expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    await row.getByRole('button', { name: 'Details of MSK-200' }).click();
    const details = await visible(dialog(page, /^MSK-200/));
    await visible(details.getByText('On hand 12, reserved 0, available 12, minimum 5'));
    expect(await details.getByRole('button', { name: 'Edit item' }).count()).toBe(0);
    expect(await details.getByRole('button', { name: 'Adjust lot MS-1' }).count()).toBe(0);

    // The service agrees: reading is all the role may do.
    const create = await world.fetchAs('higher', '/api/inventory/items', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ itemCode: 'MSK-201', description: 'Masks' }),
    });
    expect(create.status).toBe(403);
  });
});
