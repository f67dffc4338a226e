/**
 * `pnpm bench --sections webhooks`: 1,000 order events committed at once through the real
 * outbox path, delivered by the service's deliverer to a receiver on 127.0.0.1; prints the
 * delivery throughput and the commit-to-receipt latency. Runs on a fresh database of its own
 * (no seeded orders needed).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toSessionUser } from '../src/auth-core/credentials.js';
import { testConfig } from '../src/config.js';
import { inTransaction } from '../src/db/transaction.js';
import { createAccount } from '../src/features/auth/service.js';
import { createSubscription, updateSubscription } from '../src/features/webhooks/service.js';
import { startServer } from '../src/server.js';
import { freshPostgres, percentile } from './harness.js';

const EVENTS = 1000;
const ORDERS = 100;

export async function benchWebhooks(
  target: 'pglite' | 'postgres',
  postgresUrl: string,
  say: (line?: string) => void,
) {
  say(
    `\n## Webhooks: ${EVENTS.toLocaleString('en-US')} events committed at once, ${ORDERS} orders (${target})`,
  );
  const receivedAt = new Map<string, number>();
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const { data } = JSON.parse(body) as { data: { orderId: string; version: number } };
      receivedAt.set(`${data.orderId}/${data.version}`, performance.now());
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tawreed-bench-webhooks-'));
  const config = testConfig({
    PORT: 0,
    WEBHOOK_ALLOW_PRIVATE: true,
    ...(target === 'postgres'
      ? { DATABASE_URL: await freshPostgres(postgresUrl, 'webhooks') }
      : { DATA_DIR: dataDir }),
  });
  const server = await startServer(config, { webDir: null, host: '127.0.0.1' });
  try {
    const deps = server.deps;
    const row = await createAccount(
      deps,
      {
        name: 'Bench partner',
        email: 'bench-webhooks@tawreed.test',
        password: 'correct-horse-battery',
        role: 'MEDICAL_COMPANY',
        companyName: 'Wasama',
      },
      { activatedAt: new Date(), isSalesRep: false },
    );
    const owner = toSessionUser(row);
    const subscription = await createSubscription(deps, owner, {
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      eventTypes: ['order.updated'],
    });
    const commitAll = async (committedAt: Map<string, number>) => {
      const orders = Array.from({ length: ORDERS }, () => randomUUID());
      // Ten committers at once, each event its own transaction (as order changes are).
      await Promise.all(
        Array.from({ length: 10 }, async (_, worker) => {
          for (let i = worker; i < EVENTS; i += 10) {
            const orderId = orders[i % ORDERS]!;
            const version = Math.floor(i / ORDERS) + 1;
            await inTransaction(deps, async (_tx, events) => {
              events.push({
                type: 'order:updated',
                orderId,
                medicalCompany: 'Wasama',
                status: 'PENDING_CREDIT',
                version,
                timestamp: new Date().toISOString(),
                action: 'edit',
                fromStatus: 'PENDING_CREDIT',
                actorId: null,
              });
            });
            committedAt.set(`${orderId}/${version}`, performance.now());
          }
        }),
      );
    };
    const waitAll = async () => {
      const deadline = Date.now() + 120_000;
      while (receivedAt.size < EVENTS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      return Math.max(...receivedAt.values());
    };

    say('Live: the deliverer sends while the events are being committed');
    const committedAt = new Map<string, number>();
    const started = performance.now();
    await commitAll(committedAt);
    const committed = performance.now();
    const finished = await waitAll();
    const latencies = [...committedAt].flatMap(([key, at]) =>
      receivedAt.has(key) ? [receivedAt.get(key)! - at] : [],
    );
    say(
      `committed in ${((committed - started) / 1000).toFixed(2)} s (${Math.round(EVENTS / ((committed - started) / 1000))} events/s)`,
    );
    say(
      `delivered ${receivedAt.size}/${EVENTS} in ${((finished - started) / 1000).toFixed(2)} s: ` +
        `${Math.round(receivedAt.size / ((finished - started) / 1000))} deliveries/s`,
    );
    say(
      `commit-to-receipt p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );

    say('Backlog: 1,000 events committed while the subscription was disabled, then it is enabled');
    await updateSubscription(deps, owner, subscription.id, { enabled: false });
    receivedAt.clear();
    await commitAll(new Map());
    await updateSubscription(deps, owner, subscription.id, { enabled: true });
    const drained = await waitAll();
    // From the first receipt (the deliverer notices the change at its next poll).
    const first = Math.min(...receivedAt.values());
    say(
      `delivered ${receivedAt.size}/${EVENTS} in ${((drained - first) / 1000).toFixed(2)} s after the first: ` +
        `${Math.round((receivedAt.size - 1) / ((drained - first) / 1000))} deliveries/s (10 events per order, in order)`,
    );
  } finally {
    await server.close();
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
