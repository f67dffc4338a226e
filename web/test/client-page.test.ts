import { riyadhDate } from '@tawreed/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createWorld,
  dialog,
  expectToast,
  ORDER_TEST_CONFIG,
  type OrderWorld,
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

/** One client's page (DESIGN §11): profile, credit, statement, orders and history; editing with a reason. */
describe('portal: a client’s page (Chromium)', () => {
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

  it('shows the statement, aging and orders, and asks a reason to change the limit, kept in the history', async () => {
    const api = await world.api('credit');
    const created = await api.POST('/api/clients', {
      body: { accountNo: 'CP-1', name: 'Dar Al Shifa', creditLimitSAR: '5000.00' },
    });
    expect(created.response.status).toBe(201);
    const today = riyadhDate(new Date());
    const imported = await api.POST('/api/receivables/import', {
      body: {
        documents: [
          {
            accountNo: 'CP-1',
            kind: 'INVOICE',
            number: 'INV-CP-1',
            date: '2026-01-01',
            dueDate: '2026-01-31',
            amountSAR: '700.00',
            openSAR: '700.00',
          },
        ],
      },
    });
    expect(imported.response.ok).toBe(true);
    const paid = await api.POST('/api/payments', {
      body: {
        accountNo: 'CP-1',
        date: today,
        amountSAR: '200.00',
        reference: 'TRX-CP-1',
        method: 'BANK_TRANSFER',
      },
    });
    expect(paid.response.status).toBe(201);
    const order = await world.seed('PENDING_CREDIT', { clientName: 'Dar Al Shifa', clientAccountNo: 'CP-1' });

    const { page, context } = portal;
    await signInAs(portal, context, 'credit');
    await page.goto(portal.url('/clients'));
    await page.getByRole('searchbox', { name: 'Search clients' }).fill('shifa');
    await page.getByRole('link', { name: 'CP-1' }).click();
    await waitForPath(page, '/clients/CP-1');
    await visible(page.getByRole('heading', { name: /Dar Al Shifa/ }));
    const statement = await visible(page.getByRole('region', { name: 'Statement' }));
    await visible(statement.getByText('INV-CP-1'));
    await visible(statement.getByText('TRX-CP-1'));
    const credit = page.getByRole('region', { name: 'Credit', exact: true });
    await visible(credit.getByRole('term').filter({ hasText: 'Over 90 days' }));
    await visible(page.getByRole('region', { name: 'Orders' }).locator(`a[href="/orders/${order.id}"]`));
    await expectCleanText(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Edit client' }).click();
    const edit = await visible(dialog(page, 'Edit client'));
    await edit.getByLabel('Credit limit').fill('8000');
    await edit.getByRole('button', { name: 'Save client' }).click();
    // A change of the limit without a reason: the domain's message under the reason.
    await visible(edit.getByText('Give a reason (3 to 500 characters)'));
    await expectNoSeriousA11yViolations(page);
    await edit.getByLabel('Reason for the change').fill('Annual review approved by CFO');
    await edit.getByRole('button', { name: 'Save client' }).click();
    await expectToast(page, 'Client saved');
    const history = await visible(page.getByRole('region', { name: 'Credit history' }));
    await visible(history.getByText('Annual review approved by CFO'));
    await visible(page.getByText('SAR 8,000.00').first());
  });
});
