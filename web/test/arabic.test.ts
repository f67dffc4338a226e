import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unwrap } from '@tawreed/sdk';
import { defaultRows, linesXlsx } from '@tawreed/service/testing/fixtures';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dataWords, englishWords, expectArabicScreen } from './support/arabic';
import { createWorld, ORDER_TEST_CONFIG, type OrderWorld, PEOPLE } from './support/orders';
import { type Portal, startPortal, visible, waitForPath } from './support/portal';

const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PASSWORD = 'correct-horse-battery';

async function screenshot(page: Page, name: string, options: { print?: boolean } = {}): Promise<void> {
  const file = path.join(SCREENSHOTS, name);
  if (options.print) await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: file, fullPage: true });
  if (options.print) await page.emulateMedia({ media: 'screen' });
  console.log(`screenshot: ${file}`);
}

async function signInWithForm(portal: Portal, page: Page, email: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto(portal.url('/login'));
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور').fill(PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await waitForPath(page, '/dashboard');
}

describe('portal in Arabic (Chromium, browser language ar-SA)', () => {
  let portal: Portal;
  let world: OrderWorld;

  beforeAll(async () => {
    portal = await startPortal({ config: ORDER_TEST_CONFIG, locale: 'ar-SA' });
    world = await createWorld(portal);
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('signs in in the browser’s Arabic, right to left, and the account adopts it', async () => {
    const { page } = portal;
    await page.goto(portal.url('/login'));
    await visible(page.getByRole('heading', { name: 'تسجيل الدخول' }));
    await expectArabicScreen(page, dataWords());

    // A validation message in Arabic.
    await page.getByLabel('البريد الإلكتروني').fill('not-an-email');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await visible(page.getByText('يرجى إدخال بريد إلكتروني صحيح'));

    await signInWithForm(portal, page, PEOPLE.credit.email);
    await visible(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' }));
    // The account had no language yet: it keeps the one the portal was showing.
    const credit = await world.api('credit');
    await expect.poll(async () => (await unwrap(credit.GET('/api/auth/me'))).language).toBe('ar');
  });

  it('shows the dashboard with its filters, cards, dates with the Hijri date, and amounts in Arabic', async () => {
    const { page } = portal;
    const first = await world.seed('PENDING_CREDIT', { clientName: 'Al Noor Pharmacy' });
    // A reference of Latin letters only is data, shown isolated rather than counted as English.
    await world.seed('RESUBMITTED', { clientName: 'Dar Al Dawa', externalRef: 'EXT-abcdef' });
    await world.seed('PRINTED', { clientName: 'Riyadh Care' });
    await signInWithForm(portal, page, PEOPLE.credit.email);
    await visible(page.locator(`tr[data-order-id="${first.id}"]`));
    const allowed = dataWords('Al Noor Pharmacy', 'Dar Al Dawa', 'Riyadh Care');
    await expectArabicScreen(page, allowed);
    // Amounts in SAR through Intl for ar-SA; the Hijri (Umm al-Qura) date beside the Gregorian one.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a user reads
    const table = await page.getByRole('table').innerText();
    expect(table).toMatch(/ر\.س/);
    expect(table).toMatch(/هـ/);
    await screenshot(page, 'dashboard-ar.png');

    // Filters: a status from the URL, a search typed in Arabic, and the chips in Arabic.
    await page.goto(portal.url('/dashboard?status=PENDING_CREDIT'));
    await visible(page.locator(`tr[data-order-id="${first.id}"]`));
    await visible(page.getByRole('list', { name: 'عوامل التصفية النشطة' }));
    await page.getByRole('searchbox', { name: 'بحث' }).fill('Al Noor');
    await page.waitForURL(/q=Al/);
    await expectArabicScreen(page, allowed);
  });

  it('imports a spreadsheet into a New Order and previews it in Arabic', async () => {
    const { page } = portal;
    await signInWithForm(portal, page, PEOPLE.company.email);
    await page.goto(portal.url('/orders/new'));
    await visible(page.getByRole('heading', { level: 1, name: 'طلب جديد' }));
    await page.getByLabel('رفع ملف إكسل/CSV').setInputFiles({
      name: 'lines.xlsx',
      mimeType: XLSX,
      buffer: await linesXlsx(defaultRows()),
    });
    const preview = await visible(page.getByRole('dialog', { name: 'معاينة البيانات المستوردة' }));
    const descriptions = defaultRows().map((row) => String(row[1]));
    await expectArabicScreen(page, dataWords(...descriptions));
    await preview.getByRole('button', { name: 'استيراد البنود' }).click();
    await visible(page.getByText('تم استيراد البيانات').first());
    await expectArabicScreen(page, dataWords(...descriptions));
  });

  it('shows an order with every tab and a review dialog in Arabic, and prints the delivery note', async () => {
    const { page } = portal;
    const order = await world.seed('PENDING_CREDIT', { clientName: 'Al Shifa Pharmacy' });
    await signInWithForm(portal, page, PEOPLE.credit.email);
    const details = await unwrap(
      (await world.api('credit')).GET('/api/orders/{id}', { params: { path: { id: order.id } } }),
    );
    const allowed = dataWords(
      details.clientName,
      details.notes,
      ...details.lines.map((line) => line.itemDescription),
      ...details.attachments.map((file) => file.fileName),
    );
    await page.goto(portal.url(`/orders/${order.id}`));
    // The id is isolated inside the Arabic title (FSI…PDI), so it reads left to right.
    await visible(
      page.getByRole('heading', { level: 1, name: new RegExp(`^الطلب #.${order.id.slice(0, 12)}.$`) }),
    );
    for (const tab of ['بنود الطلب', 'السجل', 'المرفقات', 'المستودع']) {
      await page.getByRole('tab', { name: tab }).click();
      await visible(page.getByRole('tabpanel', { name: tab }));
      await expectArabicScreen(page, allowed);
    }
    await page.getByRole('tab', { name: 'بنود الطلب' }).click();
    // The order date with its Hijri companion.
    await visible(page.getByText(/هـ/).first());
    await screenshot(page, 'order-ar.png');

    // An action dialog: reject, with the comment rule in Arabic.
    await page.getByRole('group', { name: 'إجراءات الطلب' }).getByRole('button', { name: 'رفض' }).click();
    const reject = await visible(page.getByRole('dialog', { name: 'رفض الطلب' }));
    await reject.getByLabel('التعليق').fill('قصير');
    await reject.getByRole('button', { name: 'رفض الطلب' }).click();
    await visible(reject.getByText('يجب ألا يقل التعليق عن 10 أحرف.'));
    await expectArabicScreen(page, allowed);
    await reject.getByRole('button', { name: 'إلغاء' }).click();

    // The printed pick list and delivery note of a printed order.
    const printed = await world.seed('PRINTED', { clientName: 'Al Shifa Pharmacy' });
    await signInWithForm(portal, page, PEOPLE.warehouse.email);
    await page.goto(portal.url(`/orders/${printed.id}/print`));
    await visible(page.getByRole('heading', { name: /مذكرة التسليم/ }));
    expect(await englishWords(page, allowed)).toEqual([]);
    await screenshot(page, 'delivery-note-ar.png', { print: true });
  });

  it('names a warehouse, adds an item and edits it on the Inventory page in Arabic, messages included', async () => {
    const { page } = portal;
    // An Arabic name: the accounts screen of a later test lists every account.
    const admin = { name: 'مها الدوسري', email: 'maha@tawreed.example.sa' };
    await portal.createUser({ ...admin, role: 'ADMIN' });
    await signInWithForm(portal, page, admin.email);
    await page.goto(portal.url('/inventory'));
    await page.getByRole('button', { name: 'مستودع جديد' }).click();
    const warehouse = await visible(page.getByRole('dialog', { name: 'مستودع جديد' }));
    await warehouse.getByRole('button', { name: 'إضافة المستودع' }).click();
    // The domain's rule, its message and its field label in Arabic.
    await visible(warehouse.getByText('رمز المستودع مطلوب'));
    await expectArabicScreen(page, dataWords(admin.name));
    await warehouse.getByLabel('رمز المستودع').fill('WH-ABH');
    await warehouse.getByLabel('اسم المستودع').fill('مستودع أبها');
    await warehouse.getByRole('button', { name: 'إضافة المستودع' }).click();
    await warehouse.waitFor({ state: 'hidden' });

    await signInWithForm(portal, page, PEOPLE.warehouse.email);
    await page.goto(portal.url('/inventory'));
    await page.getByRole('button', { name: 'صنف جديد' }).click();
    const newItem = await visible(page.getByRole('dialog', { name: 'صنف جديد' }));
    await newItem.getByLabel('رمز GTIN (اختياري)').fill('123');
    await newItem.getByRole('button', { name: 'إضافة الصنف' }).click();
    await visible(newItem.getByText('رمز الصنف مطلوب'));
    await visible(newItem.getByText('يجب أن يتكون رمز GTIN من 8 أو 12 أو 13 أو 14 رقمًا مع رقم تحقق صحيح'));
    await expectArabicScreen(page, dataWords());
    await newItem.getByLabel('رمز الصنف').fill('SYR-5');
    await newItem.getByLabel('وصف الصنف').fill('محقنة 5 مل');
    await newItem.getByLabel('رمز GTIN (اختياري)').fill('');
    await newItem.getByRole('button', { name: 'إضافة الصنف' }).click();
    await visible(page.locator('.toast').filter({ hasText: 'أُضيف الصنف' }).first());
    // The same Item Code again: the service's 409 in Arabic, under the Item Code.
    await page.getByRole('button', { name: 'صنف جديد' }).click();
    await newItem.getByLabel('رمز الصنف').fill('SYR-5');
    await newItem.getByLabel('وصف الصنف').fill('محقنة');
    await newItem.getByRole('button', { name: 'إضافة الصنف' }).click();
    await visible(newItem.getByText(/يوجد صنف بالرمز .*SYR-5.* بالفعل/));
    await expectArabicScreen(page, dataWords());
    await newItem.getByRole('button', { name: 'إلغاء' }).click();
    // The page itself, its new buttons in the header, at every width.
    await newItem.waitFor({ state: 'hidden' });
    await expectArabicScreen(page, dataWords());

    const { items } = await unwrap(
      (await world.api('warehouse')).GET('/api/inventory/items', {
        params: { query: { itemCode: 'SYR-5' } },
      }),
    );
    await page.goto(portal.url(`/inventory?itemId=${items[0]?.id}`));
    const details = await visible(page.getByRole('dialog', { name: /SYR-5/ }));
    await details.getByRole('button', { name: 'تعديل الصنف' }).click();
    const edit = await visible(details.getByRole('form', { name: 'تعديل الصنف' }));
    await edit.getByLabel('الحد الأدنى').fill('-1');
    await edit.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await visible(edit.getByText('يجب ألا يكون الحد الأدنى سالبًا'));
    await expectArabicScreen(page, dataWords());
    await edit.getByLabel('الحد الأدنى').fill('12');
    await edit.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await visible(details.getByText('دون الحد الأدنى'));
    await expectArabicScreen(page, dataWords());
  });

  it('switches to English and back at once from Settings and the header, kept on the account, toasts included', async () => {
    const { page } = portal;
    await signInWithForm(portal, page, PEOPLE.company.email);
    await page.goto(portal.url('/settings'));
    await visible(page.getByRole('heading', { level: 1, name: 'الإعدادات' }));
    // The API tokens card names codes a script types: the CLI and the HTTP header.
    await expectArabicScreen(page, [...dataWords(), 'tawreed', 'Authorization', 'Bearer', 'token']);
    await page.evaluate(() => {
      (window as unknown as { __stillHere: boolean }).__stillHere = true;
    });

    await page.getByRole('radio', { name: 'English' }).check();
    await visible(page.getByRole('heading', { level: 1, name: 'Settings' }));
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'en',
      'ltr',
    ]);
    const company = await world.api('company');
    await expect.poll(async () => (await unwrap(company.GET('/api/auth/me'))).language).toBe('en');

    // Back to Arabic from the header's switch; no reload at any point.
    await page.getByRole('button', { name: 'Switch the language to العربية' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'الإعدادات' }));
    await expect.poll(async () => (await unwrap(company.GET('/api/auth/me'))).language).toBe('ar');
    expect(await page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere)).toBe(
      true,
    );

    // A toast raised later by a websocket event speaks Arabic.
    const order = await world.seed('PENDING_CREDIT');
    await unwrap(
      (await world.api('credit')).POST('/api/orders/{id}/actions/approve', {
        params: { path: { id: order.id }, header: { 'if-match': '1' } },
      }),
    );
    const toast = await visible(page.locator('.toast').first());
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a user reads
    expect(await toast.locator('.toast__title').innerText()).toMatch(/[\u0600-\u06FF]/);
  });

  it('shows the other screens in Arabic: registration, 404, user status, notifications, reports, accounts and the audit trail', async () => {
    const { page } = portal;
    await page.context().clearCookies();
    await page.goto(portal.url('/signup'));
    await visible(page.getByRole('heading', { name: 'إنشاء حساب' }));
    await expectArabicScreen(page, dataWords());
    await page.goto(portal.url('/no-such-page'));
    await visible(page.getByRole('heading', { name: 'الصفحة غير موجودة' }));
    await expectArabicScreen(page, dataWords());

    await world.seed('PENDING_CREDIT', { clientName: 'Al Shifa Pharmacy' });
    await world.seed('PENDING_CREDIT', { clientName: 'Al Shifa Pharmacy', region: 'Western Region' });
    await world.seed('PENDING_CREDIT', { clientName: 'Al Shifa Pharmacy', region: 'Eastern Region' });
    await signInWithForm(portal, page, PEOPLE.credit.email);
    // The dashboard behind the dialogs lists the clients of the earlier tests.
    const clients = dataWords('Al Shifa Pharmacy', 'Al Noor Pharmacy', 'Dar Al Dawa', 'Riyadh Care');
    await visible(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' }));
    await page.getByRole('button', { name: 'المستخدمون' }).click();
    const usersDialog = await visible(page.getByRole('dialog', { name: 'حالة المستخدمين' }));
    await visible(usersDialog.getByRole('listitem').first());
    await expectArabicScreen(page, clients);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^الإشعارات/ }).click();
    await visible(page.getByRole('heading', { name: 'الإشعارات' }));
    await expectArabicScreen(page, clients);
    await page.keyboard.press('Escape');

    await page.goto(portal.url('/reports?period=90'));
    await visible(page.getByRole('heading', { name: 'الطلبات حسب الحالة' }));
    await expectArabicScreen(page, clients);
    // The regions' series in Arabic order (not by their English names).
    await page.getByText('المنطقة', { exact: true }).click();
    await page.getByText('عرض الأرقام').click();
    const overTime = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'المنطقة الغربية' }) });
    const regions = (await overTime.getByRole('columnheader').allTextContents()).filter((h) =>
      h.startsWith('المنطقة '),
    );
    expect(regions).toEqual(['المنطقة الشرقية', 'المنطقة الغربية', 'المنطقة الوسطى (الرياض)']);

    await portal.createUser({ name: 'Abdullah Rashid', email: 'abdullah@tawreed.example.sa', role: 'ADMIN' });
    await signInWithForm(portal, page, 'abdullah@tawreed.example.sa');
    await page.goto(portal.url('/accounts'));
    await visible(page.getByRole('table', { name: 'الحسابات' }).getByRole('row').nth(1));
    await expectArabicScreen(page, dataWords('Abdullah Rashid'));

    // The audit trail: its filters, events and verdict in Arabic (details stay as recorded, left to right).
    await page.goto(portal.url('/audit'));
    const trail = await visible(page.getByRole('region', { name: 'سجل التدقيق' }));
    await trail.getByLabel('الحدث').selectOption({ label: 'تسجيل دخول' });
    await visible(trail.getByRole('cell', { name: 'تسجيل دخول', exact: true }).first());
    await trail.getByRole('button', { name: 'تحقّق من السلسلة' }).click();
    await visible(trail.getByText(/^السلسلة سليمة: \d+ قيدًا$/));
    await expectArabicScreen(page, dataWords('Abdullah Rashid'));
  });
});
