import type { CreditClient } from './credit.js';

/** Receivable documents, a client and a clock shared by the credit tests (credit-*.test.ts). */
export const invoice = (number: string, date: string, dueDate: string, amount: string, open = amount) =>
  ({ kind: 'INVOICE', number, date, dueDate, amountSAR: amount, openSAR: open }) as const;
export const creditNote = (number: string, date: string, amount: string, open = amount) =>
  ({ kind: 'CREDIT_NOTE', number, date, dueDate: date, amountSAR: amount, openSAR: open }) as const;

export const client = (overrides: Partial<CreditClient> = {}): CreditClient => ({
  accountNo: 'ACC-100',
  creditLimitSAR: '100000.00',
  status: 'ACTIVE',
  statusReason: null,
  licenceExpiry: null,
  ...overrides,
});

/** 12:00 Riyadh on 2026-06-15. */
export const NOON_15_JUNE = new Date('2026-06-15T09:00:00Z');
