import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCleanText,
  expectNoSeriousA11yViolations,
  PASSWORD,
  type Portal,
  startPortal,
  visible,
  waitForPath,
} from './support/portal';

const ADMIN = { name: 'Abdullah Rashid', email: 'abdullah@tawreed.example.sa' };
const REGISTRANT = { name: 'Maha Anazi', email: 'maha@tawreed.example.sa', password: 'maha-reviews-2026' };
const WAREHOUSE = { name: 'Noura Harbi', email: 'noura@tawreed.example.sa' };

async function signIn(page: Page, portal: Portal, email: string, password: string) {
  await portal.context.clearCookies();
  await page.goto(portal.url('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function openAccounts(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Accounts' })
    .click();
  await waitForPath(page, '/accounts');
  await visible(page.getByRole('heading', { level: 1, name: 'Accounts' }));
  return page.getByRole('table', { name: 'Accounts' });
}

describe('portal: registration waits for the administrator (Chromium)', () => {
  let portal: Portal;

  beforeAll(async () => {
    portal = await startPortal({ config: { REGISTRATION: 'approval' } });
    await portal.createUser({ ...ADMIN, role: 'ADMIN' });
    await portal.createUser({ ...WAREHOUSE, role: 'WAREHOUSE_MANAGER' });
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('the administrator activates a pending registration on the Accounts page, and the account then signs in', async () => {
    const { page } = portal;
    await page.goto(portal.url('/signup'));
    // Administrators are never self-registered.
    const roles = await page.getByLabel('Role').locator('option').allTextContents();
    expect(roles).not.toContain('Administrator');
    await page.getByLabel('Full Name').fill(REGISTRANT.name);
    await page.getByLabel('Email').fill(REGISTRANT.email);
    await page.getByLabel('Role').selectOption({ label: 'Sales & Collection Review' });
    await page.getByLabel('Password', { exact: true }).fill(REGISTRANT.password);
    await page.getByLabel('Confirm Password').fill(REGISTRANT.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await waitForPath(page, '/login?registered=true&pending=true');
    await visible(page.getByRole('status').filter({ hasText: 'An administrator must approve it' }));

    // Not yet: the right password is told why.
    await signIn(page, portal, REGISTRANT.email, REGISTRANT.password);
    const notifications = page.getByRole('region', { name: 'Notifications (F8)' });
    await visible(notifications.getByText('Login Failed'));
    await visible(notifications.getByText("Your account is waiting for an administrator's approval"));
    expect(new URL(page.url()).pathname).toBe('/login');

    await signIn(page, portal, ADMIN.email, PASSWORD);
    await waitForPath(page, '/dashboard');
    const table = await openAccounts(page);
    const row = table.locator('tr', { hasText: REGISTRANT.email });
    await visible(row.getByText('Waiting for approval'));
    await visible(row.getByText('Sales & Collection Review'));
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: `Activate ${REGISTRANT.email}` }).click();
    await visible(notifications.getByText(`${REGISTRANT.email} can sign in now`));
    await visible(row.getByText('Active', { exact: true }));
    expect(await row.getByRole('button', { name: `Activate ${REGISTRANT.email}` }).count()).toBe(0);
    await expectCleanText(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');

    await signIn(page, portal, REGISTRANT.email, REGISTRANT.password);
    await waitForPath(page, '/dashboard');
    await visible(page.getByText(`Welcome back, ${REGISTRANT.name}`));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await visible(nav.getByRole('link', { name: 'Sales & Collection Review' }));
    expect(await nav.getByRole('link', { name: 'Accounts' }).count()).toBe(0);
  });

  it('asks before deactivating an account, then shows it disabled; other roles never reach the page', async () => {
    const { page } = portal;
    await signIn(page, portal, ADMIN.email, PASSWORD);
    await waitForPath(page, '/dashboard');
    const table = await openAccounts(page);
    const row = table.locator('tr', { hasText: WAREHOUSE.email });

    const manage = row.getByRole('button', { name: `Manage ${WAREHOUSE.email}` });
    await manage.click();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Deactivate this account?' }));
    await visible(confirm.getByText(`${WAREHOUSE.email} will no longer be able to sign in`));
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await visible(row.getByText('Active', { exact: true }));

    await manage.click();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate this account?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await visible(row.getByText('Disabled', { exact: true }));
    // The status filter is kept in the URL.
    await page.getByLabel('Show').selectOption('disabled');
    await waitForPath(page, '/accounts?status=disabled');
    // The list follows once the filtered answer arrives (the URL changes first).
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await visible(table.locator('tbody tr', { hasText: WAREHOUSE.email }));
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');

    await signIn(page, portal, WAREHOUSE.email, PASSWORD);
    await visible(
      page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Invalid email or password'),
    );

    await signIn(page, portal, REGISTRANT.email, REGISTRANT.password);
    await waitForPath(page, '/dashboard');
    await page.goto(portal.url('/accounts'));
    await visible(page.getByRole('alert').filter({ hasText: 'Only an administrator manages accounts.' }));
    expect(await page.getByRole('table', { name: 'Accounts' }).count()).toBe(0);
  });
});
