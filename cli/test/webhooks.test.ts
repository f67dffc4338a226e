import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createUser, startTestServer } from '@tawreed/service/testing';
import { apiToken } from '@tawreed/service/testing/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneLine, runInProcess, tempDir } from './harness.js';

describe('tawreed webhooks', () => {
  let started: Awaited<ReturnType<typeof startTestServer>>;
  let configDir: string;
  const received: Array<{ id: string; type: string }> = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ id: String(req.headers['webhook-id']), type: JSON.parse(body).type });
      res.end('thanks');
    });
  });
  let receiverUrl = '';

  beforeAll(async () => {
    started = await startTestServer({ config: { WEBHOOK_ALLOW_PRIVATE: true, WEBHOOK_POLL_MS: 50 } });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const user = await createUser(started.t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' });
    configDir = await tempDir('webhooks');
    const token = await apiToken(started.server, user.email, user.password);
    await writeFile(path.join(configDir, 'config.json'), JSON.stringify({ url: started.server.url, token }), {
      mode: 0o600,
    });
  });
  afterAll(async () => {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
    await started.t.close();
  });

  const cli = (...args: string[]) => runInProcess(['webhooks', ...args], { configDir });

  it('adds, lists, tests, shows deliveries, replays and removes', async () => {
    const bad = await cli('add', receiverUrl, '--events', 'order.created,order.exploded');
    expect(bad.code).toBe(2);
    expect(oneLine(bad.stderr)).toMatch(/--events: unknown event type order\.exploded/);

    const added = await cli('add', receiverUrl, '--events', 'order.created,order.status_changed', '--json');
    expect(added.code, added.stderr).toBe(0);
    const subscription = JSON.parse(added.stdout);
    expect(subscription.secret).toMatch(/^whsec_/);
    const short = subscription.id.slice(0, 8);

    const listed = await cli('list');
    expect(listed.stdout).toContain(subscription.id);
    expect(listed.stdout).toContain('order.created,order.status_changed');
    expect(listed.stdout).not.toContain(subscription.secret);

    const tested = await cli('test', short, '--json');
    expect(tested.code, tested.stderr).toBe(0);
    const { eventId } = JSON.parse(tested.stdout);
    await expect.poll(() => received.map((r) => r.id), { timeout: 15_000 }).toContain(eventId);

    await expect
      .poll(async () => (await cli('deliveries', short)).stdout, { timeout: 15_000 })
      .toMatch(new RegExp(`${eventId}\\s+webhook\\.test\\s+1\\s+200\\s+\\d+\\s+ok`));
    const log = JSON.parse((await cli('deliveries', short, '--json')).stdout);
    expect(log[0]).toMatchObject({ eventId, responseBody: 'thanks', succeeded: true });

    const replayed = await cli('replay', short, String(log[0].deliveryId));
    expect(replayed.code, replayed.stderr).toBe(0);
    expect(replayed.stdout).toContain(`Queued ${eventId} again`);
    await expect.poll(() => received.filter((r) => r.id === eventId).length, { timeout: 15_000 }).toBe(2);

    const unknown = await cli('replay', short, 'msg_nothing');
    expect(unknown.code).toBe(1);
    expect(oneLine(unknown.stderr)).toMatch(/not found/i);

    const removed = await cli('remove', short);
    expect(removed.code).toBe(0);
    expect((await cli('list')).stdout).toMatch(/No webhook subscriptions/);
    expect((await cli('test', short)).code).toBe(2);
  });
});
