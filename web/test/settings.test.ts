import { unwrap } from '@tawreed/sdk';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createWorld,
  launchSecondBrowser,
  ORDER_TEST_CONFIG,
  type OrderWorld,
  signInAs,
} from './support/orders';
import {
  expectCleanText,
  expectNoSeriousA11yViolations,
  PASSWORD,
  type Portal,
  startPortal,
  visible,
  waitForPath,
} from './support/portal';

describe('portal: Settings → password, sessions, API tokens, notification preferences (Chromium)', () => {
  let portal: Portal;
  let world: OrderWorld;
  let second: Awaited<ReturnType<typeof launchSecondBrowser>>;

  beforeAll(async () => {
    portal = await startPortal({ config: ORDER_TEST_CONFIG });
    world = await createWorld(portal);
    second = await launchSecondBrowser();
  });
  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
    expect(second.errors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await second?.browser.close();
    await portal?.close();
  });

  const origin = () => new URL(portal.server.url).origin;

  async function signIn(context: BrowserContext, email: string, password = PASSWORD) {
    await context.clearCookies();
    const response = await context.request.post(portal.url('/api/auth/login'), {
      data: { email, password },
      headers: { origin: origin() },
    });
    expect(response.status()).toBe(200);
  }

  async function openSettings(page: Page) {
    await page.goto(portal.url('/settings'));
    await visible(page.getByRole('heading', { name: 'Your Account' }));
  }

  it('signs out another session from the list, then a password change signs out the rest while this one stays', async () => {
    const email = 'reem@wasama.example.sa';
    await portal.createUser({ name: 'Reem Qahtani', email, role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
    const { page, context } = portal;
    await signIn(context, email);
    const laptop = await second.newPage();
    const phone = await second.newPage();
    await signIn(laptop.context, email);
    await signIn(phone.context, email);
    await laptop.page.goto(portal.url('/dashboard'));
    await phone.page.goto(portal.url('/dashboard'));
    await waitForPath(laptop.page, '/dashboard');

    await openSettings(page);
    const sessions = page.getByRole('table', { name: 'Active sessions' });
    await expect.poll(() => sessions.locator('tbody tr').count()).toBe(3);
    const current = sessions.locator('tbody tr', { hasText: 'This session' });
    expect(await current.count()).toBe(1);
    expect(await current.getByRole('button').count()).toBe(0);
    await visible(current.getByText(/Chrome on Linux|Chrome/));
    await expectNoSeriousA11yViolations(page);
    await expectCleanText(page);

    // Sign out one other session (it asks to confirm first).
    const others = sessions.getByRole('button', { name: /^Sign out: / });
    expect(await others.count()).toBe(2);
    await others.first().click();
    await sessions.getByRole('button', { name: /^Confirm sign out: / }).click();
    await expect.poll(() => sessions.locator('tbody tr').count()).toBe(2);
    const stillIn: Page[] = [];
    const signedOut: Page[] = [];
    for (const other of [laptop.page, phone.page]) {
      const me = await other.context().request.get(portal.url('/api/auth/me'));
      (me.status() === 200 ? stillIn : signedOut).push(other);
    }
    expect(stillIn).toHaveLength(1);
    // The signed-out browser notices by itself (its live connection is closed) and shows sign-in.
    await waitForPath(signedOut[0]!, '/login');

    // Change the password: a wrong current one is refused on its field first.
    const form = page.getByRole('form', { name: 'Password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('rotated-password-9');
    await form.getByLabel('Confirm new password').fill('rotated-password-9');
    await form.getByRole('button', { name: 'Change password' }).click();
    await visible(form.getByText('Current password is incorrect'));

    await form.getByLabel('Confirm new password').fill('rotated-password-8');
    await form.getByRole('button', { name: 'Change password' }).click();
    await visible(form.getByText('Passwords do not match'));

    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('Confirm new password').fill('rotated-password-9');
    await form.getByRole('button', { name: 'Change password' }).click();
    await visible(page.locator('.toast', { hasText: 'Password changed. 1 other sessions were signed out.' }));
    expect(await form.getByLabel('Current password').inputValue()).toBe('');

    // The other browser is signed out (and shows sign-in by itself); this one is not.
    await waitForPath(stillIn[0]!, '/login');
    await expect.poll(() => sessions.locator('tbody tr').count()).toBe(1);
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Active sessions' }));
    expect(new URL(page.url()).pathname).toBe('/settings');

    // The new password signs in, the old one does not.
    const old = await fetch(portal.url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: origin() },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(old.status).toBe(401);
    await signIn(laptop.context, email, 'rotated-password-9');
    await laptop.context.close();
    await phone.context.close();
  });

  it('creates an API token shown once with a copy button, which works from Node until it is revoked', async () => {
    const { page, context } = portal;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin() });
    await signInAs(portal, context, 'company');
    await openSettings(page);
    const card = page.getByRole('region', { name: 'API tokens' });
    await visible(card.getByText('No API tokens yet.'));

    await card.getByLabel('Token name').fill('Partner ERP');
    await card.getByLabel('Expires').selectOption({ label: 'In 30 days' });
    await card.getByRole('button', { name: 'Create token' }).click();
    const secretText = await visible(card.getByTestId('api-token-secret'));
    const secret = (await secretText.textContent()) ?? '';
    expect(secret).toMatch(/^twd_/);
    await card.getByRole('button', { name: 'Copy' }).click();
    await visible(page.locator('.toast', { hasText: 'Token copied' }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectNoSeriousA11yViolations(page);

    const table = card.getByRole('table', { name: 'API tokens' });
    const row = table.locator('tbody tr', { hasText: 'Partner ERP' });
    await visible(row);
    expect(await row.textContent()).toContain('Not yet');
    expect(await row.textContent()).not.toContain('Never');

    await card.getByRole('button', { name: 'I have copied it' }).click();
    await expect.poll(() => card.getByTestId('api-token-secret').count()).toBe(0);
    await page.reload();
    await visible(row);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a user reads
    expect(await page.locator('body').innerText()).not.toContain(secret);

    // A partner's script (Node's fetch, no cookie, no origin) uses it.
    const asPartner = () =>
      fetch(portal.url('/api/auth/me'), { headers: { authorization: `Bearer ${secret}` } });
    const me = await asPartner();
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(world.users.company.email);
    await page.reload();
    await expect.poll(async () => (await row.textContent()) ?? '').not.toContain('Not yet');

    await row.getByRole('button', { name: 'Revoke: Partner ERP' }).click();
    await row.getByRole('button', { name: 'Confirm revoke: Partner ERP' }).click();
    await visible(card.getByText('No API tokens yet.'));
    expect((await asPartner()).status).toBe(401);
  });

  it('a notification kind switched off does not reach the bell; switched on again it does', async () => {
    const { page, context } = portal;
    await signInAs(portal, context, 'higher');
    await openSettings(page);
    const waiting = page.getByRole('checkbox', { name: 'Orders waiting for me' });
    await visible(waiting);
    expect(await waiting.isChecked()).toBe(true);
    await waiting.uncheck();
    await visible(page.locator('.toast', { hasText: 'Notification preference saved' }).first());
    await page.reload();
    await visible(waiting);
    expect(await waiting.isChecked()).toBe(false);

    const credit = await world.api('credit');
    const approve = async (id: string) => {
      const { version } = await unwrap(credit.GET('/api/orders/{id}', { params: { path: { id } } }));
      await unwrap(
        credit.POST('/api/orders/{id}/actions/approve', {
          params: { path: { id }, header: { 'if-match': String(version) } },
        }),
      );
    };
    const quiet = await world.seed('PENDING_CREDIT', { clientName: 'Quiet Pharmacy' });
    await approve(quiet.id);

    await waiting.check();
    await expect.poll(() => waiting.isChecked()).toBe(true);
    await visible(page.locator('.toast', { hasText: 'Notification preference saved' }).first());
    const heard = await world.seed('PENDING_CREDIT', { clientName: 'Heard Pharmacy' });
    await approve(heard.id);

    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    const panel = await visible(page.getByRole('dialog', { name: 'Notifications' }));
    await visible(panel.getByText(/Heard Pharmacy/));
    expect(await panel.getByText(/Quiet Pharmacy/).count()).toBe(0);
    await page.keyboard.press('Escape');
  });
});
