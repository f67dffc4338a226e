import { describe, expect, it } from 'vitest';
import { deliveryProgressStep, deriveDeliveryStatus, riyadhDate, slaBadge } from './delivery.js';
import { ORDER_STATUSES } from './statuses.js';

const AT = new Date('2026-11-20T08:00:00Z');
const none = { dispatchedAt: null, transportedAt: null, actualDeliveryDate: null, notDeliveredReason: null };

describe('deriveDeliveryStatus (SPEC §4)', () => {
  it('follows the warehouse facts in priority order', () => {
    const printed = { status: 'PRINTED', ...none };
    expect(deriveDeliveryStatus(printed)).toBe('PENDING_DELIVERY');
    expect(deriveDeliveryStatus({ ...printed, status: 'ORDER_DISPATCHED', dispatchedAt: AT })).toBe(
      'DISPATCHED',
    );
    const transported = { ...printed, status: 'ORDER_TRANSPORTED', dispatchedAt: AT, transportedAt: AT };
    expect(deriveDeliveryStatus(transported)).toBe('IN_TRANSIT');
    expect(deriveDeliveryStatus({ ...transported, notDeliveredReason: 'Clinic closed' })).toBe(
      'NOT_DELIVERED',
    );
    const delivered = { ...transported, status: 'ORDER_DELIVERED', actualDeliveryDate: AT };
    expect(deriveDeliveryStatus(delivered)).toBe('DELIVERED');
    // A recorded failure wins over everything else.
    expect(deriveDeliveryStatus({ ...delivered, notDeliveredReason: 'Clinic closed' })).toBe('NOT_DELIVERED');
    // Transported without a dispatch time is not in transit.
    expect(deriveDeliveryStatus({ ...printed, transportedAt: AT })).toBe('PENDING_DELIVERY');
  });

  it('accepts ISO strings as they arrive over JSON', () => {
    expect(
      deriveDeliveryStatus({
        status: 'ORDER_DISPATCHED',
        dispatchedAt: '2026-11-20T08:00:00.000Z',
        transportedAt: null,
      }),
    ).toBe('DISPATCHED');
  });

  it('answers Pending Delivery before READY_TO_PRINT, whatever the facts', () => {
    const facts = { dispatchedAt: AT, transportedAt: AT, actualDeliveryDate: AT, notDeliveredReason: 'x' };
    const tracked = ['READY_TO_PRINT', 'PRINTED', 'ORDER_DISPATCHED', 'ORDER_TRANSPORTED', 'ORDER_DELIVERED'];
    for (const status of ORDER_STATUSES) {
      expect(deriveDeliveryStatus({ status, ...facts }), status).toBe(
        tracked.includes(status) ? 'NOT_DELIVERED' : 'PENDING_DELIVERY',
      );
    }
  });
});

describe('deliveryProgressStep', () => {
  it('maps PRINTED..ORDER_DELIVERED to 1..4 and everything else to 0', () => {
    expect(ORDER_STATUSES.map((status) => [status, deliveryProgressStep(status)])).toEqual([
      ['SUBMITTED', 0],
      ['PENDING_CREDIT', 0],
      ['NEEDS_CHANGES', 0],
      ['RESUBMITTED', 0],
      ['REJECTED', 0],
      ['PENDING_HIGHER', 0],
      ['APPEAL_REVIEW', 0],
      ['PENDING_WAREHOUSE', 0],
      ['READY_TO_PRINT', 0],
      ['PRINTED', 1],
      ['ORDER_DISPATCHED', 2],
      ['ORDER_TRANSPORTED', 3],
      ['ORDER_DELIVERED', 4],
    ]);
    expect(deliveryProgressStep('ON_HOLD')).toBe(0);
  });
});

describe('slaBadge', () => {
  const hours = (h: number) => new Date(AT.getTime() + h * 3_600_000);

  it('is On Time under 24 hours', () => {
    expect(slaBadge(AT, AT)).toEqual({ level: 'ON_TIME', label: 'On Time' });
    expect(slaBadge(AT, new Date(hours(24).getTime() - 1))).toEqual({ level: 'ON_TIME', label: 'On Time' });
  });

  it('is Due Soon from exactly 24 hours to under 48', () => {
    expect(slaBadge(AT, hours(24))).toEqual({ level: 'DUE_SOON', label: 'Due Soon' });
    expect(slaBadge(AT, new Date(hours(48).getTime() - 1))).toEqual({ level: 'DUE_SOON', label: 'Due Soon' });
  });

  it('is Overdue from exactly 48 hours', () => {
    expect(slaBadge(AT, hours(48))).toEqual({ level: 'OVERDUE', label: 'Overdue' });
    expect(slaBadge(AT, hours(24 * 30))).toEqual({ level: 'OVERDUE', label: 'Overdue' });
  });

  it('treats an update stamped slightly in the future (clock skew) as on time', () => {
    expect(slaBadge(hours(1), AT).level).toBe('ON_TIME');
  });
});

describe('riyadhDate', () => {
  it('gives the Asia/Riyadh calendar day (UTC+3) around midnight UTC', () => {
    expect(riyadhDate(new Date('2026-11-21T20:59:59Z'))).toBe('2026-11-21');
    expect(riyadhDate(new Date('2026-11-21T21:00:00Z'))).toBe('2026-11-22');
    expect(riyadhDate(new Date('2026-11-21T21:30:00Z'))).toBe('2026-11-22');
    expect(riyadhDate(new Date('2026-11-22T00:30:00Z'))).toBe('2026-11-22');
    expect(riyadhDate(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
    expect(riyadhDate(new Date('2026-03-05T09:00:00Z'))).toBe('2026-03-05');
  });

  it("agrees with the time-zone database's Asia/Riyadh day, hour by hour through years", () => {
    const calendar = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2031, 0, 1); t += 3_600_000 * 7) {
      expect(riyadhDate(new Date(t))).toBe(calendar.format(new Date(t)));
    }
  });
});
