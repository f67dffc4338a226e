import type { Request as PlaywrightRequest } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCleanText,
  expectNoSeriousA11yViolations,
  holdRequests,
  type Portal,
  startPortal,
  visible,
  waitForPath,
} from './support/portal';

const account = {
  name: 'Sara Al-Qahtani',
  email: 'sara@wasama.example.sa',
  password: 'correct-horse-battery',
  company: 'Wasama',
};

describe('portal: routing, registration and sign-in (Chromium)', () => {
  let portal: Portal;

  beforeAll(async () => {
    portal = await startPortal();
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('shows the Loading spinner while the session is checked, then sends signed-out visitors to /login', async () => {
    const { page } = portal;
    const sessionCheck = await holdRequests(page, '**/api/auth/me');
    await page.goto(portal.url('/settings'));
    await visible(page.getByRole('status', { name: 'Loading' }));
    await sessionCheck.release();
    await waitForPath(page, '/login');

    for (const protectedPath of ['/', '/dashboard', '/orders/new']) {
      await page.goto(portal.url(protectedPath));
      await waitForPath(page, '/login');
    }
    await visible(page.getByRole('heading', { level: 1, name: 'Sign in' }));
  });

  it('shows the 404 card for an unknown path', async () => {
    const { page } = portal;
    await page.goto(portal.url('/no/such/page'));
    await visible(page.getByRole('heading', { level: 1, name: 'Page Not Found' }));
    expect(await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await page.title()).toBe('Page Not Found · Tawreed');
    await expectCleanText(page);
  });

  it('registers: SPEC §5 messages first, then success lands on /login?registered=true', async () => {
    const { page } = portal;
    await page.goto(portal.url('/signup'));
    await visible(page.getByRole('heading', { level: 1, name: 'Create an account' }));
    await expectNoSeriousA11yViolations(page);
    expect(
      await page.getByRole('link', { name: 'Already have an account? Sign in' }).getAttribute('href'),
    ).toBe('/login');

    await page.getByLabel('Full Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    // The company picker exists only for medical companies.
    await page.getByLabel('Role').selectOption({ label: 'Sales & Collection Review' });
    expect(await page.getByLabel('Medical Company').count()).toBe(0);
    await page.getByLabel('Role').selectOption({ label: 'Medical Company' });
    await page.getByLabel('Medical Company').selectOption(account.company);

    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('different');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Passwords do not match' }));

    await page.getByLabel('Confirm Password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Password must be at least 8 characters long' }));

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(account.password);
    const registration = await holdRequests(page, '**/api/auth/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(
      await (await visible(page.getByRole('button', { name: 'Creating Account...' }))).isDisabled(),
    ).toBe(true);
    await registration.release();
    await waitForPath(page, '/login?registered=true');
    await visible(page.getByRole('status').filter({ hasText: 'Your account has been created' }));
    await expectCleanText(page);
  });

  it("shows the server's message when registration is refused", async () => {
    const { page } = portal;
    await page.goto(portal.url('/signup'));
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Role').selectOption({ label: 'Warehouse Manager' });
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(account.password);
    const button = page.getByRole('button', { name: /Create Account|Creating Account\.\.\./ });
    await button.click();
    await visible(page.getByRole('alert').filter({ hasText: 'An account with this email already exists' }));
    expect(new URL(page.url()).pathname).toBe('/signup');
  });

  it('signs in: a bad email, a wrong password (toast), then success on /dashboard with the sidebar', async () => {
    const { page } = portal;
    await page.goto(portal.url('/login'));
    await visible(page.getByRole('heading', { level: 1, name: 'Sign in' }));
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await visible(page.getByText('Please enter a valid email address'));
    await visible(page.getByText('Password is required'));
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

    // Two failures: one toast at a time (SPEC §9), titled Login Failed with the server's message.
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const notifications = page.getByRole('region', { name: 'Notifications (F8)' });
    await visible(notifications.getByText('Login Failed'));
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await visible(notifications.getByText('Invalid email or password'));
    await page.waitForTimeout(200);
    expect(await notifications.getByText('Login Failed').count()).toBe(1);
    // F8 moves focus into the notification region.
    await page.keyboard.press('F8');
    expect(
      await page.evaluate(() =>
        Boolean(document.activeElement?.closest('[aria-label="Notifications (F8)"]')),
      ),
    ).toBe(true);

    await page.getByLabel('Password').fill(account.password);
    const signIn = await holdRequests(page, '**/api/auth/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    expect(await (await visible(page.getByRole('button', { name: 'Signing in...' }))).isDisabled()).toBe(
      true,
    );
    await signIn.release();
    await waitForPath(page, '/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    await visible(page.getByText(`Welcome back, ${account.name} — ${account.company}`));

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const links = await nav
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['New Order', '/orders/new'],
      ['My Orders', '/dashboard?mine=true'],
      ['Reports', '/reports'],
      ['Settings', '/settings'],
    ]);
    await visible(nav.getByText(account.email));
    await visible(nav.getByText('Medical Company'));
    await visible(nav.getByRole('button', { name: 'Logout' }));
    await expectCleanText(page);

    // Signed in, the public pages send the user to the dashboard.
    for (const publicPath of ['/login', '/signup']) {
      await page.goto(portal.url(publicPath));
      await waitForPath(page, '/dashboard');
    }
  });

  it('signs out: back to /login, and protected pages stay closed', async () => {
    const { page } = portal;
    await page.goto(portal.url('/dashboard'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    // Signed out, opening /dashboard asks once (the session check) before going to /login.
    // Only requests this opening sends count: an answer to the previous page can arrive late.
    const sent: PlaywrightRequest[] = [];
    const onRequest = (request: PlaywrightRequest) => sent.push(request);
    page.on('request', onRequest);
    await page.goto(portal.url('/dashboard'));
    await waitForPath(page, '/login');
    await visible(page.getByRole('button', { name: 'Sign In', exact: true }));
    page.off('request', onRequest);
    const refused: string[] = [];
    for (const request of sent) {
      const response = await request.response();
      if (response?.status() === 401) refused.push(new URL(request.url()).pathname);
    }
    expect(refused).toEqual(['/api/auth/me']);
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
    expect(me).toBe(401);
  });
});
