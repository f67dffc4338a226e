import { describe, expect, it } from 'vitest';
import { AREAS, REGIONS } from '../constants.js';
import { parseGs1 } from '../gs1.js';
import { adjustmentInputSchema, newItemInputSchema, receiptInputSchema } from '../inventory.js';
import type { Actor } from '../roles.js';
import { ORDER_STATUSES } from '../statuses.js';
import { validateOrder } from '../validation/order.js';
import { decide, ORDER_ACTIONS, SYSTEM_ACTOR, type WorkflowOrder } from '../workflow.js';
import { AR, EN, languageOf, localize, localizeLabel, parseMessage, translate } from './index.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

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
    expect(translate('en', 'spreadsheetRow', { row: 7, message: EN.quantityPositive })).toBe(
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
  it('find the key and parameters of a message and render it in Arabic, parameters translated', () => {
    expect(parseMessage('Row 7: Quantity must be positive')).toEqual({
      key: 'spreadsheetRow',
      params: { row: '7', message: 'Quantity must be positive' },
    });
    expect(localize('Row 7: Quantity must be positive', 'ar')).toBe('الصف 7: يجب أن تكون الكمية موجبة');
    expect(localize('Item Code must be at most 100 characters', 'ar')).toBe(
      'يجب ألا يزيد رمز الصنف على 100 حرفًا',
    );
    expect(localize('Quantity must be positive', 'en')).toBe('Quantity must be positive');
    expect(localize('A text no catalog has', 'ar')).toBe('A text no catalog has');
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
    for (const issue of issues) {
      expect(parseMessage(issue.message), issue.message).not.toBeNull();
      expect(localize(issue.message, 'ar'), issue.message).toMatch(/[\u0600-\u06FF]/);
    }
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
    const messages = [
      ...(item.success ? [] : item.error.issues.map((issue) => issue.message)),
      'Warehouse 17 already exists',
      'Item 1001 already exists',
      'GTIN 09506000134352 belongs to another item',
      ...(receipt.success ? [] : receipt.error.issues.map((issue) => issue.message)),
      ...(adjustment.success ? [] : adjustment.error.issues.map((issue) => issue.message)),
      ...['', '(17)991399', '(99)1', '(01)123'].flatMap((text) => {
        const parsed = parseGs1(text);
        return parsed.ok ? [] : [parsed.message];
      }),
    ];
    expect(messages.length).toBeGreaterThan(8);
    for (const message of messages) {
      expect(parseMessage(message), message).not.toBeNull();
      expect(localize(message, 'ar'), message).not.toMatch(
        /\b(?!GS1\b|GTIN\b|YYYY\b|MM\b|DD\b|GS\b|YYMMDD\b)[A-Za-z]{2,}/,
      );
    }
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
    const reasons = new Set<string>();
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
            if (!decision.ok && decision.code !== 'NOT_FOUND') reasons.add(decision.reason);
          }
        }
      }
    }
    expect(reasons.size).toBeGreaterThan(20);
    for (const reason of reasons) {
      const arabic = localize(reason, 'ar');
      expect(parseMessage(reason), reason).not.toBeNull();
      // Only the P.O abbreviation stays in Latin letters.
      expect(arabic.replace(/\(P\.O\)/g, ''), `${reason} -> ${arabic}`).not.toMatch(/[A-Za-z]{2,}/);
    }
  });
});

describe('place names', () => {
  it("every region and area has an Arabic name; English keeps SPEC's name", () => {
    for (const place of [...REGIONS, ...AREAS]) {
      expect(localizeLabel(place, 'en')).toBe(place);
      expect(localizeLabel(place, 'ar')).toMatch(/^[\u0600-\u06FF ()]+$/);
    }
    expect(localizeLabel('Western Region', 'ar')).toBe('المنطقة الغربية');
    expect(localizeLabel('Khamis Mushait', 'ar')).toBe('خميس مشيط');
  });
});
