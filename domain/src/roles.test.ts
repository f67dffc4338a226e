import { describe, expect, it } from 'vitest';
import { accountStatus } from './accounts.js';
import { type Actor, canSeeUser, companyScope, isSelfRegistrationRole, ROLES } from './roles.js';

const actor = (overrides: Partial<Actor>): Actor => ({
  id: 'u',
  role: 'MEDICAL_COMPANY',
  companyName: 'Wasama',
  isSalesRep: false,
  ...overrides,
});

describe('self-registration', () => {
  it('offers every role of SPEC §2 and never the administrator', () => {
    expect(ROLES.filter(isSelfRegistrationRole)).toEqual([
      'MEDICAL_COMPANY',
      'CREDIT_TEAM',
      'HIGHER_AUTHORITY',
      'WAREHOUSE_MANAGER',
    ]);
    expect(isSelfRegistrationRole('ADMIN')).toBe(false);
  });
});

describe('who sees whom (DESIGN §7)', () => {
  const wasamaUser = { role: 'MEDICAL_COMPANY', companyName: 'Wasama' };
  const actimedUser = { role: 'MEDICAL_COMPANY', companyName: 'Actimed' };
  const staff = ['CREDIT_TEAM', 'HIGHER_AUTHORITY', 'WAREHOUSE_MANAGER', 'ADMIN'].map((role) => ({
    role,
    companyName: null,
  }));

  it('limits a medical company to staff and its own company', () => {
    const viewer = actor({});
    expect(companyScope(viewer)).toBe('Wasama');
    expect(canSeeUser(viewer, wasamaUser)).toBe(true);
    expect(canSeeUser(viewer, actimedUser)).toBe(false);
    for (const user of staff) expect(canSeeUser(viewer, user)).toBe(true);
  });

  it('lets staff, administrators and the sales representative see everyone', () => {
    const viewers = [
      actor({ role: 'CREDIT_TEAM', companyName: null }),
      actor({ role: 'ADMIN', companyName: null }),
      actor({ isSalesRep: true, companyName: 'Actimed' }),
    ];
    for (const viewer of viewers) {
      expect(companyScope(viewer)).toBeNull();
      for (const user of [wasamaUser, actimedUser, ...staff]) expect(canSeeUser(viewer, user)).toBe(true);
    }
  });

  it('shows a company account without a company no other company', () => {
    const viewer = actor({ companyName: null });
    expect(canSeeUser(viewer, wasamaUser)).toBe(false);
    expect(canSeeUser(viewer, staff[0]!)).toBe(true);
  });
});

describe('account status', () => {
  const at = new Date('2026-11-22T09:00:00Z');
  it('is pending until activated, and disabled whenever disabled', () => {
    expect(accountStatus({ activatedAt: null, disabledAt: null })).toBe('pending');
    expect(accountStatus({ activatedAt: at, disabledAt: null })).toBe('active');
    expect(accountStatus({ activatedAt: at, disabledAt: at })).toBe('disabled');
    expect(accountStatus({ activatedAt: null, disabledAt: at })).toBe('disabled');
  });
});
