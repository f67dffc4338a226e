/**
 * Where the order workflow meets stock (DESIGN §8), called by applyTransition inside the
 * transition's own transaction: mark-ready refuses while lines are short; entering
 * PENDING_WAREHOUSE (approval, accepted appeal) reserves; withdrawal or rejection releases;
 * dispatch ships.
 */
import type { OrderAction, OrderStatus } from '@tawreed/domain';
import type { Tx } from '../../db/client.js';
import type { ServiceEvent } from '../../events/types.js';
import { checkMinimumAlerts } from './alerts.js';
import {
  findShortLines,
  releaseOrder,
  reserveOrder,
  type StockPolicy,
  type StockTouch,
  shipOrder,
  stockShortError,
} from './reservations.js';

/** Before the order changes: mark-ready needs every stock-controlled line reserved. */
export async function checkStockBeforeTransition(tx: Tx, orderId: string, action: OrderAction) {
  if (action !== 'mark-ready') return;
  const short = await findShortLines(tx, orderId);
  if (short.length) throw stockShortError(short);
}

export function stockEvents(touched: StockTouch[], reason: string): ServiceEvent[] {
  return touched.map((touch) => ({
    type: 'stock:changed',
    itemCode: touch.itemCode,
    lotIds: touch.lotIds,
    reason,
  }));
}

interface StockStep {
  orderId: string;
  action: OrderAction;
  from: OrderStatus;
  to: OrderStatus;
  actorId: string | null;
  now: Date;
}

const reserves = (step: StockStep) => step.to === 'PENDING_WAREHOUSE' && step.from !== 'PENDING_WAREHOUSE';
const releases = (step: StockStep) => step.action === 'withdraw' || step.to === 'REJECTED';

/** Whether the step reserves, releases or ships (applyStockForTransition then writes after the order's write). */
export const touchesStock = (step: StockStep) =>
  reserves(step) || releases(step) || step.action === 'dispatch';

/** After the order changed: reserve, release or ship; answers the events to publish after commit. */
export async function applyStockForTransition(
  tx: Tx,
  step: StockStep,
  policy: StockPolicy,
): Promise<ServiceEvent[]> {
  let touched: StockTouch[] = [];
  let reason = '';
  if (reserves(step)) {
    touched = await reserveOrder(tx, step.orderId, policy, step.actorId, step.now);
    reason = 'reservation';
  } else if (releases(step)) {
    touched = await releaseOrder(tx, step.orderId, step.actorId, step.now);
    reason = 'release';
  } else if (step.action === 'dispatch') {
    touched = await shipOrder(tx, step.orderId, step.actorId, step.now);
    reason = 'shipment';
  }
  if (!touched.length) return [];
  const alerts = await checkMinimumAlerts(
    tx,
    touched.map((touch) => touch.itemCode),
    step.now,
  );
  return [...stockEvents(touched, reason), ...alerts];
}
