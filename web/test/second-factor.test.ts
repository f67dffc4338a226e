/**
 * Two factors in the portal (DESIGN §13), in Chromium: a new credit reviewer is led through
 * TOTP enrolment at first sign-in, saves the recovery codes, signs out, signs in with password
 * and code; a recovery code works once; Settings shows the factor; an administrator resets it.
 * Codes come from the service's own TOTP library, as an authenticator app would make them.
 */
import { stepsFrom, totpCode } from '@tawreed/service/testing/mfa';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type Portal, startPortal, visible, waitForPath } from './support/portal';

const REVIEWER = { name: 'Huda Qahtani', email: 'huda@tawreed.example.sa' };
const ADMIN = { name: 'Abdullah Rashid', email: 'abdullah@tawreed.example.sa' };

async function passwordStep(page: Page, portal: Portal, email: string) {
  await portal.context.clearCookies();
  await page.goto(portal.url('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function codeStep(page: Page, code: string) {
  await visible(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' }));
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

const signedIn = (page: Page) => visible(page.getByRole('button', { name: 'Logout' }));

describe('portal: two factors (Chromium)', () => {
  let portal: Portal;
  let secret = '';
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    // Credit reviewers must enrol; the administrator here need not (so it can reset the reviewer).
    portal = await startPortal({ config: { MFA_REQUIRED_ROLES: ['HIGHER_AUTHORITY'] } });
    await portal.createUser({ ...REVIEWER, role: 'HIGHER_AUTHORITY' });
    await portal.createUser({ ...ADMIN, role: 'ADMIN' });
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('a new credit reviewer is led through enrolment at first sign-in and shown ten recovery codes once', async () => {
    const { page } = portal;
    await passwordStep(page, portal, REVIEWER.email);
    await visible(page.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' }));
    // Nothing else of the portal is there until the app is set up.
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await visible(page.getByRole('img', { name: 'QR code for your authenticator app' }));
    secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await visible(page.getByText('The code is wrong, expired or already used'));

    await page.getByLabel('Code from the app').fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Your recovery codes' }));
    recoveryCodes = (await page.getByTestId('recovery-codes').textContent())!.trim().split(/\s+/);
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);

    await page.getByRole('button', { name: 'I have saved them' }).click();
    await signedIn(page);
    await visible(page.getByRole('navigation', { name: 'Main navigation' }));
  });

  it('signs out, then signs in with the password and a code from the app', async () => {
    const { page } = portal;
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    await passwordStep(page, portal, REVIEWER.email);
    // The enrolment used this window's code: the app shows the next one a moment later.
    await codeStep(page, await totpCode(secret, stepsFrom(new Date(), 1)));
    await waitForPath(page, '/dashboard');
    await signedIn(page);
  });

  it('a recovery code signs in once; the second time it is refused', async () => {
    const { page } = portal;
    await passwordStep(page, portal, REVIEWER.email);
    await codeStep(page, recoveryCodes[0]!);
    await waitForPath(page, '/dashboard');
    await signedIn(page);

    await passwordStep(page, portal, REVIEWER.email);
    await codeStep(page, recoveryCodes[0]!);
    await visible(page.getByText('The code is wrong, expired or already used'));
    await waitForPath(page, '/login');

    await page.getByLabel('Authentication code').fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(page, '/dashboard');
    await page.goto(portal.url('/settings'));
    await visible(page.getByTestId('second-factor-state').getByText(/^Authenticator app set up on /));
    await visible(page.getByText('Unused recovery codes: 8'));
  });

  it('an administrator sees the factor on the Accounts page and resets it; the reviewer enrols again', async () => {
    const { page } = portal;
    await passwordStep(page, portal, ADMIN.email);
    await signedIn(page);
    await page.goto(portal.url('/accounts'));
    const row = page.getByRole('row').filter({ hasText: REVIEWER.email });
    await visible(row.getByText('Two-factor: On'));
    await row.getByRole('button', { name: `Manage ${REVIEWER.email}` }).click();
    await page.getByRole('button', { name: 'Reset two-factor' }).click();
    const dialog = await visible(
      page.getByRole('dialog', { name: `Reset two-factor for ${REVIEWER.name}?` }),
    );
    await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
    await visible(page.getByText(`Two-factor reset for ${REVIEWER.name}`).first());
    expect(await row.getByText('Two-factor: On').count()).toBe(0);

    await passwordStep(page, portal, REVIEWER.email);
    await visible(page.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' }));
  });
});
