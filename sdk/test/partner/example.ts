/**
 * A partner system's use of @tawreed/sdk, as the README shows it: installed from the tarball
 * into a folder of its own and compiled with strict NodeNext settings by package.test.ts.
 * Prints one JSON line of what it saw, for the test to check.
 */
import { readFile } from 'node:fs/promises';
import {
  createOrderWithFiles,
  createRealtimeClient,
  createTawreedClient,
  namedFile,
  ORDER_STATUSES,
  type RealtimeEvents,
  TawreedApiError,
  unwrap,
} from '@tawreed/sdk';
import { WebSocket } from 'ws';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const baseUrl = env('TAWREED_URL');
const filesDir = env('FILES_DIR');

// 1. Sign in with an API token (created by a signed-in user of the partner's company).
const company = createTawreedClient({ baseUrl, token: env('TAWREED_TOKEN') });
const me = await unwrap(company.GET('/api/auth/me'));

// 2. List with filters: pending credit review, October onwards, newest first.
const pending = await unwrap(
  company.GET('/api/orders', {
    params: {
      query: {
        status: ['PENDING_CREDIT', 'RESUBMITTED'],
        dateFrom: '2026-10-01',
        sort: '-orderDate',
        pageSize: 50,
      },
    },
  }),
);

// 3. Live events: the company hears about its orders (Node 20: the `ws` package's WebSocket).
const realtime = createRealtimeClient({
  url: `${baseUrl.replace(/^http/, 'ws')}/ws`,
  token: env('TAWREED_TOKEN'),
  WebSocket,
});
const updates: Array<RealtimeEvents['order:updated']> = [];
realtime.on('order:updated', (event) => updates.push(event));
const connected = new Promise<void>((resolve) => realtime.onStatus((s) => s === 'connected' && resolve()));
realtime.connect();
await connected;

// 4. Create an order with its lines and both files: the P.O and the order form.
const order = await createOrderWithFiles(company, {
  order: {
    externalRef: env('EXTERNAL_REF'),
    clientName: 'Al Noor Pharmacy',
    region: 'Western Region',
    area: 'Jeddah',
    orderDate: '2026-11-20',
    lines: [
      {
        itemCode: 'AMX-500',
        itemDescription: 'Amoxicillin 500mg',
        publicPrice: '12.50',
        discount: '10',
        quantity: 20,
        bonus: '2',
      },
    ],
  },
  purchaseOrder: namedFile(await readFile(`${filesDir}/po.pdf`), 'po.pdf'),
  orderForm: namedFile(await readFile(`${filesDir}/order-form.xlsx`), 'order-form.xlsx'),
  idempotencyKey: `create:${env('EXTERNAL_REF')}`,
});

// 5. Approve it as the credit team, with If-Match = the version we saw; a stale one is a 412.
const credit = createTawreedClient({ baseUrl, token: env('CREDIT_TOKEN') });
const stale = await unwrap(
  credit.POST('/api/orders/{id}/actions/approve', {
    params: { path: { id: order.id }, header: { 'if-match': String(order.version - 1) } },
  }),
).catch((err: unknown) => err);
const approved = await unwrap(
  credit.POST('/api/orders/{id}/actions/approve', {
    params: { path: { id: order.id }, header: { 'if-match': String(order.version) } },
  }),
);

// 6. The company's socket receives the change.
const deadline = Date.now() + 10_000;
while (
  !updates.some((u) => u.orderId === order.id && u.status === approved.status) &&
  Date.now() < deadline
) {
  await new Promise((resolve) => setTimeout(resolve, 20));
}
realtime.close();

process.stdout.write(
  `${JSON.stringify({
    me: { email: me.email, role: me.role },
    listed: { total: pending.total, statuses: [...new Set(pending.orders.map((o) => o.status))] },
    knownStatuses: ORDER_STATUSES.length,
    created: {
      id: order.id,
      status: order.status,
      lines: order.lines.length,
      total: order.totalValueSAR,
      attachments: order.attachments.map((a) => a.attachmentType).sort(),
    },
    stale: stale instanceof TawreedApiError ? { status: stale.status, code: stale.code } : null,
    approved: { status: approved.status, version: approved.version },
    event: updates.find((u) => u.orderId === order.id && u.status === approved.status) ?? null,
  })}\n`,
);
