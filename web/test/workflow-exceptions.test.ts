import { describe, expect, it } from 'vitest';
import {
  actionBar,
  dialog,
  expectStatus,
  expectToast,
  openOrder,
  openTab,
  oversizedFile,
  pdfFile,
  pngFile,
  signInAs,
} from './support/orders';
import { expectNoSeriousA11yViolations, visible, waitForPath } from './support/portal';
import { portal, useWorkflowPortal, world } from './support/workflow-portal';

/**
 * The order workflow's ways off the straight path (issue 8's Done-when), in real Chromium:
 * objections to a rejection, withdrawing and deleting, a dialog asked for with ?action=, and a
 * change made by someone else first. The straight path is in workflow.test.ts.
 */
describe('portal: the order workflow, role by role (Chromium)', () => {
  useWorkflowPortal();

  it('lets the sales representative object to a Credit Review rejection with evidence, and Credit Review accept it', async () => {
    const { page, context } = portal;
    const order = await world.seed('PENDING_HIGHER', { clientName: 'Dar Al Shifa' });

    // Credit Review rejects (the higher authority's dialog: 10 to 500 characters).
    await signInAs(portal, context, 'higher');
    await openOrder(portal, page, order.id);
    await actionBar(page).getByRole('button', { name: 'Reject' }).click();
    const reject = await visible(dialog(page, 'Reject Order'));
    await visible(reject.getByText('Rejecting an order cannot be undone.', { exact: false }));
    await reject.getByRole('button', { name: 'Reject Order' }).click();
    await visible(reject.getByText('Comment must be at least 10 characters.'));
    await expectNoSeriousA11yViolations(page);
    await reject.getByLabel('Comment').fill('Credit limit exceeded for this client.');
    await reject.getByRole('button', { name: 'Reject Order' }).click();
    await expectStatus(page, 'Rejected');
    await visible(page.locator('.timeline__step--rejected', { hasText: 'Credit Review' }));

    // The sales representative objects, with evidence (SPEC §5: 3-1000 characters, file rules).
    await signInAs(portal, context, 'rep');
    await openOrder(portal, page, order.id);
    await expect.poll(() => actionBar(page).getByRole('button').allTextContents()).toEqual(['Object']);
    await actionBar(page).getByRole('button', { name: 'Object' }).click();
    const appeal = await visible(dialog(page, 'Object to Rejection'));
    await appeal.getByLabel('Appeal comment').fill('ab');
    await visible(appeal.getByText('2/1000 characters'));
    await appeal.getByRole('button', { name: 'Submit Appeal' }).click();
    await visible(appeal.getByText('Appeal comment must be at least 3 characters.'));
    const files = appeal.getByLabel('Evidence files (optional)');
    await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await visible(appeal.getByText('notes.txt: Invalid file type'));
    await files.setInputFiles(oversizedFile('statement.pdf', 'application/pdf'));
    await visible(appeal.getByText('statement.pdf: File too large'));
    await visible(appeal.getByText('No file chosen yet'));
    await files.setInputFiles([pdfFile('settlement.pdf'), pngFile('receipt.png'), pdfFile('extra.pdf')]);
    // The chosen files are listed (name, size, Remove); nothing claims that none was chosen.
    const chosen = appeal.getByRole('list', { name: 'Selected evidence files' });
    await expect
      .poll(() => chosen.locator('.file-list__name').allTextContents())
      .toEqual(['settlement.pdf', 'receipt.png', 'extra.pdf']);
    await appeal.getByRole('button', { name: 'Remove extra.pdf' }).click();
    await expect
      .poll(() => chosen.locator('.file-list__name').allTextContents())
      .toEqual(['settlement.pdf', 'receipt.png']);
    expect(await appeal.getByText(/no file chosen/i).count()).toBe(0);
    expect(
      await files.evaluate(
        (input) => getComputedStyle(input).opacity === '0' && (input as HTMLElement).offsetWidth <= 1,
      ),
    ).toBe(true);
    await expectNoSeriousA11yViolations(page);
    const comment = 'The client settled the overdue balance yesterday; the receipt is attached.';
    await appeal.getByLabel('Appeal comment').fill(comment);
    await visible(appeal.getByText(`${comment.length}/1000 characters`));
    await appeal.getByRole('button', { name: 'Submit Appeal' }).click();
    await appeal.waitFor({ state: 'detached' });
    await expectStatus(page, 'Appeal Review');
    const panel = await visible(page.getByRole('region', { name: 'Appeal Submitted' }));
    await visible(panel.getByText(comment));
    await visible(panel.getByText('Waiting for Credit Review decision'));
    expect(await panel.getByRole('button').count()).toBe(0);
    await visible(panel.getByText('Submitted by the Sales & Collection Review team', { exact: false }));
    const evidence = panel.getByRole('link', { name: /^Download / });
    expect(await evidence.count()).toBe(2);
    const download = await page.request.get(portal.url((await evidence.first().getAttribute('href'))!));
    expect(download.status()).toBe(200);

    // Credit Review accepts, after confirming.
    await signInAs(portal, context, 'higher');
    await openOrder(portal, page, order.id);
    const decide = await visible(page.getByRole('region', { name: 'Appeal Submitted' }));
    await expectNoSeriousA11yViolations(page);
    await decide.getByRole('button', { name: 'Accept Appeal' }).click();
    const confirm = await visible(dialog(page, 'Accept Appeal'));
    await visible(confirm.getByText('Are you sure you want to accept this appeal', { exact: false }));
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Yes, Accept Appeal' }).click();
    await expectToast(page, 'Appeal Accepted');
    await expectToast(page, 'The appeal has been accepted and the order has been approved.');
    await expectStatus(page, 'Pending Warehouse');
    expect(await page.getByRole('region', { name: 'Appeal Submitted' }).count()).toBe(0);
  });

  it('lets the credit team object to its own rejection, and Credit Review reject it again for good', async () => {
    const { page, context } = portal;
    const order = await world.seed('PENDING_CREDIT', { clientName: 'Hayat Clinics' });

    await signInAs(portal, context, 'credit');
    await openOrder(portal, page, order.id);
    await actionBar(page).getByRole('button', { name: 'Reject' }).click();
    const reject = await visible(dialog(page, 'Reject Order'));
    await reject.getByLabel('Comment').fill('Account blocked by collections.');
    await reject.getByRole('button', { name: 'Reject Order' }).click();
    await expectStatus(page, 'Rejected');

    // The sales representative may object only to Credit Review's rejections.
    await signInAs(portal, context, 'rep');
    await openOrder(portal, page, order.id);
    expect(await actionBar(page).count()).toBe(0);
    await visible(page.getByText('No actions are available to you on this order.'));

    await signInAs(portal, context, 'credit');
    await openOrder(portal, page, order.id);
    await actionBar(page).getByRole('button', { name: 'Object' }).click();
    const appeal = await visible(dialog(page, 'Object to Rejection'));
    await appeal.getByLabel('Appeal comment').fill('Collections cleared the block this morning.');
    await appeal.getByRole('button', { name: 'Submit Appeal' }).click();
    await expectStatus(page, 'Appeal Review');
    await visible(page.getByText('No evidence files attached'));

    // Reject Again: a reason is required, then a confirmation step.
    await signInAs(portal, context, 'higher');
    await openOrder(portal, page, order.id);
    await page.getByRole('button', { name: 'Reject Again' }).click();
    const again = await visible(dialog(page, 'Reject Again'));
    await again.getByRole('button', { name: 'Continue' }).click();
    await visible(again.getByText('Please provide a reason for rejecting the appeal.'));
    await expectNoSeriousA11yViolations(page);
    await again.getByLabel('Rejection Reason').fill('The block is still active in the ledger.');
    await again.getByRole('button', { name: 'Continue' }).click();
    await visible(again.getByText('Are you sure you want to reject this appeal?', { exact: false }));
    await again.getByRole('button', { name: 'Yes, Reject Again' }).click();
    await expectToast(page, 'Appeal Rejected');
    await expectStatus(page, 'Rejected');

    // Final: no second appeal.
    await signInAs(portal, context, 'credit');
    await openOrder(portal, page, order.id);
    expect(await actionBar(page).count()).toBe(0);
    const history = await openTab(page, 'History');
    await visible(history.getByText('The block is still active in the ledger.'));
    await visible(history.getByText('Rejected again'));
  });

  it('withdraws an order under review (red banner and row) and deletes a SUBMITTED one for good', async () => {
    const { page, context } = portal;
    const underReview = await world.seed('PENDING_HIGHER', { clientName: 'Withdrawn Pharmacy' });
    const draft = await world.seed('SUBMITTED', { clientName: 'Draft Pharmacy', withFiles: false });

    await signInAs(portal, context, 'company');
    await openOrder(portal, page, underReview.id);
    await actionBar(page).getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = await visible(dialog(page, 'Withdraw Order'));
    await visible(withdraw.getByText('It is frozen: nobody can review, approve, print or ship it any more.'));
    await visible(withdraw.getByText('This cannot be undone.'));
    await expectNoSeriousA11yViolations(page);
    await withdraw.getByRole('button', { name: 'Withdraw Order' }).click();
    await expectToast(page, 'Order withdrawn');
    const banner = await visible(page.getByRole('alert').filter({ hasText: 'Order Withdrawn from System' }));
    expect(await banner.textContent()).toContain('by the medical company');
    expect(await actionBar(page).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // On the dashboard its row is red.
    await page.goto(portal.url('/dashboard'));
    const row = page.locator('tr', { hasText: 'Withdrawn Pharmacy' });
    await visible(row);
    expect(await row.getAttribute('class')).toMatch(/withdrawn/);

    await openOrder(portal, page, draft.id);
    await actionBar(page).getByRole('button', { name: 'Delete' }).click();
    const remove = await visible(dialog(page, 'Delete Order'));
    await visible(remove.getByText('It will be deleted permanently, with its lines and files.'));
    await remove.getByRole('button', { name: 'Delete Permanently' }).click();
    await waitForPath(page, '/dashboard');
    await expectToast(page, 'Order deleted');
    await page.goto(portal.url(`/orders/${draft.id}`));
    await visible(page.getByText('Error loading order details'));
    await visible(page.getByText('Order not found'));
  });

  it('opens the dialog asked for with ?action=, and says so when that action is no longer possible', async () => {
    const { page, context } = portal;
    const order = await world.seed('PENDING_CREDIT', { clientName: 'Query Action Pharmacy' });
    await signInAs(portal, context, 'credit');
    await page.goto(portal.url(`/orders/${order.id}?action=reject`));
    await visible(dialog(page, 'Reject Order'));
    await page.keyboard.press('Escape');
    // The parameter is consumed: a reload does not open it again.
    await waitForPath(page, `/orders/${order.id}`);
    await page.goto(portal.url(`/orders/${order.id}?action=mark-ready`));
    await expectToast(page, '"Mark Ready" is not available on this order right now.');
    expect(await page.getByRole('dialog').count()).toBe(0);

    const shipped = await world.seed('ORDER_TRANSPORTED', { clientName: 'Query Delivery Pharmacy' });
    await signInAs(portal, context, 'warehouse');
    await page.goto(portal.url(`/orders/${shipped.id}?action=not-delivered`));
    const delivery = await visible(dialog(page, 'Delivery Management'));
    expect(await delivery.getByLabel('Not Delivered').isChecked()).toBe(true);
  });

  it('tells the user when someone else changed the order first, and reloads it', async () => {
    const { page, context } = portal;
    const order = await world.seed('PENDING_CREDIT', { clientName: 'Race Pharmacy' });
    await signInAs(portal, context, 'credit');
    await openOrder(portal, page, order.id);
    await actionBar(page).getByRole('button', { name: 'Approve' }).click();
    const approve = await visible(dialog(page, 'Approve Order'));

    // Meanwhile a colleague edits the order (its version moves on).
    const company = await world.api('company');
    const { data: current } = await company.GET('/api/orders/{id}', { params: { path: { id: order.id } } });
    const { response } = await company.DELETE('/api/orders/{id}', {
      params: { path: { id: order.id }, header: { 'if-match': String(current!.version) } },
    });
    expect(response.status).toBe(200);

    await approve.getByRole('button', { name: 'Approve' }).click();
    await visible(
      approve.getByText('This order was changed by someone else while you had it open.', { exact: false }),
    );
    await page.keyboard.press('Escape');
    await visible(page.getByText('Order Withdrawn from System'));
    expect(await actionBar(page).count()).toBe(0);
  });
});
