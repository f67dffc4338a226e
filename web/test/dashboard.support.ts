/**
 * Seeding and sign-in helpers for the dashboard, New Order and live browser tests. Data goes in
 * through the service's own test builders (accounts, orders in any status) or its HTTP API.
 */
import type { OrderStatus, Role } from '@tawreed/domain';
import { createTawreedClient, type TawreedClient, unwrap } from '@tawreed/sdk';
import {
  createUser,
  type SeedOrderOptions,
  type SeedUser,
  seedOrder,
  type TestApp,
} from '@tawreed/service/testing';
import type { Page } from 'playwright-core';
import { PASSWORD, type Portal, waitForPath } from './support/portal';

/** The service's seed builders, pointed at the portal's running service. */
function harness(portal: Portal): TestApp {
  return { deps: portal.server.deps } as TestApp;
}

export function seedUser(
  portal: Portal,
  input: { role: Role; name: string; email: string; companyName?: string },
): Promise<SeedUser> {
  return createUser(harness(portal), input);
}

export async function seedOrders(
  portal: Portal,
  owner: SeedUser,
  orders: Array<SeedOrderOptions & { status: OrderStatus }>,
): Promise<Array<{ id: string; status: string; clientName: string }>> {
  const seeded = [];
  // One at a time: the seed builder keeps the per-company counters right inside its transaction.
  for (const options of orders) seeded.push(await seedOrder(harness(portal), owner, options));
  return seeded;
}

/** An API client signed in as `email`, keeping its session cookie as a browser would. */
export async function apiAs(portal: Portal, email: string): Promise<TawreedClient> {
  const client = createTawreedClient({ baseUrl: portal.server.url, cookies: true });
  await unwrap(client.POST('/api/auth/login', { body: { email, password: PASSWORD } }));
  return client;
}

/**
 * Signs `page` in through the API (the sign-in form has its own tests) and opens `path`.
 * Cookies belong to a host, so 127.0.0.1 and localhost hold two sessions in one browser.
 */
export async function openAs(
  page: Page,
  origin: string,
  email: string,
  path = '/dashboard',
  options: { keepOtherSessions?: boolean } = {},
): Promise<void> {
  if (!options.keepOtherSessions) await page.context().clearCookies();
  const response = await page.request.post(new URL('/api/auth/login', origin).toString(), {
    data: { email, password: PASSWORD },
  });
  if (!response.ok()) throw new Error(`sign-in as ${email} failed: ${response.status()}`);
  await page.goto(new URL(path, origin).toString());
  await waitForPath(page, path);
}

/** The table's rows, once the list has loaded. */
export async function orderRows(page: Page) {
  await page.getByText('Loading orders...').waitFor({ state: 'detached' });
  return page.locator('tbody tr[data-order-id]');
}

/** Waits until the table shows exactly `count` rows (the list refetches after filter changes). */
export async function expectRowCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      document.querySelectorAll('tbody tr[data-order-id]').length === expected &&
      !document.querySelector('.table-wrap[aria-busy="true"]'),
    count,
  );
}

export async function statusTexts(page: Page): Promise<string[]> {
  return page.locator('tbody tr[data-order-id] td:nth-child(6)').allInnerTexts();
}

export function card(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Order summary' })
    .getByRole('button', { name: new RegExp(`^${label}`) });
}
