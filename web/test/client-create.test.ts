import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, dialog, ORDER_TEST_CONFIG, type OrderWorld, signInAs } from './support/orders';
import {
  expectCleanText,
  expectNoSeriousA11yViolations,
  type Portal,
  startPortal,
  visible,
  waitForPath,
} from './support/portal';

const TEXT = {
  en: {
    newClient: 'New client',
    account: 'Account',
    name: 'Name',
    limit: 'Credit limit',
    submit: 'Create client',
    created: (accountNo: string) => `Client ${accountNo} created`,
    exists: (accountNo: string) => `Client ${accountNo} already exists`,
    search: 'Search clients',
  },
  ar: {
    newClient: 'عميل جديد',
    account: 'الحساب',
    name: 'الاسم',
    limit: 'حد الائتمان',
    submit: 'إنشاء العميل',
    created: (accountNo: string) => `أُنشئ العميل ${accountNo}`,
    exists: (accountNo: string) => `العميل ${accountNo} موجود بالفعل`,
    search: 'البحث في العملاء',
  },
};

/** Read without the Unicode isolates that keep Latin text in place in right-to-left Arabic. */
const plain = (value: string | null) => (value ?? '').replace(/[\u2068\u2069]/g, '');

/** The Clients page's New client (DESIGN §11, POST /api/clients) for those who edit clients, in both languages. */
describe.each(['en', 'ar'] as const)(
  'portal: a new client from the Clients page, in %s (Chromium)',
  (language) => {
    const text = TEXT[language];
    let portal: Portal;
    let world: OrderWorld;
    const accountNo = `NEW-${language.toUpperCase()}-1`;

    beforeAll(async () => {
      portal = await startPortal({
        config: ORDER_TEST_CONFIG,
        locale: language === 'ar' ? 'ar-SA' : 'en-US',
      });
      world = await createWorld(portal);
      const api = await world.api('credit');
      await api.PATCH('/api/auth/me', { body: { language } });
    });

    afterEach(() => {
      expect(portal.browserErrors.splice(0)).toEqual([]);
    });

    afterAll(async () => {
      await portal?.close();
    });

    it('creates a client with a limit, refuses an empty form and a taken account under its field', async () => {
      const { page, context } = portal;
      await signInAs(portal, context, 'credit');
      await page.goto(portal.url('/clients'));
      await waitForPath(page, '/clients');
      await page.getByRole('button', { name: text.newClient }).click();
      const form = await visible(dialog(page, text.newClient));
      const account = form.getByLabel(text.account, { exact: true });
      // Nothing typed: the domain's check marks the account number before any call.
      await form.getByRole('button', { name: text.submit }).click();
      await expect.poll(() => account.getAttribute('aria-invalid')).toBe('true');
      await expectNoSeriousA11yViolations(page);

      await account.fill(accountNo);
      await form.getByLabel(text.name, { exact: true }).fill('Al Hayat Clinic');
      await form.getByLabel(text.limit).fill('25000');
      await form.getByRole('button', { name: text.submit }).click();
      // The toast's account number sits in Unicode isolates (right-to-left Arabic keeps it in place).
      await expect
        .poll(async () => plain((await page.locator('.toast').allTextContents()).join(' ')))
        .toContain(text.created(accountNo));
      await form.waitFor({ state: 'hidden' });
      await page.getByRole('searchbox', { name: text.search }).fill(accountNo);
      await visible(page.getByRole('link', { name: accountNo }));
      await expectCleanText(page);

      // The same account again: the service's 409, shown under the account number.
      await page.getByRole('button', { name: text.newClient }).click();
      const again = await visible(dialog(page, text.newClient));
      await again.getByLabel(text.account, { exact: true }).fill(accountNo.toLowerCase());
      await again.getByLabel(text.name, { exact: true }).fill('Another clinic');
      await again.getByRole('button', { name: text.submit }).click();
      await expect
        .poll(async () => plain(await again.textContent()))
        .toContain(text.exists(accountNo.toLowerCase()));
      await expect
        .poll(() => again.getByLabel(text.account, { exact: true }).getAttribute('aria-invalid'))
        .toBe('true');

      // Kept with its limit: the service answers the client as created.
      const api = await world.api('credit');
      const saved = await api.GET('/api/clients/{accountNo}', { params: { path: { accountNo } } });
      expect(saved.data?.creditLimitSAR).toBe('25000.00');
      expect(saved.data?.name).toBe('Al Hayat Clinic');
    });
  },
);
