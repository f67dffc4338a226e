/**
 * /metrics (DESIGN §14), scraped as Prometheus would and read with a Prometheus text-format
 * parser (parse-prometheus-text-format): an order's whole life shows up by route template, the
 * webhook backlog rises while a receiver is down and falls when it is back, and nobody without
 * the token reads anything.
 */
import { type AddressInfo, createServer } from 'node:net';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePart, form, orderBody, orderFormXlsx, pdfBytes } from '../../../test/fixtures.js';
import {
  createTestApp,
  createUser,
  type Json,
  type SeedUser,
  signedIn,
  startTestServer,
  type TestApp,
  type TestClient,
} from '../../../test/harness.js';
import { WebhookReceiver } from '../../../test/webhook-receiver.js';
import { riyadhDay } from '../../../test/workflow.js';
import { runDeliveryPass } from '../webhooks/deliverer.js';

const TOKEN = 'metrics-token-0123456789abcdef';
const body = async (res: Response) => (await res.json()) as Json;

interface Sample {
  labels?: Record<string, string>;
  value?: string;
  buckets?: Record<string, string>;
  count?: string;
}
interface Family {
  name: string;
  type: string;
  metrics: Sample[];
}

let t: TestApp;
let owner: SeedUser;
let ownerClient: TestClient;
let creditClient: TestClient;
let higherClient: TestClient;
let warehouseClient: TestClient;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN, WEBHOOK_ALLOW_PRIVATE: true });
  receiver = await WebhookReceiver.start();
  owner = await createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
  ownerClient = await signedIn(t, owner);
  creditClient = await signedIn(t, await createUser(t, { role: 'CREDIT_TEAM' }));
  higherClient = await signedIn(t, await createUser(t, { role: 'HIGHER_AUTHORITY' }));
  warehouseClient = await signedIn(t, await createUser(t, { role: 'WAREHOUSE_MANAGER' }));
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

async function scrape(): Promise<Map<string, Family>> {
  const res = await t.fetch('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const families = parsePrometheusTextFormat(await res.text()) as Family[];
  return new Map(families.map((family) => [family.name, family]));
}

const gauge = (families: Map<string, Family>, name: string, labels: Record<string, string> = {}) =>
  Number(
    families
      .get(name)
      ?.metrics.find((sample) =>
        Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value),
      )?.value ?? Number.NaN,
  );

async function step(client: TestClient, orderId: string, path: string, payload?: unknown) {
  const current = await body(await client.get(`/api/orders/${orderId}`));
  const res = await client.post(`/api/orders/${orderId}/${path}`, payload, {
    'if-match': `"${current.version}"`,
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return body(res);
}

describe('/metrics', () => {
  it('answers 404 with no METRICS_TOKEN or METRICS_PORT, and 401 without the right token, never the figures', async () => {
    const closed = await createTestApp();
    const none = await closed.fetch('/metrics');
    expect(none.status).toBe(404);
    expect(await none.text()).not.toMatch(/tawreed_|process_/);
    await closed.close();
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
      TOKEN,
      'Bearer ',
    ]) {
      const res = await t.fetch('/metrics', { headers: authorization ? { authorization } : {} });
      expect(res.status, authorization).toBe(401);
      const text = await res.text();
      expect(text, authorization).not.toMatch(/tawreed_|process_|nodejs_/);
      expect((JSON.parse(text) as Json).error.code).toBe('UNAUTHENTICATED');
    }
    // A session is not the token.
    expect((await ownerClient.get('/metrics')).status).toBe(401);
  });

  it("shows an order's whole life by route template and status, orders by status, the process and failed sign-ins", async () => {
    const failed = await t.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.email, password: 'not-the-password' }),
    });
    expect(failed.status).toBe(401);

    const created = await body(await ownerClient.post('/api/orders', orderBody()));
    const upload = (fields: Record<string, string | File>) =>
      ownerClient.post(`/api/orders/${created.id}/upload`, form(fields));
    expect(
      (await upload({ attachmentType: 'purchase_order', file: filePart(pdfBytes(), 'po.pdf') })).status,
    ).toBe(200);
    const submitted = await body(
      await upload({ attachmentType: 'order_form', file: filePart(await orderFormXlsx(), 'form.xlsx') }),
    );
    expect(submitted.status).toBe('PENDING_CREDIT');
    await step(creditClient, created.id, 'actions/approve');
    await step(higherClient, created.id, 'actions/approve');
    await step(warehouseClient, created.id, 'actions/mark-ready');
    await step(warehouseClient, created.id, 'actions/print', { deliveryNoteNo: 'DN-METRICS-1' });
    await step(warehouseClient, created.id, 'dispatch');
    await step(warehouseClient, created.id, 'transport', {
      expectedDeliveryDate: `${riyadhDay(new Date(), 1)}T10:00:00+03:00`,
    });
    const delivered = await step(warehouseClient, created.id, 'deliver');
    expect(delivered.status).toBe('ORDER_DELIVERED');
    const download = await ownerClient.get(delivered.attachments[0].downloadUrl);
    expect(download.status).toBe(200);

    const families = await scrape();
    expect(families.get('tawreed_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    const requests = families.get('tawreed_http_requests_total');
    expect(requests?.type).toBe('COUNTER');
    const routes = new Set(
      requests!.metrics.map(
        (sample) => `${sample.labels?.method} ${sample.labels?.route} ${sample.labels?.status}`,
      ),
    );
    for (const route of [
      'POST /api/auth/login 401',
      'POST /api/orders 201',
      'POST /api/orders/{id}/upload 200',
      'POST /api/orders/{id}/actions/approve 200',
      'POST /api/orders/{id}/actions/mark-ready 200',
      'POST /api/orders/{id}/actions/print 200',
      'POST /api/orders/{id}/dispatch 200',
      'POST /api/orders/{id}/transport 200',
      'POST /api/orders/{id}/deliver 200',
      'GET /api/orders/{id} 200',
      'GET /api/orders/attachments/{attachmentId}/download 200',
    ]) {
      expect(routes, route).toContain(route);
    }
    // Route templates only: no order id (or any other id) becomes a label.
    for (const sample of requests!.metrics) expect(JSON.stringify(sample.labels)).not.toContain(created.id);
    const approvals = requests!.metrics.find(
      (sample) =>
        sample.labels?.route === '/api/orders/{id}/actions/approve' && sample.labels?.status === '200',
    );
    expect(Number(approvals?.value)).toBe(2);

    expect(gauge(families, 'tawreed_orders', { status: 'ORDER_DELIVERED' })).toBeGreaterThanOrEqual(1);
    expect(gauge(families, 'tawreed_sign_in_failures_total', { reason: 'invalid' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(gauge(families, 'tawreed_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(gauge(families, 'tawreed_websocket_connections')).toBe(0);
    expect(gauge(families, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(families.get('nodejs_eventloop_lag_p99_seconds')?.type).toBe('GAUGE');
  }, 120_000);

  it('shows the webhook backlog rising while a receiver is down and falling when it is back', async () => {
    receiver.respond = () => ({ status: 503, body: 'down for maintenance' });
    const subscribed = await ownerClient.post('/api/webhooks', {
      url: `${receiver.url}/erp`,
      eventTypes: ['order.created'],
      description: 'ERP',
    });
    expect(subscribed.status).toBe(201);
    const before = await scrape();
    expect(gauge(before, 'tawreed_webhook_deliveries_pending')).toBe(0);

    // Down: every attempt fails and waits an hour for the next.
    for (let n = 0; n < 3; n++) expect((await ownerClient.post('/api/orders', orderBody())).status).toBe(201);
    await runDeliveryPass(t.deps, { backoffSeconds: [3600, 3600] });
    expect(receiver.received.length).toBeGreaterThanOrEqual(3);
    const down = await scrape();
    expect(gauge(down, 'tawreed_webhook_deliveries_pending')).toBe(3);
    expect(gauge(down, 'tawreed_webhook_deliveries_due')).toBe(0);
    expect(gauge(down, 'tawreed_webhook_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);

    // Back, past the longest jittered wait (an hour + 20 %): the retries go through and the
    // backlog empties.
    receiver.respond = () => ({ status: 200, body: 'ok' });
    const later = new Date(Date.now() + 3600_000 * 1.2 + 60_000);
    const backlog: number[] = [];
    for (let round = 0; round < 5; round++) {
      await runDeliveryPass({ ...t.deps, now: () => later }, { backoffSeconds: [3600, 3600] });
      backlog.push(gauge(await scrape(), 'tawreed_webhook_deliveries_pending'));
      if (backlog.at(-1) === 0) break;
    }
    expect(backlog[0]).toBeLessThan(3);
    const back = await scrape();
    expect(gauge(back, 'tawreed_webhook_deliveries_pending')).toBeLessThan(3);
    expect(receiver.received.length).toBeGreaterThanOrEqual(4);
  });

  it('with METRICS_PORT, answers /metrics there only: open without a token, 404 on the service port, nothing else on the metrics port', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const { server, t: served } = await startTestServer({ config: { METRICS_PORT: port } });
    try {
      const metricsUrl = `http://127.0.0.1:${port}`;
      const scraped = await fetch(`${metricsUrl}/metrics`);
      expect(scraped.status).toBe(200);
      const families = parsePrometheusTextFormat(await scraped.text()) as Family[];
      expect(families.map((family) => family.name)).toContain('tawreed_http_requests_total');
      // The service's own port has no /metrics; the metrics port nothing but it.
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${metricsUrl}/api/auth/me`)).status).toBe(404);
      expect((await fetch(`${metricsUrl}/healthz`)).status).toBe(404);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await served.close();
    }
  });
});
