import { REALTIME_POLICY } from '@tawreed/domain';
import { createFreshDatabase, createUser, seedOrder, startTestServer } from '@tawreed/service/testing';
import { api, apiToken } from '@tawreed/service/testing/live';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createRealtimeClient, reconnectDelay } from './index.js';

describe('reconnectDelay', () => {
  it('follows SPEC §9: 1 s growing to 5 s, randomised by half', () => {
    expect(reconnectDelay(0, REALTIME_POLICY, () => 0.5)).toBe(1000);
    expect(reconnectDelay(0, REALTIME_POLICY, () => 0)).toBe(500);
    expect(reconnectDelay(0, REALTIME_POLICY, () => 1)).toBe(1500);
    expect(reconnectDelay(1, REALTIME_POLICY, () => 0.5)).toBe(2000);
    expect(reconnectDelay(10, REALTIME_POLICY, () => 1)).toBe(5000);
    expect(reconnectDelay(10, REALTIME_POLICY, () => 0)).toBe(2500);
  });
});

describe('the sdk realtime client', () => {
  it('reconnects after the service restarts and receives events again without the caller doing anything', async () => {
    const database = await createFreshDatabase();
    let started = await startTestServer({ database });
    const port = started.server.port;
    const owner = await createUser(started.t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
    const credit = await createUser(started.t, { role: 'CREDIT_TEAM' });
    const ownerToken = await apiToken(started.server, owner.email, owner.password);
    const client = createRealtimeClient({
      url: `ws://127.0.0.1:${port}/ws`,
      token: ownerToken,
      WebSocket,
      policy: { reconnectDelayMs: 100, reconnectDelayMaxMs: 300 },
    });
    const statuses: string[] = [];
    const updates: string[] = [];
    client.onStatus((s) => statuses.push(s));
    client.on('order:updated', (e) => updates.push(e.orderId));
    client.connect();
    await expect.poll(() => client.status, { timeout: 10_000 }).toBe('connected');

    await started.server.close();
    await expect.poll(() => client.status, { timeout: 10_000 }).not.toBe('connected');
    started = await startTestServer({ database, port });
    await expect.poll(() => client.status, { timeout: 15_000 }).toBe('connected');

    const order = await seedOrder(started.t, owner, { status: 'PENDING_CREDIT' });
    const creditToken = await apiToken(started.server, credit.email, credit.password);
    await api(started.server, creditToken, 'POST', `/api/orders/${order.id}/actions/approve`, undefined, {
      'if-match': '1',
    });
    await expect.poll(() => updates, { timeout: 10_000 }).toContain(order.id);
    expect(statuses).toEqual([
      'connecting',
      'connected',
      'disconnected',
      'connecting',
      expect.any(String),
      ...statuses.slice(5),
    ]);
    client.close();
    await started.server.close();
    await database.close();
  });
});
