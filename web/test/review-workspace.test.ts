import { createUser, seedOrder } from '@tawreed/service/testing';
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

  it('holds every amount, company name, status and credit mark whole in its cell at 1280 px (both languages) and in a tablet’s cards', async () => {
    const { page, context } = portal;
    const api = await world.api('credit');
    // A company whose name fills its column in two words, and the widest amounts a queue shows:
    // just under a million net, over a million with VAT.
    const evergreen = await createUser(world.t, { companyName: 'Evergreen Inhouse' });
    const seeded: string[] = [];
    for (let i = 0; i < 8; i++) {
      const accountNo = `WS-${i}`;
      // A limit below the order's payable total: the queue marks the order "Credit: needs override".
      const created = await api.POST('/api/clients', {
        body: { accountNo, name: `Al Hayat Polyclinic ${i}`, creditLimitSAR: '100.00' },
      });
      expect(created.response.status).toBe(201);
      const client = { clientName: `Al Hayat Polyclinic ${i}`, clientAccountNo: accountNo };
      const { id } =
        i === 0
          ? await seedOrder(world.t, evergreen, {
              status: 'PENDING_CREDIT',
              ...client,
              vatCategory: 'S',
              quantities: [23386, 7],
            })
          : await world.seed('PENDING_CREDIT', client);
      seeded.push(id);
    }
    await signInAs(portal, context, 'credit');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(portal.url('/dashboard?status=PENDING_CREDIT,RESUBMITTED'));
    await visible(page.locator('.dashboard--workspace .orders-table-wrap:not([aria-busy])'));
    const widest = page.locator(`tr[data-order-id="${seeded[0]}"]`);
    await visible(widest.getByText('Evergreen Inhouse'));
    await visible(widest.getByText(/SAR\s999,\d{3}\.\d{2}/).first());
    await visible(widest.getByText(/SAR\s1,149,\d{3}\.\d{2}/));
    await visible(widest.getByText('Credit: needs override'));

    // Eight rows with a credit mark under a two-line status still fit a 1280x800 laptop.
    const fullyVisible = await page.locator('tr[data-order-id]').evaluateAll(
      (all) =>
        all.filter((row) => {
          const box = row.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }).length,
    );
    expect(fullyVisible).toBeGreaterThanOrEqual(8);
    for (const language of ['en', 'ar'] as const) {
      if (language === 'ar') {
        await page.getByRole('button', { name: 'العربية' }).click();
        await visible(page.locator('html[dir="rtl"] tr[data-order-id]').first());
      }
      // No cell's content is wider than the cell (it would run under the next column), except the
      // cells cut with an ellipsis on purpose (the external ref; its whole text is its title).
      const overflowing = await page
        .locator('tr[data-order-id] td')
        .evaluateAll((cells) =>
          cells
            .filter(
              (cell) =>
                cell.scrollWidth > cell.clientWidth + 1 && getComputedStyle(cell).textOverflow !== 'ellipsis',
            )
            .map(
              (cell) =>
                `${cell.dataset.label}: ${cell.textContent} (${cell.scrollWidth} > ${cell.clientWidth})`,
            ),
        );
      expect(overflowing, language).toEqual([]);
      // Every badge whole: the status on two lines at most, the credit mark on one.
      const cut = await page
        .locator('tr[data-order-id] .badge')
        .evaluateAll((badges) =>
          badges
            .filter((badge) => badge.scrollWidth > badge.clientWidth + 1)
            .map((badge) => badge.textContent),
        );
      expect(cut, language).toEqual([]);
    }
    await page.getByRole('button', { name: 'English' }).click();
    await visible(page.locator('html[dir="ltr"] tr[data-order-id]').first());

    // On a tablet each order is a card, which has no Total heading: the payable line says "With VAT".
    await page.setViewportSize({ width: 768, height: 800 });
    await visible(widest.getByText(/^With VAT SAR\s1,149,/));
    const overflowingCards = await page
      .locator('tr[data-order-id] td')
      .evaluateAll((cells) =>
        cells
          .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
          .map(
            (cell) =>
              `${cell.dataset.label}: ${cell.textContent} (${cell.scrollWidth} > ${cell.clientWidth})`,
          ),
      );
    expect(overflowingCards).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
