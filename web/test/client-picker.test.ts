import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, ORDER_TEST_CONFIG, type OrderWorld, signInAs } from './support/orders';
import { expectNoSeriousA11yViolations, type Portal, startPortal, visible } from './support/portal';

/** New Order's client picker over the client master (DESIGN §11), in Chromium. */
describe('portal: New Order picks a client (Chromium)', () => {
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

  it('offers only the company’s own clients by name or account, fills both fields, and keeps a typed new client', async () => {
    const credit = await world.api('credit');
    for (const [accountNo, name] of [
      ['ACC-77', 'Al Noor Pharmacy'],
      ['ACC-88', 'Al Riyadh Care'],
    ] as const) {
      const { response } = await credit.POST('/api/clients', { body: { accountNo, name } as never });
      expect(response.status).toBe(201);
    }
    // Wasama's orders named ACC-77; Actimed's named ACC-88 (a company never learns another's clients).
    await world.seed('PENDING_CREDIT', { clientName: 'Al Noor Pharmacy', clientAccountNo: 'ACC-77' });
    await world.seed('PENDING_CREDIT', {
      owner: 'actimed',
      clientName: 'Al Riyadh Care',
      clientAccountNo: 'ACC-88',
    });

    const { page, context } = portal;
    await signInAs(portal, context, 'company');
    await page.goto(portal.url('/orders/new'));
    const name = page.getByRole('combobox', { name: 'Client Name' });
    await name.fill('Al');
    const options = page.getByRole('listbox', { name: 'Matching clients' }).getByRole('option');
    await visible(options.first());
    expect(await options.allInnerTexts()).toEqual([expect.stringContaining('Al Noor Pharmacy')]);
    await expectNoSeriousA11yViolations(page);
    await name.press('ArrowDown');
    expect(await name.getAttribute('aria-activedescendant')).toBeTruthy();
    await name.press('Enter');
    expect(await name.inputValue()).toBe('Al Noor Pharmacy');
    expect(await page.getByLabel('Client Account No').inputValue()).toBe('ACC-77');
    expect(await name.getAttribute('aria-expanded')).toBe('false');

    // By account number too; and a client not in the master is typed as it is.
    await name.fill('acc-7');
    await visible(options.first());
    const searched = page.waitForResponse((response) => response.url().includes('/api/clients?q=Brand'));
    await name.fill('Brand New Clinic');
    await searched;
    // The answer has arrived; the list follows in the render after it.
    await expect.poll(() => options.count()).toBe(0);
    expect(await name.inputValue()).toBe('Brand New Clinic');
  });
});
