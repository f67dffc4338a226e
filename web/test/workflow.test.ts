import { riyadhDate } from '@tawreed/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  actionBar,
  dialog,
  expectNotReloaded,
  expectStatus,
  expectToast,
  markNoReload,
  openOrder,
  openTab,
  oversizedFile,
  pdfFile,
  signInAs,
} from './support/orders';
import { expectCleanText, expectNoSeriousA11yViolations, visible, waitForPath } from './support/portal';
import { portal, second, useWorkflowPortal, world } from './support/workflow-portal';

/**
 * Every role's path through an order (issue 8's Done-when), in real Chromium: the people act
 * in one browser while the sales representative watches the same order in a second browser,
 * where each step appears without a reload.
 */
describe('portal: the order workflow, role by role (Chromium)', () => {
  useWorkflowPortal();

  /** Opens an order from the role's queue in the sidebar (the dashboard filtered to it). */
  async function openFromQueue(page: Page, queue: string, orderId: string) {
    await page.goto(portal.url('/dashboard'));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: queue })
      .click();
    const link = page.locator(`a[href="/orders/${orderId}"]`).first();
    await link.click();
    await waitForPath(page, `/orders/${orderId}`);
    await visible(page.getByRole('tab', { name: 'Order Lines' }));
  }

  it('takes an order from review to delivery: changes requested, edited, resubmitted, approved twice, printed, shipped, a failed delivery, rescheduled and delivered with an invoice', async () => {
    const { page, context } = portal;
    const order = await world.seed('PENDING_CREDIT', { clientName: 'Al Noor Pharmacy' });

    // The sales representative watches the order in a second browser from start to finish.
    const watcher = await second.newPage();
    await signInAs(portal, watcher.context, 'rep');
    await openOrder(portal, watcher.page, order.id);
    await expectStatus(watcher.page, 'Pending Sales & Collection Review');
    expect(await watcher.page.getByRole('group', { name: 'Order actions' }).count()).toBe(0);
    await markNoReload(watcher.page);
    const watchedHistory = () => watcher.page.locator('.history__entry').count();
    await watcher.page.getByRole('tab', { name: 'History' }).click();

    // Sales & Collection Review asks for changes (SPEC §5: at least 10 characters).
    await signInAs(portal, context, 'credit');
    await openFromQueue(page, 'Sales & Collection Review', order.id);
    await expectStatus(page, 'Pending Sales & Collection Review');
    await actionBar(page).getByRole('button', { name: 'Request Changes' }).click();
    const changes = await visible(dialog(page, 'Request Changes'));
    await changes.getByLabel('Comment').fill('Too short');
    await visible(changes.getByText('9/500 characters'));
    await changes.getByRole('button', { name: 'Request Changes' }).click();
    await visible(changes.getByText('Comment must be at least 10 characters.'));
    await expectNoSeriousA11yViolations(page);
    await changes.getByLabel('Comment').fill('Please attach the signed order form and fix the quantity.');
    await changes.getByRole('button', { name: 'Request Changes' }).click();
    await changes.waitFor({ state: 'detached' });
    await expectStatus(page, 'Needs Changes');
    await expectStatus(watcher.page, 'Needs Changes');
    await visible(watcher.page.getByText('Please attach the signed order form and fix the quantity.'));

    // The company edits the order and resubmits it.
    await signInAs(portal, context, 'company');
    await openOrder(portal, page, order.id);
    await actionBar(page).getByRole('button', { name: 'Edit' }).click();
    const edit = await visible(dialog(page, 'Edit Order'));
    await edit.getByLabel('Client Name').fill('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await visible(edit.getByText('Client name is required'));
    await edit.getByLabel('Client Name').fill('Al Noor Pharmacy - Olaya');
    await edit.getByLabel('Notes').fill('Deliver to the back entrance before noon.');
    await edit.getByLabel('Qty, line 1').fill('12');
    await expectNoSeriousA11yViolations(page);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await visible(page.getByRole('heading', { level: 2, name: 'Al Noor Pharmacy - Olaya' }));
    await visible(page.getByText('Deliver to the back entrance before noon.'));
    // 45.00 less 5% is 42.75, times 12.
    const firstLine = page.locator('tr', { hasText: 'INS-100' });
    expect(await firstLine.locator('td').allTextContents()).toEqual([
      'INS-100',
      'Insulin pen 100IU',
      '45.00',
      '5.0',
      '12',
      '513.00',
      '513.00',
      '0.00',
      // VAT (DESIGN §12): an item the catalogue does not know is standard-rated, 15 % of 513.00.
      '76.95',
    ]);
    await visible(watcher.page.getByRole('heading', { level: 2, name: 'Al Noor Pharmacy - Olaya' }));
    // The history says what the edit changed, each field with its old and new value.
    const edited = (await openTab(page, 'History')).getByRole('listitem').filter({ hasText: 'Order edited' });
    const diff = (await edited.locator('.history__comment').textContent()) ?? '';
    expect(diff).toContain('Client Name: Al Noor Pharmacy → Al Noor Pharmacy - Olaya');
    expect(diff).toContain('Line 1 Qty: 10 → 12');
    await openTab(page, 'Order Lines');
    await actionBar(page).getByRole('button', { name: 'Resubmit' }).click();
    const resubmit = await visible(dialog(page, 'Resubmit Order'));
    await resubmit.getByRole('button', { name: 'Resubmit' }).click();
    await expectToast(page, 'Order resubmitted to Credit');
    // Toasts rise above the sticky action bar: one resting under the pointer would stay there.
    const toastBox = await page
      .getByRole('region', { name: /Notifications/ })
      .locator('li')
      .first()
      .boundingBox();
    const footerBox = await page.locator('.order-details__footer').boundingBox();
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(footerBox!.y + 1);
    await expectStatus(page, 'Resubmitted');
    await expectStatus(watcher.page, 'Resubmitted');

    // Sales & Collection Review approves from its queue, then Credit Review from its own.
    await signInAs(portal, context, 'credit');
    await openFromQueue(page, 'Sales & Collection Review', order.id);
    await actionBar(page).getByRole('button', { name: 'Approve' }).click();
    const approve = await visible(dialog(page, 'Approve Order'));
    await expectNoSeriousA11yViolations(page);
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Order moved to next stage');
    await expectStatus(page, 'Pending Credit Review');
    await expectStatus(watcher.page, 'Pending Credit Review');

    // Credit Review approves with its queue row's button: the order opens with the dialog, and
    // once approved the user is back in the queue.
    await signInAs(portal, context, 'higher');
    await page.goto(portal.url('/dashboard'));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Credit Review' })
      .click();
    await waitForPath(page, '/dashboard?status=PENDING_HIGHER');
    await page.getByRole('button', { name: `Approve order ${order.id.slice(0, 8)}...` }).click();
    await waitForPath(page, `/orders/${order.id}`);
    await dialog(page, 'Approve Order').getByRole('button', { name: 'Approve' }).click();
    await waitForPath(page, '/dashboard?status=PENDING_HIGHER');
    await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    await expectStatus(watcher.page, 'Pending Warehouse');

    // The warehouse marks it ready and prints it with its own delivery note number.
    await signInAs(portal, context, 'warehouse');
    await openFromQueue(page, 'Warehouse', order.id);
    expect(await (await openTab(page, 'Warehouse')).textContent()).toContain(
      'No warehouse information available',
    );
    await actionBar(page).getByRole('button', { name: 'Mark Ready' }).click();
    await dialog(page, 'Mark Ready to Print').getByRole('button', { name: 'Mark Ready' }).click();
    await expectStatus(page, 'Ready to Print');
    await expectStatus(watcher.page, 'Ready to Print');

    await openFromQueue(page, 'Print Queue', order.id);
    await actionBar(page).getByRole('button', { name: 'Print' }).click();
    const print = await visible(dialog(page, 'Print Order'));
    await print.getByLabel('Delivery Note Number (optional)').fill('DN-2026-0042');
    await expectNoSeriousA11yViolations(page);
    await print.getByRole('button', { name: 'Print' }).click();
    await visible(print.getByText('Order printed and archived'));
    await expectStatus(watcher.page, 'Printed');
    await print.getByRole('link', { name: 'Open Pick List & Delivery Note' }).click();
    await waitForPath(page, `/orders/${order.id}/print`);
    const pickList = await visible(page.getByRole('article', { name: 'Pick List' }));
    const note = await visible(page.getByRole('article', { name: 'Delivery Note' }));
    expect(await note.textContent()).toContain('DN-2026-0042');
    expect(await pickList.textContent()).toMatch(/PL-/);
    expect(await pickList.textContent()).toContain('Al Noor Pharmacy - Olaya');
    await visible(page.getByRole('button', { name: 'Print' }));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to Order' }).click();
    await expectStatus(page, 'Printed');

    // Delivery management, step 1: dispatch.
    await actionBar(page).getByRole('button', { name: 'Manage Delivery' }).click();
    const delivery = await visible(dialog(page, 'Delivery Management'));
    await expectNoSeriousA11yViolations(page);
    await delivery.getByRole('button', { name: 'Dispatch Order' }).click();
    await expectToast(page, 'Order Dispatched');
    await expectStatus(page, 'Dispatched');
    await expectStatus(watcher.page, 'Dispatched');

    // Step 2: transport, with an expected date not before today in Riyadh.
    await visible(delivery.getByRole('heading', { name: 'Step 2: Transport' }));
    await delivery.getByRole('button', { name: 'Confirm Transport' }).click();
    await visible(delivery.getByText('Please select expected delivery date'));
    const today = riyadhDate(new Date());
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const inThreeDays = new Date(Date.parse(`${today}T00:00:00Z`) + 3 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await delivery.getByLabel('Expected Delivery Date').fill(yesterday);
    await delivery.getByRole('button', { name: 'Confirm Transport' }).click();
    await visible(delivery.getByText('Expected delivery date cannot be earlier than today'));
    await delivery.getByLabel('Expected Delivery Date').fill(inThreeDays);
    await delivery.getByRole('button', { name: 'Confirm Transport' }).click();
    await expectToast(page, 'Order Transported');
    await expectStatus(page, 'Transported');
    await expectStatus(watcher.page, 'Transported');

    // Step 3: a failed delivery, with its reason.
    await visible(delivery.getByRole('heading', { name: 'Step 3: Delivery' }));
    await delivery.getByLabel('Not Delivered').check();
    await delivery.getByRole('button', { name: 'Record Non-Delivery' }).click();
    await visible(delivery.getByText('Please provide reason for non-delivery'));
    await expectNoSeriousA11yViolations(page);
    await delivery.getByLabel('Reason for non-delivery').fill('Pharmacy closed for inventory.');
    await delivery.getByRole('button', { name: 'Record Non-Delivery' }).click();
    await expectToast(page, 'Order Not Delivered');
    await visible(
      delivery.getByText(
        'Reason: Pharmacy closed for inventory. Set a new expected date to send it again, or record the delivery.',
        { exact: true },
      ),
    );

    // Rescheduled: transport again.
    await visible(delivery.getByRole('heading', { name: 'Step 2: Reschedule Transport' }));
    await delivery.getByLabel('Expected Delivery Date').fill(today);
    await delivery.getByRole('button', { name: 'Reschedule Delivery' }).click();
    await expectToast(page, 'Order Transported');

    // Delivered, with an invoice checked before it is uploaded.
    await visible(delivery.getByRole('heading', { name: 'Step 3: Delivery' }));
    const invoice = delivery.getByLabel('Delivery Invoice (optional)');
    await invoice.setInputFiles({
      name: 'invoice.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an invoice'),
    });
    await visible(delivery.getByText('Please select a valid image or PDF file'));
    await invoice.setInputFiles(oversizedFile('invoice.pdf', 'application/pdf'));
    await visible(delivery.getByText('File size must be less than 10MB'));
    await invoice.setInputFiles(pdfFile('delivery-invoice.pdf'));
    await visible(delivery.getByText('Uploaded: delivery-invoice.pdf'));
    await visible(
      delivery.getByRole('list', { name: 'Delivery Invoice (optional)' }).getByText('delivery-invoice.pdf'),
    );
    expect(await delivery.getByText(/no file chosen/i).count()).toBe(0);
    await delivery.getByRole('button', { name: 'Mark as Delivered' }).click();
    await expectToast(page, 'Order Delivered');
    await delivery.waitFor({ state: 'detached' });
    await expectStatus(page, 'Delivered');
    await expectStatus(watcher.page, 'Delivered');

    // The invoice opens from the Warehouse tab.
    const warehouse = await openTab(page, 'Warehouse');
    expect(await warehouse.textContent()).toContain('DN-2026-0042');
    // Delivery cleared the failure: the block shows Delivered, with its invoice.
    expect(await warehouse.textContent()).not.toContain('Not Delivered');
    const viewInvoice = warehouse.getByRole('link', { name: 'View Invoice' });
    const href = (await viewInvoice.getAttribute('href'))!;
    expect(href).toMatch(/^\/uploads\//);
    const [invoicePage] = await Promise.all([context.waitForEvent('page'), viewInvoice.click()]);
    await invoicePage.waitForURL((url) => url.pathname === href);
    await invoicePage.close();
    const fetched = await page.request.get(portal.url(href));
    expect(fetched.status()).toBe(200);
    expect(fetched.headers()['content-type']).toContain('application/pdf');

    // Every timeline step is completed, with its date.
    const steps = page.locator('.timeline__step');
    expect(await steps.count()).toBe(8);
    expect(await page.locator('.timeline__step--completed').count()).toBe(8);
    expect(await page.locator('.timeline__date').count()).toBe(8);

    // The watcher saw every step arrive: the history grew and the page never reloaded.
    await expect.poll(watchedHistory, { timeout: 10_000 }).toBeGreaterThanOrEqual(12);
    await expectNotReloaded(watcher.page);
    await visible(watcher.page.getByText('Pharmacy closed for inventory'));
    await expectCleanText(page);
    await watcher.context.close();
    // The whole journey through a dozen screens: 35 s alone, more beside other files.
  }, 180_000);
});
