import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  describeOnPostgres,
  type SeedUser,
  seedOrder,
  startTestServer,
  startTwoInstances,
} from '../../../test/harness.js';
import { api, apiToken, LiveSocket, sessionCookie, wsUrl } from '../../../test/live.js';
import type { RunningServer } from '../../server.js';

type Started = Awaited<ReturnType<typeof startTestServer>>;

describe('one instance', () => {
  let started: Started;
  let server: RunningServer;
  let wasama: SeedUser;
  let actimed: SeedUser;
  let credit: SeedUser;
  let higher: SeedUser;
  let warehouse: SeedUser;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    started = await startTestServer();
    server = started.server;
    const t = started.t;
    wasama = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
    actimed = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' });
    credit = await createUser(t, { role: 'CREDIT_TEAM' });
    higher = await createUser(t, { role: 'HIGHER_AUTHORITY' });
    warehouse = await createUser(t, { role: 'WAREHOUSE_MANAGER' });
    for (const user of [wasama, actimed, credit, higher, warehouse]) {
      tokens[user.id] = await apiToken(server, user.email, user.password);
    }
  });
  afterAll(() => started.t.close());

  const socketFor = async (user: SeedUser) => {
    const live = new LiveSocket(wsUrl(server), { authorization: `Bearer ${tokens[user.id]}` });
    await live.opened;
    await live.waitFor((f) => f.type === 'ready');
    return live;
  };

  const act = async (user: SeedUser, orderId: string, path: string, body?: unknown) => {
    const order = (await (await api(server, tokens[user.id]!, 'GET', `/api/orders/${orderId}`)).json()) as {
      version: number;
    };
    const res = await api(server, tokens[user.id]!, 'POST', `/api/orders/${orderId}/${path}`, body, {
      'if-match': String(order.version),
    });
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  };

  it('refuses anonymous and cross-site upgrades', async () => {
    await expect(new LiveSocket(wsUrl(server), {}).opened).rejects.toThrow(/401/);
    const cookie = await sessionCookie(server, wasama.email, wasama.password);
    await expect(
      new LiveSocket(wsUrl(server), { cookie, origin: 'https://evil.example' }).opened,
    ).rejects.toThrow(/403/);
    await expect(new LiveSocket(wsUrl(server), { cookie }).opened).rejects.toThrow(/403/);
    const sameSite = new LiveSocket(wsUrl(server), { cookie, origin: server.url });
    await sameSite.opened;
    sameSite.close();
  });

  it("a company's socket receives nothing about another company's orders over mixed actions by every role", async () => {
    const wasamaSocket = await socketFor(wasama);
    const actimedSocket = await socketFor(actimed);
    const staffSocket = await socketFor(higher);
    const theirs = await seedOrder(started.t, actimed, { status: 'PENDING_CREDIT' });
    const ours = await seedOrder(started.t, wasama, { status: 'PENDING_CREDIT' });
    actimedSocket.send({ type: 'subscribe:order', orderId: theirs.id });
    wasamaSocket.send({ type: 'subscribe:order', orderId: theirs.id });
    await wasamaSocket.waitFor((f) => f.type === 'error' && f.orderId === theirs.id);

    await act(credit, theirs.id, 'actions/approve');
    await act(higher, theirs.id, 'actions/approve');
    await act(warehouse, theirs.id, 'actions/mark-ready');
    await act(warehouse, theirs.id, 'actions/print', { deliveryNoteNo: 'DN-1' });
    await act(credit, ours.id, 'actions/request-changes', { comment: 'Please attach the signed form' });

    await actimedSocket.waitFor((f) => f.type === 'order:printed' && f.orderId === theirs.id);
    await wasamaSocket.waitFor((f) => f.type === 'order:updated' && f.orderId === ours.id);
    await staffSocket.waitFor((f) => f.type === 'order:updated' && f.orderId === ours.id);
    expect(actimedSocket.of('order:history:new').map((f) => f.orderId)).toContain(theirs.id);
    expect(actimedSocket.frames.some((f) => f.orderId === ours.id)).toBe(false);
    expect(wasamaSocket.frames.filter((f) => f.orderId === theirs.id).map((f) => f.type)).toEqual(['error']);
    expect(wasamaSocket.of('notification').every((f) => String(f.message).includes('Al Shifa'))).toBe(true);
    // history and attachment events only reach subscribers
    expect(staffSocket.of('order:history:new')).toEqual([]);
    for (const live of [wasamaSocket, actimedSocket, staffSocket]) live.close();
  });

  it('closes the socket when its session is revoked', async () => {
    const cookie = await sessionCookie(server, credit.email, credit.password);
    const live = new LiveSocket(wsUrl(server), { cookie, origin: server.url });
    await live.opened;
    await fetch(`${server.url}/api/auth/logout`, { method: 'POST', headers: { cookie, origin: server.url } });
    await expect.poll(() => live.closeCode, { timeout: 10_000 }).toBe(4001);
  });

  it('an administrator’s change reaches open sockets at once: the sales-rep view widens them, deactivation closes them', async () => {
    const [rep, admin] = await Promise.all([
      createUser(started.t, { role: 'MEDICAL_COMPANY', companyName: 'X Rose' }),
      createUser(started.t, { role: 'ADMIN' }),
    ]);
    for (const user of [rep, admin]) tokens[user.id] = await apiToken(server, user.email, user.password);
    const adminCall = (method: string, path: string, body?: unknown) =>
      api(server, tokens[admin.id]!, method, path, body);
    const live = await socketFor(rep);
    const order = await seedOrder(started.t, wasama, { status: 'PENDING_CREDIT' });

    const granted = await adminCall('PUT', `/api/accounts/${rep.id}/sales-rep`, { isSalesRep: true });
    expect(granted.status).toBe(200);
    await act(credit, order.id, 'actions/approve');
    await live.waitFor((f) => f.type === 'order:updated' && f.orderId === order.id);

    expect((await adminCall('POST', `/api/accounts/${rep.id}/deactivate`)).status).toBe(200);
    await expect.poll(() => live.closeCode, { timeout: 10_000 }).toBe(4001);
  });

  it('reports presence in the user statuses: online while a socket is open, last seen after', async () => {
    const statuses = async () => {
      const res = await api(server, tokens[credit.id]!, 'GET', '/api/users/statuses');
      const body = (await res.json()) as {
        users: Array<{ id: string; isOnline: boolean; lastSeenAt: string | null }>;
      };
      return body.users.find((u) => u.id === warehouse.id)!;
    };
    expect((await statuses()).isOnline).toBe(false);
    const live = await socketFor(warehouse);
    expect((await statuses()).isOnline).toBe(true);
    live.close();
    await expect.poll(async () => (await statuses()).isOnline, { timeout: 10_000 }).toBe(false);
    expect((await statuses()).lastSeenAt).not.toBeNull();
  });

  it('refuses oversized and malformed frames without dropping the connection for bad JSON', async () => {
    const live = await socketFor(credit);
    live.socket.send('not json');
    await live.waitFor((f) => f.type === 'error' && f.message === 'Malformed frame');
    live.socket.send(JSON.stringify({ type: 'subscribe:order', orderId: 'x'.repeat(5000) }));
    await expect.poll(() => live.closeCode, { timeout: 10_000 }).toBe(1009);
  });
});

describe('notifications', () => {
  let started: Started;
  let server: RunningServer;
  beforeAll(async () => {
    started = await startTestServer();
    server = started.server;
  });
  afterAll(() => started.t.close());

  const listFor = async (token: string) =>
    (await (await api(server, token, 'GET', '/api/notifications')).json()) as {
      notifications: Array<{
        id: string;
        severity: string;
        message: string;
        orderId: string;
        readAt: string | null;
      }>;
      unreadCount: number;
    };

  it('an order entering a queue notifies that queue’s role; the company hears of every status change; not the actor', async () => {
    const t = started.t;
    const owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'X Rose' });
    const colleague = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'X Rose' });
    const stranger = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
    const credit = await createUser(t, { role: 'CREDIT_TEAM' });
    const credit2 = await createUser(t, { role: 'CREDIT_TEAM' });
    const higher = await createUser(t, { role: 'HIGHER_AUTHORITY' });
    const tok = Object.fromEntries(
      await Promise.all(
        [owner, colleague, stranger, credit, credit2, higher].map(async (u) => [
          u.id,
          await apiToken(server, u.email, u.password),
        ]),
      ),
    ) as Record<string, string>;

    const order = await seedOrder(t, owner, { status: 'PENDING_CREDIT', clientName: 'Rose Clinic' });
    const res = await api(
      server,
      tok[credit.id]!,
      'POST',
      `/api/orders/${order.id}/actions/approve`,
      undefined,
      { 'if-match': '1' },
    );
    expect(res.status).toBe(200);

    const higherList = await listFor(tok[higher.id]!);
    expect(higherList.notifications[0]).toMatchObject({ orderId: order.id, severity: 'info' });
    expect(higherList.notifications[0]!.message).toMatch(/waiting for Credit Review/);
    for (const companyUser of [owner, colleague]) {
      const list = await listFor(tok[companyUser.id]!);
      expect(list.notifications[0]).toMatchObject({ orderId: order.id, severity: 'success' });
      expect(list.notifications[0]!.message).toMatch(/Rose Clinic\) is now Pending Credit Review/);
    }
    expect((await listFor(tok[stranger.id]!)).notifications).toEqual([]);
    expect((await listFor(tok[credit.id]!)).notifications).toEqual([]);
    expect((await listFor(tok[credit2.id]!)).notifications).toEqual([]);

    const rejected = await api(
      server,
      tok[higher.id]!,
      'POST',
      `/api/orders/${order.id}/actions/reject`,
      { comment: 'Credit limit exceeded for this client' },
      { 'if-match': '2' },
    );
    expect(rejected.status).toBe(200);
    const ownerList = await listFor(tok[owner.id]!);
    expect(ownerList.notifications[0]).toMatchObject({ severity: 'warning' });
  });

  it('the bell’s unread count matches the list; one or all can be marked read', async () => {
    const t = started.t;
    const owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' });
    const credit = await createUser(t, { role: 'CREDIT_TEAM' });
    const ownerToken = await apiToken(server, owner.email, owner.password);
    const creditToken = await apiToken(server, credit.email, credit.password);
    for (let i = 0; i < 3; i++) {
      const order = await seedOrder(t, owner, { status: 'PENDING_CREDIT' });
      await api(server, creditToken, 'POST', `/api/orders/${order.id}/actions/approve`, undefined, {
        'if-match': '1',
      });
    }
    const list = await listFor(ownerToken);
    expect(list.unreadCount).toBe(list.notifications.filter((n) => !n.readAt).length);
    expect(list.unreadCount).toBe(3);
    const one = await api(server, ownerToken, 'POST', `/api/notifications/${list.notifications[0]!.id}/read`);
    expect(await one.json()).toEqual({ unreadCount: 2 });
    const other = await api(
      server,
      creditToken,
      'POST',
      `/api/notifications/${list.notifications[1]!.id}/read`,
    );
    expect(other.status).toBe(404);
    await api(server, ownerToken, 'POST', '/api/notifications/read-all');
    expect((await listFor(ownerToken)).unreadCount).toBe(0);
  });

  it('pushes a notification frame to the recipient’s socket', async () => {
    const t = started.t;
    const owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Future Herbals' });
    const credit = await createUser(t, { role: 'CREDIT_TEAM' });
    const ownerToken = await apiToken(server, owner.email, owner.password);
    const creditToken = await apiToken(server, credit.email, credit.password);
    const live = new LiveSocket(wsUrl(server), { authorization: `Bearer ${ownerToken}` });
    await live.opened;
    const order = await seedOrder(t, owner, { status: 'PENDING_CREDIT' });
    await api(
      server,
      creditToken,
      'POST',
      `/api/orders/${order.id}/actions/request-changes`,
      { comment: 'Quantities look wrong here' },
      { 'if-match': '1' },
    );
    const frame = await live.waitFor((f) => f.type === 'notification');
    expect(frame).toMatchObject({ severity: 'warning', orderId: order.id });
    live.close();
  });
});

describeOnPostgres('two instances on one PostgreSQL', () => {
  it('a client of instance B receives order:updated within a second of an approval made through instance A', async () => {
    const instances = await startTwoInstances();
    const { a, b } = instances;
    try {
      const owner = await createUser(a.t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
      const credit = await createUser(a.t, { role: 'CREDIT_TEAM' });
      const order = await seedOrder(a.t, owner, { status: 'PENDING_CREDIT' });
      const ownerOnB = new LiveSocket(wsUrl(b.server), {
        authorization: `Bearer ${await apiToken(b.server, owner.email, owner.password)}`,
      });
      await ownerOnB.opened;
      await ownerOnB.waitFor((f) => f.type === 'ready');
      const creditToken = await apiToken(a.server, credit.email, credit.password);
      const started = Date.now();
      const res = await api(
        a.server,
        creditToken,
        'POST',
        `/api/orders/${order.id}/actions/approve`,
        undefined,
        { 'if-match': '1' },
      );
      expect(res.status).toBe(200);
      const frame = await ownerOnB.waitFor((f) => f.type === 'order:updated' && f.orderId === order.id, 1000);
      expect(frame).toMatchObject({ status: 'PENDING_HIGHER', version: 2 });
      expect(Date.now() - started).toBeLessThan(1000);
      // presence crosses instances too
      const statuses = (await (await api(a.server, creditToken, 'GET', '/api/users/statuses')).json()) as {
        users: Array<{ id: string; isOnline: boolean }>;
      };
      expect(statuses.users.find((u) => u.id === owner.id)?.isOnline).toBe(true);
      ownerOnB.close();
    } finally {
      await instances.close();
    }
  });
});
