import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, ORDER_TEST_CONFIG, type OrderWorld, signInAs } from './support/orders';
import { expectNoSeriousA11yViolations, type Portal, startPortal, visible } from './support/portal';

describe('portal: the printable documents in English and Arabic (Chromium)', () => {
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

  it('the pick list and the delivery note label everything in both languages, the Arabic right to left', async () => {
    const { page, context } = portal;
    const order = await world.seed('PRINTED', {
      clientName: 'Bilingual Pharmacy',
      warehouse: { deliveryNoteNo: 'DN-7001' },
    });
    await signInAs(portal, context, 'warehouse');
    await page.goto(portal.url(`/orders/${order.id}/print`));

    const pickList = await visible(page.getByRole('article', { name: 'Pick List / قائمة التجهيز' }));
    const note = await visible(page.getByRole('article', { name: 'Delivery Note / مذكرة التسليم' }));
    const pickText = (await pickList.textContent()) ?? '';
    for (const [english, arabic] of [
      ['Pick List', 'قائمة التجهيز'],
      ['Client Name', 'اسم العميل'],
      ['Item Code', 'رمز الصنف'],
      ['Qty', 'الكمية'],
      ['Picked by (name, signature, date)', 'جهّزه (الاسم، التوقيع، التاريخ)'],
    ]) {
      expect(pickText).toContain(english);
      expect(pickText).toContain(arabic);
    }
    const noteText = (await note.textContent()) ?? '';
    expect(noteText).toContain('DN-7001');
    expect(noteText).toContain('Delivery Note Number');
    expect(noteText).toContain('رقم مذكرة التسليم');
    expect(noteText).toContain('Net Value');
    expect(noteText).toContain('القيمة الصافية');
    expect(noteText).toContain('Received by (name, signature, date)');
    expect(noteText).toContain('استلمه (الاسم، التوقيع، التاريخ)');

    // Each Arabic label is its own right-to-left run; each English one left to right.
    const heading = pickList.getByRole('columnheader', { name: /Item Description/ });
    const arabic = heading.locator('[lang="ar"]');
    expect(await arabic.textContent()).toBe('وصف الصنف');
    expect(await arabic.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
    expect(await heading.locator('[lang="en"]').evaluate((node) => getComputedStyle(node).direction)).toBe(
      'ltr',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
