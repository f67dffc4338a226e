import { riyadhDate } from '@tawreed/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createWorld,
  dialog,
  expectNotReloaded,
  expectToast,
  launchSecondBrowser,
  markNoReload,
  ORDER_TEST_CONFIG,
  type OrderWorld,
  openTab,
  signInAs,
} from './support/orders';
import {
  expectCleanText,
  expectNoSeriousA11yViolations,
  type Portal,
  startPortal,
  visible,
  waitForPath,
} from './support/portal';

const CSV = 'text/csv';
const csv = (name: string, lines: string[]) => ({
  name,
  mimeType: CSV,
  buffer: Buffer.from(lines.join('\n')),
});

/** An amount as the portal shows it (SAR 1,234.50 or ١٬٢٣٤٫٥٠ ر.س.), in exact cents. */
async function cents(figure: Locator): Promise<number> {
  const text = (await figure.textContent()) ?? '';
  const digits = text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[^\d]/g, '');
  expect(digits.length).toBeGreaterThanOrEqual(3);
  return (/[-\u2212]/.test(text) ? -1 : 1) * Number(digits);
}

const TEXT = {
  en: {
    clients: 'Clients',
    queue: 'Sales & Collection Review',
    importClients: 'Import clients',
    clientsFile: 'Clients file (Excel or CSV)',
    importReceivables: 'Import receivables',
    receivablesFile: 'Receivables file (Excel or CSV)',
    rowError: /Row 3/,
    rowErrorEvery: /Row 3/g,
    template: 'Download template',
    credit: 'Credit',
    approve: 'Approve',
    approveDialog: 'Approve Order',
    needsReason: 'The credit check needs a reason',
    reason: 'Override reason',
    approveWithReason: 'Approve with this reason',
    approved: 'Order moved to next stage',
    history: 'History',
    override: 'Credit override (OVER_LIMIT): ',
    lines: 'Order Lines',
    actions: 'Order actions',
    riskFirst: 'Riskiest first',
    needsOverride: 'Credit: needs override',
    recordPayment: 'Record payment',
    paymentDialog: 'Record a payment',
    paymentAmount: 'Amount (SAR, with VAT)',
    paymentReference: 'Reference',
    paymentMethod: 'Method',
    paymentSubmit: 'Record payment',
    paymentRecorded: /Payment of .+ recorded/,
  },
  ar: {
    clients: 'العملاء',
    queue: 'مراجعة المبيعات والتحصيل',
    importClients: 'استيراد العملاء',
    clientsFile: 'ملف العملاء (Excel أو CSV)',
    importReceivables: 'استيراد الذمم',
    receivablesFile: 'ملف الذمم (Excel أو CSV)',
    rowError: /الصف 3/,
    rowErrorEvery: /الصف 3/g,
    template: 'تنزيل النموذج',
    credit: 'الائتمان',
    approve: 'اعتماد',
    approveDialog: 'اعتماد الطلب',
    needsReason: 'فحص الائتمان يتطلب سببًا',
    reason: 'سبب التجاوز',
    approveWithReason: 'الاعتماد بهذا السبب',
    approved: 'انتقل الطلب إلى المرحلة التالية',
    history: 'السجل',
    override: 'تجاوز الائتمان (OVER_LIMIT): ',
    lines: 'بنود الطلب',
    actions: 'إجراءات الطلب',
    riskFirst: 'الأعلى مخاطرة أولًا',
    needsOverride: 'الائتمان: يحتاج تجاوزًا',
    recordPayment: 'تسجيل دفعة',
    paymentDialog: 'تسجيل دفعة',
    paymentAmount: 'المبلغ (ريال، شامل الضريبة)',
    paymentReference: 'المرجع',
    paymentMethod: 'طريقة الدفع',
    paymentSubmit: 'تسجيل الدفعة',
    paymentRecorded: /سُجلت دفعة بمبلغ/,
  },
} as const;

/**
 * Issue 29's Done-when, in Chromium: a credit reviewer imports clients and receivables, opens
 * the queue, sees an over-limit order's Credit panel, is refused without a reason and approves
 * with one; the higher authority reads that reason; a payment the Sales & Collection team records
 * in the portal's payment dialog lowers the exposure on both open order pages by exactly its
 * amount, without a reload.
 */
describe.each(['en', 'ar'] as const)('portal: a credit review with numbers, in %s (Chromium)', (language) => {
  const text = TEXT[language];
  let portal: Portal;
  let world: OrderWorld;
  let second: Awaited<ReturnType<typeof launchSecondBrowser>>;
  const account = `E2E-${language.toUpperCase()}`;

  beforeAll(async () => {
    portal = await startPortal({ config: ORDER_TEST_CONFIG, locale: language === 'ar' ? 'ar-SA' : 'en-US' });
    world = await createWorld(portal);
    second = await launchSecondBrowser();
    for (const person of ['credit', 'higher'] as const) {
      const api = await world.api(person);
      await api.PATCH('/api/auth/me', { body: { language } });
    }
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
    expect(second.errors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await second?.browser.close();
    await portal?.close();
  });

  async function importFile(page: Page, title: string, label: string, file: ReturnType<typeof csv>) {
    const card = page.getByRole('region', { name: title });
    await card.getByLabel(label).setInputFiles(file);
    await card.getByRole('button', { name: title }).click();
    return card;
  }

  it('imports, refuses without a reason, approves with one, shows the reason to the next level and a payment live', async () => {
    const { page, context } = portal;
    const order = await world.seed('PENDING_CREDIT', {
      clientName: 'Al Noor Hospital',
      clientAccountNo: account,
    });
    await signInAs(portal, context, 'credit');
    await page.goto(portal.url('/dashboard'));
    const nav = page.getByRole('navigation', { name: /.+/ }).first();
    await nav.getByRole('link', { name: text.clients }).click();
    await waitForPath(page, '/clients');

    // The template downloads; a file with a wrong row is refused row by row, then imported.
    const template = page
      .getByRole('region', { name: text.importClients })
      .getByRole('link', { name: text.template });
    const templateResponse = await context.request.get(portal.url((await template.getAttribute('href'))!));
    expect(templateResponse.status()).toBe(200);
    const header = 'Account No,Name,Payment Terms (days),Credit Limit (SAR)';
    const refused = await importFile(
      page,
      text.importClients,
      text.clientsFile,
      csv('clients.csv', [header, `${account},Al Noor Hospital,30,100.00`, 'E2E-BAD,,30,not-a-number']),
    );
    const problem = await visible(refused.getByText(text.rowError).first());
    // The service's message names its row; the portal shows it once, not "Row 3: Row 3: …".
    expect((await problem.textContent())!.match(text.rowErrorEvery)).toHaveLength(1);
    await expectNoSeriousA11yViolations(page);
    await importFile(
      page,
      text.importClients,
      text.clientsFile,
      csv('clients.csv', [header, `${account},Al Noor Hospital,30,100.00`]),
    );
    await visible(page.getByRole('link', { name: account }));
    // Due today on the Riyadh day the credit check counts (in UTC it is still yesterday after 21:00).
    const today = riyadhDate(new Date());
    await importFile(
      page,
      text.importReceivables,
      text.receivablesFile,
      csv('receivables.csv', [
        'Account No,Kind,Number,Date,Due Date,Amount (SAR),Open (SAR)',
        `${account},INVOICE,INV-${language}-1,${today},${today},50.00,50.00`,
      ]),
    );
    await visible(page.getByRole('region', { name: text.importReceivables }).getByRole('status'));
    await expectCleanText(page);

    // The queue sorted by risk (sort=risk): the over-limit order is marked; then its Credit panel.
    await nav.getByRole('link', { name: text.queue }).click();
    await page.getByRole('checkbox', { name: text.riskFirst }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('risk');
    const row = page.locator(`tr[data-order-id="${order.id}"]`);
    await visible(row.getByText(text.needsOverride));
    await row.locator('a.order-id').click();
    await waitForPath(page, `/orders/${order.id}`);
    const panel = await visible(page.getByRole('region', { name: text.credit, exact: true }));
    await visible(panel.locator('.credit-finding--override'));
    await expectNoSeriousA11yViolations(page);

    // Refused without a reason; approved with one.
    await page.getByRole('group', { name: text.actions }).getByRole('button', { name: text.approve }).click();
    const approve = await visible(dialog(page, text.approveDialog));
    await approve.getByRole('button', { name: text.approve }).click();
    await visible(approve.getByText(text.needsReason));
    const reason = 'Bank guarantee received for this order';
    await approve.getByRole('textbox', { name: text.reason }).fill(reason);
    await approve.getByRole('button', { name: text.approveWithReason }).click();
    await expectToast(page, text.approved);
    await approve.waitFor({ state: 'hidden' });

    // The higher authority opens the order (its own browser) and reads the reason.
    const higher = await second.newPage();
    await signInAs(portal, higher.context, 'higher');
    await higher.page.goto(portal.url(`/orders/${order.id}`));
    await visible(higher.page.getByRole('tab', { name: text.lines }));
    const history = await openTab(higher.page, text.history);
    // Read without the Unicode isolates that keep Latin text in place in right-to-left Arabic.
    const comment = await visible(history.locator('.history__comment').filter({ hasText: reason }));
    expect((await comment.textContent())?.replace(/[\u2068\u2069]/g, '')).toContain(
      `${text.override}${reason}`,
    );
    // Both open order pages watch the exposure; neither reloads.
    const exposures = [portal.page, higher.page].map((page) =>
      page.getByRole('region', { name: text.credit, exact: true }).getByTestId('credit-exposure'),
    );
    const before = await Promise.all(exposures.map(async (exposure) => cents(await visible(exposure))));
    await markNoReload(page);
    await markNoReload(higher.page);

    // The Sales & Collection team records a payment in the portal, in its own browser, on the
    // client's page; both open order pages' exposure falls by exactly that amount without a
    // reload (DEPENDS ON the service's `client:credit` frame).
    const collection = await second.newPage();
    await signInAs(portal, collection.context, 'credit');
    await collection.page.goto(portal.url(`/clients/${encodeURIComponent(account)}`));
    await collection.page.getByRole('button', { name: text.recordPayment }).click();
    const pay = await visible(dialog(collection.page, text.paymentDialog));
    await pay.getByRole('textbox', { name: text.paymentAmount }).fill('50.00');
    await pay.getByRole('textbox', { name: text.paymentReference }).fill(`TRX-${language}`);
    await pay.getByRole('combobox', { name: text.paymentMethod }).selectOption('CASH');
    await pay.getByRole('button', { name: text.paymentSubmit }).click();
    await expectToast(collection.page, text.paymentRecorded);
    for (const [index, exposure] of exposures.entries()) {
      await expect.poll(async () => before[index]! - (await cents(exposure))).toBe(5_000);
    }
    await expectNotReloaded(page);
    await expectNotReloaded(higher.page);
    await collection.context.close();
    await higher.context.close();
  });
});
