import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SeedUser, seedOrder, startTestServer } from '../../../test/harness.js';
import { api, apiToken, LiveSocket, wsUrl } from '../../../test/live.js';
import { notifications } from '../../db/schema.js';

type Started = Awaited<ReturnType<typeof startTestServer>>;
interface Listed {
  notifications: Array<{
    message: string;
    key: string | null;
    params: Record<string, unknown>;
    orderId: string;
  }>;
}

let started: Started;
let owner: SeedUser;
let colleague: SeedUser;
let credit: SeedUser;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  started = await startTestServer();
  const t = started.t;
  owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  colleague = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  credit = await createUser(t, { role: 'CREDIT_TEAM' });
  for (const user of [owner, colleague, credit]) {
    tokens[user.id] = await apiToken(started.server, user.email, user.password);
  }
});
afterAll(() => started.t.close());

const list = async (user: SeedUser, language?: string) =>
  (await (
    await api(
      started.server,
      tokens[user.id]!,
      'GET',
      '/api/notifications',
      undefined,
      language ? { 'accept-language': language } : {},
    )
  ).json()) as Listed;

describe("notifications in each reader's language", () => {
  it('are stored as a key and parameters: the list and the live frame speak the reader’s language', async () => {
    const server = started.server;
    const arabicSocket = new LiveSocket(wsUrl(server), {
      authorization: `Bearer ${tokens[owner.id]}`,
      'accept-language': 'ar-SA',
    });
    const englishSocket = new LiveSocket(wsUrl(server), { authorization: `Bearer ${tokens[colleague.id]}` });
    await Promise.all([arabicSocket.opened, englishSocket.opened]);
    await Promise.all([
      arabicSocket.waitFor((f) => f.type === 'ready'),
      englishSocket.waitFor((f) => f.type === 'ready'),
    ]);

    const order = await seedOrder(started.t, owner, { status: 'PENDING_CREDIT', clientName: 'Rose Clinic' });
    const res = await api(
      server,
      tokens[credit.id]!,
      'POST',
      `/api/orders/${order.id}/actions/approve`,
      undefined,
      {
        'if-match': '1',
      },
    );
    expect(res.status).toBe(200);

    const short = order.id.slice(0, 8);
    const arabicFrame = await arabicSocket.waitFor((f) => f.type === 'notification');
    const englishFrame = await englishSocket.waitFor((f) => f.type === 'notification');
    expect(englishFrame).toMatchObject({
      message: `Order ${short} (Rose Clinic) is now Pending Credit Review`,
      key: 'notifyStatus',
      // A label parameter travels as its key; `message` renders it in the reader's language.
      params: { id: short, client: 'Rose Clinic', status: 'PENDING_HIGHER' },
    });
    expect(arabicFrame).toMatchObject({
      message: `الطلب ${short} (Rose Clinic) أصبح الآن بانتظار مراجعة الائتمان`,
      key: 'notifyStatus',
    });
    arabicSocket.close();
    englishSocket.close();

    const [arabic, english] = [
      (await list(owner, 'ar')).notifications[0]!,
      (await list(owner)).notifications[0]!,
    ];
    expect(arabic.message).toBe(`الطلب ${short} (Rose Clinic) أصبح الآن بانتظار مراجعة الائتمان`);
    expect(english.message).toBe(`Order ${short} (Rose Clinic) is now Pending Credit Review`);
    expect(arabic.key).toBe(english.key);
    expect(arabic.params).toEqual(english.params);
  });

  it('a notification written before keys existed is shown as it was stored, never parsed back into a key', async () => {
    const order = await seedOrder(started.t, colleague, {
      status: 'PENDING_CREDIT',
      clientName: 'Old Clinic',
    });
    await started.t.deps.db.insert(notifications).values({
      userId: colleague.id,
      severity: 'warning',
      message: 'Delivery of order 1a2b3c4d (Old Clinic) failed: Nobody at the door',
      orderId: order.id,
      createdAt: new Date(Date.now() + 60_000),
    });
    // No key was stored with it: the contract's `key: null`, and its stored text in every language.
    const [arabic] = (await list(colleague, 'ar')).notifications;
    expect(arabic).toMatchObject({
      message: 'Delivery of order 1a2b3c4d (Old Clinic) failed: Nobody at the door',
      key: null,
      params: {},
    });
    const [english] = (await list(colleague, 'en')).notifications;
    expect(english!.message).toBe('Delivery of order 1a2b3c4d (Old Clinic) failed: Nobody at the door');
  });
});
