import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { riyadhDate } from '@tawreed/domain';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, ORDER_TEST_CONFIG, type OrderWorld, signInAs } from './support/orders';
import { expectCleanText, type Portal, startPortal, visible, waitForPath } from './support/portal';

const daysAgo = (days: number) => riyadhDate(new Date(Date.now() - days * 86_400_000));

/** The credit report (DESIGN §11): aging of every client, largest exposures, export to Excel. */
describe('portal: the credit report (Chromium)', () => {
  let portal: Portal;
  let world: OrderWorld;

  beforeAll(async () => {
    portal = await startPortal({ config: ORDER_TEST_CONFIG });
    world = await createWorld(portal);
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('shows each client’s aging from the sidebar, sorted by the server, and exports it as .xlsx', async () => {
    const api = await world.api('credit');
    for (const [accountNo, name] of [
      ['CR-1', 'Al Noor Hospital'],
      ['CR-2', 'Riyadh Care Clinic'],
    ] as const) {
      const created = await api.POST('/api/clients', {
        body: { accountNo, name, creditLimitSAR: '5000.00' },
      });
      expect(created.response.status).toBe(201);
    }
    const imported = await api.POST('/api/receivables/import', {
      body: {
        documents: [
          ['CR-1', 'INV-CR-1', 100, '700.00'],
          ['CR-2', 'INV-CR-2', 45, '1200.00'],
        ].map(([accountNo, number, overdue, amount]) => ({
          accountNo: accountNo as string,
          kind: 'INVOICE' as const,
          number: number as string,
          date: daysAgo((overdue as number) + 30),
          dueDate: daysAgo(overdue as number),
          amountSAR: amount as string,
          openSAR: amount as string,
        })),
      },
    });
    expect(imported.response.ok).toBe(true);

    const { page, context } = portal;
    await signInAs(portal, context, 'credit');
    await page.goto(portal.url('/dashboard'));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Credit report' })
      .click();
    await waitForPath(page, '/credit-report');
    const aging = await visible(page.getByRole('region', { name: 'Aging of every client' }));
    // Most overdue first: CR-2 owes more; sorted by 90+ days CR-1 leads.
    const firstAccount = () => aging.locator('tbody tr').first().getByRole('link').textContent();
    await expect.poll(firstAccount).toBe('CR-2');
    await page.getByLabel('Sort by').selectOption('d90plus');
    await expect.poll(firstAccount).toBe('CR-1');
    const largest = await visible(page.getByRole('region', { name: 'Largest exposures' }));
    await visible(largest.getByRole('link', { name: 'CR-2' }));
    await expectCleanText(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^credit-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const dir = mkdtempSync(path.join(tmpdir(), 'tawreed-credit-report-'));
    try {
      const file = path.join(dir, download.suggestedFilename());
      await download.saveAs(file);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getCell('A2').value).toBe('CR-1');
      expect(sheet.getCell('N2').value).toBe(700);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
