import type { SeedUser, TestApp } from '@tawreed/service/testing';
import { seedItem, seedLot, seedWarehouse } from '@tawreed/service/testing/inventory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRowCount, openAs, seedOrders, seedUser } from './dashboard.support';
import { type Portal, startPortal, visible, waitForPath } from './support/portal';

// The exact-count limit lowered from 10,000 to 50, so 60 matching orders are "a broad search".
const CAP = 50;

describe('portal: a broad search past the exact-count limit (Chromium)', () => {
  let portal: Portal;
  let lina: SeedUser;

  beforeAll(async () => {
    portal = await startPortal({ config: { SEARCH_EXACT_TOTAL_LIMIT: CAP, STOCK_EXACT_TOTAL_LIMIT: CAP } });
    const omar = await seedUser(portal, {
      role: 'MEDICAL_COMPANY',
      name: 'Omar Haddad',
      email: 'omar@actimed.example.sa',
      companyName: 'Actimed',
    });
    lina = await seedUser(portal, {
      role: 'CREDIT_TEAM',
      name: 'Lina Saleh',
      email: 'lina@tawreed.example.sa',
    });
    await seedOrders(portal, omar, [
      ...Array.from({ length: 60 }, (_, i) => ({
        status: 'PENDING_CREDIT' as const,
        clientName: `Al Noor Clinic ${i + 1}`,
      })),
      ...Array.from({ length: 3 }, (_, i) => ({
        status: 'PENDING_CREDIT' as const,
        clientName: `Green Pharmacy ${i + 1}`,
      })),
    ]);
  }, 120_000);
  afterAll(() => portal?.close());

  it('shows "of 50+ orders" and next page keeps working past the limit, to the exact last page', async () => {
    const { page } = portal;
    await openAs(page, portal.server.url, lina.email, '/dashboard');
    // Without a search the total comes from the counters: exact at any size.
    await visible(page.getByText('Showing 1 to 25 of 63 orders'));

    await page.getByLabel('Search', { exact: true }).fill('clinic');
    await visible(page.getByText('Showing 1 to 25 of 50+ orders'));
    await expectRowCount(page, 25);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    expect(await pages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(false);

    await pages.getByRole('button', { name: 'Next' }).click();
    await waitForPath(page, '/dashboard?q=clinic&page=2');
    // Still a lower bound: at least one more than this page's last.
    await visible(page.getByText('Showing 26 to 50 of 51+ orders'));
    await expectRowCount(page, 25);

    await pages.getByRole('button', { name: 'Next' }).click();
    await waitForPath(page, '/dashboard?q=clinic&page=3');
    // The last page knows the exact total.
    await visible(page.getByText('Showing 51 to 60 of 60 orders'));
    await expectRowCount(page, 10);
    expect(await pages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    const names = await page.locator('tbody tr[data-order-id]').allInnerTexts();
    for (const row of names) expect(row).toContain('Clinic');
  });

  it('marks the page chosen at once, and keeps the rows on screen, busy, until that page is in', async () => {
    const { page } = portal;
    await openAs(page, portal.server.url, lina.email, '/dashboard');
    await visible(page.getByText('Showing 1 to 25 of 63 orders'));
    const rows = page.locator('tbody tr[data-order-id]');
    const firstOfPageOne = await rows.first().getAttribute('data-order-id');
    // Page 2's answer is held until the pager has been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pageTwo = (url: URL) => url.pathname === '/api/orders' && url.searchParams.get('page') === '2';
    await page.route(pageTwo, async (route) => {
      await held;
      await route.continue();
    });
    try {
      const pages = page.getByRole('navigation', { name: 'Pages' });
      await pages.getByRole('button', { name: 'Next' }).click();
      await expect
        .poll(() => pages.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current'))
        .toBe('page');
      expect(await pages.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();
      expect(await page.locator('.orders-table-wrap').getAttribute('aria-busy')).toBe('true');
      expect(await rows.first().getAttribute('data-order-id')).toBe(firstOfPageOne);

      release();
      await visible(page.getByText('Showing 26 to 50 of 63 orders'));
      await expect.poll(() => page.locator('.orders-table-wrap').getAttribute('aria-busy')).toBeNull();
      expect(await rows.first().getAttribute('data-order-id')).not.toBe(firstOfPageOne);
      await expectRowCount(page, 25);

      // Back where Next was pressed: page 1 is current again, and its rows are not busy.
      await page.goBack();
      await waitForPath(page, '/dashboard');
      await visible(page.getByText('Showing 1 to 25 of 63 orders'));
      expect(await pages.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
      await expect.poll(() => page.locator('.orders-table-wrap').getAttribute('aria-busy')).toBeNull();
      expect(await rows.first().getAttribute('data-order-id')).toBe(firstOfPageOne);
    } finally {
      release();
      await page.unroute(pageTwo);
    }
  });

  it('counts the lots of a big warehouse the same way: "50+ lots", and every page is reached', async () => {
    const { page } = portal;
    const t = { deps: portal.server.deps } as TestApp;
    const warehouse = await seedWarehouse(t, 'WH-BIG');
    const item = await seedItem(t, { itemCode: 'BIG-GLOVES' });
    for (let i = 1; i <= 60; i++) {
      const lotNumber = `B-${String(i).padStart(2, '0')}`;
      await seedLot(t, item, warehouse, { lotNumber, expiryDate: '2031-01-01', onHand: 5 });
    }
    const manager = await seedUser(portal, {
      role: 'WAREHOUSE_MANAGER',
      name: 'Sami Harbi',
      email: 'sami@tawreed.example.sa',
    });
    await openAs(page, portal.server.url, manager.email, '/inventory');
    const pages = page.getByRole('navigation', { name: 'Stock pages' });
    await visible(pages.getByText('Page 1 of 2+ (50+ lots)'));
    await pages.getByRole('button', { name: 'Next' }).click();
    await visible(pages.getByText('Page 2 of 3+ (51+ lots)'));
    await pages.getByRole('button', { name: 'Next' }).click();
    // The last page knows the exact total, and there is no next.
    await visible(pages.getByText('Page 3 of 3 (60 lots)'));
    await expect.poll(() => pages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  });
});
