import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatSar } from '@tawreed/domain';
import { unwrap } from '@tawreed/sdk';
import type { SeedUser } from '@tawreed/service/testing';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  card,
  expectRowCount,
  openAs,
  orderRows,
  seedOrders,
  seedUser,
  statusTexts,
} from './dashboard.support';
import {
  expectCleanText,
  expectNoSeriousA11yViolations,
  type Portal,
  startPortal,
  visible,
  waitForPath,
} from './support/portal';

const HOUR = 3_600_000;

describe('portal: dashboard cards, filters, table, pagination and export (Chromium)', () => {
  let portal: Portal;
  let omar: SeedUser;
  let lina: SeedUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    portal = await startPortal();
    omar = await seedUser(portal, {
      role: 'MEDICAL_COMPANY',
      name: 'Omar Haddad',
      email: 'omar@actimed.example.sa',
      companyName: 'Actimed',
    });
    const sara = await seedUser(portal, {
      role: 'MEDICAL_COMPANY',
      name: 'Sara Nasser',
      email: 'sara@actimed.example.sa',
      companyName: 'Actimed',
    });
    const wael = await seedUser(portal, {
      role: 'MEDICAL_COMPANY',
      name: 'Wael Saad',
      email: 'wael@wasama.example.sa',
      companyName: 'Wasama',
    });
    lina = await seedUser(portal, {
      role: 'CREDIT_TEAM',
      name: 'Lina Saleh',
      email: 'lina@tawreed.example.sa',
    });

    const now = Date.now();
    const [fresh, withdrawn, , , , , ready, overdue, dueSoon] = await seedOrders(portal, omar, [
      {
        status: 'PENDING_CREDIT',
        clientName: 'Al Noor Pharmacy',
        clientAccountNo: 'ACC-10042',
        externalRef: 'PO-7781',
      },
      { status: 'PENDING_CREDIT', clientName: 'Withdrawn Clinic', withdrawn: true },
      { status: 'RESUBMITTED', clientName: 'Resubmitted Care' },
      { status: 'PENDING_HIGHER', clientName: 'Higher One', orderDate: '2026-10-02' },
      { status: 'PENDING_HIGHER', clientName: 'Higher Two' },
      { status: 'REJECTED', clientName: 'Rejected Med' },
      { status: 'READY_TO_PRINT', clientName: 'Ready Print Co' },
      { status: 'ORDER_DELIVERED', clientName: 'Old Delivered', updatedAt: new Date(now - 72 * HOUR) },
      {
        status: 'SUBMITTED',
        clientName: 'Draft Pharmacy',
        externalRef: null,
        updatedAt: new Date(now - 30 * HOUR),
      },
    ]);
    Object.assign(ids, {
      fresh: fresh!.id,
      withdrawn: withdrawn!.id,
      ready: ready!.id,
      overdue: overdue!.id,
      dueSoon: dueSoon!.id,
    });
    const [saras] = await seedOrders(portal, sara, [
      { status: 'PENDING_CREDIT', clientName: 'Colleague Order' },
    ]);
    ids.colleague = saras!.id;
    await seedOrders(portal, wael, [
      { status: 'PENDING_CREDIT', clientName: 'Wasama Client A' },
      { status: 'PENDING_CREDIT', clientName: 'Wasama Client B', orderDate: '2026-11-25' },
      { status: 'PENDING_WAREHOUSE', clientName: 'Wasama Warehouse' },
    ]);
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it("shows the five cards from the stats call; a card click filters by the card's statuses and highlights it", async () => {
    const { page } = portal;
    const stats = await unwrap((await apiAs(portal, lina.email)).GET('/api/orders/dashboard/stats'));
    await openAs(page, portal.server.url, lina.email);
    await visible(page.getByText('Welcome back, Lina Saleh'));

    const expected: Array<[string, number]> = [
      ['Total Orders', stats.totalOrders],
      ['Pending Review', stats.pendingReview],
      ['Approved Today', stats.approvedToday],
      ['Rejected', stats.rejected],
      ['Delivered', stats.delivered],
    ];
    for (const [label, count] of expected) {
      await expect
        .poll(() => card(page, label).locator('.stat-card__value').textContent())
        .toBe(String(count));
      await expect.poll(() => card(page, label).getAttribute('aria-pressed')).toBe('false');
    }
    const list = await unwrap(
      (await apiAs(portal, lina.email)).GET('/api/orders', { params: { query: {} } }),
    );
    expect(list.total).toBe(13);
    await expectRowCount(page, 13);

    await card(page, 'Pending Review').click();
    await waitForPath(page, `/dashboard?status=${stats.cards.pending.statuses.join(',')}&card=pending`);
    await expect.poll(() => card(page, 'Pending Review').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => card(page, 'Total Orders').getAttribute('aria-pressed')).toBe('false');
    await expectRowCount(page, stats.cards.pending.count);
    // The credit team's queue: new and resubmitted orders alike.
    expect(new Set(await statusTexts(page))).toEqual(
      new Set(['Pending Sales & Collection Review', 'Resubmitted']),
    );

    // Any filter change clears the highlight (and the page).
    await page.getByRole('button', { name: /^Status/ }).click();
    await page.getByRole('button', { name: 'All Statuses' }).click();
    await waitForPath(page, '/dashboard');
    await page.getByRole('button', { name: /^Status/ }).click();
    await page.getByRole('checkbox', { name: 'Pending Credit Review' }).check();
    await page.keyboard.press('Escape');
    await waitForPath(page, '/dashboard?status=PENDING_HIGHER');
    await expect.poll(() => card(page, 'Pending Review').getAttribute('aria-pressed')).toBe('false');
    await expectRowCount(page, 2);
    await expectNoSeriousA11yViolations(page);
  });

  it('renders every column of SPEC §2, red withdrawn rows, and role action buttons that open the order', async () => {
    const { page } = portal;
    await openAs(page, portal.server.url, lina.email);
    const rows = await orderRows(page);
    await expectRowCount(page, 13);

    const fresh = rows.and(page.locator(`[data-order-id="${ids.fresh}"]`));
    const list = await unwrap(
      (await apiAs(portal, lina.email)).GET('/api/orders', { params: { query: {} } }),
    );
    const order = list.orders.find((o) => o.id === ids.fresh)!;
    const cells = await fresh.locator('td').allInnerTexts();
    expect(cells[0]).toBe(`${ids.fresh!.slice(0, 8)}...`);
    expect(cells[1]).toBe('PO-7781');
    expect(cells[2]).toBe('Al Noor Pharmacy\nACC-10042');
    expect(cells[3]).toBe('Actimed');
    // SPEC's total first; under it the payable total with VAT (DESIGN §12).
    const [total, payable] = cells[4]!.split('\n');
    expect(total).toBe(formatSar(order.totalValueSAR));
    expect(total).toMatch(/^SAR\s[\d,]+\.\d{2}$/);
    expect(payable).toBe(`With VAT ${formatSar(order.payableSAR)}`);
    // Every cell's content fits its column at 1280 px: amounts whole, nothing runs into the next cell.
    const overflowing = await fresh
      .locator('td')
      .evaluateAll((tds) =>
        tds
          .filter((td) => td.scrollWidth > td.clientWidth + 1)
          .map((td) => (td as HTMLElement).dataset.label),
      );
    expect(overflowing).toEqual([]);
    expect(cells[5]).toBe('Pending Sales & Collection Review');
    expect(cells[6]).toBe('-');
    expect(cells[7]).toBe('On Time');
    expect(cells[8]).toMatch(/\d{4}.*\n(less than a minute|\d+ minutes?) ago$/);
    // The row shows its primary action; the others are in its More actions menu, same names.
    const short = `${ids.fresh!.slice(0, 8)}...`;
    await visible(fresh.getByRole('button', { name: `Approve order ${short}` }));
    await fresh.getByRole('button', { name: `More actions for order ${short}` }).click();
    for (const action of ['Request Changes', 'Reject']) {
      await visible(page.getByRole('button', { name: `${action} order ${short}` }));
    }
    await page.keyboard.press('Escape');

    // No External Ref shows '-'; the SLA ages with the last update.
    const draft = rows.and(page.locator(`[data-order-id="${ids.dueSoon}"]`));
    expect((await draft.locator('td').allInnerTexts()).slice(1, 2)).toEqual(['-']);
    await visible(draft.getByText('Due Soon', { exact: true }));
    await visible(
      rows.and(page.locator(`[data-order-id="${ids.overdue}"]`)).getByText('Overdue', { exact: true }),
    );
    // The delivery badge only for READY_TO_PRINT / PRINTED; a delivered order shows '-'.
    const ready = rows.and(page.locator(`[data-order-id="${ids.ready}"]`));
    expect((await ready.locator('td').allInnerTexts())[6]).toBe('Pending Delivery');
    expect(
      (
        await rows
          .and(page.locator(`[data-order-id="${ids.overdue}"]`))
          .locator('td')
          .allInnerTexts()
      )[6],
    ).toBe('-');
    // Withdrawn rows are red and carry no actions.
    const withdrawn = rows.and(page.locator(`[data-order-id="${ids.withdrawn}"]`));
    expect(await withdrawn.getAttribute('class')).toContain('orders-table__row--withdrawn');
    expect(await withdrawn.getByRole('button').count()).toBe(1);
    await expectCleanText(page);

    // An action button opens the order with the action for its dialog; View and row clicks open the order.
    await fresh.getByRole('button', { name: /^Approve order/ }).click();
    await waitForPath(page, `/orders/${ids.fresh}?action=approve`);
    await page.goBack();
    await waitForPath(page, '/dashboard');
    await (await orderRows(page)).first().waitFor();
    // A menu action does the same: the order opens with that action's dialog.
    await fresh.getByRole('button', { name: `More actions for order ${short}` }).click();
    await page.getByRole('button', { name: `Reject order ${short}` }).click();
    await visible(page.getByRole('dialog', { name: 'Reject Order' }));
    expect(new URL(page.url()).pathname).toBe(`/orders/${ids.fresh}`);
    await page.keyboard.press('Escape');
    await page.goBack();
    await waitForPath(page, '/dashboard');
    await (await orderRows(page)).first().waitFor();
    // View opens the details as a modal over the list (95% wide, 8-character id); Escape closes it.
    await page.getByRole('button', { name: `View order ${ids.ready!.slice(0, 8)}...` }).click();
    const modal = page.getByRole('dialog');
    await modal.waitFor();
    expect((await modal.getByRole('heading').first().textContent())?.trim()).toBe(
      `Order #${ids.ready!.slice(0, 8)}`,
    );
    const box = await modal.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.width).toBeGreaterThan(viewport.width * 0.9);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await page.locator(`tr[data-order-id="${ids.overdue}"] td:nth-child(4)`).click();
    await page.waitForURL((url) => url.pathname === `/orders/${ids.overdue}`);
  });

  it('keeps the filters in the URL (defaults omitted, page and card reset) and across a reload', async () => {
    const { page } = portal;
    await openAs(
      page,
      portal.server.url,
      lina.email,
      '/dashboard?status=PENDING_CREDIT&card=pending&page=2&pageSize=2',
    );
    await visible(page.getByText('Showing 3 to 4 of 5 orders'));

    // The searchable branch picker: type to narrow, Enter to pick.
    await page.getByRole('button', { name: 'Branch All Branches' }).click();
    const search = page.getByRole('combobox', { name: 'Search branches' });
    await search.fill('was');
    await expect(
      page.getByRole('listbox', { name: 'Branch' }).getByRole('option').allInnerTexts(),
    ).resolves.toEqual(['Wasama']);
    await search.press('Enter');
    await waitForPath(page, '/dashboard?status=PENDING_CREDIT&pageSize=2&branchFilter=Wasama');
    await expect.poll(() => card(page, 'Pending Review').getAttribute('aria-pressed')).toBe('false');
    await expectRowCount(page, 2);

    await page.getByLabel('From date').fill('2026-11-21');
    await waitForPath(
      page,
      '/dashboard?status=PENDING_CREDIT&pageSize=2&dateFrom=2026-11-21&branchFilter=Wasama',
    );
    await expectRowCount(page, 1);
    await page.getByLabel('From date').fill('');
    await page.getByLabel('Search', { exact: true }).fill('Wasama Client B');
    await waitForPath(
      page,
      '/dashboard?status=PENDING_CREDIT&q=Wasama+Client+B&pageSize=2&branchFilter=Wasama',
    );
    await expectRowCount(page, 1);

    await page.reload();
    await expectRowCount(page, 1);
    expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe('Wasama Client B');
    expect(await page.getByRole('button', { name: /^Status/ }).textContent()).toBe(
      'Pending Sales & Collection Review',
    );
    await visible(page.getByRole('button', { name: 'Branch Wasama' }));
    await visible(page.getByRole('cell', { name: /Wasama Client B/ }));

    await page.getByLabel('Search', { exact: true }).fill('no such client');
    await visible(page.getByText('No orders found'));
    await expectCleanText(page);
  });

  it('paginates with "Showing X to Y of Z orders", previous/next and at most 5 page numbers', async () => {
    const { page } = portal;
    await openAs(page, portal.server.url, lina.email, '/dashboard?pageSize=2');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    const numbers = () => pages.getByRole('listitem').allInnerTexts();
    await visible(page.getByText('Showing 1 to 2 of 13 orders'));
    expect(await numbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(await pages.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await pages.getByRole('button', { name: 'Next' }).click();
    await waitForPath(page, '/dashboard?page=2&pageSize=2');
    await visible(page.getByText('Showing 3 to 4 of 13 orders'));
    await pages.getByRole('button', { name: 'Page 5' }).click();
    await waitForPath(page, '/dashboard?page=5&pageSize=2');
    // The pager follows once page 5's answer is in.
    await expect.poll(numbers).toEqual(['3', '4', '5', '6', '7']);
    await expect
      .poll(() => pages.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current'))
      .toBe('page');
    await pages.getByRole('button', { name: 'Page 7' }).click();
    await visible(page.getByText('Showing 13 to 13 of 13 orders'));
    expect(await pages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await pages.getByRole('button', { name: 'Previous' }).click();
    await waitForPath(page, '/dashboard?page=6&pageSize=2');

    // Back to the default page size: the parameter disappears, and one page needs no pager.
    await page.getByLabel('Rows per page').selectOption('25');
    await waitForPath(page, '/dashboard');
    await expectRowCount(page, 13);
    expect(await pages.count()).toBe(0);
  });

  it("follows the sidebar: a medical company's My Orders, no branch picker; the credit queue's status list", async () => {
    const { page } = portal;
    await openAs(page, portal.server.url, omar.email);
    await visible(page.getByText('Welcome back, Omar Haddad — Actimed'));
    expect(await page.getByRole('button', { name: /^Branch/ }).count()).toBe(0);
    await expectRowCount(page, 10);
    await visible(page.getByRole('cell', { name: /Colleague Order/ }));

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My Orders' })
      .click();
    await waitForPath(page, '/dashboard?mine=true');
    await expectRowCount(page, 9);
    expect(await page.locator(`tr[data-order-id="${ids.colleague}"]`).count()).toBe(0);
    await page.getByRole('button', { name: 'Remove filter: My orders only' }).click();
    await waitForPath(page, '/dashboard');
    await expectRowCount(page, 10);

    await openAs(page, portal.server.url, lina.email);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Sales & Collection Review' })
      .click();
    await waitForPath(page, '/dashboard?status=PENDING_CREDIT,RESUBMITTED');
    await expectRowCount(page, 6);
    expect(new Set(await statusTexts(page))).toEqual(
      new Set(['Pending Sales & Collection Review', 'Resubmitted']),
    );
    expect(await page.getByRole('button', { name: /^Status/ }).textContent()).toBe('2 statuses');
    expect(
      await page.getByRole('list', { name: 'Active filters' }).getByRole('listitem').allInnerTexts(),
    ).toEqual(['Status: Pending Sales & Collection Review', 'Status: Resubmitted']);
    await expectCleanText(page);
  });

  it('exports the filtered orders as orders-export-{date}.xlsx that opens in a spreadsheet library', async () => {
    const { page } = portal;
    await openAs(page, portal.server.url, lina.email, '/dashboard?status=PENDING_HIGHER');
    await expectRowCount(page, 2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-export-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const dir = mkdtempSync(path.join(tmpdir(), 'tawreed-export-'));
    try {
      const file = path.join(dir, download.suggestedFilename());
      await download.saveAs(file);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.worksheets[0]!;
      const values: string[] = [];
      sheet.eachRow((row, index) => {
        if (index > 1) values.push(JSON.stringify(row.values));
      });
      expect(values).toHaveLength(2);
      expect(values.join()).toContain('Higher One');
      expect(values.join()).toContain('Higher Two');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
