import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, ORDER_TEST_CONFIG, signInAs } from './support/orders';
import { expectNoSeriousA11yViolations, type Portal, startPortal, visible } from './support/portal';

describe('portal: Settings → Webhooks (Chromium)', () => {
  let portal: Portal;
  const received: string[] = [];
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(String(req.headers['webhook-id']));
      res.end('ok');
    });
  });
  let receiverUrl = '';

  beforeAll(async () => {
    portal = await startPortal({
      config: { ...ORDER_TEST_CONFIG, WEBHOOK_ALLOW_PRIVATE: true, WEBHOOK_POLL_MS: 50 },
    });
    await createWorld(portal);
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/erp`;
  });
  afterEach(() => {
    expect(portal.browserErrors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
    await portal?.close();
  });

  it('a medical company adds a webhook (secret shown once), sends a test, reads the log, replays and removes it', async () => {
    const { page, context } = portal;
    await signInAs(portal, context, 'company');
    await page.goto(portal.url('/settings'));
    await visible(page.getByRole('heading', { name: 'Webhooks' }));
    await visible(page.getByText('No webhooks yet.'));

    await page.getByLabel('Endpoint URL').fill(receiverUrl);
    await page.getByLabel('Description (optional)').fill('Our ERP');
    await page.getByRole('checkbox', { name: /Ready to print/ }).check();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secret = await visible(page.getByTestId('webhook-secret'));
    expect(await secret.textContent()).toMatch(/^whsec_/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect.poll(() => page.getByTestId('webhook-secret').count()).toBe(0);

    const list = page.getByRole('list', { name: 'Webhooks' });
    await visible(list.getByText(receiverUrl));
    await visible(list.getByText('Order created, Status changed, Ready to print'));

    await page.getByRole('button', { name: 'Send test' }).click();
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const log = page.getByRole('table', { name: `Deliveries ${receiverUrl}` });
    await visible(log.getByText(received[0]!));
    await visible(log.getByText('Delivered'));

    await log.getByRole('button', { name: 'Replay' }).first().click();
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
    expect(received[1]).toBe(received[0]);

    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Confirm remove' }).click();
    await visible(page.getByText('No webhooks yet.'));
  });

  it('is not offered to roles that may not manage webhooks', async () => {
    const { page, context } = portal;
    await signInAs(portal, context, 'credit');
    await page.goto(portal.url('/settings'));
    await visible(page.getByRole('heading', { name: 'Your Account' }));
    expect(await page.getByRole('heading', { name: 'Webhooks' }).count()).toBe(0);
  });
});
