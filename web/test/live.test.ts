import { unwrap } from '@tawreed/sdk';
import type { SeedUser } from '@tawreed/service/testing';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, card, openAs, orderRows, seedOrders, seedUser } from './dashboard.support';
import {
  expectCleanText,
  expectNoSeriousA11yViolations,
  type Portal,
  startPortal,
  visible,
} from './support/portal';

/** The status cell of one order's row. */
function statusOf(page: Page, orderId: string) {
  return page.locator(`tr[data-order-id="${orderId}"] td:nth-child(6)`);
}

/** Set before the change: still there afterwards means the page was not reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
}

describe('portal: live connection, status changes in the list, notifications (Chromium)', () => {
  let portal: Portal;
  let omar: SeedUser;
  let lina: SeedUser;
  let toApprove: string;
  let toReject: string;

  beforeAll(async () => {
    portal = await startPortal();
    omar = await seedUser(portal, {
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
    const [first, second] = await seedOrders(portal, omar, [
      { status: 'PENDING_CREDIT', clientName: 'Al Noor Pharmacy' },
      { status: 'PENDING_CREDIT', clientName: 'Al Shifa Clinic' },
    ]);
    toApprove = first!.id;
    toReject = second!.id;
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('shows a status change made elsewhere in two other sessions without a reload, with a toast and the bell', async () => {
    const { page: companyPage } = portal;
    // A second session in the same browser: another host name keeps its own cookies.
    const creditOrigin = portal.server.url.replace('127.0.0.1', 'localhost');
    const creditPage = await portal.context.newPage();
    try {
      await openAs(companyPage, portal.server.url, omar.email);
      await openAs(creditPage, creditOrigin, lina.email, '/dashboard', { keepOtherSessions: true });
      for (const page of [companyPage, creditPage]) {
        await visible(page.getByRole('status', { name: 'Connected', exact: true }));
        await (await orderRows(page)).nth(1).waitFor();
        expect(await statusOf(page, toApprove).textContent()).toBe('Pending Sales & Collection Review');
        await markPage(page);
      }
      await expect
        .poll(() => card(creditPage, 'Pending Review').locator('.stat-card__value').textContent())
        .toBe('2');
      await visible(companyPage.getByRole('button', { name: 'Notifications', exact: true }));

      // The credit team approves through the API, as another client of the service would.
      const credit = await apiAs(portal, lina.email);
      const { version } = await unwrap(
        credit.GET('/api/orders/{id}', { params: { path: { id: toApprove } } }),
      );
      await unwrap(
        credit.POST('/api/orders/{id}/actions/approve', {
          params: { path: { id: toApprove }, header: { 'if-match': String(version) } },
        }),
      );

      for (const page of [companyPage, creditPage]) {
        await expect.poll(() => statusOf(page, toApprove).textContent()).toBe('Pending Credit Review');
        await expectNotReloaded(page);
      }
      await expect
        .poll(() => card(creditPage, 'Pending Review').locator('.stat-card__value').textContent())
        .toBe('1');

      // The company hears about it: a Success toast, and the bell's unread count.
      const toast = companyPage.locator('.toast', { hasText: `Order ${toApprove.slice(0, 8)}` });
      await visible(toast.getByText('Success', { exact: true }));
      expect(await toast.textContent()).toContain('is now Pending Credit Review');
      const bell = companyPage.getByRole('button', { name: 'Notifications, 1 unread' });
      await bell.click();
      const panel = await visible(companyPage.getByRole('dialog', { name: 'Notifications' }));
      await visible(panel.getByText(/is now Pending Credit Review/));
      await expectNoSeriousA11yViolations(companyPage);
      await panel.getByRole('button', { name: 'Mark all as read' }).click();
      await visible(companyPage.getByRole('button', { name: 'Notifications', exact: true }));
      await companyPage.keyboard.press('Escape');

      // A rejection is a warning: titled Warning, styled as an error.
      await unwrap(
        credit.POST('/api/orders/{id}/actions/reject', {
          params: { path: { id: toReject }, header: { 'if-match': '1' } },
          body: { comment: 'Credit limit exceeded for this client.' },
        }),
      );
      const warning = companyPage.locator('.toast', { hasText: `Order ${toReject.slice(0, 8)}` });
      await visible(warning.getByText('Warning', { exact: true }));
      expect(await warning.getAttribute('class')).toContain('toast--error');
      await expect.poll(() => statusOf(companyPage, toReject).textContent()).toBe('Rejected');
      await expect
        .poll(() => card(creditPage, 'Pending Review').locator('.stat-card__value').textContent())
        .toBe('0');
      await expectNotReloaded(companyPage);
      await expectCleanText(companyPage);
    } finally {
      await creditPage.close();
    }
  });

  it('shows Disconnected while the live connection cannot be opened', async () => {
    const page = await portal.context.newPage();
    try {
      await page.routeWebSocket(/\/ws(\?|$)/, (socket) => socket.close());
      await openAs(page, portal.server.url, omar.email, '/dashboard', { keepOtherSessions: true });
      await visible(page.getByRole('status', { name: 'Disconnected' }));
      expect(await page.getByRole('status', { name: 'Connected', exact: true }).count()).toBe(0);
    } finally {
      await page.close();
      // Chromium reports the refused socket on the console; that is the point of this test.
      portal.browserErrors.splice(
        0,
        portal.browserErrors.length,
        ...portal.browserErrors.filter((e) => !/WebSocket/i.test(e)),
      );
    }
  });
});
