import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@tawreed/domain';
import { type TawreedClient, unwrap } from '@tawreed/sdk';
import type { SeedUser } from '@tawreed/service/testing';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, card, expectRowCount, openAs, seedOrders, seedUser, statusTexts } from './dashboard.support';
import { type Portal, startPortal, visible, waitForPath } from './support/portal';

const CARDS = [
  ['Total Orders', 'total'],
  ['Pending Review', 'pending'],
  ['Approved Today', 'approved'],
  ['Rejected', 'rejected'],
  ['Delivered', 'delivered'],
] as const;

type Name = 'credit' | 'higher' | 'warehouse' | 'company' | 'admin';

/**
 * What each role's cards count with the seed below (Actimed 19 orders, Wasama 3; today the
 * credit team approved 3, the higher authority 2, the warehouse marked 2 ready).
 */
const EXPECTED: Record<Name, Record<(typeof CARDS)[number][1], number>> = {
  credit: { total: 22, pending: 3, approved: 3, rejected: 2, delivered: 3 },
  higher: { total: 22, pending: 5, approved: 2, rejected: 2, delivered: 3 },
  warehouse: { total: 22, pending: 3, approved: 2, rejected: 2, delivered: 3 },
  company: { total: 19, pending: 8, approved: 5, rejected: 2, delivered: 2 },
  admin: { total: 22, pending: 11, approved: 7, rejected: 2, delivered: 3 },
};

async function act(client: TawreedClient, id: string, action: 'approve' | 'mark-ready') {
  await unwrap(
    client.POST(`/api/orders/{id}/actions/${action}` as '/api/orders/{id}/actions/approve', {
      params: { path: { id }, header: { 'if-match': '*' } },
    }),
  );
}

/** The card's number as shown, once the stats have loaded. */
async function shownCount(page: Page, label: string): Promise<number> {
  const value = card(page, label).locator('.stat-card__value');
  await expect.poll(() => value.textContent()).toMatch(/^\d+$/);
  return Number(await value.textContent());
}

describe('portal: every card opens the list it counted, for every role (Chromium)', () => {
  let portal: Portal;
  const users = {} as Record<Name, SeedUser>;

  beforeAll(async () => {
    portal = await startPortal();
    const seed = (role: SeedUser['role'], name: string, email: string, companyName?: string) =>
      seedUser(portal, { role, name, email, companyName });
    users.credit = await seed('CREDIT_TEAM', 'Lina Saleh', 'lina@tawreed.example.sa');
    users.higher = await seed('HIGHER_AUTHORITY', 'Faisal Harbi', 'faisal@tawreed.example.sa');
    users.warehouse = await seed('WAREHOUSE_MANAGER', 'Majed Otaibi', 'majed@tawreed.example.sa');
    users.admin = await seed('ADMIN', 'Admin User', 'admin@tawreed.example.sa');
    users.company = await seed('MEDICAL_COMPANY', 'Omar Haddad', 'omar@actimed.example.sa', 'Actimed');
    const wael = await seed('MEDICAL_COMPANY', 'Wael Saad', 'wael@wasama.example.sa', 'Wasama');

    const many = (status: OrderStatus, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        status,
        clientName: `${ORDER_STATUS_LABELS[status]} ${i + 1}`,
      }));
    const actimed = await seedOrders(portal, users.company, [
      ...many('PENDING_CREDIT', 3),
      ...many('RESUBMITTED', 2),
      ...many('PENDING_HIGHER', 3),
      ...many('PENDING_WAREHOUSE', 3),
      ...many('READY_TO_PRINT', 2),
      ...many('ORDER_DELIVERED', 2),
      ...many('REJECTED', 2),
      ...many('NEEDS_CHANGES', 1),
      ...many('SUBMITTED', 1),
    ]);
    await seedOrders(portal, wael, [
      ...many('PENDING_CREDIT', 1),
      ...many('ORDER_DELIVERED', 1),
      ...many('PENDING_HIGHER', 1),
    ]);
    const ids = (status: OrderStatus) => actimed.filter((o) => o.status === status).map((o) => o.id);
    const credit = await apiAs(portal, users.credit.email);
    for (const id of [...ids('PENDING_CREDIT').slice(0, 2), ids('RESUBMITTED')[0]!])
      await act(credit, id, 'approve');
    const higher = await apiAs(portal, users.higher.email);
    for (const id of ids('PENDING_HIGHER').slice(0, 2)) await act(higher, id, 'approve');
    const warehouse = await apiAs(portal, users.warehouse.email);
    for (const id of ids('PENDING_WAREHOUSE').slice(0, 2)) await act(warehouse, id, 'mark-ready');
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it.each(['credit', 'higher', 'warehouse', 'company', 'admin'] as const)(
    'as %s: each card\'s count is the "of N orders" of the list its click opens',
    async (name) => {
      const { page } = portal;
      // One row a page, so every list of two or more shows "Showing 1 to 1 of N orders".
      await openAs(page, portal.server.url, users[name].email, '/dashboard?pageSize=1');
      for (const [label, key] of CARDS) {
        const count = await shownCount(page, label);
        expect(count, label).toBe(EXPECTED[name][key]);
        await card(page, label).click();
        await expect.poll(() => card(page, label).getAttribute('aria-pressed')).toBe('true');
        expect(new URL(page.url()).searchParams.get('card')).toBe(key);
        await expect
          .poll(() => page.locator('.pagination__summary').textContent(), { timeout: 10_000 })
          .toBe(`Showing 1 to 1 of ${count} orders`);
      }
    },
  );

  it("opens the credit team's Pending Review with its resubmitted orders, and Approved Today with only today's approvals", async () => {
    const { page } = portal;
    await openAs(page, portal.server.url, users.credit.email);
    await card(page, 'Pending Review').click();
    await expectRowCount(page, 3);
    expect((await statusTexts(page)).sort()).toEqual([
      'Pending Sales & Collection Review',
      'Pending Sales & Collection Review',
      'Resubmitted',
    ]);
    await card(page, 'Approved Today').click();
    await waitForPath(page, '/dashboard?approvedToday=true&card=approved');
    await expectRowCount(page, 3);
    // The filter shows, and removing it clears the card.
    await page.getByRole('button', { name: 'Remove filter: Approved today by my stage' }).click();
    await waitForPath(page, '/dashboard');
    await expectRowCount(page, 22);
  });
});

describe('portal: the status filter (Chromium)', () => {
  let portal: Portal;
  let lina: SeedUser;

  beforeAll(async () => {
    portal = await startPortal();
    lina = await seedUser(portal, {
      role: 'CREDIT_TEAM',
      name: 'Lina Saleh',
      email: 'lina@tawreed.example.sa',
    });
    const omar = await seedUser(portal, {
      role: 'MEDICAL_COMPANY',
      name: 'Omar Haddad',
      email: 'omar@actimed.example.sa',
      companyName: 'Actimed',
    });
    await seedOrders(
      portal,
      omar,
      ORDER_STATUSES.map((status) => ({ status, clientName: `Client ${status}` })),
    );
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('offers every status under its badge label, any number at once, shown as chips', async () => {
    const { page } = portal;
    await openAs(page, portal.server.url, lina.email);
    await expectRowCount(page, ORDER_STATUSES.length);
    const trigger = page.getByRole('button', { name: /^Status/ });
    expect(await trigger.textContent()).toBe('All Statuses');

    await trigger.click();
    const options = page.getByRole('dialog', { name: 'Status' }).getByRole('checkbox');
    await visible(options.first());
    const labels = await page.locator('.status-picker__option').allInnerTexts();
    expect(labels).toEqual(ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status]));
    expect(labels).toContain('Pending Sales & Collection Review');
    expect(labels).toContain('Pending Credit Review');
    expect(labels).not.toContain('Pending Credit');
    expect(labels).not.toContain('Pending Higher');

    await page.getByRole('checkbox', { name: 'Rejected' }).check();
    await waitForPath(page, '/dashboard?status=REJECTED');
    await page.getByRole('checkbox', { name: 'Needs Changes' }).check();
    await waitForPath(page, '/dashboard?status=NEEDS_CHANGES,REJECTED');
    await page.getByRole('checkbox', { name: 'Delivered' }).check();
    await waitForPath(page, '/dashboard?status=NEEDS_CHANGES,REJECTED,ORDER_DELIVERED');
    await page.keyboard.press('Escape');
    await expectRowCount(page, 3);
    // Each option's label is the badge the rows show.
    expect((await statusTexts(page)).sort()).toEqual(['Delivered', 'Needs Changes', 'Rejected']);
    expect(await trigger.textContent()).toBe('3 statuses');
    const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
    expect(await chips.allInnerTexts()).toEqual([
      'Status: Needs Changes',
      'Status: Rejected',
      'Status: Delivered',
    ]);

    await page.getByRole('button', { name: 'Remove filter: Status: Needs Changes' }).click();
    await waitForPath(page, '/dashboard?status=REJECTED,ORDER_DELIVERED');
    await expectRowCount(page, 2);
    expect(await trigger.textContent()).toBe('2 statuses');

    await trigger.click();
    await page.getByRole('button', { name: 'All Statuses' }).click();
    await waitForPath(page, '/dashboard');
    await expectRowCount(page, ORDER_STATUSES.length);
  });

  it('shows a queue\'s statuses in full: no truncated "Selected: Pendi…"', async () => {
    const { page } = portal;
    await openAs(page, portal.server.url, lina.email);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Sales & Collection Review' })
      .click();
    await waitForPath(page, '/dashboard?status=PENDING_CREDIT,RESUBMITTED');
    const trigger = page.getByRole('button', { name: /^Status/ });
    // The page renders the URL's filters after the navigation settles.
    await expect.poll(() => trigger.textContent()).toBe('2 statuses');
    // The trigger's text fits its box; the chosen statuses' full labels are the chips.
    const value = trigger.locator('.select-button__value');
    expect(await value.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
    expect(await chips.allInnerTexts()).toEqual([
      'Status: Pending Sales & Collection Review',
      'Status: Resubmitted',
    ]);
    for (const chip of await chips.all()) {
      expect(await chip.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    }
    // The picker shows them checked.
    await trigger.click();
    expect(await page.getByRole('checkbox', { name: 'Pending Sales & Collection Review' }).isChecked()).toBe(
      true,
    );
    expect(await page.getByRole('checkbox', { name: 'Resubmitted' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Submitted', exact: true }).isChecked()).toBe(false);
    await page.keyboard.press('Escape');
  });
});
