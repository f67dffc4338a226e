import { formatSar } from '@tawreed/domain';
import { unwrap } from '@tawreed/sdk';
import type { SeedUser } from '@tawreed/service/testing';
import { defaultRows, linesXlsx, orderFormXlsx, pdfBytes } from '@tawreed/service/testing/fixtures';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, openAs, seedUser } from './dashboard.support';
import {
  expectCleanText,
  expectNoSeriousA11yViolations,
  type Portal,
  startPortal,
  visible,
  waitForPath,
} from './support/portal';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MISSING_ALL =
  'Please upload the following required files: Excel Data File, Purchase Order (P.O) File, Order Form File';

const cell = (page: Page, field: string, line: number) =>
  page.getByLabel(`${field}, line ${line}`, { exact: true });
const lineRows = (page: Page) => page.locator('.lines-editor tbody tr');
const createButton = (page: Page) => page.getByRole('button', { name: 'Create Order' });

async function fillClient(page: Page, clientName: string) {
  await page.getByLabel('Client Name').fill(clientName);
  await page.getByLabel('Client Account No').fill('ACC-20077');
  await page.getByLabel('External Ref').fill('PO-99120');
  await page.getByLabel('Region').selectOption('Western Region');
  await page.getByLabel('Area').selectOption('Jeddah');
  await page.getByLabel('Sales Manager').fill('Khalid Al-Otaibi');
}

async function importSpreadsheet(page: Page, rows = defaultRows()) {
  await page.getByLabel('Upload Excel/CSV').setInputFiles({
    name: 'lines.xlsx',
    mimeType: XLSX,
    buffer: await linesXlsx(rows),
  });
  const preview = await visible(page.getByRole('dialog', { name: 'Imported Data Preview' }));
  return preview;
}

describe('portal: New Order form, spreadsheet import and the create flow (Chromium)', () => {
  let portal: Portal;
  let omar: SeedUser;

  beforeAll(async () => {
    portal = await startPortal();
    omar = await seedUser(portal, {
      role: 'MEDICAL_COMPANY',
      name: 'Omar Haddad',
      email: 'omar@actimed.example.sa',
      companyName: 'Actimed',
    });
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('offers only the areas of the chosen region, and clears an area the new region does not have', async () => {
    const { page } = portal;
    await openAs(page, portal.server.url, omar.email, '/orders/new');
    const area = page.getByLabel('Area', { exact: true });
    const offered = () =>
      area
        .locator('option')
        .evaluateAll((options) =>
          options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
        );
    expect(await area.isDisabled()).toBe(true);
    expect(await offered()).toEqual([]);
    await page.getByLabel('Region').selectOption('Eastern Region');
    expect(await offered()).toEqual(['Dammam', 'Khobar', 'Dhahran']);
    await area.selectOption('Khobar');
    await page.getByLabel('Region').selectOption('Western Region');
    expect(await area.inputValue()).toBe('');
    expect(await offered()).toEqual(['Jeddah', 'Mecca', 'Medina', 'Taif', 'Tabuk']);
    expect(await offered()).not.toContain('Riyadh');
  });

  it('checks SPEC §5 rules: missing files, required fields, line messages, live net/gross, file types', async () => {
    const { page } = portal;
    await openAs(page, portal.server.url, omar.email, '/orders/new');
    await visible(page.getByRole('heading', { level: 1, name: 'New Order' }));
    const company = page.getByLabel('Medical Company');
    expect(await company.inputValue()).toBe('Actimed');
    expect(await company.getAttribute('readonly')).not.toBeNull();
    expect(await createButton(page).getAttribute('aria-disabled')).toBe('true');
    await visible(page.getByText(MISSING_ALL));
    expect(await page.getByRole('button', { name: 'Remove line 1' }).isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Order Date').fill('');
    await createButton(page).click({ force: true });
    await visible(page.getByRole('alert').filter({ hasText: MISSING_ALL }));
    await visible(page.locator('.toast').getByText('Missing Required Files'));
    for (const message of [
      'Client name is required',
      'Order date is required',
      'Region is required',
      'Area is required',
      'Item Code is required',
      'Item Description is required',
    ]) {
      await visible(page.getByText(message, { exact: true }));
    }

    // Net and gross follow the domain's exact arithmetic as the user types (8.35 at 10% x 1 = 7.52).
    await cell(page, 'Item Code', 1).fill('AMX-500');
    await cell(page, 'Item Description', 1).fill('Amoxicillin 500mg caps x100');
    await cell(page, 'Public Price', 1).fill('8.35');
    await cell(page, 'Disc %', 1).fill('10');
    await cell(page, 'Bonus', 1).fill('2');
    const row = lineRows(page).first();
    expect(await row.getByTestId('net-value').textContent()).toBe(formatSar('7.52'));
    expect(await row.getByTestId('gross-value').textContent()).toBe(formatSar('9.52'));
    await cell(page, 'Qty', 1).fill('3');
    expect(await row.getByTestId('net-value').textContent()).toBe(formatSar('22.55'));
    await cell(page, 'Qty', 1).fill('0');
    await visible(row.getByText('Quantity must be positive', { exact: true }));
    expect(await row.getByTestId('net-value').textContent()).toBe('-');
    await cell(page, 'Qty', 1).fill('1');
    await row.getByText('Quantity must be positive').waitFor({ state: 'detached' });
    expect(await page.getByText('Item Code is required').count()).toBe(0);

    // Lines can be added and removed, but never the last one.
    await page.getByRole('button', { name: 'Add Line' }).click();
    await expect.poll(() => lineRows(page).count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Remove line 1' }).isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Remove line 2' }).click();
    await expect.poll(() => lineRows(page).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Remove line 1' }).isDisabled()).toBe(true);

    // File checks before anything is sent.
    const po = page.getByLabel('Choose P.O file');
    await po.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await visible(page.getByText('Invalid P.O file type', { exact: true }));
    await po.setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10_485_761),
    });
    await visible(page.getByText('P.O file must be smaller than 10MB', { exact: true }));
    await page
      .getByLabel('Choose Order Form file')
      .setInputFiles({ name: 'form.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await visible(page.getByText('Invalid Order Form file type', { exact: true }));
    await page
      .getByLabel('Upload Excel/CSV')
      .setInputFiles({ name: 'lines.txt', mimeType: 'text/plain', buffer: Buffer.from('a,b') });
    await visible(page.getByRole('alert').filter({ hasText: /^Invalid file type$/ }));
    await expectNoSeriousA11yViolations(page);
    await expectCleanText(page);
  });

  it('creates an order from a spreadsheet and two files: preview, import, one order on a double click', async () => {
    const { page } = portal;
    await openAs(page, portal.server.url, omar.email, '/orders/new');
    await fillClient(page, 'Al Noor Pharmacy Jeddah');

    const preview = await importSpreadsheet(page, [
      ...defaultRows(),
      ['BAD-1', 'Broken row', 5, 0, 0, null, null, 0],
    ]);
    await visible(preview.getByText('Parsing errors (1)'));
    await visible(preview.getByText(/^Row \d+: Quantity must be positive$/));
    await visible(preview.getByText('Parsed lines (2)'));
    await visible(preview.getByRole('cell', { name: 'AMX-500' }));
    await visible(preview.getByText(`Total: ${formatSar('507.52')}`));
    await expectNoSeriousA11yViolations(page);
    await preview.getByRole('button', { name: 'Import Lines' }).click();
    await preview.waitFor({ state: 'detached' });
    await visible(page.locator('.toast').getByText('Data imported'));
    await expect.poll(() => lineRows(page).count()).toBe(2);
    expect(await cell(page, 'Item Code', 1).inputValue()).toBe('AMX-500');
    expect(await cell(page, 'Item Code', 2).inputValue()).toBe('PAR-1G');
    expect(await page.getByTestId('order-total').textContent()).toBe(formatSar('507.52'));
    await visible(
      page.getByText(
        'Please upload the following required files: Purchase Order (P.O) File, Order Form File',
      ),
    );

    await page
      .getByLabel('Choose P.O file')
      .setInputFiles({ name: 'po.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await page
      .getByLabel('Choose Order Form file')
      .setInputFiles({ name: 'order-form.xlsx', mimeType: XLSX, buffer: await orderFormXlsx() });
    await visible(page.getByText(/^po\.pdf \(0\.00 MB\)$/));
    await expect.poll(() => createButton(page).getAttribute('aria-disabled')).toBe('false');

    await createButton(page).dblclick();
    await waitForPath(page, '/dashboard');
    await visible(
      page
        .locator('.toast')
        .getByText('Order created successfully with all attachments and submitted for review'),
    );
    const row = page.locator('tbody tr', { hasText: 'Al Noor Pharmacy Jeddah' });
    await visible(row.getByText('Pending Sales & Collection Review'));
    expect(await row.count()).toBe(1);

    const api = await apiAs(portal, omar.email);
    const list = await unwrap(
      api.GET('/api/orders', { params: { query: { q: 'Al Noor Pharmacy Jeddah' } } }),
    );
    expect(list.total).toBe(1);
    const order = await unwrap(api.GET('/api/orders/{id}', { params: { path: { id: list.orders[0]!.id } } }));
    expect(order.status).toBe('PENDING_CREDIT');
    expect(order.medicalCompany).toBe('Actimed');
    expect(order.totalValueSAR).toBe('507.52');
    expect(order.lines.map((line) => line.itemCode)).toEqual(['AMX-500', 'PAR-1G']);
    expect(order.attachments.map((a) => a.fileName)).toEqual(
      expect.arrayContaining(['po.pdf', 'order-form.xlsx']),
    );
    await expectCleanText(page);
  });

  it('removes the new order when an attachment upload fails, and says why', async () => {
    const { page } = portal;
    await openAs(page, portal.server.url, omar.email, '/orders/new');
    await fillClient(page, 'Rejected Upload Pharmacy');
    const preview = await importSpreadsheet(page);
    await preview.getByRole('button', { name: 'Import Lines' }).click();
    // Named .pdf but not a PDF inside: the service checks the content and refuses it.
    await page.getByLabel('Choose P.O file').setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not really a pdf file'),
    });
    await page
      .getByLabel('Choose Order Form file')
      .setInputFiles({ name: 'order-form.xlsx', mimeType: XLSX, buffer: await orderFormXlsx() });
    await createButton(page).click();

    const alert = await visible(page.getByRole('alert').filter({ hasText: 'Order Creation Failed' }));
    expect(await alert.textContent()).toMatch(
      /^Order Creation Failed: File uploads failed: P\.O file upload failed: .+\. Please try again\.$/,
    );
    await visible(page.locator('.toast').getByText('Order Creation Failed'));
    await waitForPath(page, '/orders/new');
    const api = await apiAs(portal, omar.email);
    const list = await unwrap(
      api.GET('/api/orders', { params: { query: { q: 'Rejected Upload Pharmacy' } } }),
    );
    expect(list.total).toBe(0);
    // The removed order used up the import: the spreadsheet is asked for again.
    await visible(page.getByText('Please upload the following required files: Excel Data File'));
  });

  it('keeps a toast clear of the Create Order button at the end of the form', async () => {
    const { page } = portal;
    await openAs(page, portal.server.url, omar.email, '/orders/new');
    const preview = await importSpreadsheet(page);
    await preview.getByRole('button', { name: 'Import Lines' }).click();
    const toastItem = await visible(page.locator('.toast', { hasText: 'Data imported' }));
    // Scrolled to the end, the button sits in the corner where toasts appear.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = createButton(page);
    await expect
      .poll(async () => {
        const [toastBox, buttonBox] = await Promise.all([toastItem.boundingBox(), button.boundingBox()]);
        if (!toastBox || !buttonBox) return 'not laid out';
        return toastBox.y + toastBox.height <= buttonBox.y ? 'clear' : 'covering';
      })
      .toBe('clear');
    // The pointer resting on the button lands on it, not on the toast (which would pause there).
    const box = await button.boundingBox();
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent,
      [box!.x + box!.width / 2, box!.y + box!.height / 2],
    );
    expect(hit).toBe('Create Order');
    await visible(toastItem);
  });

  it('downloads the sample template as Order_Template.xlsx', async () => {
    const { page } = portal;
    await openAs(page, portal.server.url, omar.email, '/orders/new');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Sample' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Order_Template.xlsx');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await waitForPath(page, '/dashboard');
  });
});
