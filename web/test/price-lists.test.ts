import { unwrap } from '@tawreed/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, ORDER_TEST_CONFIG, type OrderWorld, signInAs } from './support/orders';
import {
  expectNoSeriousA11yViolations,
  type Portal,
  startPortal,
  visible,
  waitForPath,
} from './support/portal';

/**
 * Issue 30's price-list screens, in Chromium: Credit Review sees the lists with their validity
 * dates, makes the tender list the default, opens it, imports items (a wrong row named, nothing
 * applied; then the corrected file), and finds the template and the export; then in Arabic.
 */
describe('portal: price lists (Chromium)', () => {
  let portal: Portal;
  let world: OrderWorld;
  let tenderId: string;

  beforeAll(async () => {
    portal = await startPortal({ config: ORDER_TEST_CONFIG });
    world = await createWorld(portal);
    const higher = await world.api('higher');
    const standard = await unwrap(
      higher.POST('/api/price-lists', { body: { name: 'Standard 2026', isDefault: true } }),
    );
    await unwrap(
      higher.PUT('/api/price-lists/{id}/items', {
        params: { path: { id: standard.id } },
        body: { items: [{ itemCode: 'AMX-500', priceSAR: '10.00' }] },
      }),
    );
    const tender = await unwrap(
      higher.POST('/api/price-lists', {
        body: { name: 'MOH Tender', validFrom: '2026-01-01', validTo: '2026-12-31' },
      }),
    );
    tenderId = tender.id;
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('lists, makes a default, imports with row errors then without, and exports', async () => {
    const { page, context } = portal;
    await signInAs(portal, context, 'higher');
    await page.goto(portal.url('/clients'));
    await page.getByRole('link', { name: 'Price lists' }).click();
    await waitForPath(page, '/price-lists');
    const table = await visible(page.getByRole('table', { name: 'Price lists' }));
    const tenderRow = table.getByRole('row').filter({ hasText: 'MOH Tender' });
    const tenderText = (await tenderRow.textContent()) ?? '';
    expect(tenderText).toMatch(/2026/);
    expect(tenderText).toMatch(/Jan|01/);
    expect(await table.getByRole('row').filter({ hasText: 'Standard 2026' }).textContent()).toContain(
      'Default list',
    );
    await expectNoSeriousA11yViolations(page);

    // Make the tender list the default: the old default stops being it.
    await tenderRow.getByRole('button', { name: 'Make default: MOH Tender' }).click();
    await visible(tenderRow.getByText('Default list'));
    await visible(
      table
        .getByRole('row')
        .filter({ hasText: 'Standard 2026' })
        .getByRole('button', { name: 'Make default: Standard 2026' }),
    );
    const higher = await world.api('higher');
    const lists = (await unwrap(higher.GET('/api/price-lists'))).priceLists;
    expect(lists.find((list) => list.isDefault)?.id).toBe(tenderId);

    // Its page: empty, with the template and the export.
    await tenderRow.getByRole('link', { name: 'MOH Tender' }).click();
    await waitForPath(page, `/price-lists/${tenderId}`);
    await visible(page.getByText('This list has no items yet.'));
    const template = page.getByRole('link', { name: 'Download template' });
    expect(await template.getAttribute('href')).toBe('/api/price-lists/import/template');
    const exported = page.getByRole('link', { name: 'Export' });
    const exportResponse = await world.fetchAs('higher', (await exported.getAttribute('href'))!);
    expect(exportResponse.status).toBe(200);
    expect(exportResponse.headers.get('content-type')).toContain('spreadsheetml');

    // A wrong row is named and nothing is applied.
    const file = page.getByLabel('Price list file');
    await file.setInputFiles({
      name: 'tender.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Item Code,Price (SAR)\nAMX-500,9.10\nPAR-1G,abc\n'),
    });
    await page.getByRole('button', { name: 'Import items' }).click();
    await visible(page.getByText('1 problem: nothing was imported'));
    // Named once: the service's message carries its row.
    expect(await (await visible(page.getByText(/^Row 3: /))).textContent()).not.toMatch(/Row 3: .*Row 3/);
    expect(
      (await unwrap(higher.GET('/api/price-lists/{id}', { params: { path: { id: tenderId } } }))).items,
    ).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    // Corrected, it is imported and the items show.
    await file.setInputFiles({
      name: 'tender.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Item Code,Price (SAR)\nAMX-500,9.10\nPAR-1G,11.75\n'),
    });
    await page.getByRole('button', { name: 'Import items' }).click();
    await visible(
      page.getByRole('alert').or(page.locator('.alert')).getByText('2 added, 0 updated, 0 unchanged').first(),
    );
    const items = await visible(page.getByRole('table', { name: 'Items (2)' }));
    expect(await items.getByRole('row').filter({ hasText: 'PAR-1G' }).textContent()).toContain('11.75');

    // In Arabic: the same screens, their labels Arabic.
    await page.getByRole('button', { name: 'Switch the language to العربية' }).click();
    await visible(page.getByRole('heading', { name: 'الأصناف (2)' }));
    await visible(page.getByRole('link', { name: 'تصدير' }));
    await visible(page.getByRole('button', { name: 'استيراد الأصناف' }));
    await page.getByRole('link', { name: 'العودة إلى قوائم الأسعار' }).click();
    await waitForPath(page, '/price-lists');
    const arabic = await visible(page.getByRole('table', { name: 'قوائم الأسعار' }));
    const headers = await arabic.getByRole('columnheader').allInnerTexts();
    expect(headers).toEqual(['الاسم', 'سارية من', 'سارية إلى', 'الأصناف', 'العملاء', 'الافتراضية']);
    await visible(arabic.getByRole('row').filter({ hasText: 'MOH Tender' }).getByText('القائمة الافتراضية'));
    await expectNoSeriousA11yViolations(page);
  });
});
