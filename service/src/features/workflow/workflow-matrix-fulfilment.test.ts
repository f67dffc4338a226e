/**
 * DESIGN §3 over HTTP, part 2: the warehouse and delivery endpoints and the owner's edit,
 * upload and delete/withdraw, for every caller on every status (see test/workflow-matrix.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkflowMatrix } from '../../../test/workflow-matrix.js';
import { type Endpoint, VARIANT_NAMES } from '../../../test/workflow-matrix-table.js';
import * as ordersRepo from '../orders/repository.js';

const FULFILMENT_ENDPOINTS: Endpoint[] = [
  'mark-ready',
  'print',
  'dispatch',
  'transport',
  'deliver',
  'not-delivered',
  'edit (PUT)',
  'upload attachment',
  'DELETE',
];

const matrix = new WorkflowMatrix();
beforeAll(() => matrix.setUp());
afterAll(() => matrix.close());

// Concurrent: each cell seeds its own orders for its successes, and refusals write nothing.
describe.concurrent.each(FULFILMENT_ENDPOINTS)('%s', (endpoint) => {
  it.for(VARIANT_NAMES)('on %s: each caller gets DESIGN §3’s answer', async (variant, { expect }) => {
    const { actual, expected, problems } = await matrix.runCell(endpoint, variant);
    expect(actual).toEqual(expected);
    expect(problems).toEqual([]);
  });
});

describe('the orders every refusal was tried on', () => {
  it('are unchanged: a refused request writes nothing', async () => {
    for (const name of VARIANT_NAMES) {
      const { id, version } = matrix.baseOrders[name];
      expect((await ordersRepo.findOrder(matrix.t.deps.db, id))?.order.version, name).toBe(version);
      expect(await ordersRepo.findHistory(matrix.t.deps.db, id), name).toHaveLength(1);
    }
  });
});
