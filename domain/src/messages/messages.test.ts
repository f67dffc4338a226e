import { describe, expect, it } from 'vitest';
import { AREAS, REGIONS } from '../constants.js';
import { parseGs1 } from '../gs1.js';
import { adjustmentInputSchema, newItemInputSchema, receiptInputSchema } from '../inventory.js';
import type { Actor } from '../roles.js';
import { ORDER_STATUSES } from '../statuses.js';
import { validateOrder } from '../validation/order.js';
import { decide, ORDER_ACTIONS, SYSTEM_ACTOR, type WorkflowOrder } from '../workflow.js';
import {
  AR,
  EN,
  languageOf,
  listOf,
  type Message,
  messageOfIssue,
  msg,
  placeName,
  render,
  renderStored,
  translate,
} from './index.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Arabic text with no English word left (GS1's and dates' own notations, and P.O, excepted). */
function expectArabic(message: Message) {
  const arabic = render('ar', message);
  expect(arabic, `${message.key} -> ${arabic}`).toMatch(/[\u0600-\u06FF]/);
  expect(arabic, `${message.key} -> ${arabic}`).not.toMatch(/\{\w+\}/);
  expect(arabic.replace(/\(P\.O\)/g, ''), `${message.key} -> ${arabic}`).not.toMatch(
    /\b(?!GS1\b|GTIN\b|YYYY\b|MM\b|DD\b|GS\b|YYMMDD\b)[A-Za-z]{2,}/,
  );
}

describe('the message catalogs', () => {
  it('have the same keys in English and Arabic, each with the same parameters', () => {
    expect(Object.keys(AR).sort()).toEqual(Object.keys(EN).sort());
    for (const key of Object.keys(EN) as Array<keyof typeof EN>) {
      expect(placeholders(AR[key]), key).toEqual(placeholders(EN[key]));
      expect(AR[key], key).not.toBe('');
    }
  });

  it("keep SPEC's English copy exactly", () => {
    expect(EN.passwordTooShort).toBe('Password must be at least 8 characters long');
    expect(EN.quantityPositive).toBe('Quantity must be positive');
    expect(render('en', msg('spreadsheetRow', { row: 7, message: msg('quantityPositive') }))).toBe(
      'Row 7: Quantity must be positive',
    );
  });

  it('read Accept-Language: ar and ar-SA are Arabic, anything else English', () => {
    expect(languageOf('ar')).toBe('ar');
    expect(languageOf('ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageOf('en-US,ar;q=0.5')).toBe('en');
    expect(languageOf('fr')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });
});

describe('messages by key and parameters', () => {
  it('render a message and its nested messages in the reader’s language', () => {
    const row = msg('spreadsheetRow', { row: 7, message: msg('quantityPositive') });
    expect(render('ar', row)).toBe('الصف 7: يجب أن تكون الكمية موجبة');
    const tooLong = msg('fieldMaxChars', { label: msg('labelItemCode'), max: 100 });
    expect(render('ar', tooLong)).toBe('يجب ألا يزيد رمز الصنف على 100 حرفًا');
    expect(render('en', tooLong)).toBe('Item Code must be at most 100 characters');
    expect(translate('ar', 'sheetTotal')).toBe(AR.sheetTotal);
  });

  it('word a subject in Arabic so that a feminine one agrees too', () => {
    // قائمة الأسعار is feminine: the templates must not end in a masculine adjective or verb.
    expect(render('ar', msg('whatNotFound', { what: msg('whatPriceList') }))).toBe(
      'لم يُعثر على قائمة الأسعار',
    );
    expect(render('ar', msg('referenceMissing', { label: msg('whatPriceList') }))).toBe(
      'قيمة «قائمة الأسعار» تشير إلى سجل غير موجود',
    );
    expect(render('ar', msg('valueTaken', { label: msg('labelItemCode') }))).toBe(
      'قيمة «رمز الصنف» مستخدمة في سجل آخر',
    );
    expect(render('en', msg('whatNotFound', { what: msg('whatPriceList') }))).toBe('Price list not found');
  });

  it('render label parameters from their keys, and lists with the language’s own joiners', () => {
    expect(render('en', msg('areaNotInRegion', { area: 'Riyadh', region: 'Eastern Region' }))).toBe(
      'Riyadh is not an area of Eastern Region',
    );
    expect(render('ar', msg('areaNotInRegion', { area: 'Riyadh', region: 'Eastern Region' }))).toBe(
      'الرياض ليست ضمن المنطقة الشرقية',
    );
    const missing = listOf([msg('needsLine'), msg('needsOrderForm')], 'and');
    expect(render('en', msg('orderNeeds', { missing }))).toBe(
      'The order needs at least one order line and an Order Form file before it can be reviewed',
    );
    expect(render('ar', msg('orderNeeds', { missing }))).toContain(' و');
    // A stored notification: flat parameters, the status as its key.
    const stored = { id: '1a2b3c4d', client: 'Rose Clinic', status: 'PENDING_HIGHER' };
    expect(renderStored('en', 'notifyStatus', stored)).toBe(
      'Order 1a2b3c4d (Rose Clinic) is now Pending Credit Review',
    );
    expect(renderStored('ar', 'notifyStatus', stored)).toBe(
      'الطلب 1a2b3c4d (Rose Clinic) أصبح الآن بانتظار مراجعة الائتمان',
    );
  });

  it('render every order validation message in Arabic', () => {
    const issues = validateOrder({
      clientName: 'a\u0001',
      orderDate: '2026-02-30',
      medicalCompany: 'Nobody',
      region: '',
      area: 'Nowhere',
      lines: [{ itemCode: '', itemDescription: 'x', publicPrice: 'abc', discount: '120', quantity: 0 }],
    });
    expect(issues.length).toBeGreaterThan(4);
    for (const issue of issues) expectArabic(issue.message);
  });

  it('render the inventory and GS1 input rules in Arabic', () => {
    const receipt = receiptInputSchema.safeParse({
      warehouseId: 'nope',
      lotNumber: '',
      expiryDate: '2027-02-30',
      bin: 'x'.repeat(500),
      quantity: 1.5,
      gs1: 'g'.repeat(201),
    });
    const adjustment = adjustmentInputSchema.safeParse({ quantity: 0, reason: 'x' });
    const item = newItemInputSchema.safeParse({
      itemCode: '',
      description: '',
      gtin: '123',
      minimumLevel: 1e10,
    });
    const zodIssues = [
      ...(item.success ? [] : item.error.issues),
      ...(receipt.success ? [] : receipt.error.issues),
      ...(adjustment.success ? [] : adjustment.error.issues),
    ];
    const messages: Message[] = [
      msg('warehouseExists', { code: '17' }),
      msg('itemExists', { code: '1001' }),
      msg('gtinTaken', { gtin: '09506000134352' }),
      ...['', '(17)991399', '(99)1', '(01)123'].flatMap((text) => {
        const parsed = parseGs1(text);
        return parsed.ok ? [] : [parsed.message];
      }),
    ];
    for (const issue of zodIssues) {
      const keyed = messageOfIssue(issue);
      expect(keyed, issue.message).not.toBeNull();
      messages.push(keyed!);
    }
    expect(messages.length).toBeGreaterThan(8);
    for (const message of messages) expectArabic(message);
  });

  it('render every workflow refusal in Arabic with no English words left', () => {
    const actors: Actor[] = [
      { id: 'c', role: 'MEDICAL_COMPANY', companyName: 'Wasama', isSalesRep: false },
      { id: 'o', role: 'MEDICAL_COMPANY', companyName: 'Actimed', isSalesRep: false },
      { id: 'k', role: 'CREDIT_TEAM', companyName: null, isSalesRep: false },
      { id: 'h', role: 'HIGHER_AUTHORITY', companyName: null, isSalesRep: false },
      { id: 'w', role: 'WAREHOUSE_MANAGER', companyName: null, isSalesRep: false },
      { id: 'r', role: 'CREDIT_TEAM', companyName: null, isSalesRep: true },
      { id: 'a', role: 'ADMIN', companyName: null, isSalesRep: false },
      SYSTEM_ACTOR,
    ];
    const reasons = new Map<string, Message>();
    for (const status of ORDER_STATUSES) {
      for (const appeal of [null, { status: 'PENDING' as const }, { status: 'REJECTED' as const }]) {
        const order: WorkflowOrder = {
          status,
          companyId: 'c',
          medicalCompany: 'Wasama',
          withdrawnAt: null,
          dispatchedAt: status === 'ORDER_DISPATCHED' ? new Date() : null,
          transportedAt: null,
          notDeliveredReason: null,
          appeal,
          rejectedByRole: null,
          lineCount: 0,
          hasPurchaseOrder: false,
          hasOrderForm: false,
        } as WorkflowOrder;
        for (const action of ORDER_ACTIONS) {
          for (const actor of actors) {
            const decision = decide(order, action, actor, new Date());
            if (!decision.ok && decision.code !== 'NOT_FOUND') {
              reasons.set(JSON.stringify(decision.reason), decision.reason);
            }
          }
        }
      }
    }
    expect(reasons.size).toBeGreaterThan(20);
    for (const reason of reasons.values()) expectArabic(reason);
  });
});

describe('place names', () => {
  it("every region and area has an Arabic name; English keeps SPEC's name", () => {
    for (const place of [...REGIONS, ...AREAS]) {
      expect(placeName(place, 'en')).toBe(place);
      expect(placeName(place, 'ar')).toMatch(/^[\u0600-\u06FF ()]+$/);
    }
    expect(placeName('Western Region', 'ar')).toBe('المنطقة الغربية');
    expect(placeName('Khamis Mushait', 'ar')).toBe('خميس مشيط');
  });
});
