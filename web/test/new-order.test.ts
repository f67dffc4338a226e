import { formatSar } from '@tawreed/domain';
import { unwrap } from '@tawreed/sdk';
import type { SeedUser } from '@tawreed/service/testing';
import { defaultRows, linesXlsx, orderFormXlsx, pdfBytes } from '@tawreed/service/testing/fixtures';
import type { Locator, Page } from 'playwright-core';
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

/** The words the toast test looks for, from the portal's catalogs. */
const TOAST_TEXT = {
  en: {
    upload: 'Upload Excel/CSV',
    preview: 'Imported Data Preview',
    importLines: 'Import Lines',
    imported: 'Data imported',
    chooseOrderForm: 'Choose Order Form file',
    create: 'Create Order',
  },
  ar: {
    upload: 'رفع ملف إكسل/CSV',
    preview: 'معاينة البيانات المستوردة',
    importLines: 'استيراد البنود',
    imported: 'تم استيراد البيانات',
    chooseOrderForm: 'اختر ملف نموذج الطلب',
    create: 'إنشاء الطلب',
  },
} as const;

/**
 * 'clear' when the open toast leaves `control` alone: the point at its centre is the control
 * (what a click lands on) and the two boxes do not meet; else what is in the way.
 */
async function toastOverControl(control: Locator): Promise<string> {
  return control.evaluate(async (element) => {
    // The toast finds its place in the frame after a scroll: two frames on, it has.
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await nextFrame();
    await nextFrame();
    const toast = document.querySelector('.toast[data-state="open"]');
    if (!toast) return 'no toast open';
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (!hit || !element.contains(hit))
      return `centre covered by <${hit?.tagName} class="${hit?.className}">`;
    const over = toast.getBoundingClientRect();
    const apart =
      over.bottom <= box.top || over.top >= box.bottom || over.right <= box.left || over.left >= box.right;
    return apart ? 'clear' : 'toast overlaps the control';
  });
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
  let layla: SeedUser;

  beforeAll(async () => {
    portal = await startPortal();
    omar = await seedUser(portal, {
      role: 'MEDICAL_COMPANY',
      name: 'Omar Haddad',
      email: 'omar@actimed.example.sa',
      companyName: 'Actimed',
    });
    layla = await seedUser(portal, {
      role: 'MEDICAL_COMPANY',
      name: 'Layla Al-Harbi',
      email: 'layla@actimed.example.sa',
      companyName: 'Actimed',
    });
    await (await apiAs(portal, layla.email)).PATCH('/api/auth/me', { body: { language: 'ar' } });
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

  it.each([
    ['en', 1280],
    ['ar', 1280],
    ['en', 390],
    ['ar', 390],
  ] as const)('keeps the import toast off the controls under it, in %s at %i px', async (language, width) => {
    const text = TOAST_TEXT[language];
    const { page } = portal;
    await page.setViewportSize({ width, height: 800 });
    try {
      await openAs(page, portal.server.url, (language === 'ar' ? layla : omar).email, '/orders/new');
      await page.getByLabel(text.upload).setInputFiles({
        name: 'lines.xlsx',
        mimeType: XLSX,
        buffer: await linesXlsx(defaultRows()),
      });
      const preview = await visible(page.getByRole('dialog', { name: text.preview }));
      await preview.getByRole('button', { name: text.importLines }).click();
      await preview.waitFor({ state: 'detached' });
      const toastItem = await visible(page.locator('.toast', { hasText: text.imported }));
      const orderForm = page.getByText(text.chooseOrderForm, { exact: true });
      // At the bottom of the screen each sits in the toasts' corner; centred, where a lifted toast went.
      for (const control of [orderForm, page.getByRole('button', { name: text.create })]) {
        for (const block of ['end', 'center'] as const) {
          await control.evaluate((element, at) => element.scrollIntoView({ block: at }), block);
          expect(await toastOverControl(control)).toBe('clear');
        }
      }
      // And the control takes the click (a toast under the pointer would take it, and pause there).
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), orderForm.click()]);
      await chooser.setFiles({ name: 'order-form.xlsx', mimeType: XLSX, buffer: await orderFormXlsx() });
      await visible(page.getByText(/order-form\.xlsx/));
      await visible(toastItem);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
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
