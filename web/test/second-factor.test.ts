/**
 * Two factors in the portal (DESIGN §13), in Chromium: a new credit reviewer is led through
 * TOTP enrolment at first sign-in, saves the recovery codes, signs out, signs in with password
 * and code, adds a passkey and signs in with the passkey alone (and with password and passkey);
 * a passkey made for another site is never offered here; a recovery code works once; Settings
 * shows the factors, and a passkey confirms removing a passkey (itself included) or the app; an
 * administrator resets them. Codes come from the service's own TOTP
 * library, as an authenticator app would make them; passkeys from Chromium's virtual
 * authenticator (the DevTools protocol's WebAuthn domain: CTAP2, internal, resident keys, user
 * verification). The portal is opened at localhost, a relying party id WebAuthn accepts.
 * An administrator then finds each of the reviewer's steps on the Audit page; an entry changed
 * directly in the database is named by the page's verification and by `pnpm admin audit verify`.
 */
import { generateKeyPairSync } from 'node:crypto';
import { runAdmin } from '@tawreed/service/testing/admin';
import { stepsFrom, totpCode } from '@tawreed/service/testing/mfa';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, type Portal, startPortal, visible, waitForPath } from './support/portal';

/** A virtual authenticator that verifies its user: the phone's own ('internal', answering at once) or a security key ('usb'). */
const virtualAuthenticator = (transport: 'internal' | 'usb') => ({
  options: {
    protocol: 'ctap2' as const,
    transport,
    hasResidentKey: true,
    hasUserVerification: true,
    isUserVerified: true,
    ...(transport === 'internal' && { automaticPresenceSimulation: true }),
  },
});

const REVIEWER = { name: 'Huda Qahtani', email: 'huda@tawreed.example.sa' };
const ADMIN = { name: 'Abdullah Rashid', email: 'abdullah@tawreed.example.sa' };

/** The portal's address at localhost: WebAuthn takes a host name as relying party, never an IP address. */
const at = (portal: Portal, pathname: string) => portal.url(pathname).replace('//127.0.0.1:', '//localhost:');

async function passwordStep(page: Page, portal: Portal, email: string) {
  await portal.context.clearCookies();
  await page.goto(at(portal, '/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function codeStep(page: Page, code: string) {
  await visible(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' }));
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

const signedIn = (page: Page) => visible(page.getByRole('button', { name: 'Logout' }));

/** The Audit page's rows as the administrator reads them: entry, time, actor, event, subject, details. */
const auditRows = (page: Page) =>
  page
    .getByRole('region', { name: 'Audit trail' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent ?? '')),
    );

/** The administrator opens the Audit page from the navigation. */
async function openAudit(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Audit' })
    .click();
  await waitForPath(page, '/audit');
  return visible(page.getByRole('region', { name: 'Audit trail' }));
}

describe('portal: two factors (Chromium)', () => {
  let portal: Portal;
  let secret = '';
  let recoveryCodes: string[] = [];
  let authenticator: { cdp: CDPSession; id: string };
  /** The entry "Passkey added" of the reviewer, as the Audit page numbers it. */
  let passkeyEntry = '';

  beforeAll(async () => {
    // Credit reviewers must enrol; the administrator here need not (so it can reset the reviewer).
    portal = await startPortal({ config: { MFA_REQUIRED_ROLES: ['HIGHER_AUTHORITY'] } });
    await portal.createUser({ ...REVIEWER, role: 'HIGHER_AUTHORITY' });
    await portal.createUser({ ...ADMIN, role: 'ADMIN' });
    // A platform authenticator with resident keys that verifies its user (a fingerprint, say).
    const cdp = await portal.context.newCDPSession(portal.page);
    await cdp.send('WebAuthn.enable');
    const added = await cdp.send('WebAuthn.addVirtualAuthenticator', virtualAuthenticator('internal'));
    authenticator = { cdp, id: added.authenticatorId };
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

  it('adds a passkey in Settings and signs in with the passkey alone', async () => {
    const { page } = portal;
    await page.goto(at(portal, '/settings'));
    const card = page.getByRole('region', { name: 'Passkeys' });
    await visible(card.getByText('No passkeys yet.'));
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Add a passkey' }));
    // Focus moves into the dialog, on its first field.
    await expect
      .poll(() => dialog.getByLabel('Passkey name').evaluate((el) => el === document.activeElement))
      .toBe(true);
    await dialog.getByRole('button', { name: 'Add a passkey' }).click();
    await visible(dialog.getByText('Give the passkey a name'));
    await dialog.getByLabel('Passkey name').fill('Work laptop');
    await dialog.getByRole('button', { name: 'Add a passkey' }).click();
    await visible(page.getByText('Passkey “Work laptop” added').first());
    await visible(card.getByTestId('passkey').getByText('Work laptop'));
    // Focus returns to the button that opened the dialog.
    await expect
      .poll(() =>
        card.getByRole('button', { name: 'Add a passkey' }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: authenticator.id,
    });
    expect(credentials).toEqual([expect.objectContaining({ isResidentCredential: true, rpId: 'localhost' })]);

    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await waitForPath(page, '/dashboard');
    await signedIn(page);
    await page.goto(at(portal, '/settings'));
    await visible(
      page
        .getByRole('region', { name: 'Passkeys' })
        .getByTestId('passkey')
        .getByText(/last used/),
    );
  });

  it('an administrator sees each of those steps in the Audit page, filtered by the reviewer and by event', async () => {
    const { page } = portal;
    await passwordStep(page, portal, ADMIN.email);
    await signedIn(page);
    const trail = await openAudit(page);
    // The entries scroll sideways in their own box, which the keyboard reaches (Tab, then arrows).
    const entries = trail.getByRole('region', { name: 'Audit entries' });
    await entries.focus();
    expect(await entries.evaluate((box) => box === document.activeElement && box.tabIndex === 0)).toBe(true);
    await trail.getByLabel('Actor').fill(REVIEWER.email);
    // Newest first: the passkey sign-in, the passkey, the sign-in with a code, the enrolment
    // (its ten recovery codes), the portal keeping the browser's language, and the first
    // sign-in, with the password alone.
    const expected = [
      ['Signed in', '"method":"passkey"'],
      ['Passkey added', '"name":"Work laptop"'],
      ['Signed in', '"method":"password+totp"'],
      ['Authenticator app added', '"recoveryCodes":10'],
      ['Settings changed', '"setting":"language"'],
      ['Signed in', '"method":"password"'],
    ];
    await expect
      .poll(async () =>
        (await auditRows(page)).map(([, , actor, event, , details]) => [
          actor,
          event,
          expected.find(([kind, detail]) => kind === event && details!.includes(detail!))?.[1] ?? details,
        ]),
      )
      .toEqual(expected.map(([event, detail]) => [REVIEWER.email, event, detail]));
    const rows = await auditRows(page);
    passkeyEntry = rows[1]![0]!;
    expect(passkeyEntry).toMatch(/^\d+$/);
    // Every entry names the reviewer's account as its subject.
    expect(new Set(rows.map((row) => row[4])).size).toBe(1);

    await trail.getByLabel('Event').selectOption({ label: 'Signed in' });
    await expect
      .poll(async () => (await auditRows(page)).map((row) => JSON.parse(row[5]!).method))
      .toEqual(['passkey', 'password+totp', 'password']);
    await trail.getByLabel('Event').selectOption({ label: 'Passkey added' });
    await expect.poll(async () => (await auditRows(page)).map((row) => row[0])).toEqual([passkeyEntry]);
  });

  it('after the password, the second step offers the passkey too', async () => {
    const { page } = portal;
    await passwordStep(page, portal, REVIEWER.email);
    await visible(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' }));
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await waitForPath(page, '/dashboard');
    await signedIn(page);
  });

  it('a passkey made for another site is never offered here: signing in with it fails and nobody is signed in', async () => {
    const { page } = portal;
    const { cdp } = authenticator;
    // The reviewer's authenticator leaves; one holding only a passkey of another site comes.
    const other = await cdp.send('WebAuthn.addVirtualAuthenticator', virtualAuthenticator('usb'));
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: authenticator.id });
    const key = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      format: 'der',
      type: 'pkcs8',
    });
    await cdp.send('WebAuthn.addCredential', {
      authenticatorId: other.authenticatorId,
      credential: {
        credentialId: Buffer.from('elsewhere-passkey').toString('base64'),
        isResidentCredential: true,
        rpId: 'tawreed-elsewhere.example',
        privateKey: key.toString('base64'),
        userHandle: Buffer.from('someone').toString('base64'),
        signCount: 1,
      },
    });
    await portal.context.clearCookies();
    await page.goto(at(portal, '/login'));
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await visible(page.getByText('No passkey was used. Try again, or sign in with your password.'));
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    // The rest of the walk signs in with codes.
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: other.authenticatorId });
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
    await page.goto(at(portal, '/settings'));
    await visible(page.getByTestId('second-factor-state').getByText(/^Authenticator app set up on /));
    await visible(page.getByText('Unused recovery codes: 8'));
  });

  it('renames the passkey in Settings, and removes it with a recovery code', async () => {
    const { page } = portal;
    await page.goto(at(portal, '/settings'));
    const card = page.getByRole('region', { name: 'Passkeys' });
    await card.getByRole('button', { name: 'Rename: Work laptop' }).click();
    const rename = await visible(page.getByRole('dialog', { name: 'Rename passkey “Work laptop”' }));
    await rename.getByLabel('Passkey name').fill('   ');
    await rename.getByRole('button', { name: 'Save' }).click();
    await visible(rename.getByText('Give the passkey a name'));
    await rename.getByLabel('Passkey name').fill('Home laptop');
    await rename.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Passkey renamed to “Home laptop”').first());
    await visible(card.getByTestId('passkey').getByText('Home laptop'));

    await card.getByRole('button', { name: 'Remove: Home laptop' }).click();
    const remove = await visible(page.getByRole('dialog', { name: 'Remove passkey “Home laptop”?' }));
    await remove.getByRole('button', { name: 'Remove' }).click();
    await visible(remove.getByText('Enter the code'));
    await remove.getByLabel('Current code or a recovery code').fill(recoveryCodes[2]!);
    await remove.getByRole('button', { name: 'Remove' }).click();
    await visible(page.getByText('Passkey “Home laptop” removed').first());
    await visible(card.getByText('No passkeys yet.'));
  });

  it('a passkey confirms removing a passkey (itself included) and the app, and no recovery code is spent', async () => {
    const { page } = portal;
    const { cdp } = authenticator;
    const phone = await cdp.send('WebAuthn.addVirtualAuthenticator', virtualAuthenticator('internal'));
    await page.goto(at(portal, '/settings'));
    const card = page.getByRole('region', { name: 'Passkeys' });
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    const add = await visible(page.getByRole('dialog', { name: 'Add a passkey' }));
    await add.getByLabel('Passkey name').fill('Phone');
    await add.getByRole('button', { name: 'Add a passkey' }).click();
    await visible(card.getByTestId('passkey').getByText('Phone'));

    await card.getByRole('button', { name: 'Remove: Phone' }).click();
    const remove = await visible(page.getByRole('dialog', { name: 'Remove passkey “Phone”?' }));
    await visible(remove.getByText('Confirm with one of your passkeys, or with a code', { exact: false }));
    await remove.getByRole('button', { name: 'Confirm with a passkey' }).click();
    await visible(page.getByText('Passkey “Phone” removed').first());
    await visible(card.getByText('No passkeys yet.'));

    // Again, and now the passkey removes the authenticator app; only the recovery codes typed
    // earlier are gone (two sign-ins and the first removal: 7 of 10 left).
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    const again = await visible(page.getByRole('dialog', { name: 'Add a passkey' }));
    await again.getByLabel('Passkey name').fill('Phone');
    await again.getByRole('button', { name: 'Add a passkey' }).click();
    await visible(card.getByTestId('passkey').getByText('Phone'));
    await page.getByRole('button', { name: 'Remove with a passkey' }).click();
    await visible(page.getByText('The authenticator app was removed').first());
    await visible(page.getByTestId('second-factor-state').getByText('No authenticator app is set up.'));
    await visible(card.getByTestId('passkey').getByText('Phone'));
    const status = await page.evaluate(async () => (await fetch('/api/auth/mfa')).json());
    expect(status).toMatchObject({ factors: [{ kind: 'passkey' }], recoveryCodesLeft: 7 });
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: phone.authenticatorId });
  });

  it('an administrator sees the factor on the Accounts page and resets it; the reviewer enrols again', async () => {
    const { page } = portal;
    await passwordStep(page, portal, ADMIN.email);
    await signedIn(page);
    await page.goto(at(portal, '/accounts'));
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

  it('an entry changed directly in the database is named by the Audit page and by `pnpm admin audit verify`', async () => {
    const { page } = portal;
    await passwordStep(page, portal, ADMIN.email);
    await signedIn(page);
    const trail = await openAudit(page);
    await trail.getByRole('button', { name: 'Verify the chain' }).click();
    await visible(trail.getByText(/^Chain intact: \d+ entries$/));

    // Someone holding the database renames the reviewer's passkey in its entry, the append-only
    // trigger switched off for that one change.
    await portal.runSql(
      `alter table audit_entries disable trigger audit_entries_append_only;
       update audit_entries set details = jsonb_set(details, '{name}', '"Home laptop"') where seq = ${passkeyEntry};
       alter table audit_entries enable trigger audit_entries_append_only`,
    );
    await trail.getByRole('button', { name: 'Verify the chain' }).click();
    await visible(trail.getByText(`Chain broken at entry ${passkeyEntry}`, { exact: true }));

    // The operator's command, a process of its own on the same database (the service stopped:
    // an embedded database has one process at a time). The page leaves first: it would call a
    // service that is gone.
    await page.goto('about:blank');
    await portal.stopService();
    const run = await runAdmin(['audit', 'verify'], { dataDir: portal.dataDir });
    expect(run.stdout).toMatch(
      new RegExp(
        `^Audit trail broken at entry ${passkeyEntry} \\([0-9a-f-]{36}\\); \\d+ entries chained\\.$`,
        'm',
      ),
    );
    expect(run.code).toBe(3);
  }, 180_000);
});
