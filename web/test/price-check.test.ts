import { unwrap } from '@tawreed/sdk';
import { defaultRows, linesXlsx, orderFormXlsx, pdfBytes } from '@tawreed/service/testing/fixtures';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createWorld,
  dialog,
  expectToast,
  ORDER_TEST_CONFIG,
  type OrderWorld,
  signInAs,
} from './support/orders';
import {
  expectNoSeriousA11yViolations,
  type Portal,
  startPortal,
  visible,
  waitForPath,
} from './support/portal';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ACCOUNT = 'PRICE-E2E-1';

/**
 * Issue 30's price check, in Chromium: a company imports a spreadsheet with one mispriced line
 * (AMX-500 at 8.35 against the default list's 10.00) and one unknown item, sees both warnings in
 * the preview and submits; the Sales & Collection reviewer sees them on the order, cannot approve
 * without a reason and approves with one.
 */
describe('portal: the price check from import to approval (Chromium)', () => {
  let portal: Portal;
  let world: OrderWorld;

  beforeAll(async () => {
    portal = await startPortal({ config: ORDER_TEST_CONFIG });
    world = await createWorld(portal);
    const higher = await world.api('higher');
    const list = await unwrap(
      higher.POST('/api/price-lists', { body: { name: 'Default 2026', isDefault: true } }),
    );
    await unwrap(
      higher.PUT('/api/price-lists/{id}/items', {
        params: { path: { id: list.id } },
        body: {
          items: [
            { itemCode: 'AMX-500', priceSAR: '10.00' },
            { itemCode: 'PAR-1G', priceSAR: '12.50' },
          ],
        },
      }),
    );
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('warns in the preview, submits anyway, and needs an override reason to approve', async () => {
    const { page, context } = portal;
    await signInAs(portal, context, 'company');
    await page.goto(portal.url('/orders/new'));
    await page.getByLabel('Client Name').fill('Al Razi Clinic');
    await page.getByLabel('Client Account No').fill(ACCOUNT);
    await page.getByLabel('External Ref').fill('PO-PRICE-1');
    await page.getByLabel('Region').selectOption('Western Region');
    await page.getByLabel('Area').selectOption('Jeddah');
    await page.getByLabel('Sales Manager').fill('Khalid Al-Otaibi');
    await page.getByLabel('Upload Excel/CSV').setInputFiles({
      name: 'lines.xlsx',
      mimeType: XLSX,
      buffer: await linesXlsx([...defaultRows(), ['UNK-9', 'Unlisted dressing', 5, 0, 1, null, null, 0]]),
    });
    const preview = await visible(page.getByRole('dialog', { name: 'Imported Data Preview' }));
    await visible(preview.getByText('Price check (2)'));
    const warnings = preview.getByRole('list', { name: 'Price warnings' });
    await visible(
      warnings.getByText(
        /^Line \d+: AMX-500 is priced SAR 8\.35; the price list says SAR 10\.00 \(-16\.50%\)$/,
      ),
    );
    await visible(warnings.getByText(/^Line \d+: UNK-9 is not in the catalogue or the price list$/));
    await expectNoSeriousA11yViolations(page);
    // The company may still import and submit.
    await preview.getByRole('button', { name: 'Import Lines' }).click();
    await preview.waitFor({ state: 'detached' });
    await page
      .getByLabel('Choose P.O file')
      .setInputFiles({ name: 'po.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await page
      .getByLabel('Choose Order Form file')
      .setInputFiles({ name: 'order-form.xlsx', mimeType: XLSX, buffer: await orderFormXlsx() });
    const create = page.getByRole('button', { name: 'Create Order' });
    await expect.poll(() => create.getAttribute('aria-disabled')).toBe('false');
    await create.click();
    await waitForPath(page, '/dashboard');

    const credit = await world.api('credit');
    const list = await unwrap(credit.GET('/api/orders', { params: { query: { q: ACCOUNT } } }));
    expect(list.total).toBe(1);
    const order = list.orders[0]!;
    expect(order.status).toBe('PENDING_CREDIT');

    // The reviewer sees both findings on the order's Credit panel.
    await signInAs(portal, context, 'credit');
    await page.goto(portal.url(`/orders/${order.id}`));
    const panel = await visible(page.getByRole('region', { name: 'Credit', exact: true }));
    await visible(
      panel
        .locator('.credit-finding--override')
        .getByText('Line 1: AMX-500 is priced SAR 8.35; the price list says SAR 10.00 (-16.50%)'),
    );
    await visible(
      panel
        .locator('.credit-finding--info')
        .getByText('Line 3: UNK-9 is not in the catalogue or the price list'),
    );

    // Refused without a reason; approved with one.
    await page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Approve' }).click();
    const approve = await visible(dialog(page, 'Approve Order'));
    await approve.getByRole('button', { name: 'Approve' }).click();
    await visible(approve.getByText('The credit check needs a reason'));
    await approve
      .getByRole('textbox', { name: 'Override reason' })
      .fill('Tender price agreed with the buyer');
    await approve.getByRole('button', { name: 'Approve with this reason' }).click();
    await expectToast(page, 'Order moved to next stage');
    const after = await unwrap(credit.GET('/api/orders/{id}', { params: { path: { id: order.id } } }));
    expect(after.status).toBe('PENDING_HIGHER');
  });
});
