import { describe, expect, it } from 'vitest';
import { describeOrderChanges, MAX_LISTED_CHANGES } from './order-changes.js';
import { canAddSupportingDocument, SYSTEM_ACTOR } from './workflow.js';

const line = {
  itemCode: 'AMX-500',
  itemDescription: 'Amoxicillin',
  publicPrice: '8.35',
  discount: '10.00',
  quantity: 1,
  bonus: '0.00',
};

describe('describeOrderChanges', () => {
  it('lists each changed field with old and new value, blanks as "-", unchanged and unsent ones not at all', () => {
    const text = describeOrderChanges(
      { header: { clientName: 'Al Noor', notes: null, area: 'Jeddah' }, lines: [line], total: '7.52' },
      {
        header: { clientName: 'Al Noor - Olaya', notes: 'Call first', area: 'Jeddah' },
        lines: [
          { ...line, discount: '10', quantity: 2 },
          { ...line, itemCode: 'PAR-1G' },
        ],
        total: '22.55',
      },
    );
    expect(text?.split('\n')).toEqual([
      'Client Name: Al Noor → Al Noor - Olaya',
      'Notes: - → Call first',
      'Line 1 Qty: 1 → 2',
      'Line 2: added (PAR-1G, Qty 1)',
      'Total: 7.52 → 22.55',
    ]);
  });

  it('is null when nothing changed, and counts what it does not list', () => {
    expect(
      describeOrderChanges(
        { header: { notes: 'a' }, lines: [], total: '0' },
        { header: { notes: 'a' }, lines: null, total: '0' },
      ),
    ).toBeNull();
    const many = Array.from({ length: 40 }, (_, i) => ({ ...line, itemCode: `C-${i}` }));
    const text = describeOrderChanges(
      { header: {}, lines: [], total: '0' },
      { header: {}, lines: many, total: '1' },
    );
    expect(text?.split('\n')).toHaveLength(MAX_LISTED_CHANGES + 1);
    expect(text?.split('\n').at(-1)).toBe('… and 11 more');
  });
});

describe('canAddSupportingDocument', () => {
  const order = (status: string, withdrawnAt: Date | null = null) => ({
    status,
    medicalCompany: 'Wasama',
    withdrawnAt,
  });
  const actor = (role: string, extra: object = {}) =>
    ({ id: 'u', role, companyName: null, isSalesRep: false, ...extra }) as Parameters<
      typeof canAddSupportingDocument
    >[1];
  const owner = actor('MEDICAL_COMPANY', { companyName: 'Wasama' });

  it('the owner while editable; staff at any time', () => {
    expect(canAddSupportingDocument(order('SUBMITTED'), owner).ok).toBe(true);
    expect(canAddSupportingDocument(order('NEEDS_CHANGES'), owner).ok).toBe(true);
    expect(canAddSupportingDocument(order('PENDING_CREDIT'), owner)).toMatchObject({
      code: 'INVALID_TRANSITION',
    });
    for (const role of ['CREDIT_TEAM', 'HIGHER_AUTHORITY', 'WAREHOUSE_MANAGER']) {
      expect(canAddSupportingDocument(order('ORDER_DELIVERED'), actor(role)).ok).toBe(true);
    }
  });

  it('another company: not found; representative, administrator and the system: forbidden; withdrawn: frozen', () => {
    expect(
      canAddSupportingDocument(order('SUBMITTED'), actor('MEDICAL_COMPANY', { companyName: 'Actimed' })),
    ).toMatchObject({ code: 'NOT_FOUND' });
    for (const who of [actor('CREDIT_TEAM', { isSalesRep: true }), actor('ADMIN'), SYSTEM_ACTOR]) {
      expect(canAddSupportingDocument(order('PENDING_CREDIT'), who)).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(canAddSupportingDocument(order('SUBMITTED', new Date()), owner)).toMatchObject({
      code: 'INVALID_TRANSITION',
    });
  });
});
