import { writeFileSync } from 'node:fs';
import type { OrderStatus } from '@tawreed/domain';
import { defaultRows, linesXlsx } from '@tawreed/service/testing/fixtures';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, ORDER_TEST_CONFIG, type OrderWorld, pdfFile, signInAs } from './support/orders';
import { PASSWORD, type Portal, startPortal, visible } from './support/portal';

/** Issue 16: a phone, a tablet, the most common laptop and a desktop. */
const WIDTHS = [390, 768, 1280, 1440] as const;
const HEIGHT = 800;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LONG_DESCRIPTION =
  'Sterile single-use hypodermic syringes with detachable needle, 5 ml, latex free, individually blister packed';

type Who = 'company' | 'credit' | 'higher' | 'warehouse' | 'admin';
const ADMIN = { name: 'Reem Admin', email: 'reem.admin@tawreed.example.sa' };

/**
 * What a user at `width` cannot do: scroll the page sideways, read a table column cut off by a
 * container that is not meant to scroll, or reach a control that sits off screen. A container
 * meant to scroll sideways (inherently tabular content: order lines) carries `data-scroll="inline"`.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.className ? ` class="${el.className}"` : ''}> "${text}"`;
    };
    const root = document.scrollingElement!;
    if (root.scrollWidth > root.clientWidth) {
      // Name the outermost elements that stick out, so a failure says what to fix.
      const culprits = [...document.body.querySelectorAll('*')]
        .filter((el) => {
          const right = el.getBoundingClientRect().right;
          const parent = el.parentElement?.getBoundingClientRect().right ?? 0;
          const clipped = (() => {
            for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
              if (getComputedStyle(up).overflowX !== 'visible') return true;
            }
            return false;
          })();
          return !clipped && right > root.clientWidth + 1 && parent <= root.clientWidth + 1;
        })
        .slice(0, 3)
        .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}">`);
      problems.push(
        `the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth}): ${culprits.join(', ')}`,
      );
    }
    const viewport = document.documentElement.clientWidth;
    // With a dialog open, the page behind it is inert: only the top dialog is what the user sees.
    const dialogs = document.querySelectorAll('[role="dialog"]');
    const scope = dialogs.length ? dialogs[dialogs.length - 1]! : document.body;
    const shown = (el: Element) =>
      el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility !== 'hidden' &&
      el.closest('.sr-only') === null;
    const meantToScroll = (el: Element) => el.closest('[data-scroll="inline"]') !== null;
    // Sideways scroll boxes nobody asked for (a table wider than its card).
    for (const el of scope.querySelectorAll('*')) {
      if (!shown(el) || el.matches('input, textarea, select')) continue;
      const overflow = getComputedStyle(el).overflowX;
      if (overflow !== 'auto' && overflow !== 'scroll') continue;
      if (el.scrollWidth > el.clientWidth + 1 && !meantToScroll(el)) {
        problems.push(`${describe(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
      }
    }
    // Cells cut off by the box that clips them.
    for (const cell of scope.querySelectorAll('th, td')) {
      if (!shown(cell) || meantToScroll(cell)) continue;
      let clip = cell.parentElement;
      while (clip && clip !== document.body && getComputedStyle(clip).overflowX === 'visible') {
        clip = clip.parentElement;
      }
      const box = cell.getBoundingClientRect();
      const limit =
        clip && clip !== document.body ? clip.getBoundingClientRect() : { left: 0, right: viewport };
      // A visually hidden header row (1 px, clipped) is for screen readers, not cut off.
      if (limit.right - limit.left <= 1) continue;
      if (box.right > limit.right + 1 || box.left < limit.left - 1) {
        problems.push(
          `column cell ${describe(cell)} is cut off (${box.left}-${box.right} outside ${limit.left}-${limit.right})`,
        );
      }
    }
    // Dialogs and their buttons fit the screen.
    for (const dialog of document.querySelectorAll('[role="dialog"]')) {
      const box = dialog.getBoundingClientRect();
      if (box.left < -1 || box.right > viewport + 1) {
        problems.push(`dialog ${describe(dialog)} is wider than the screen (${box.left}-${box.right})`);
      }
    }
    for (const button of scope.querySelectorAll('button, a')) {
      if (!shown(button) || meantToScroll(button)) continue;
      const box = button.getBoundingClientRect();
      if (box.width > 0 && (box.right > viewport + 1 || box.left < -1)) {
        problems.push(`control ${describe(button)} is off screen (${box.left}-${box.right})`);
      }
    }
    return problems;
  });
}

describe('portal: every route and dialog at 390, 768, 1280 and 1440 px (Chromium)', () => {
  let portal: Portal;
  let world: OrderWorld;
  const orders: Partial<Record<OrderStatus, string>> = {};
  const problems: string[] = [];

  async function check(page: Page, where: string): Promise<void> {
    const width = page.viewportSize()!.width;
    for (const problem of await layoutProblems(page)) problems.push(`${width}px ${where}: ${problem}`);
  }

  /** Checks the current screen at every width (the viewport is resized, the page is kept). */
  async function atEveryWidth(page: Page, where: string, extra?: (width: number) => Promise<void>) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      // Open popovers place themselves again after a resize, a frame or two later.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
          ),
      );
      await check(page, where);
      await extra?.(width);
    }
  }

  async function signIn(page: Page, who: Who): Promise<void> {
    if (who !== 'admin') return signInAs(portal, page.context(), who);
    await page.context().clearCookies();
    const response = await page.context().request.post(portal.url('/api/auth/login'), {
      data: { email: ADMIN.email, password: PASSWORD },
      headers: { origin: new URL(portal.server.url).origin },
    });
    expect(response.status()).toBe(200);
  }

  async function settle(page: Page): Promise<void> {
    await page
      .getByText(/^Loading/)
      .first()
      .waitFor({ state: 'detached' });
    await page.evaluate(() => document.fonts.ready);
  }

  /** Opens each dialog the buttons of `names` open, checks it at every width, and closes it. */
  async function eachDialog(
    page: Page,
    where: string,
    open: () => Promise<void>,
    extra?: (width: number) => Promise<void>,
  ) {
    await open();
    const dialog = page.getByRole('dialog').last();
    await dialog.waitFor();
    await settle(page);
    // Dialogs are named by their title; popovers (the status picker, a row's menu) by their class.
    const name = await dialog.evaluate(
      (el) =>
        el.getAttribute('aria-label') ??
        document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ??
        el.className,
    );
    await atEveryWidth(page, `${where} > dialog ${name}`, extra);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }

  /** The order page, each tab, and every dialog of its action bar and appeal panel. */
  async function orderPage(page: Page, who: Who, status: OrderStatus) {
    const id = orders[status]!;
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await page.goto(portal.url(`/orders/${id}`));
    await visible(page.getByRole('tab', { name: 'Order Lines' }));
    await settle(page);
    const where = `${who} /orders/${status}`;
    for (const tab of ['Order Lines', 'History', 'Attachments', 'Warehouse']) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await atEveryWidth(page, `${where} tab ${tab}`);
    }
    if (status === 'APPEAL_REVIEW' && who === 'higher') {
      await visible(page.getByRole('group', { name: 'Appeal decision' }));
    }
    const buttons = [];
    for (const group of ['Order actions', 'Appeal decision']) {
      const bar = page.getByRole('group', { name: group });
      for (const name of await bar.getByRole('button').allTextContents()) {
        buttons.push(bar.getByRole('button', { name, exact: true }));
      }
    }
    // Each visit is to an order the role acts on (the administrator only views).
    if (who !== 'admin') expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      await page.setViewportSize({ width: 1280, height: HEIGHT });
      const edit = (await button.textContent()) === 'Edit';
      await eachDialog(
        page,
        where,
        () => button.click(),
        edit ? (width) => editOrderShowsAll(page, width) : undefined,
      );
    }
    await page.getByRole('tab', { name: /^Attachments/ }).click();
    const upload = page.getByRole('button', { name: 'Upload File' });
    if (await upload.isVisible()) await eachDialog(page, where, () => upload.click());
  }

  /** Edit Order: every description whole (wrapped, not scrolled), Net and Gross on screen. */
  async function editOrderShowsAll(page: Page, width: number) {
    const dialog = page.getByRole('dialog', { name: 'Edit Order' });
    const description = dialog.getByLabel('Item Description, line 1');
    expect(await description.inputValue()).toBe(LONG_DESCRIPTION);
    const hidden = await description.evaluate((el) => el.scrollHeight - el.clientHeight);
    if (hidden > 1) problems.push(`${width}px Edit Order: the description scrolls (${hidden}px hidden)`);
    const box = (await dialog.boundingBox())!;
    for (const label of ['Net Value', 'Gross Value']) {
      const cell = dialog.locator(`td[data-label="${label}"]`).first();
      const cellBox = (await cell.boundingBox())!;
      if (
        !(await cell.isVisible()) ||
        cellBox.x < box.x ||
        cellBox.x + cellBox.width > box.x + box.width + 1
      ) {
        problems.push(`${width}px Edit Order: ${label} is not on screen`);
      }
      expect(await cell.textContent()).toMatch(/SAR\s[\d,]+\.\d{2}/);
    }
  }

  async function dashboard(page: Page, who: Who) {
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await page.goto(portal.url('/dashboard'));
    await page.locator('[data-order-id]').first().waitFor();
    await settle(page);
    await atEveryWidth(page, `${who} /dashboard`, async (width) => {
      // A table or, on a phone, cards: either way every row shows all ten fields and its actions.
      const cells = await page
        .locator('tr[data-order-id]')
        .evaluateAll((rows) =>
          rows.map(
            (row) =>
              [...row.querySelectorAll('td')].filter((td) => td.getBoundingClientRect().width > 0).length,
          ),
        );
      if (cells.some((count) => count !== 10))
        problems.push(`${width}px ${who} /dashboard: rows show ${cells} fields`);
      await visible(page.getByRole('button', { name: /^View order/ }).first());
    });
    await eachDialog(page, `${who} /dashboard`, () => page.getByRole('button', { name: 'Users' }).click());
    await eachDialog(page, `${who} /dashboard`, () => page.getByRole('button', { name: /^Status/ }).click());
    const more = page.getByRole('button', { name: /^More actions for order/ });
    if ((await more.count()) > 0) {
      await page.setViewportSize({ width: 1280, height: HEIGHT });
      await eachDialog(page, `${who} /dashboard`, () => more.first().click());
    }
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await eachDialog(
      page,
      `${who} /dashboard`,
      () =>
        page
          .getByRole('button', { name: /^View order/ })
          .first()
          .click(),
      async (width) => {
        // The action bar sits on the modal's bottom edge, scrolled to the top or the end: nothing shows below it.
        for (const end of [false, true]) {
          const gap = await page.evaluate((toEnd) => {
            const body = document.querySelector('.dialog--full .dialog__body')!;
            body.scrollTop = toEnd ? body.scrollHeight : 0;
            const footer = body.querySelector('.order-details__footer')!.getBoundingClientRect();
            return Math.abs(body.getBoundingClientRect().bottom - footer.bottom);
          }, end);
          if (gap > 1)
            problems.push(`${width}px ${who} order modal: the action bar is ${gap}px above the bottom`);
        }
      },
    );
  }

  beforeAll(async () => {
    portal = await startPortal({ config: ORDER_TEST_CONFIG });
    world = await createWorld(portal);
    await portal.createUser({ ...ADMIN, role: 'ADMIN' });
    const statuses: OrderStatus[] = [
      'NEEDS_CHANGES',
      'REJECTED',
      'PENDING_CREDIT',
      'PENDING_HIGHER',
      'APPEAL_REVIEW',
      'PENDING_WAREHOUSE',
      'READY_TO_PRINT',
      'PRINTED',
    ];
    for (const status of statuses) {
      const { id } = await world.seed(status, {
        clientName: 'King Fahad Medical City Outpatient Pharmacy (North Riyadh)',
        externalRef: 'PO-2026-000123456',
      });
      orders[status] = id;
    }
    // An appeal Credit Review decides on: its panel offers Accept Appeal and Reject Again.
    const appealed = await world.seed('REJECTED', { clientName: 'Al Noor Pharmacy' });
    const appeal = new FormData();
    appeal.append('comment', 'The client paid; the bank statement is attached.');
    appeal.append('files', new File([pdfFile().buffer], 'bank-statement.pdf', { type: 'application/pdf' }));
    const appealed201 = await world.fetchAs('credit', `/api/orders/${appealed.id}/appeals`, {
      method: 'POST',
      body: appeal,
    });
    expect(appealed201.status, await appealed201.clone().text()).toBe(201);
    orders.APPEAL_REVIEW = appealed.id;
    // A real description is long: the Edit Order dialog must show it whole.
    await portal.server.deps.database.pglite!.query(
      'update order_lines set item_description = $1 where order_id = $2',
      [LONG_DESCRIPTION, orders.NEEDS_CHANGES],
    );
  });

  afterAll(async () => {
    await portal?.close();
  });

  const visits: Record<Who, OrderStatus[]> = {
    company: ['NEEDS_CHANGES'],
    credit: ['PENDING_CREDIT', 'REJECTED'],
    higher: ['PENDING_HIGHER', 'APPEAL_REVIEW'],
    warehouse: ['PENDING_WAREHOUSE', 'READY_TO_PRINT', 'PRINTED'],
    admin: ['PRINTED'],
  };

  it('signed out: sign-in, registration and the not-found page', async () => {
    const { page } = portal;
    problems.length = 0;
    await page.context().clearCookies();
    for (const route of ['/login', '/signup', '/no-such-page']) {
      await page.setViewportSize({ width: 1280, height: HEIGHT });
      await page.goto(portal.url(route));
      await visible(page.getByRole('heading', { level: 1 }));
      await settle(page);
      await atEveryWidth(page, route);
    }
    expect(problems).toEqual([]);
  });

  for (const who of Object.keys(visits) as Who[]) {
    it(`as ${who}: every screen and dialog without a sideways scroll or a cut-off column`, async () => {
      const { page } = portal;
      problems.length = 0;
      await signIn(page, who);
      await dashboard(page, who);
      for (const status of visits[who]) await orderPage(page, who, status);
      if (who === 'warehouse') {
        // The printable pick list and delivery note.
        await page.setViewportSize({ width: 1280, height: HEIGHT });
        await page.goto(portal.url(`/orders/${orders.PRINTED}/print`));
        await page.locator('.print-documents').waitFor();
        await settle(page);
        await atEveryWidth(page, `${who} /orders/PRINTED/print`);
      }
      for (const route of ['/reports', '/settings', ...(who === 'admin' ? ['/accounts'] : [])]) {
        await page.setViewportSize({ width: 1280, height: HEIGHT });
        await page.goto(portal.url(route));
        await visible(page.getByRole('heading', { level: 1 }));
        await settle(page);
        await atEveryWidth(page, `${who} ${route}`);
      }
      if (who === 'company') {
        await page.setViewportSize({ width: 1280, height: HEIGHT });
        await page.goto(portal.url('/orders/new'));
        await visible(page.getByRole('heading', { level: 1 }));
        await atEveryWidth(page, `${who} /orders/new`);
        await eachDialog(page, `${who} /orders/new`, async () => {
          await page.getByLabel('Upload Excel/CSV').setInputFiles({
            name: 'lines.xlsx',
            mimeType: XLSX,
            buffer: await linesXlsx([
              ...defaultRows(),
              ['SYR-5', LONG_DESCRIPTION, 12.5, 3, 40, null, null, 2],
            ]),
          });
        });
      }
      if (process.env.WIDTHS_REPORT) {
        writeFileSync(`${process.env.WIDTHS_REPORT}.${who}`, problems.join('\n'));
      }
      expect(problems).toEqual([]);
    });
  }
});
