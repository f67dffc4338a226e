import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, seedOrder, startTwoInstances, until } from '../../../test/harness.js';
import { api, apiToken } from '../../../test/live.js';
import type { ServiceEvent } from '../../events/types.js';

let instances: Awaited<ReturnType<typeof startTwoInstances>>;
beforeAll(async () => {
  instances = await startTwoInstances();
});
afterAll(() => instances.close());

const summary = (event: ServiceEvent) =>
  event.type === 'notification'
    ? `notification ${event.userId} ${event.notificationId}`
    : event.type === 'order:history:new'
      ? `history ${event.entryId}`
      : event.type === 'order:updated'
        ? `updated ${event.status} v${event.version}`
        : event.type;

it('an approval writes its outbox rows and sends its events with its own write, heard once here and at commit by the other instance', async () => {
  const { a, b } = instances;
  const owner = await createUser(a.t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  const credit = await createUser(a.t, { role: 'CREDIT_TEAM' });
  const higher = await createUser(a.t, { role: 'HIGHER_AUTHORITY' });
  const order = await seedOrder(a.t, owner);
  const heardByA: ServiceEvent[] = [];
  const heardByB: ServiceEvent[] = [];
  a.t.deps.events.subscribe((event) => {
    if ('orderId' in event ? event.orderId === order.id : event.type === 'notification') heardByA.push(event);
  });
  b.t.deps.events.subscribe((event) => {
    if ('orderId' in event ? event.orderId === order.id : event.type === 'notification') heardByB.push(event);
  });

  const token = await apiToken(a.server, credit.email, credit.password);
  const res = await api(a.server, token, 'POST', `/api/orders/${order.id}/actions/approve`, undefined, {
    'if-match': `"${order.version}"`,
  });
  expect(res.status).toBe(200);
  const approved = (await res.json()) as { version: number; status: string; history: Array<{ id: string }> };
  const entryId = approved.history.at(-1)!.id;

  const notices = heardByA.filter((event) => event.type === 'notification');
  expect(notices.map((event) => event.type === 'notification' && event.userId)).toContain(higher.id);
  const expected = [
    `updated ${approved.status} v${approved.version}`,
    `history ${entryId}`,
    ...notices.map(summary),
  ];
  expect(heardByA.map(summary)).toEqual(expected);
  await until(() => heardByB.length >= expected.length, 'the other instance to hear the approval');
  expect(heardByB.map(summary).sort()).toEqual([...expected].sort());
  // The notification the other instance heard is the one stored.
  const [stored] = (
    await a.t.database.pool!.query<{ id: string }>(
      'select id from notifications where user_id = $1 and order_id = $2',
      [higher.id, order.id],
    )
  ).rows;
  expect(heardByB.map(summary)).toContain(`notification ${higher.id} ${stored?.id}`);
  const outbox = (
    await a.t.database.pool!.query<{ type: string; entry: string | null; version: number | null }>(
      `select type, payload->'data'->>'entryId' as entry, (payload->'data'->>'version')::int as version
       from webhook_events where order_id = $1 order by id`,
      [order.id],
    )
  ).rows;
  expect(outbox).toEqual([
    { type: 'order.status_changed', entry: null, version: approved.version },
    { type: 'order.history_added', entry: entryId, version: null },
  ]);
  await new Promise((resolve) => setTimeout(resolve, 200)); // an echo or a second send would arrive now
  expect(heardByA).toHaveLength(expected.length);
  expect(heardByB).toHaveLength(expected.length);
});
