import { unwrap } from '@tawreed/sdk';
import { orderFormXlsx, pdfBytes, SAMPLE_LINES } from '@tawreed/service/testing/fixtures';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  actionBar,
  createWorld,
  expectNotReloaded,
  expectStatus,
  markNoReload,
  ORDER_TEST_CONFIG,
  type OrderWorld,
  openOrder,
  openTab,
  signInAs,
} from './support/orders';
import {
  expectCleanText,
  expectNoSeriousA11yViolations,
  holdRequests,
  type Portal,
  startPortal,
  visible,
  waitForPath,
} from './support/portal';

/** Texts of the cells of each row of `table`, header rows included. */
async function tableRows(table: import('playwright-core').Locator): Promise<string[][]> {
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent?.trim() ?? ''),
      ),
    );
}

describe('portal: order details (Chromium)', () => {
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

  it("shows SPEC §2's header fields, the items with a TOTAL row, history, attachments and the timeline, and passes axe on every tab", async () => {
    const { page, context } = portal;
    const order = await world.seed('PENDING_WAREHOUSE', {
      clientName: 'Al Shifa Pharmacy',
      clientAccountNo: 'ACC-7781',
    });
    await signInAs(portal, context, 'warehouse');
    await openOrder(portal, page, order.id);

    // 12 characters of the id on the page; the status badge next to the client.
    expect(await page.title()).toBe(`Order #${order.id.slice(0, 12)} · Tawreed`);
    await expectStatus(page, 'Pending Warehouse');
    await visible(page.getByText('Last updated less than a minute ago'));
    await expect.poll(() => actionBar(page).getByRole('button').allTextContents()).toEqual(['Mark Ready']);

    // The timeline: four steps done, the warehouse at work, three to go.
    const timeline = page.getByRole('region', { name: 'Progress' });
    const states = await timeline
      .locator('li')
      .evaluateAll((items) =>
        items.map((item) => [
          item.querySelector('.timeline__label')?.textContent,
          item.querySelector('.timeline__state')?.textContent,
        ]),
      );
    expect(states).toEqual([
      ['Submitted', 'Completed'],
      ['Sales & Collection Review', 'Completed'],
      ['Credit Review', 'Completed'],
      ['Warehouse', 'In Progress'],
      ['Printed', 'Pending'],
      ['Dispatched', 'Pending'],
      ['Transported', 'Pending'],
      ['Delivered', 'Pending'],
    ]);
    expect(await timeline.locator('li[aria-current="step"]').textContent()).toContain('Warehouse');

    // Order Lines: the header fields and the spreadsheet's columns with a TOTAL row.
    const lines = page.getByRole('tabpanel', { name: 'Order Lines' });
    const fields = await lines
      .locator('dl > div')
      .evaluateAll((items) =>
        items.map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent]),
      );
    expect(fields).toEqual([
      ['Client Name', 'Al Shifa Pharmacy'],
      ['Account No', 'ACC-7781'],
      ['Medical Company', 'Wasama'],
      ['Region - Area', 'Riyadh-Central - Riyadh'],
      ['Sales Manager', '-'],
      ['Medical Rep', '-'],
      // The Gregorian date SPEC shows, with the Umm al-Qura Hijri date beside it (DESIGN §9).
      ['Order Date', expect.stringMatching(/^Nov 20, 2026 · \S.* 1448 AH$/)],
      ['Total Value (SAR)', expect.stringMatching(/^SAR\s549\.94$/)],
      // DESIGN §12: the seeded items are zero-rated medical goods, so payable = total.
      ['VAT (SAR)', expect.stringMatching(/^SAR\s0\.00$/)],
      ['Payable with VAT (SAR)', expect.stringMatching(/^SAR\s549\.94$/)],
      ['External Ref', expect.stringMatching(/^EXT-/)],
      ['Notes', '-'],
    ]);
    expect(await tableRows(lines.getByRole('table', { name: 'Order items' }))).toEqual([
      [
        'Item Code',
        'Item Description',
        'Public Price',
        'Disc %',
        'Qty',
        'Net Value',
        'Gross Value',
        'Bonus',
        'VAT',
      ],
      ['INS-100', 'Insulin pen 100IU', '45.00', '5.0', '10', '427.50', '427.50', '0.00', '0.00'],
      ['GLV-M', 'Nitrile gloves M x100', '19.99', '12.5', '7', '122.44', '123.44', '1.00', '0.00'],
      ['TOTAL', '549.94', '550.94', '1.00', '0.00'],
      ['Payable with VAT (SAR)', '549.94'],
    ]);
    await expectNoSeriousA11yViolations(page);

    // History: action, from -> to, the actor's e-mail, the time.
    const history = await openTab(page, 'History');
    const entry = history.getByRole('listitem').first();
    expect(await entry.textContent()).toContain('Created');
    expect(await entry.textContent()).toContain('Pending Warehouse');
    expect(await entry.textContent()).toContain('omar@wasama.example.sa');
    expect(await entry.textContent()).toMatch(/less than a minute ago/);
    await expectNoSeriousA11yViolations(page);

    // Attachments: name, size in MB with two decimals, age, and a working Download.
    const attachments = await openTab(page, 'Attachments');
    const rows = await tableRows(attachments.getByRole('table'));
    expect(rows[0]).toEqual(['File Name', 'Type', 'Size', 'Uploaded', 'Download']);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['po.pdf', 'Purchase Order (P.O)', '0.00 MB'],
      ['order-form.xlsx', 'Order Form', '0.00 MB'],
    ]);
    const download = attachments.getByRole('link', { name: 'Download po.pdf' });
    expect(await download.getAttribute('target')).toBe('_blank');
    const file = await page.request.get(portal.url((await download.getAttribute('href'))!));
    expect(file.status()).toBe(200);
    await expectNoSeriousA11yViolations(page);

    // Warehouse: nothing before printing.
    const warehouse = await openTab(page, 'Warehouse');
    expect(await warehouse.textContent()).toBe('No warehouse information available');
    await expectNoSeriousA11yViolations(page);
    await expectCleanText(page);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await waitForPath(page, '/dashboard');
  });

  it('shows the warehouse record and delivery progress once printed, with the reason of a failed delivery', async () => {
    const { page, context } = portal;
    const order = await world.seed('ORDER_TRANSPORTED', {
      clientName: 'Failed Delivery Pharmacy',
      warehouse: { notDeliveredReason: 'Receiving desk closed', deliveryNoteNo: 'DN-555' },
    });
    await signInAs(portal, context, 'credit');
    await openOrder(portal, page, order.id);
    const warehouse = await openTab(page, 'Warehouse');
    const text = (await warehouse.textContent()) ?? '';
    expect(text).toMatch(/Pick List Number\s*PL-\d+/);
    expect(text).toContain('DN-555');
    expect(text).toContain('Order Dispatched');
    expect(text).toMatch(/In Transit.*Expected delivery: /);
    expect(text).toContain('Not Delivered');
    expect(text).toContain('Reason: Receiving desk closed');
    expect(await warehouse.getByRole('link', { name: 'View Invoice' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    // Staff outside the warehouse see the order, not its buttons.
    expect(await actionBar(page).count()).toBe(0);
  });

  it('says that the company must change and resubmit an order sent back for changes', async () => {
    const { page, context } = portal;
    const order = await world.seed('NEEDS_CHANGES', { clientName: 'Changes Pharmacy' });
    await signInAs(portal, context, 'company');
    await openOrder(portal, page, order.id);
    const timeline = page.getByRole('region', { name: 'Progress' });
    const current = timeline.locator('li[aria-current="step"]');
    expect(await current.locator('.timeline__label').textContent()).toBe('Sales & Collection Review');
    expect(await current.locator('.timeline__state').textContent()).toBe('Changes Requested');
    expect(await timeline.getByText('In Progress').count()).toBe(0);
    expect(await timeline.getByRole('note').textContent()).toBe(
      'Waiting for the company: it must make the requested changes and resubmit the order.',
    );
    await expectNoSeriousA11yViolations(page);
  });

  it('adds supporting documents from the Attachments tab: the owner while editable, staff at any time, never the sales representative', async () => {
    const { page, context } = portal;
    const order = await world.seed('SUBMITTED', { clientName: 'Documents Pharmacy' });
    await signInAs(portal, context, 'company');
    await openOrder(portal, page, order.id);
    let attachments = await openTab(page, 'Attachments');
    await attachments.getByRole('button', { name: 'Upload File' }).click();
    const upload = await visible(page.getByRole('dialog', { name: 'Upload Supporting Document' }));
    await upload.getByLabel('Documents').setInputFiles([
      { name: 'bank-letter.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
      { name: 'figures.xlsx', mimeType: 'application/octet-stream', buffer: await orderFormXlsx() },
    ]);
    expect(
      await upload
        .getByRole('list', { name: 'Selected documents' })
        .locator('.file-list__name')
        .allTextContents(),
    ).toEqual(['bank-letter.pdf', 'figures.xlsx']);
    await expectNoSeriousA11yViolations(page);
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload.waitFor({ state: 'detached' });
    const row = attachments.getByRole('row', { name: /bank-letter\.pdf/ });
    await visible(row);
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('Supporting document');
    await visible(attachments.getByRole('link', { name: 'Download figures.xlsx' }));

    // Under review: the company no longer adds documents, the warehouse still does; the representative never.
    const later = await world.seed('PENDING_WAREHOUSE', { clientName: 'Later Pharmacy' });
    await openOrder(portal, page, later.id);
    attachments = await openTab(page, 'Attachments');
    expect(await attachments.getByRole('button', { name: 'Upload File' }).count()).toBe(0);
    await signInAs(portal, context, 'rep');
    await openOrder(portal, page, later.id);
    attachments = await openTab(page, 'Attachments');
    expect(await attachments.getByRole('button', { name: 'Upload File' }).count()).toBe(0);
    await signInAs(portal, context, 'warehouse');
    await openOrder(portal, page, later.id);
    attachments = await openTab(page, 'Attachments');
    await attachments.getByRole('button', { name: 'Upload File' }).click();
    const staff = await visible(page.getByRole('dialog', { name: 'Upload Supporting Document' }));
    await staff
      .getByLabel('Documents')
      .setInputFiles({ name: 'pod.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await staff.getByRole('button', { name: 'Upload', exact: true }).click();
    await staff.waitFor({ state: 'detached' });
    await visible(attachments.getByRole('link', { name: 'Download pod.pdf' }));
    const history = await openTab(page, 'History');
    await visible(history.getByText('Supporting document: pod.pdf', { exact: true }));
  });

  it('ends the failed-delivery banner with one period and the whole advice', async () => {
    const { page, context } = portal;
    const order = await world.seed('ORDER_TRANSPORTED', {
      clientName: 'Closed Pharmacy',
      warehouse: { notDeliveredReason: 'Receiving desk unavailable.', deliveryNoteNo: 'DN-556' },
    });
    await signInAs(portal, context, 'warehouse');
    await openOrder(portal, page, order.id);
    await actionBar(page).getByRole('button', { name: 'Manage Delivery' }).click();
    const banner = await visible(page.getByRole('dialog').getByRole('alert'));
    expect(await banner.locator('.alert__body').textContent()).toBe(
      'Reason: Receiving desk unavailable. Set a new expected date to send it again, or record the delivery.',
    );
    const box = await banner.boundingBox();
    const body = await banner.locator('.alert__body').evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(body[0]).toBeLessThanOrEqual(body[1]!);
    expect(box!.width).toBeGreaterThan(0);
  });

  it('shows "Loading order details..." and then the errors of SPEC §2', async () => {
    const { page, context } = portal;
    const order = await world.seed('PENDING_CREDIT');
    await signInAs(portal, context, 'credit');
    const held = await holdRequests(page, `**/api/orders/${order.id}`);
    await page.goto(portal.url(`/orders/${order.id}`));
    await visible(page.getByText('Loading order details...'));
    await held.release();
    await visible(page.getByRole('tab', { name: 'Order Lines' }));

    await page.goto(portal.url('/orders/6b1f4a52-3c1e-4f0a-9d47-0e5b8f2a7c11'));
    await visible(page.getByText('Error loading order details'));
    await visible(page.getByText('Order not found'));
    await expectNoSeriousA11yViolations(page);
    await visible(page.getByRole('link', { name: 'Back to Dashboard' }));

    // Another company's order does not exist for this company (404, never 403).
    await signInAs(portal, context, 'actimed');
    await page.goto(portal.url(`/orders/${order.id}`));
    await visible(page.getByText('Order not found'));
  });

  it('shows empty lines and attachments, then adds files and the automatic submission live, by System, in readable history entries', async () => {
    const { page, context } = portal;
    const company = await world.api('company');
    // A SUBMITTED order that has no lines and no files yet.
    const { id } = await world.seed('SUBMITTED', { clientName: 'Live Upload Pharmacy', withFiles: false });
    await portal.server.deps.database.pglite!.query('delete from order_lines where order_id = $1', [id]);
    const created = await unwrap(company.GET('/api/orders/{id}', { params: { path: { id } } }));
    expect(created.lines).toEqual([]);
    await signInAs(portal, context, 'company');
    await openOrder(portal, page, id);
    await visible(page.getByText('No order lines found'));
    await openTab(page, 'Attachments');
    await visible(page.getByText('No attachments found'));
    await markNoReload(page);

    // The company adds its lines and both files from elsewhere; this page follows.
    const { response } = await company.PUT('/api/orders/{id}', {
      params: { path: { id }, header: { 'if-match': String(created.version) } },
      body: { lines: SAMPLE_LINES },
    });
    expect(response.status).toBe(200);
    for (const [attachmentType, name, bytes] of [
      ['purchase_order', 'signed-po.pdf', pdfBytes()],
      ['order_form', 'order-form.xlsx', await orderFormXlsx()],
    ] as const) {
      const body = new FormData();
      body.append('file', new File([new Uint8Array(bytes)], name));
      body.append('attachmentType', attachmentType);
      const upload = await world.fetchAs('company', `/api/orders/${id}/upload`, { method: 'POST', body });
      expect(upload.status, await upload.clone().text()).toBeLessThan(300);
    }
    const attachments = page.getByRole('tabpanel', { name: 'Attachments' });
    await visible(attachments.getByRole('link', { name: 'Download signed-po.pdf' }));
    await visible(attachments.getByRole('link', { name: 'Download order-form.xlsx' }));
    // With both files the order goes to review by itself: no person did that.
    await expectStatus(page, 'Pending Sales & Collection Review');
    const history = await openTab(page, 'History');
    const submitted = history.getByRole('listitem').filter({ hasText: 'Submitted for review' });
    await visible(submitted);
    expect(await submitted.locator('.history__meta bdi').textContent()).toBe('System');
    // Every entry from the catalog: no raw action names or stored kinds.
    const actions = await history.locator('.history__action').allTextContents();
    expect(actions.slice(0, 4)).toEqual([
      'Submitted for review',
      'File attached',
      'File attached',
      'Order edited',
    ]);
    const comments = await history.locator('.history__comment').allTextContents();
    expect(comments).toContain('Order Form: order-form.xlsx');
    expect(comments).toContain('Purchase Order (P.O): signed-po.pdf');
    expect(comments.join('\n')).toContain('Line 1: added (AMX-500, Qty 1)');
    expect(comments.join('\n')).not.toMatch(/order_form|purchase_order/);
    const lines = await openTab(page, 'Order Lines');
    await visible(lines.getByRole('cell', { name: 'AMX-500' }));
    await expectNotReloaded(page);
  });

  it('shows the Appeal Submitted panel only in Appeal Review, with its loading and empty states', async () => {
    const { page, context } = portal;
    // An order in Appeal Review whose appeal record is missing.
    const order = await world.seed('APPEAL_REVIEW', { clientName: 'Appeal Without Record' });
    await signInAs(portal, context, 'higher');
    const held = await holdRequests(page, '**/appeals');
    await page.goto(portal.url(`/orders/${order.id}`));
    const panel = await visible(page.getByRole('region', { name: 'Appeal Submitted' }));
    await visible(panel.getByText('Loading appeal details...'));
    await held.release();
    await visible(panel.getByText('No appeal found for this order.'));
    expect(await panel.getByRole('button').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // Outside Appeal Review there is no panel and no appeal request.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const rejected = await world.seed('REJECTED');
    await openOrder(portal, page, rejected.id);
    expect(await page.getByRole('region', { name: 'Appeal Submitted' }).count()).toBe(0);
    expect(requests.filter((path) => path.endsWith('/appeals'))).toEqual([]);
  });
});
