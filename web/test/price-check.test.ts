import { formatSar } from '@tawreed/domain';
import { unwrap } from '@tawreed/sdk';
import { defaultRows, linesXlsx, orderFormXlsx, pdfBytes } from '@tawreed/service/testing/fixtures';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  actionBar,
  createWorld,
  dialog,
  expectToast,
  ORDER_TEST_CONFIG,
  type OrderWorld,
  openOrder,
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
/** The order's lines as the delivery note prints them: code, net value, VAT (all standard-rated, 15 %). */
const LINES_VAT = [
  ['AMX-500', '7.52', '1.13'],
  ['PAR-1G', '500.00', '75.00'],
  ['UNK-9', '5.00', '0.75'],
] as const;
/** Total (SPEC), VAT and payable. */
const TOTALS = ['512.52', '76.88', '589.40'] as const;

/**
 * Issue 30's price check, in Chromium: a company imports a spreadsheet with one mispriced line
 * (AMX-500 at 8.35 against the default list's 10.00) and one unknown item, sees both warnings in
 * the preview and submits; the Sales & Collection reviewer sees them on the order, cannot approve
 * without a reason and approves with one; the warehouse prints it, and the delivery note shows
 * each line's VAT and the payable total, labelled in English and Arabic.
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

  it('warns in the preview with VAT and payable, submits anyway, needs an override reason to approve, and prints VAT on the delivery note', async () => {
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
    // The company sees what the client will owe before submitting: each line's VAT, the VAT and the payable total.
    const previewVat = (await preview.getByRole('columnheader').allInnerTexts()).indexOf('VAT');
    expect(previewVat).toBeGreaterThan(0);
    const previewRows = preview.locator('tbody tr');
    expect(await previewRows.count()).toBe(LINES_VAT.length);
    for (const [index, [, , vat]] of LINES_VAT.entries()) {
      expect(await previewRows.nth(index).getByRole('cell').nth(previewVat).textContent()).toBe(
        formatSar(vat),
      );
    }
    await visible(preview.getByText(`Total: ${formatSar(TOTALS[0])}`));
    await visible(preview.getByText(`VAT: ${formatSar(TOTALS[1])}`));
    await visible(preview.getByText(`Payable with VAT: ${formatSar(TOTALS[2])}`));
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

    // Credit Review approves (over the same mismatch, with its own reason) and the warehouse
    // marks it ready, through the API: their screens have their own walks. The warehouse
    // prints it from the order page.
    const higher = await world.api('higher');
    await unwrap(
      higher.POST('/api/orders/{id}/actions/approve', {
        params: { path: { id: order.id }, header: { 'if-match': '*' } },
        body: { override: { reason: 'Tender price confirmed' } },
      }),
    );
    const warehouse = await world.api('warehouse');
    await unwrap(
      warehouse.POST('/api/orders/{id}/actions/mark-ready', {
        params: { path: { id: order.id }, header: { 'if-match': '*' } },
      }),
    );
    await signInAs(portal, context, 'warehouse');
    await openOrder(portal, page, order.id);
    await actionBar(page).getByRole('button', { name: 'Print' }).click();
    const print = await visible(dialog(page, 'Print Order'));
    await print.getByLabel('Delivery Note Number (optional)').fill('DN-PRICE-1');
    await print.getByRole('button', { name: 'Print' }).click();
    await visible(print.getByText('Order printed and archived'));
    await print.getByRole('link', { name: 'Open Pick List & Delivery Note' }).click();
    await waitForPath(page, `/orders/${order.id}/print`);

    // The delivery note: each line's VAT under a VAT column labelled in both languages, and the
    // payable total labelled in English and Arabic.
    const printed = await unwrap(credit.GET('/api/orders/{id}', { params: { path: { id: order.id } } }));
    expect(printed.status).toBe('PRINTED');
    expect(printed.lines.map((line) => [line.itemCode, line.netValue, line.vatSAR])).toEqual(LINES_VAT);
    expect([printed.totalValueSAR, printed.vatSAR, printed.payableSAR]).toEqual(TOTALS);
    const note = await visible(page.getByRole('article', { name: 'Delivery Note / مذكرة التسليم' }));
    expect(await note.textContent()).toContain('DN-PRICE-1');
    const vatHeader = note.getByRole('columnheader', { name: /^VAT/ });
    expect(await vatHeader.locator('[lang="en"]').textContent()).toBe('VAT');
    expect(await vatHeader.locator('[lang="ar"]').textContent()).toBe('ضريبة القيمة المضافة');
    const headers = await note.getByRole('columnheader').allInnerTexts();
    const vatColumn = headers.findIndex((text) => text.startsWith('VAT'));
    const codeColumn = headers.findIndex((text) => text.startsWith('Item Code'));
    const rows = note.locator('tbody tr:not(.print-doc__lots)');
    expect(await rows.count()).toBe(LINES_VAT.length);
    for (const [index, [code, , vat]] of LINES_VAT.entries()) {
      const cells = rows.nth(index).getByRole('cell');
      expect(await cells.nth(codeColumn).textContent()).toBe(code);
      expect(await cells.nth(vatColumn).textContent()).toBe(vat);
    }
    const detail = (english: string, arabic: string) =>
      note
        .locator('.print-doc__client > div')
        .filter({ has: page.locator('[lang="en"]', { hasText: english }) })
        .filter({ has: page.locator('[lang="ar"]', { hasText: arabic }) })
        .locator('dd');
    expect(await detail('Total Value (SAR)', 'القيمة الإجمالية (ريال سعودي)').textContent()).toBe(
      formatSar(TOTALS[0]),
    );
    expect(await detail('VAT (SAR)', 'ضريبة القيمة المضافة (ريال سعودي)').textContent()).toBe(
      formatSar(TOTALS[1]),
    );
    expect(await detail('Payable with VAT (SAR)', 'المستحق شامل الضريبة (ريال سعودي)').textContent()).toBe(
      formatSar(TOTALS[2]),
    );
    await expectNoSeriousA11yViolations(page);
  });
});
