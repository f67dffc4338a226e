import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, ORDER_TEST_CONFIG, type OrderWorld, signInAs } from './support/orders';
import {
  expectNoSeriousA11yViolations,
  type Portal,
  startPortal,
  visible,
  waitForPath,
} from './support/portal';

/** Issue 29's review workspace: a dense queue at a laptop's size, and the keyboard (Chromium). */
describe('portal: the review workspace (Chromium)', () => {
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

  it('shows at least 8 orders of the Sales & Collection queue at 1280x800 without scrolling, badges whole', async () => {
    const { page, context } = portal;
    for (let i = 0; i < 12; i++) {
      await world.seed(i % 3 ? 'PENDING_CREDIT' : 'RESUBMITTED', {
        clientName: `Al Shifa Pharmacy Branch ${i}`,
        clientAccountNo: `ACC-${1000 + i}`,
      });
    }
    await signInAs(portal, context, 'credit');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(portal.url('/dashboard'));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Sales & Collection Review' })
      .click();
    // The dashboard shows these 12 orders too: measure only once the queue's workspace has its rows.
    await waitForPath(page, '/dashboard?status=PENDING_CREDIT,RESUBMITTED');
    await visible(page.locator('.dashboard--workspace .orders-table-wrap:not([aria-busy])'));
    await visible(page.locator('tr[data-order-id]').nth(11));
    const geometry = await page.evaluate(() => {
      const rows = [...document.querySelectorAll('tr[data-order-id]')].map((row) =>
        row.getBoundingClientRect(),
      );
      return {
        viewport: window.innerHeight,
        scrollY: window.scrollY,
        heights: rows.map((r) => Math.round(r.height)),
        fullyVisible: rows.filter((r) => r.top >= 0 && r.bottom <= window.innerHeight).length,
      };
    });
    console.log(JSON.stringify(geometry));
    await page.screenshot({ path: '/tmp/cw-queue.png' });
    expect(geometry.scrollY).toBe(0);
    expect(geometry.fullyVisible).toBeGreaterThanOrEqual(8);
    // Status and SLA badges are whole: no badge's text is cut.
    const cut = await page.evaluate(
      () =>
        [...document.querySelectorAll('tr[data-order-id] .badge')].filter(
          (badge) => badge.scrollWidth > badge.clientWidth + 1,
        ).length,
    );
    expect(cut).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // The keyboard: ? lists the shortcuts, j and k move, Enter opens.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('?');
    const help = await visible(page.getByRole('dialog', { name: 'Keyboard shortcuts' }));
    await visible(help.getByText('Next order'));
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    const rows = page.locator('tr[data-order-id]');
    const ids = await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-order-id')!));
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    const focused = await page.evaluate(() =>
      document.activeElement?.closest('tr')?.getAttribute('data-order-id'),
    );
    expect(focused).toBe(ids[1]);
    await page.keyboard.press('Enter');
    await waitForPath(page, `/orders/${ids[1]}`);

    // A decision from the open order, then Next in queue without going back.
    await page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Approve' }).click();
    const approve = await visible(page.getByRole('dialog', { name: 'Approve Order' }));
    await approve.getByRole('button', { name: 'Approve' }).click();
    await approve.waitFor({ state: 'hidden' });
    const next = page.getByRole('link', { name: 'Next in queue' });
    await expect.poll(() => next.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await waitForPath(page, `/orders/${ids[2]}`);
    await visible(page.getByRole('tab', { name: 'Order Lines' }));
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await waitForPath(page, '/dashboard?status=PENDING_CREDIT,RESUBMITTED');

    // Every width: the queue fits a phone and a tablet without a sideways scroll.
    for (const width of [390, 768, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await visible(page.locator('tr[data-order-id]').first());
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
