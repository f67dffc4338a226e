import { describe, expect, it } from 'vitest';
import {
  accountKey,
  canEditClients,
  canRecordPayments,
  canViewCredit,
  changedCreditFields,
  clientChangesSchema,
  clientStateIssue,
  isCrNumber,
  isVatNumber,
  newClientSchema,
  normalizeAccountNo,
  overrideReasonField,
  paymentInputSchema,
  paymentKey,
  receivableDocumentSchema,
  receivableIssue,
} from './clients.js';
import { english, inEnglish, messageOfIssue, msg, render } from './messages/index.js';

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) =>
  result.error?.issues.map((issue) => {
    const keyed = messageOfIssue(issue);
    return `${issue.path.join('.')}: ${keyed ? english(keyed) : issue.message}`;
  }) ?? [];

describe('account numbers', () => {
  it('are normalised: invisible characters dropped, full-width and Arabic-Indic digits folded, spaces trimmed', () => {
    expect(normalizeAccountNo('ACC\u200b-10452')).toBe('ACC-10452');
    expect(normalizeAccountNo('\ufeffACC-1\u200d0452\u200e ')).toBe('ACC-10452');
    expect(normalizeAccountNo('ＡＣＣ－１０４５２')).toBe('ACC-10452');
    expect(normalizeAccountNo('ACC-١٠٤٥٢')).toBe('ACC-10452');
    expect(normalizeAccountNo('ACC-۱۰۴۵۲')).toBe('ACC-10452');
    expect(normalizeAccountNo('  ACC   10452 ')).toBe('ACC 10452');
    expect(accountKey('acc\u200b-10452')).toBe(accountKey('ACC-10452'));
  });

  it('a look-alike letter of another script is refused, never matched to another client', () => {
    const cyrillic = newClientSchema.safeParse({ accountNo: '\u0410CC-10452', name: 'Fake' });
    expect(messages(cyrillic)).toEqual([`accountNo: ${english(msg('accountNoCharacters'))}`]);
    const greek = paymentInputSchema.safeParse({
      accountNo: 'ACC-1\u039f',
      date: '2026-01-01',
      amountSAR: '1',
      reference: 'R',
      method: 'CASH',
    });
    expect(messages(greek)).toEqual([`accountNo: ${english(msg('accountNoCharacters'))}`]);
    const zeroWidth = newClientSchema.safeParse({ accountNo: 'ACC\u200b-10452', name: 'Noor' });
    expect(zeroWidth.success && zeroWidth.data.accountNo).toBe('ACC-10452');
    expect(messages(newClientSchema.safeParse({ accountNo: '\u200b', name: 'Empty' }))).toEqual([
      `accountNo: ${english(msg('fieldRequired', { label: msg('labelAccountNo') }))}`,
    ]);
  });

  it('a payment is known by its account and reference, in any case and spacing', () => {
    expect(paymentKey('acc-1', ' TRF  991 ')).toBe(paymentKey('ACC-1', 'trf 991'));
    expect(paymentKey('ACC-1', 'TRF-991')).not.toBe(paymentKey('ACC-2', 'TRF-991'));
  });
});

describe('client fields', () => {
  it('VAT number: 15 digits, first and last 3; CR number: 10 digits', () => {
    expect(isVatNumber('300123456700003')).toBe(true);
    expect(isVatNumber('310123456700002')).toBe(false);
    expect(isVatNumber('30012345670003')).toBe(false);
    expect(isCrNumber('1010123456')).toBe(true);
    expect(isCrNumber('101012345')).toBe(false);
    expect(isCrNumber('10101234a6')).toBe(false);
  });

  it('a new client: account number and name required, the rest checked and normalised', () => {
    const ok = newClientSchema.safeParse({
      accountNo: ' ACC-7 ',
      name: 'Al Noor Hospital',
      vatNumber: '300123456700003',
      crNumber: '',
      address: { buildingNumber: '1234', postalCode: '12345', city: 'Riyadh' },
      paymentTermsDays: 60,
      creditLimitSAR: '250000.5',
      licenceExpiry: '2027-02-28',
    });
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ accountNo: 'ACC-7', crNumber: null, creditLimitSAR: '250000.50' });
    const bad = newClientSchema.safeParse({
      accountNo: '',
      name: 'X',
      vatNumber: '123',
      crNumber: '12',
      address: { postalCode: '1234' },
      paymentTermsDays: -1,
      creditLimitSAR: '12.345',
      status: 'GONE',
      licenceExpiry: '2027-02-30',
      surprise: 1,
    });
    expect(messages(bad)).toEqual([
      'accountNo: Account number is required',
      'vatNumber: VAT number must be 15 digits, starting and ending with 3',
      'crNumber: CR number must be 10 digits',
      'address.postalCode: Postal code must be 5 digits',
      'paymentTermsDays: Payment terms must be a whole number of days from 0 to 3650',
      'creditLimitSAR: Credit limit must be an amount from 0 to 999999999999.99 with at most 2 decimals',
      'status: Status must be ACTIVE, ON_HOLD or BLOCKED',
      'licenceExpiry: Licence expiry must be a real date (YYYY-MM-DD)',
      ': Unrecognized key: "surprise"',
    ]);
  });

  it('every rule message has its Arabic text', () => {
    for (const message of [
      msg('vatNumberFormat'),
      msg('amountFormat', { label: msg('labelCreditLimit'), max: '999999999999.99' }),
      msg('fieldRequired', { label: msg('labelAccountNo') }),
      msg('statusReasonRequired'),
    ]) {
      expect(render('ar', message)).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('on hold or blocked says why; a credit change is a change only when the value differs', () => {
    expect(clientStateIssue({ status: 'ON_HOLD', statusReason: null })?.path).toBe('statusReason');
    expect(clientStateIssue({ status: 'BLOCKED', statusReason: 'Court order' })).toBeNull();
    expect(clientStateIssue({ status: 'ACTIVE', statusReason: null })).toBeNull();
    const before = { creditLimitSAR: '1000.00', paymentTermsDays: 30, status: 'ACTIVE' };
    expect(changedCreditFields(before, { creditLimitSAR: '1000.00', paymentTermsDays: 30 })).toEqual([]);
    expect(changedCreditFields(before, { creditLimitSAR: null, status: 'ON_HOLD' })).toEqual([
      'creditLimitSAR',
      'status',
    ]);
    expect(messages(clientChangesSchema.safeParse({ creditLimitSAR: '5', reason: 'ok' }))).toEqual([
      'reason: Reason must be at least 3 characters',
    ]);
  });

  it('account numbers are unique case-insensitively', () => {
    expect(accountKey('  acc-7 ')).toBe(accountKey('ACC-7'));
  });
});

describe('receivables, payments and overrides', () => {
  it('a document: kind, number, dates and amounts; open within the amount; due not before the date', () => {
    const doc = receivableDocumentSchema.parse({
      accountNo: 'A',
      kind: 'INVOICE',
      number: 'INV-1',
      date: '2026-05-01',
      dueDate: '2026-04-01',
      amountSAR: '100',
      openSAR: '100.5',
    });
    expect(doc.amountSAR).toBe('100.00');
    expect(inEnglish(receivableIssue(doc))).toEqual({
      path: 'openSAR',
      message: 'The open amount must not exceed the amount',
    });
    expect(receivableIssue({ ...doc, openSAR: '10.00' })?.path).toBe('dueDate');
    expect(receivableIssue({ ...doc, openSAR: '10.00', dueDate: '2026-05-31' })).toBeNull();
  });

  it('a payment is more than zero with a known method', () => {
    expect(
      messages(
        paymentInputSchema.safeParse({
          accountNo: 'A',
          date: '2026-06-01',
          amountSAR: '0',
          reference: 'TT',
          method: 'GOLD',
        }),
      ),
    ).toEqual([
      'amountSAR: Amount must be more than 0',
      'method: Method must be BANK_TRANSFER, CHEQUE, CASH, CARD or OTHER',
    ]);
  });

  it('an override reason is 10 to 500 characters', () => {
    expect(overrideReasonField.safeParse('too short').success).toBe(false);
    expect(overrideReasonField.safeParse('Director approved by phone').success).toBe(true);
    expect(overrideReasonField.safeParse('x'.repeat(501)).success).toBe(false);
  });
});

describe('who sees and changes credit', () => {
  const actor = (
    role: 'MEDICAL_COMPANY' | 'CREDIT_TEAM' | 'HIGHER_AUTHORITY' | 'WAREHOUSE_MANAGER' | 'ADMIN',
    isSalesRep = false,
  ) => ({
    role,
    isSalesRep,
  });
  it('medical companies never; the credit team, higher authority and admins edit; credit team and admins record payments', () => {
    expect(canViewCredit(actor('MEDICAL_COMPANY'))).toBe(false);
    expect(canViewCredit(actor('WAREHOUSE_MANAGER'))).toBe(true);
    expect(
      ['CREDIT_TEAM', 'HIGHER_AUTHORITY', 'ADMIN', 'WAREHOUSE_MANAGER'].map((r) =>
        canEditClients(actor(r as 'ADMIN')),
      ),
    ).toEqual([true, true, true, false]);
    expect(canEditClients(actor('CREDIT_TEAM', true))).toBe(false);
    expect(
      ['CREDIT_TEAM', 'HIGHER_AUTHORITY', 'ADMIN'].map((r) => canRecordPayments(actor(r as 'ADMIN'))),
    ).toEqual([true, false, true]);
  });
});
