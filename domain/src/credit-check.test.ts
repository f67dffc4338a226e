import { describe, expect, it } from 'vitest';
import { creditCheck, creditRefusal, creditSummary, findingSeverity } from './credit.js';
import { client, creditNote, invoice, NOON_15_JUNE } from './credit.support.js';
import { renderStored } from './messages/index.js';

describe('the credit check', () => {
  const nothing = { exposureSAR: '0.00' };
  const noOverdue = { overdueSAR: '0.00', oldestDays: 0 };
  const codes = (findings: ReturnType<typeof creditCheck>) => findings.map((f) => `${f.code}:${f.severity}`);

  it('no data, no refusal: an unknown client and a client without a limit are information only', () => {
    const unknown = creditCheck(null, nothing, noOverdue, { accountNo: 'NEW-1' }, NOON_15_JUNE);
    expect(unknown).toEqual([
      {
        code: 'CLIENT_UNKNOWN',
        severity: 'info',
        key: 'creditClientUnknown',
        params: { accountNo: 'NEW-1' },
      },
    ]);
    expect(creditRefusal(unknown, false)).toBeNull();
    const noLimit = creditCheck(
      client({ creditLimitSAR: null }),
      { exposureSAR: '999999.00' },
      noOverdue,
      null,
      NOON_15_JUNE,
    );
    expect(codes(noLimit)).toEqual(['NO_CREDIT_LIMIT:info']);
    expect(creditRefusal(noLimit, false)).toBeNull();
  });

  it('CREDIT_STRICT raises CLIENT_UNKNOWN to block and NO_CREDIT_LIMIT to override', () => {
    const strict = { strict: true };
    expect(codes(creditCheck(null, nothing, noOverdue, { accountNo: 'X' }, NOON_15_JUNE, strict))).toEqual([
      'CLIENT_UNKNOWN:block',
    ]);
    const noLimit = creditCheck(
      client({ creditLimitSAR: null }),
      nothing,
      noOverdue,
      null,
      NOON_15_JUNE,
      strict,
    );
    expect(codes(noLimit)).toEqual(['NO_CREDIT_LIMIT:override']);
    expect(creditRefusal(noLimit, false)).toBe('CREDIT_OVERRIDE_REQUIRED');
    expect(creditRefusal(noLimit, true)).toBeNull();
    expect(findingSeverity('LICENCE_EXPIRING', true)).toBe('info');
  });

  it('over the limit by one halala needs an override; exactly at the limit does not', () => {
    const limit = client({ creditLimitSAR: '5000.00' });
    expect(creditCheck(limit, { exposureSAR: '5000.00' }, noOverdue, null, NOON_15_JUNE)).toEqual([]);
    const over = creditCheck(limit, { exposureSAR: '5000.01' }, noOverdue, null, NOON_15_JUNE);
    expect(over).toEqual([
      {
        code: 'OVER_LIMIT',
        severity: 'override',
        key: 'creditOverLimit',
        params: { amountSAR: '0.01', limitSAR: '5000.00', exposureSAR: '5000.01' },
      },
    ]);
    expect(renderStored('en', over[0]!.key, over[0]!.params)).toBe(
      'Over the credit limit by SAR 0.01 (exposure 5000.01, limit 5000.00)',
    );
    expect(creditRefusal(over, false)).toBe('CREDIT_OVERRIDE_REQUIRED');
    expect(creditRefusal(over, true)).toBeNull();
  });

  it('overdue amounts need an override, with the amount and the oldest days', () => {
    const findings = creditCheck(
      client(),
      nothing,
      { overdueSAR: '120.00', oldestDays: 45 },
      null,
      NOON_15_JUNE,
    );
    expect(findings).toEqual([
      {
        code: 'OVERDUE',
        severity: 'override',
        key: 'creditOverdue',
        params: { amountSAR: '120.00', days: 45 },
      },
    ]);
  });

  it('blocked and an expired licence refuse with no override; on hold needs one; most severe first', () => {
    const blocked = creditCheck(
      client({ status: 'BLOCKED', statusReason: 'Legal case', licenceExpiry: '2026-06-14' }),
      { exposureSAR: '200000.00' },
      noOverdue,
      null,
      NOON_15_JUNE,
    );
    expect(codes(blocked)).toEqual(['BLOCKED:block', 'LICENCE_EXPIRED:block', 'OVER_LIMIT:override']);
    expect(blocked[0]!.params).toEqual({ reason: 'Legal case' });
    expect(creditRefusal(blocked, true)).toBe('CREDIT_BLOCKED');
    const onHold = creditCheck(
      client({ status: 'ON_HOLD', statusReason: 'Audit' }),
      nothing,
      noOverdue,
      null,
      NOON_15_JUNE,
    );
    expect(codes(onHold)).toEqual(['ON_HOLD:override']);
  });

  it('a licence valid through today is expiring (info) for 30 days, expired from the next Riyadh day', () => {
    const check = (licenceExpiry: string, now = NOON_15_JUNE) =>
      creditCheck(client({ licenceExpiry }), nothing, noOverdue, null, now).map((f) => [f.code, f.params]);
    expect(check('2026-07-16')).toEqual([]);
    expect(check('2026-07-15')).toEqual([['LICENCE_EXPIRING', { date: '2026-07-15', days: 30 }]]);
    expect(check('2026-06-15')).toEqual([['LICENCE_EXPIRING', { date: '2026-06-15', days: 0 }]]);
    // 23:59 Riyadh on the 15th, then 00:00 Riyadh on the 16th (21:00 UTC on the 15th).
    expect(check('2026-06-15', new Date('2026-06-15T20:59:00Z'))[0]![0]).toBe('LICENCE_EXPIRING');
    expect(check('2026-06-15', new Date('2026-06-15T21:00:00Z'))).toEqual([
      ['LICENCE_EXPIRED', { date: '2026-06-15' }],
    ]);
  });

  it('the whole summary from documents, payments and orders', () => {
    const summary = creditSummary({
      client: client({ creditLimitSAR: '20000.00' }),
      documents: [
        invoice('INV-1', '2026-03-01', '2026-03-31', '8000.00'),
        invoice('INV-2', '2026-05-20', '2026-06-19', '6000.00'),
        creditNote('CN-1', '2026-04-02', '1000.00'),
      ],
      payments: [{ id: 'p1', date: '2026-06-02', amountSAR: '7000.00' }],
      orders: [{ id: 'o1', status: 'PENDING_WAREHOUSE', totalValueSAR: '4000.00', payableSAR: '4000.00' }],
      order: {
        id: 'o2',
        status: 'PENDING_CREDIT',
        totalValueSAR: '12000.00',
        payableSAR: '12000.00',
        accountNo: 'ACC-100',
      },
      now: NOON_15_JUNE,
      strict: false,
    });
    // INV-1 cleared by CN-1 (1000) and p1 (7000): only INV-2 is open and it is not due yet.
    expect(summary).toMatchObject({
      openReceivablesSAR: '6000.00',
      openOrdersSAR: '4000.00',
      orderSAR: '12000.00',
      exposureSAR: '22000.00',
      availableSAR: '-2000.00',
      overdueSAR: '0.00',
    });
    expect(summary.findings.map((f) => f.code)).toEqual(['OVER_LIMIT']);
  });
});
