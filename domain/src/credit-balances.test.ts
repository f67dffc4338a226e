import { describe, expect, it } from 'vitest';
import {
  ageInvoices,
  agingBucket,
  allocateCredits,
  type CreditOrder,
  computeExposure,
  creditSummary,
  orderCreditAmount,
  paymentsToCount,
  type ReceivableDocument,
  stepChangesExposure,
} from './credit.js';
import { client, creditNote, invoice, NOON_15_JUNE } from './credit.support.js';

describe('payment allocation, oldest due first', () => {
  const documents: ReceivableDocument[] = [
    invoice('INV-3', '2026-05-20', '2026-06-19', '5000.00'),
    invoice('INV-1', '2026-03-01', '2026-03-31', '12000.50'),
    invoice('INV-2', '2026-04-10', '2026-05-10', '8000.00', '3000.25'),
  ];

  it('a payment clears the oldest invoice first and the rest goes to the next due', () => {
    const result = allocateCredits(documents, [{ id: 'p1', date: '2026-06-01', amountSAR: '13000.50' }]);
    expect(result.allocations).toEqual([
      { source: { kind: 'PAYMENT', id: 'p1' }, invoiceNumber: 'INV-1', amountSAR: '12000.50' },
      { source: { kind: 'PAYMENT', id: 'p1' }, invoiceNumber: 'INV-2', amountSAR: '1000.00' },
    ]);
    expect(result.invoices.map((i) => [i.number, i.openSAR])).toEqual([
      ['INV-2', '2000.25'],
      ['INV-3', '5000.00'],
    ]);
    expect(result.unappliedSAR).toBe('0.00');
  });

  it('a credit note is applied like a payment, before payments, and what no invoice takes stays unapplied', () => {
    const result = allocateCredits(
      [...documents, creditNote('CN-1', '2026-05-01', '500.00')],
      [{ id: 'p1', date: '2026-06-01', amountSAR: '20000.00' }],
    );
    expect(result.allocations[0]).toEqual({
      source: { kind: 'CREDIT_NOTE', number: 'CN-1' },
      invoiceNumber: 'INV-1',
      amountSAR: '500.00',
    });
    expect(result.invoices).toEqual([]);
    // 12000.50 + 3000.25 + 5000.00 = 20000.75 owed; 500.00 + 20000.00 credited.
    expect(result.unappliedSAR).toBe('499.25');
  });

  it('exact decimals: three payments of 0.10 clear an invoice of 0.30 to the halala', () => {
    const result = allocateCredits(
      [invoice('I', '2026-01-01', '2026-01-31', '0.30')],
      ['a', 'b', 'c'].map((id) => ({ id, date: '2026-02-01', amountSAR: '0.10' })),
    );
    expect(result.invoices).toEqual([]);
    expect(result.unappliedSAR).toBe('0.00');
  });
});

describe('aging on Asia/Riyadh calendar days', () => {
  it('puts each open amount in 1–30, 31–60, 61–90 or 90+', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91, 400].map(agingBucket)).toEqual([
      null,
      'd1to30',
      'd1to30',
      'd31to60',
      'd31to60',
      'd61to90',
      'd61to90',
      'd90plus',
      'd90plus',
    ]);
    const { invoices } = allocateCredits(
      [
        invoice('A', '2026-06-01', '2026-06-30', '100.00'), // not due
        invoice('B', '2026-05-01', '2026-06-14', '200.00'), // 1 day
        invoice('C', '2026-04-01', '2026-05-16', '300.00'), // 30 days
        invoice('D', '2026-03-01', '2026-05-15', '400.00'), // 31 days
        invoice('E', '2026-02-01', '2026-03-17', '500.00'), // 90 days
        invoice('F', '2026-01-01', '2026-03-16', '600.00'), // 91 days
      ],
      [],
    );
    expect(ageInvoices(invoices, NOON_15_JUNE)).toEqual({
      overdueSAR: '2000.00',
      aging: { d1to30: '500.00', d31to60: '400.00', d61to90: '500.00', d90plus: '600.00' },
      oldestDays: 91,
    });
  });

  it('an invoice due on the 10th is overdue from midnight Riyadh (21:00 UTC), not midnight UTC', () => {
    const invoices = allocateCredits([invoice('X', '2026-06-01', '2026-06-10', '750.00')], []).invoices;
    expect(ageInvoices(invoices, new Date('2026-06-10T20:59:59Z')).overdueSAR).toBe('0.00');
    const after = ageInvoices(invoices, new Date('2026-06-10T21:00:00Z'));
    expect(after.overdueSAR).toBe('750.00');
    expect(after.aging.d1to30).toBe('750.00');
    expect(after.oldestDays).toBe(1);
  });

  it('a payment that clears the oldest invoice takes it out of the oldest bucket', () => {
    const documents = [
      invoice('OLD', '2026-01-01', '2026-02-01', '1000.00'),
      invoice('NEW', '2026-05-01', '2026-06-01', '1000.00'),
    ];
    const before = ageInvoices(allocateCredits(documents, []).invoices, NOON_15_JUNE);
    expect(before.aging).toEqual({ d1to30: '1000.00', d31to60: '0.00', d61to90: '0.00', d90plus: '1000.00' });
    const after = ageInvoices(
      allocateCredits(documents, [{ id: 'p', date: '2026-06-15', amountSAR: '1000.00' }]).invoices,
      NOON_15_JUNE,
    );
    expect(after).toEqual({
      overdueSAR: '1000.00',
      aging: { d1to30: '1000.00', d31to60: '0.00', d61to90: '0.00', d90plus: '0.00' },
      oldestDays: 14,
    });
  });
});

describe('exposure and available', () => {
  const orders: CreditOrder[] = [
    { id: 'o-approved', status: 'PENDING_HIGHER', totalValueSAR: '2500.00', payableSAR: '2500.00' },
    { id: 'o-warehouse', status: 'ORDER_TRANSPORTED', totalValueSAR: '1000.10', payableSAR: '1000.10' },
    { id: 'o-pending', status: 'PENDING_CREDIT', totalValueSAR: '9999.00', payableSAR: '9999.00' }, // not approved yet
    { id: 'o-delivered', status: 'ORDER_DELIVERED', totalValueSAR: '7777.00', payableSAR: '7777.00' }, // invoiced by the ERP
    {
      id: 'o-withdrawn',
      status: 'PENDING_WAREHOUSE',
      totalValueSAR: '5.00',
      payableSAR: '5.00',
      withdrawnAt: '2026-06-01',
    },
    { id: 'o-rejected', status: 'REJECTED', totalValueSAR: '3.00', payableSAR: '3.00' },
  ];

  it('open receivables + approved undelivered orders + the order under review', () => {
    const allocation = allocateCredits(
      [invoice('I1', '2026-05-01', '2026-05-31', '10000.00'), creditNote('CN', '2026-06-01', '250.50')],
      [{ id: 'p', date: '2026-06-10', amountSAR: '4000.00' }],
    );
    const review: CreditOrder = {
      id: 'o-new',
      status: 'PENDING_CREDIT',
      totalValueSAR: '3000.00',
      payableSAR: '3000.00',
    };
    expect(computeExposure({ allocation, orders, order: review, creditLimitSAR: '15000.00' })).toEqual({
      openReceivablesSAR: '5749.50',
      openOrdersSAR: '3500.10',
      orderSAR: '3000.00',
      exposureSAR: '12249.60',
      availableSAR: '2750.40',
    });
  });

  it('counts the order under review once, even when it is already an approved open order', () => {
    const allocation = allocateCredits([], []);
    const exposure = computeExposure({ allocation, orders, order: orders[0], creditLimitSAR: null });
    expect(exposure).toMatchObject({ openOrdersSAR: '1000.10', orderSAR: '2500.00', exposureSAR: '3500.10' });
    expect(exposure.availableSAR).toBeNull();
  });

  it('an overpayment stays unapplied credit: receivables stop at zero and available never exceeds the limit', () => {
    const allocation = allocateCredits(
      [invoice('I1', '2026-05-01', '2026-05-31', '100.00')],
      [{ id: 'p', date: '2026-06-10', amountSAR: '150.00' }],
    );
    expect(allocation.unappliedSAR).toBe('50.00');
    expect(computeExposure({ allocation, orders: [], creditLimitSAR: '10.00' })).toMatchObject({
      openReceivablesSAR: '0.00',
      exposureSAR: '0.00',
      availableSAR: '10.00',
    });
    const order: CreditOrder = {
      id: 'o',
      status: 'PENDING_HIGHER',
      totalValueSAR: '8.00',
      payableSAR: '8.00',
    };
    expect(computeExposure({ allocation, orders: [order], creditLimitSAR: '10.00' })).toMatchObject({
      exposureSAR: '8.00',
      availableSAR: '2.00',
    });
  });

  it('an order counts at its payable total with VAT, not its net total (DESIGN §12)', () => {
    expect(orderCreditAmount({ payableSAR: '115.00' })).toBe('115.00');
    const open: CreditOrder = {
      id: 'o',
      status: 'PENDING_HIGHER',
      totalValueSAR: '100.00',
      payableSAR: '115.00',
    };
    const review: CreditOrder = {
      id: 'r',
      status: 'PENDING_CREDIT',
      totalValueSAR: '10.03',
      payableSAR: '11.53',
    };
    expect(
      computeExposure({
        allocation: allocateCredits([], []),
        orders: [open],
        order: review,
        creditLimitSAR: '200.00',
      }),
    ).toMatchObject({
      openOrdersSAR: '115.00',
      orderSAR: '11.53',
      exposureSAR: '126.53',
      availableSAR: '73.47',
    });
  });

  it('a re-import replacing a document changes the figures to the new document only', () => {
    const first = [invoice('INV-9', '2026-04-01', '2026-05-01', '9000.00')];
    // The ERP sends INV-9 again: partly paid there, and with a later due date.
    const replaced = [invoice('INV-9', '2026-04-01', '2026-06-20', '9000.00', '4000.00')];
    const figures = (docs: ReceivableDocument[]) => {
      const summary = creditSummary({
        client: client({ creditLimitSAR: '10000.00' }),
        documents: docs,
        payments: [],
        orders: [],
        now: NOON_15_JUNE,
        strict: false,
      });
      return [summary.exposureSAR, summary.availableSAR, summary.overdueSAR, summary.aging.d31to60];
    };
    expect(figures(first)).toEqual(['9000.00', '1000.00', '9000.00', '9000.00']);
    expect(figures(replaced)).toEqual(['4000.00', '6000.00', '0.00', '0.00']);
  });

  it('payments count until the next receivables import, which is the ERP snapshot that includes them', () => {
    const payments = [
      { id: 'before', date: '2026-06-01', recordedAt: new Date('2026-06-01T10:00:00Z') },
      { id: 'after', date: '2026-05-20', recordedAt: new Date('2026-06-03T10:00:00Z') },
    ];
    expect(paymentsToCount(payments, null).map((p) => p.id)).toEqual(['before', 'after']);
    expect(paymentsToCount(payments, new Date('2026-06-02T00:00:00Z')).map((p) => p.id)).toEqual(['after']);
  });

  it('an imported payment counts only when dated after the snapshot’s Riyadh day (the snapshot may hold it)', () => {
    // The receivables snapshot was imported at 23:30 Riyadh on 1 June (20:30 UTC).
    const snapshot = new Date('2026-06-01T20:30:00Z');
    const imported = (id: string, date: string) =>
      ({ id, date, source: 'IMPORT', recordedAt: new Date('2026-06-03T10:00:00Z') }) as const;
    const counted = paymentsToCount(
      [imported('may', '2026-05-30'), imported('same-day', '2026-06-01'), imported('next-day', '2026-06-02')],
      snapshot,
    );
    expect(counted.map((p) => p.id)).toEqual(['next-day']);
  });

  it('an order step changes its client’s exposure when it enters or leaves the approved, undelivered set', () => {
    expect(stepChangesExposure({ from: 'PENDING_CREDIT', to: 'PENDING_HIGHER', action: 'approve' })).toBe(
      true,
    );
    expect(stepChangesExposure({ from: 'PENDING_HIGHER', to: 'PENDING_WAREHOUSE', action: 'approve' })).toBe(
      false,
    );
    expect(stepChangesExposure({ from: 'ORDER_TRANSPORTED', to: 'ORDER_DELIVERED', action: 'deliver' })).toBe(
      true,
    );
    expect(stepChangesExposure({ from: 'PENDING_HIGHER', to: 'REJECTED', action: 'reject' })).toBe(true);
    expect(stepChangesExposure({ from: null, to: 'SUBMITTED', action: 'create' })).toBe(false);
    expect(stepChangesExposure({ from: 'PRINTED', to: 'PRINTED', action: 'withdraw' })).toBe(true);
  });
});
