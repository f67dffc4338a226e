import { riyadhDate } from '@tawreed/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, ORDER_TEST_CONFIG, type OrderWorld, signInAs } from './support/orders';
import {
  expectCleanText,
  expectNoSeriousA11yViolations,
  type Portal,
  startPortal,
  visible,
  waitForPath,
} from './support/portal';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) =>
  new Date(Date.parse(`${riyadhDate(new Date())}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

describe('portal: Reports (Chromium)', () => {
  let portal: Portal;
  let world: OrderWorld;
  let overdue: { id: string };

  beforeAll(async () => {
    portal = await startPortal({ config: ORDER_TEST_CONFIG });
    world = await createWorld(portal);
    // Wasama: three orders this week, one of them waiting for three days (an SLA breach).
    overdue = await world.seed('PENDING_CREDIT', {
      clientName: 'Overdue Pharmacy',
      orderDate: daysAgo(3),
      updatedAt: new Date(Date.now() - 72 * 3_600_000),
    });
    await world.seed('ORDER_DELIVERED', { orderDate: daysAgo(1) });
    await world.seed('REJECTED', { orderDate: daysAgo(0) });
    // Actimed: one this week and one two months ago.
    await world.seed('PENDING_HIGHER', { owner: 'actimed', orderDate: daysAgo(2) });
    await world.seed('PENDING_WAREHOUSE', { owner: 'actimed', orderDate: daysAgo(60) });
  });

  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await portal?.close();
  });

  async function kpi(label: string): Promise<string> {
    const card = portal.page.locator('.kpi', { has: portal.page.getByText(label, { exact: true }) });
    return (await card.locator('.kpi__value').textContent()) ?? '';
  }

  it("is in every role's sidebar and shows the charts for the chosen period, in the URL", async () => {
    const { page, context } = portal;
    await signInAs(portal, context, 'higher');
    await page.goto(portal.url('/dashboard'));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await waitForPath(page, '/reports');
    await visible(page.getByRole('heading', { level: 1, name: 'Reports' }));
    await visible(page.getByRole('heading', { name: 'Orders by status' }));

    // The default period is the last 30 days: five orders but the one from two months ago.
    expect(await kpi('Orders')).toBe('4');
    expect(await kpi('Value')).toMatch(/^SAR\s2,199\.76$/);
    expect(await kpi('Delivered')).toBe('1');
    expect(await kpi('Rejected')).toBe('1');
    expect(await kpi('SLA breaches now')).toBe('1');

    const byStatus = page.getByRole('table', { name: 'Orders by status' });
    expect(
      await byStatus.getByRole('row', { name: /Pending Sales & Collection Review/ }).textContent(),
    ).toMatch(/1\s*SAR/);
    const byCompany = page.getByRole('table', { name: 'Value by company' });
    expect(await byCompany.getByRole('rowheader').allTextContents()).toEqual(['Wasama', 'Actimed']);
    await visible(page.getByRole('img', { name: /Order value in SAR over time, by medical company/ }));
    await page.getByText('Region', { exact: true }).click();
    await visible(page.getByRole('img', { name: /by region/ }));
    await page.getByText('Show the numbers').click();
    await visible(page.getByRole('columnheader', { name: 'Riyadh-Central' }));
    await visible(page.getByRole('table', { name: 'Stage turnaround' }));
    await expectNoSeriousA11yViolations(page);
    await expectCleanText(page);

    // Last 90 days brings the older order in; the choice is kept in the URL.
    await page.getByLabel('Period', { exact: true }).selectOption('90');
    await waitForPath(page, '/reports?period=90');
    await expect.poll(() => kpi('Orders')).toBe('5');

    // Custom dates: only the last two days.
    await page.getByLabel('Period', { exact: true }).selectOption('custom');
    await page.getByLabel('From', { exact: true }).fill(daysAgo(1));
    await page.getByLabel('To', { exact: true }).fill(daysAgo(0));
    await page.getByRole('button', { name: 'Apply' }).click();
    await waitForPath(page, `/reports?from=${daysAgo(1)}&to=${daysAgo(0)}`);
    await expect.poll(() => kpi('Orders')).toBe('2');
    await expectNoSeriousA11yViolations(page);

    // The order waiting longest opens from the SLA table.
    const sla = page.getByRole('table', { name: 'Waiting longest' });
    await visible(sla.getByText('Overdue Pharmacy'));
    await sla.getByRole('link').first().click();
    await waitForPath(page, `/orders/${overdue.id}`);
  });

  it("shows a medical company only its own company's figures", async () => {
    const { page, context } = portal;
    await signInAs(portal, context, 'actimed');
    await page.goto(portal.url('/reports?period=90'));
    await visible(page.getByText('Orders of Actimed only.'));
    await expect.poll(() => kpi('Orders')).toBe('2');
    expect(await kpi('SLA breaches now')).toBe('0');
    const byCompany = page.getByRole('table', { name: 'Value by company' });
    expect(await byCompany.getByRole('rowheader').allTextContents()).toEqual(['Actimed']);
    await expectNoSeriousA11yViolations(page);
  });
});
