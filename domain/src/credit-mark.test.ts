import { describe, expect, it } from 'vitest';
import { type CreditClient, type CreditOrder, creditCheck, creditSummary } from './credit.js';
import {
  awaitsCreditDecision,
  clientCreditMarks,
  creditMark,
  creditMarkOfRank,
  creditMarkValidUntil,
} from './credit-mark.js';

const client = (overrides: Partial<CreditClient> = {}): CreditClient => ({
  accountNo: 'ACC-1',
  creditLimitSAR: '1000.00',
  status: 'ACTIVE',
  statusReason: null,
  licenceExpiry: null,
  ...overrides,
});
/** 12:00 Riyadh on 2026-06-15. */
const NOW = new Date('2026-06-15T09:00:00Z');
const none = { overdueSAR: '0.00', oldestDays: 0 };
const mark = (c: CreditClient | null, exposureSAR: string, overdue = none, strict = false) =>
  creditMark(creditCheck(c, { exposureSAR }, overdue, { accountNo: 'ACC-1' }, NOW, { strict }), c !== null);

describe("the credit mark, from the credit check's findings", () => {
  it('is block for a blocked client or an expired licence, whatever else', () => {
    expect(mark(client({ status: 'BLOCKED', statusReason: 'Bounced cheques' }), '5000.00')).toBe('block');
    expect(mark(client({ licenceExpiry: '2026-06-14' }), '0.00')).toBe('block');
  });
  it('is override over the limit, overdue or on hold', () => {
    expect(mark(client(), '1000.01')).toBe('override');
    expect(mark(client(), '10.00', { overdueSAR: '5.00', oldestDays: 3 })).toBe('override');
    expect(mark(client({ status: 'ON_HOLD', statusReason: 'Review' }), '0.00')).toBe('override');
  });
  it('is clear within the limit, and for a client with no limit (information only)', () => {
    expect(mark(client(), '1000.00')).toBe('clear');
    expect(mark(client({ creditLimitSAR: null }), '99999.00')).toBe('clear');
    expect(mark(client({ licenceExpiry: '2026-06-20' }), '0.00')).toBe('clear');
  });
  it('is absent for an account not in the master, unless CREDIT_STRICT blocks it', () => {
    expect(mark(null, '0.00')).toBeNull();
    expect(mark(null, '0.00', none, true)).toBe('block');
    expect(mark(client({ creditLimitSAR: null }), '0.00', none, true)).toBe('override');
  });
  it('reads back from its stored rank', () => {
    expect([0, 1, 2, null, 7].map(creditMarkOfRank)).toEqual(['block', 'override', 'clear', null, null]);
  });
  it('belongs to orders awaiting a credit-checked decision only', () => {
    expect(awaitsCreditDecision({ status: 'PENDING_CREDIT' })).toBe(true);
    expect(awaitsCreditDecision({ status: 'APPEAL_REVIEW' })).toBe(true);
    expect(awaitsCreditDecision({ status: 'PENDING_HIGHER', withdrawnAt: '2026-06-01T00:00:00Z' })).toBe(
      false,
    );
    expect(awaitsCreditDecision({ status: 'PENDING_WAREHOUSE' })).toBe(false);
  });
});

describe('how long marks hold without a write', () => {
  it('until the earliest due date not yet passed (Riyadh day) or the licence expiry', () => {
    const invoices = [{ dueDate: '2026-06-10' }, { dueDate: '2026-06-20' }, { dueDate: '2026-06-15' }];
    expect(creditMarkValidUntil(invoices, null, NOW)).toBe('2026-06-15');
    expect(creditMarkValidUntil(invoices, '2026-06-12', NOW)).toBe('2026-06-15');
    expect(creditMarkValidUntil([{ dueDate: '2026-06-30' }], '2026-06-18', NOW)).toBe('2026-06-18');
    expect(creditMarkValidUntil([{ dueDate: '2026-06-01' }], null, NOW)).toBeNull();
  });
  it('counts days in Asia/Riyadh: at 21:00 UTC the 15th is already over', () => {
    expect(
      creditMarkValidUntil([{ dueDate: '2026-06-15' }], null, new Date('2026-06-15T21:00:00Z')),
    ).toBeNull();
  });
});

describe("a client's marks at once", () => {
  const documents = [
    {
      kind: 'INVOICE',
      number: 'I1',
      date: '2026-05-01',
      dueDate: '2026-05-31',
      amountSAR: '300.00',
      openSAR: '300.00',
    },
    {
      kind: 'INVOICE',
      number: 'I2',
      date: '2026-06-01',
      dueDate: '2026-07-01',
      amountSAR: '400.00',
      openSAR: '400.00',
    },
  ] as const;
  const orders: CreditOrder[] = [
    { id: 'o1', status: 'PENDING_CREDIT', totalValueSAR: '200.00', payableSAR: '200.00' },
    { id: 'o2', status: 'PENDING_HIGHER', totalValueSAR: '150.00', payableSAR: '150.00' },
    { id: 'o3', status: 'PENDING_WAREHOUSE', totalValueSAR: '100.00', payableSAR: '100.00' },
    {
      id: 'o4',
      status: 'APPEAL_REVIEW',
      totalValueSAR: '10.00',
      payableSAR: '10.00',
      withdrawnAt: '2026-06-02T00:00:00Z',
    },
  ];
  const payments = [{ id: 'p1', date: '2026-06-10', amountSAR: '300.00' }];
  for (const limit of ['900.00', '1100.00', null])
    it(`are each order's credit check (limit ${limit})`, () => {
      const c = client({ creditLimitSAR: limit });
      const { marks, validUntil } = clientCreditMarks({
        client: c,
        accountNo: 'acc-1',
        documents,
        payments,
        orders,
        now: NOW,
        strict: false,
      });
      for (const order of orders) {
        const expected = awaitsCreditDecision(order)
          ? creditMark(
              creditSummary({
                client: c,
                documents,
                payments,
                orders,
                order: { ...order, accountNo: 'acc-1' },
                now: NOW,
                strict: false,
              }).findings,
              true,
            )
          : null;
        expect(marks.get(order.id)).toBe(expected);
      }
      // The payment cleared I1 (overdue); I2 is due on 1 July.
      expect(validUntil).toBe('2026-07-01');
    });
  it('over the limit only with the order under review counted', () => {
    const { marks } = clientCreditMarks({
      client: client({ creditLimitSAR: '900.00' }),
      accountNo: 'acc-1',
      documents,
      payments,
      orders,
      now: NOW,
      strict: false,
    });
    // 400 open + 150 + 100 open orders + 200 = 850 for o1; o2 counts itself once: 650.
    expect([...marks]).toEqual([
      ['o1', 'clear'],
      ['o2', 'clear'],
      ['o3', null],
      ['o4', null],
    ]);
    const tight = clientCreditMarks({
      client: client({ creditLimitSAR: '800.00' }),
      accountNo: 'acc-1',
      documents,
      payments,
      orders,
      now: NOW,
      strict: false,
    });
    expect(tight.marks.get('o1')).toBe('override');
    expect(tight.marks.get('o2')).toBe('clear');
  });
});
