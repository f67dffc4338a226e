/**
 * DESIGN §3 over HTTP, part 1: the review and appeal endpoints, for every caller on every
 * status (the table and the callers are in test/workflow-matrix.ts); and allowedActions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../../test/harness.js';
import { mapLimit } from '../../../test/workflow.js';
import { WorkflowMatrix } from '../../../test/workflow-matrix.js';
import {
  domainAction,
  ENDPOINTS,
  type Endpoint,
  expectedStatus,
  SIGNED_IN,
  VARIANT_NAMES,
} from '../../../test/workflow-matrix-table.js';

const REVIEW_ENDPOINTS: Endpoint[] = [
  'approve',
  'reject',
  'request-changes',
  'resubmit',
  'appeal',
  'accept appeal',
  'reject appeal',
];

const matrix = new WorkflowMatrix();
beforeAll(() => matrix.setUp());
afterAll(() => matrix.close());

// Concurrent: each cell seeds its own orders for its successes, and refusals write nothing.
describe.concurrent.each(REVIEW_ENDPOINTS)('%s', (endpoint) => {
  it.for(VARIANT_NAMES)('on %s: each caller gets DESIGN §3’s answer', async (variant, { expect }) => {
    const { actual, expected, problems } = await matrix.runCell(endpoint, variant);
    expect(actual).toEqual(expected);
    expect(problems).toEqual([]);
  });
});

describe('allowedActions', () => {
  it('on GET /api/orders/{id} equals decide() for the caller and offers exactly what the table allows', async () => {
    const problems: string[] = [];
    await mapLimit(VARIANT_NAMES, 4, async (variant) => {
      for (const caller of SIGNED_IN) {
        const res = await matrix.clients[caller].get(`/api/orders/${matrix.baseOrders[variant].id}`);
        if (caller === 'otherCompany') {
          if (res.status !== 404) problems.push(`${variant} ${caller}: ${res.status}`);
          continue;
        }
        const order = (await res.json()) as Json;
        const fromDecide = await matrix.decidedActions(order, caller);
        const fromTable = [
          ...new Set(
            ENDPOINTS.filter((e) => expectedStatus(e, variant, caller) < 300).map((e) =>
              domainAction(e, variant),
            ),
          ),
        ].sort();
        if (JSON.stringify(order.allowedActions) !== JSON.stringify(fromDecide)) {
          problems.push(`${variant} ${caller}: ${order.allowedActions} != decide() ${fromDecide}`);
        }
        if (JSON.stringify([...order.allowedActions].sort()) !== JSON.stringify(fromTable)) {
          problems.push(`${variant} ${caller}: ${order.allowedActions} != table ${fromTable}`);
        }
      }
    });
    expect(problems).toEqual([]);
  });

  it('on every row of GET /api/orders equals decide() for the caller', async () => {
    const problems: string[] = [];
    const details: Record<string, Json> = {};
    let rowsChecked = 0;
    for (const caller of SIGNED_IN) {
      const res = await matrix.clients[caller].get('/api/orders?pageSize=100');
      expect(res.status).toBe(200);
      const { orders } = (await res.json()) as { orders: Json[] };
      if (caller === 'otherCompany') {
        expect(orders).toEqual([]);
        continue;
      }
      expect(orders.length).toBeGreaterThanOrEqual(VARIANT_NAMES.length);
      await mapLimit(orders, 8, async (row) => {
        details[row.id] ??= (await (
          await matrix.clients.creditTeam.get(`/api/orders/${row.id}`)
        ).json()) as Json;
        const allowed = await matrix.decidedActions(details[row.id]!, caller);
        rowsChecked++;
        if (JSON.stringify(row.allowedActions) !== JSON.stringify(allowed)) {
          problems.push(`${row.status} ${caller}: list ${row.allowedActions} != decide() ${allowed}`);
        }
      });
    }
    expect(problems).toEqual([]);
    expect(rowsChecked).toBeGreaterThan(VARIANT_NAMES.length * 5);
  });
});
