/** Delivery progress, the SLA badge and the Riyadh calendar day (SPEC §4, §9). Pure: time comes in as `now`. */
import { SLA_DUE_SOON_HOURS, SLA_OVERDUE_HOURS } from './constants.js';
import type { DeliveryStatus, OrderStatus } from './statuses.js';

/** The statuses that carry a delivery status; every other order is "Pending Delivery". */
export const DELIVERY_TRACKED_STATUSES: readonly OrderStatus[] = [
  'READY_TO_PRINT',
  'PRINTED',
  'ORDER_DISPATCHED',
  'ORDER_TRANSPORTED',
  'ORDER_DELIVERED',
];

/** The warehouse facts the delivery status derives from; dates may be Date objects or ISO strings (JSON). */
export interface DeliveryFacts {
  status: OrderStatus | string;
  dispatchedAt?: Date | string | null;
  transportedAt?: Date | string | null;
  actualDeliveryDate?: Date | string | null;
  notDeliveredReason?: string | null;
}

/** SPEC §4 "Derived delivery status": a recorded failure wins, then delivery, then transit, then dispatch. */
export function deriveDeliveryStatus(order: DeliveryFacts): DeliveryStatus {
  if (!(DELIVERY_TRACKED_STATUSES as readonly string[]).includes(order.status)) return 'PENDING_DELIVERY';
  if (order.notDeliveredReason) return 'NOT_DELIVERED';
  if (order.actualDeliveryDate) return 'DELIVERED';
  if (order.dispatchedAt && order.transportedAt) return 'IN_TRANSIT';
  if (order.dispatchedAt) return 'DISPATCHED';
  return 'PENDING_DELIVERY';
}

export type DeliveryProgressStep = 0 | 1 | 2 | 3 | 4;

const PROGRESS_STEPS: Partial<Record<OrderStatus, DeliveryProgressStep>> = {
  PRINTED: 1,
  ORDER_DISPATCHED: 2,
  ORDER_TRANSPORTED: 3,
  ORDER_DELIVERED: 4,
};

/** The delivery stepper's position: PRINTED 1 ... ORDER_DELIVERED 4, anything else 0. */
export function deliveryProgressStep(status: OrderStatus | string): DeliveryProgressStep {
  return PROGRESS_STEPS[status as OrderStatus] ?? 0;
}

export const SLA_LEVELS = ['ON_TIME', 'DUE_SOON', 'OVERDUE'] as const;
export type SlaLevel = (typeof SLA_LEVELS)[number];

export const SLA_LABELS = {
  ON_TIME: 'On Time',
  DUE_SOON: 'Due Soon',
  OVERDUE: 'Overdue',
} as const satisfies Record<SlaLevel, string>;

export type SlaBadge = { [L in SlaLevel]: { level: L; label: (typeof SLA_LABELS)[L] } }[SlaLevel];

const HOUR_MS = 3_600_000;

/** Hours since the last update: under 24 on time, 24 to under 48 due soon, 48 or more overdue. */
export function slaBadge(updatedAt: Date, now: Date): SlaBadge {
  const elapsedMs = now.getTime() - updatedAt.getTime();
  if (elapsedMs >= SLA_OVERDUE_HOURS * HOUR_MS) return { level: 'OVERDUE', label: SLA_LABELS.OVERDUE };
  if (elapsedMs >= SLA_DUE_SOON_HOURS * HOUR_MS) return { level: 'DUE_SOON', label: SLA_LABELS.DUE_SOON };
  return { level: 'ON_TIME', label: SLA_LABELS.ON_TIME };
}

/** Asia/Riyadh keeps UTC+3 all year (no daylight saving since 1963). */
const RIYADH_OFFSET_MS = 3 * HOUR_MS;

/** The Asia/Riyadh calendar day of an instant, as 'YYYY-MM-DD' ("today" for date rules). */
export function riyadhDate(now: Date): string {
  return new Date(now.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instants a Riyadh calendar day ('YYYY-MM-DD') starts and ends (Asia/Riyadh keeps UTC+3 all year). */
export function riyadhDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00+03:00`);
  return { start, end: new Date(start.getTime() + 24 * 3600_000) };
}
