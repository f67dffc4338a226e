import type { Role } from '@tawreed/domain';
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

const USERS: Record<Role, { name: string; email: string; companyName?: string }> = {
  MEDICAL_COMPANY: { name: 'Omar Haddad', email: 'omar@actimed.example.sa', companyName: 'Actimed' },
  CREDIT_TEAM: { name: 'Lina Saleh', email: 'lina@tawreed.example.sa' },
  HIGHER_AUTHORITY: { name: 'Faisal Otaibi', email: 'faisal@tawreed.example.sa' },
  WAREHOUSE_MANAGER: { name: 'Noura Harbi', email: 'noura@tawreed.example.sa' },
  ADMIN: { name: 'Abdullah Rashid', email: 'abdullah@tawreed.example.sa' },
};

// Registered as Sales & Collection Review; SALES_REP_EMAILS makes it the sales representative.
const SALES_REP = { name: 'Sami Rep', email: 'sami.rep@tawreed.example.sa', role: 'CREDIT_TEAM' as const };

const ROLE_LINKS: Record<Role, Array<[string, string]>> = {
  MEDICAL_COMPANY: [
    ['Dashboard', '/dashboard'],
    ['New Order', '/orders/new'],
    ['My Orders', '/dashboard?mine=true'],
    ['Reports', '/reports'],
    ['Settings', '/settings'],
  ],
  CREDIT_TEAM: [
    ['Dashboard', '/dashboard'],
    ['Sales & Collection Review', '/dashboard?status=PENDING_CREDIT,RESUBMITTED'],
    ['Clients', '/clients'],
    ['Credit report', '/credit-report'],
    ['Reports', '/reports'],
    ['Settings', '/settings'],
  ],
  HIGHER_AUTHORITY: [
    ['Dashboard', '/dashboard'],
    ['Credit Review', '/dashboard?status=PENDING_HIGHER'],
    ['Clients', '/clients'],
    ['Credit report', '/credit-report'],
    ['Reports', '/reports'],
    ['Settings', '/settings'],
  ],
  WAREHOUSE_MANAGER: [
    ['Dashboard', '/dashboard'],
    ['Warehouse', '/dashboard?status=PENDING_WAREHOUSE'],
    ['Print Queue', '/dashboard?status=READY_TO_PRINT'],
    ['Inventory', '/inventory'],
    ['Reports', '/reports'],
    ['Settings', '/settings'],
  ],
  ADMIN: [
    ['Dashboard', '/dashboard'],
    ['Clients', '/clients'],
    ['Credit report', '/credit-report'],
    ['Inventory', '/inventory'],
    ['Accounts', '/accounts'],
    ['Audit', '/audit'],
    ['Reports', '/reports'],
    ['Settings', '/settings'],
  ],
};

const ROLE_LABEL: Record<Role, string> = {
  MEDICAL_COMPANY: 'Medical Company',
  CREDIT_TEAM: 'Sales & Collection Review',
  HIGHER_AUTHORITY: 'Credit Review',
  WAREHOUSE_MANAGER: 'Warehouse Manager',
  ADMIN: 'Administrator',
};

/** Signs in through the form, starting signed out whatever an earlier test left behind. */
async function signIn(portal: Portal, role: Role): Promise<void> {
  const { page } = portal;
  await portal.context.clearCookies();
  await page.goto(portal.url('/login'));
  await page.getByLabel('Email').fill(USERS[role].email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await waitForPath(page, '/dashboard');
  await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await waitForPath(page, '/login');
}

function navLinks(page: Page) {
  return page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? ''] as [string, string]),
    );
}

describe('portal: signed-in shell (Chromium)', () => {
  let portal: Portal;

  beforeAll(async () => {
    portal = await startPortal({ config: { SALES_REP_EMAILS: [SALES_REP.email] } });
    for (const [role, user] of Object.entries(USERS))
      await portal.createUser({ ...user, role: role as Role });
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it.each(Object.keys(USERS) as Role[])(
    'shows a %s exactly its sidebar links, email and role',
    async (role) => {
      const { page } = portal;
      await signIn(portal, role);
      expect(await navLinks(page)).toEqual(ROLE_LINKS[role]);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await visible(nav.getByText(USERS[role].email));
      await visible(nav.locator('.badge', { hasText: ROLE_LABEL[role] }));
      await visible(page.getByText(`Welcome back, ${USERS[role].name}`));

      // The queue link is marked current when followed.
      const [label, href] = ROLE_LINKS[role][1]!;
      await nav.getByRole('link', { name: label, exact: true }).click();
      await waitForPath(page, href);
      // A lazily loaded page commits (and moves the mark) once its code has arrived.
      await expect
        .poll(() => nav.getByRole('link', { name: label, exact: true }).getAttribute('aria-current'))
        .toBe('page');
      expect(
        await nav.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current'),
      ).toBeNull();
      await expectCleanText(page);
      await signOut(page);
    },
  );

  it('passes axe on the dashboard shell and with the User Status dialog open, listing every user', async () => {
    const { page } = portal;
    await signIn(portal, 'CREDIT_TEAM');
    await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Users' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'User Status' }));
    const items = dialog.getByRole('listitem');
    await visible(items.first());
    expect(await items.count()).toBe(Object.keys(USERS).length);
    for (const [role, user] of Object.entries(USERS) as Array<[Role, (typeof USERS)[Role]]>) {
      const item = items.filter({ hasText: user.email });
      await visible(item.getByText(user.name, { exact: true }));
      await visible(item.getByText(ROLE_LABEL[role], { exact: true }));
      if (user.companyName) await visible(item.getByText(user.companyName, { exact: true }));
      // No live connection yet: nobody is online, and nobody has been seen.
      await visible(item.getByText(/^(Online|Offline|Last seen .+ ago)$/));
    }
    await expectNoSeriousA11yViolations(page);
    await expectCleanText(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await signOut(page);
  });

  it('shows the Settings page with Home and Application Information, and the New Order title', async () => {
    const { page } = portal;
    await signIn(portal, 'MEDICAL_COMPANY');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Settings' }).click();
    await waitForPath(page, '/settings');
    await visible(page.getByRole('heading', { level: 1, name: 'Settings' }));
    const info = await visible(page.getByRole('region', { name: 'Application Information' }));
    expect(await info.textContent()).toMatch(/proprietary/i);
    expect(await info.textContent()).toMatch(/supply-chain/i);
    expect(await page.title()).toBe('Settings · Tawreed');
    await expectCleanText(page);
    await page.getByRole('link', { name: 'Home' }).click();
    await waitForPath(page, '/dashboard');

    await nav.getByRole('link', { name: 'New Order' }).click();
    await waitForPath(page, '/orders/new');
    await visible(page.getByRole('heading', { level: 1, name: 'New Order' }));

    // Signed in or not, an unknown path is the 404 card.
    await page.goto(portal.url('/orders/new/extra'));
    await visible(page.getByRole('heading', { level: 1, name: 'Page Not Found' }));
    await page.goto(portal.url('/dashboard'));
    await signOut(page);
  });

  it('turns the sidebar into a menu on a phone-sized screen', async () => {
    const { page } = portal;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await signIn(portal, 'WAREHOUSE_MANAGER');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      expect(await nav.isVisible()).toBe(false);
      // The page's title is read whole: the header's buttons are their icons here, still named.
      const title = await visible(page.locator('.topbar__title'));
      expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await visible(page.getByRole('button', { name: 'Users' }));
      await visible(page.getByRole('button', { name: /العربية/ }));
      await page.getByRole('button', { name: 'Open menu' }).click();
      await visible(nav);
      await nav.getByRole('link', { name: 'Print Queue' }).click();
      await waitForPath(page, '/dashboard?status=READY_TO_PRINT');
      await nav.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await signOut(page);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('polls the user list every 5 s only while the dialog is open, and shows the tooltip', async () => {
    const page = await portal.context.newPage();
    try {
      await page.clock.install();
      let polls = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/users/statuses') polls += 1;
      });
      await page.goto(portal.url('/login'));
      await page.getByLabel('Email').fill(USERS.HIGHER_AUTHORITY.email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await waitForPath(page, '/dashboard');

      const usersButton = page.getByRole('button', { name: 'Users' });
      await usersButton.hover();
      await page.clock.runFor(800);
      await visible(page.getByRole('tooltip', { name: 'See who is online' }));

      await usersButton.click();
      const dialog = await visible(page.getByRole('dialog', { name: 'User Status' }));
      await visible(dialog.getByRole('listitem').first());
      expect(polls).toBe(1);
      await Promise.all([
        page.waitForRequest((request) => request.url().endsWith('/api/users/statuses')),
        page.clock.runFor(5_000),
      ]);
      expect(polls).toBe(2);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.clock.runFor(15_000);
      await page.waitForTimeout(200);
      expect(polls).toBe(2);
    } finally {
      await page.close();
    }
  });

  it('shows the sales representative as such, with no queue it cannot act in', async () => {
    const { page } = portal;
    await portal.createUser(SALES_REP);
    await portal.context.clearCookies();
    await page.goto(portal.url('/login'));
    await page.getByLabel('Email').fill(SALES_REP.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(page, '/dashboard');
    await expect
      .poll(() => navLinks(page))
      .toEqual([
        ['Dashboard', '/dashboard'],
        ['Reports', '/reports'],
        ['Settings', '/settings'],
      ]);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.locator('.badge').textContent()).toBe('Sales Representative');
    await nav.getByRole('link', { name: 'Settings' }).click();
    await waitForPath(page, '/settings');
    await visible(page.getByRole('main').getByText('Sales Representative', { exact: true }));
    expect(await page.getByText('Sales & Collection Review').count()).toBe(0);
    await signOut(page);
  });
});
