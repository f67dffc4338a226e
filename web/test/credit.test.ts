import { riyadhDate } from '@tawreed/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  actionBar,
  createWorld,
  dialog,
  expectToast,
  ORDER_TEST_CONFIG,
  type OrderWorld,
  openOrder,
  openTab,
  signInAs,
} from './support/orders';
import {
  expectCleanText,
  expectNoSeriousA11yViolations,
  type Portal,
  startPortal,
  visible,
} from './support/portal';

/** The order page's Credit panel and the approvals the credit check refuses (DESIGN §11), in Chromium. */
describe('portal: credit on the order page (Chromium)', () => {
  let portal: Portal;
  let world: OrderWorld;

  beforeAll(async () => {
    portal = await startPortal({ config: ORDER_TEST_CONFIG });
    world = await createWorld(portal);
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await portal?.close();
  });

  async function client(accountNo: string, fields: Record<string, unknown>) {
    const api = await world.api('credit');
    const { response } = await api.POST('/api/clients', {
      body: { accountNo, name: `Client ${accountNo}`, ...fields } as never,
    });
    expect(response.status).toBe(201);
  }

  it('shows the figures to staff, asks for an override reason over the limit, and the next level reads it', async () => {
    const { page, context } = portal;
    await client('CR-100', { creditLimitSAR: '10.00' });
    const order = await world.seed('PENDING_CREDIT', {
      clientName: 'Client CR-100',
      clientAccountNo: 'CR-100',
    });

    await signInAs(portal, context, 'credit');
    await openOrder(portal, page, order.id);
    const panel = await visible(page.getByRole('region', { name: 'Credit' }));
    await visible(panel.getByText('Client account CR-100'));
    await visible(panel.getByRole('term').filter({ hasText: 'Credit limit' }));
    await visible(panel.getByText('SAR 10.00'));
    await visible(panel.getByRole('list', { name: 'Credit check' }).getByText(/limit/i));
    await expectCleanText(page);
    await expectNoSeriousA11yViolations(page);

    await actionBar(page).getByRole('button', { name: 'Approve' }).click();
    const approve = await visible(dialog(page, /Approve/));
    await approve.getByRole('button', { name: /Approve/ }).click();
    // Refused without a reason: the findings, and a reason field checked by the domain's rule.
    await visible(approve.getByText('The credit check needs a reason'));
    await visible(approve.getByRole('list', { name: 'Findings of the credit check' }));
    const reason = approve.getByRole('textbox', { name: 'Override reason' });
    await reason.fill('too short');
    await approve.getByRole('button', { name: 'Approve with this reason' }).click();
    await visible(approve.locator('.field__error'));
    expect(await reason.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await reason.fill('Paid in advance by bank guarantee 771');
    await approve.getByRole('button', { name: 'Approve with this reason' }).click();
    await expectToast(page, 'Order moved to next stage');
    await approve.waitFor({ state: 'hidden' });

    await signInAs(portal, context, 'higher');
    await openOrder(portal, page, order.id);
    const history = await openTab(page, 'History');
    await visible(history.getByText('Credit override (OVER_LIMIT): Paid in advance by bank guarantee 771'));
  });

  it('a blocked client cannot be overridden', async () => {
    const { page, context } = portal;
    await client('CR-200', { creditLimitSAR: '100000.00', status: 'BLOCKED', statusReason: 'Legal case' });
    const order = await world.seed('PENDING_CREDIT', {
      clientName: 'Client CR-200',
      clientAccountNo: 'CR-200',
    });
    await signInAs(portal, context, 'credit');
    await openOrder(portal, page, order.id);
    await actionBar(page).getByRole('button', { name: 'Approve' }).click();
    const approve = await visible(dialog(page, /Approve/));
    await approve.getByRole('button', { name: /Approve/ }).click();
    await visible(approve.getByText('The credit check blocks this approval'));
    expect(await approve.getByRole('textbox').count()).toBe(0);
    expect(await approve.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
  });

  it('the credit team records a payment from the panel and the exposure falls; a company sees no panel', async () => {
    const { page, context } = portal;
    await client('CR-300', { creditLimitSAR: '100000.00' });
    const api = await world.api('credit');
    const today = riyadhDate(new Date());
    const imported = await api.POST('/api/receivables/import', {
      body: {
        documents: [
          {
            accountNo: 'CR-300',
            kind: 'INVOICE',
            number: 'INV-300',
            date: today,
            dueDate: today,
            amountSAR: '1000.00',
            openSAR: '1000.00',
          },
        ],
      } as never,
    });
    expect(imported.response.ok).toBe(true);
    const order = await world.seed('PENDING_CREDIT', {
      clientName: 'Client CR-300',
      clientAccountNo: 'CR-300',
    });
    await signInAs(portal, context, 'credit');
    await openOrder(portal, page, order.id);
    const panel = await visible(page.getByRole('region', { name: 'Credit' }));
    const exposure = panel.getByTestId('credit-exposure');
    const before = (await exposure.textContent()) ?? '';
    await panel.getByRole('button', { name: 'Record payment' }).click();
    const pay = await visible(dialog(page, 'Record a payment'));
    await pay.getByRole('textbox', { name: /Amount/ }).fill('400');
    await pay.getByRole('textbox', { name: 'Reference' }).fill('TRX-300');
    await pay.getByRole('combobox', { name: 'Method' }).selectOption('CHEQUE');
    await expectNoSeriousA11yViolations(page);
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await expectToast(page, 'Payment of SAR 400.00 recorded');
    await page.waitForFunction(
      ([selector, text]) => document.querySelector(selector!)?.textContent !== text,
      ['[data-testid="credit-exposure"]', before] as const,
    );
    const toCents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
    expect(toCents(before) - toCents((await exposure.textContent()) ?? '')).toBe(40_000);

    await signInAs(portal, context, 'company');
    await openOrder(portal, page, order.id);
    expect(await page.getByRole('region', { name: 'Credit' }).count()).toBe(0);
  });
});
