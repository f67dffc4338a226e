import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client.js';
import { filePart, form, orderBody, orderFormXlsx, pdfBytes } from './fixtures.js';
import { ServiceProcess } from './service-process.js';

const KILLS = 20;
const LEASE_SECONDS = 2;

/** A real P.O of about 2 MB, so that a kill often lands while it streams in or is stored. */
function largePdf(): Buffer {
  const pdf = pdfBytes().toString('latin1');
  const padding = `%${' '.repeat(1023)}\n`.repeat(2048);
  return Buffer.from(pdf.replace('trailer', `${padding}trailer`), 'latin1');
}

interface Step {
  key: string;
  send: (url: string, auth: Record<string, string>) => Promise<Response>;
}

describe('the service killed (SIGKILL) during order creation with uploads, then restarted', () => {
  let service: ServiceProcess;
  let auth: Record<string, string>;
  let po: Buffer;
  let orderForm: Buffer;

  beforeAll(async () => {
    service = await ServiceProcess.start({ IDEMPOTENCY_LEASE_SECONDS: String(LEASE_SECONDS) });
    auth = { authorization: `Bearer ${await service.partnerToken('crash@tawreed.test', 'Crash Tester')}` };
    po = largePdf();
    orderForm = await orderFormXlsx();
  }, 120_000);

  afterAll(async () => {
    await service?.stop();
  });

  /** One retried step: the same Idempotency-Key until it answers; 409 waits for the dead request's lease. */
  async function untilAnswered(step: Step): Promise<Response> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const res = await step.send(service.url, { ...auth, 'idempotency-key': step.key });
      if (res.status !== 409) return res;
      const wait = Number(res.headers.get('retry-after') ?? LEASE_SECONDS);
      expect(wait).toBeLessThanOrEqual(LEASE_SECONDS);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
    throw new Error(`${step.key} never became usable again`);
  }

  function createFlow(run: number) {
    const payload = orderBody({ externalRef: `CRASH-${run}` });
    let orderId = '';
    const steps: Step[] = [
      {
        key: `crash-${run}-create`,
        send: (url, headers) =>
          fetch(`${url}/api/orders`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(payload),
          }),
      },
      {
        key: `crash-${run}-po`,
        send: (url, headers) =>
          fetch(`${url}/api/orders/${orderId}/upload`, {
            method: 'POST',
            headers,
            body: form({ file: filePart(po, 'po.pdf', 'application/pdf'), attachmentType: 'purchase_order' }),
          }),
      },
      {
        key: `crash-${run}-form`,
        send: (url, headers) =>
          fetch(`${url}/api/orders/${orderId}/upload`, {
            method: 'POST',
            headers,
            body: form({ file: filePart(orderForm, 'order-form.xlsx'), attachmentType: 'order_form' }),
          }),
      },
    ];
    return {
      steps,
      /** Sends every step until one fails (as the kill makes it); answers how far it got. */
      async attempt() {
        for (const [i, step] of steps.entries()) {
          const res = await step
            .send(service.url, { ...auth, 'idempotency-key': step.key })
            .catch(() => null);
          if (!res || res.status >= 300) return i;
          if (i === 0) orderId = ((await res.json()) as { id: string }).id;
        }
        return steps.length;
      },
      /** After the restart: the same steps with the same keys, each until it answers. */
      async resume() {
        const created = await untilAnswered(steps[0]!);
        expect(created.status).toBe(201);
        orderId = ((await created.json()) as { id: string }).id;
        let last: Response | null = null;
        for (const step of steps.slice(1)) {
          last = await untilAnswered(step);
          expect(last.status).toBe(200);
        }
        return ((await last!.json()) as { status: string }).status;
      },
    };
  }

  it(`${KILLS} kills at random moments: every order completes once, no order without lines, no orphan file`, async () => {
    const reachedStep: number[] = [];
    for (let run = 0; run < KILLS; run++) {
      const flow = createFlow(run);
      const attempt = flow.attempt();
      // Anywhere from before the order is stored to the last upload being written.
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 250));
      await service.kill('SIGKILL');
      reachedStep.push(await attempt);
      await service.restart();
      expect(await flow.resume()).toBe('PENDING_CREDIT');
    }
    console.info(
      `kills landed before step: ${reachedStep.join(',')} (0 create, 1 P.O, 2 order form, 3 done)`,
    );

    // Every interrupted creation was finished with its own keys, once: a step whose work committed
    // before the kill is answered from what it made, never done again.
    const list = await fetch(`${service.url}/api/orders?q=CRASH-&pageSize=100`, { headers: auth });
    const { orders } = (await list.json()) as { orders: Array<{ externalRef: string; status: string }> };
    expect(orders.map((o) => o.externalRef).sort()).toEqual(
      Array.from({ length: KILLS }, (_, run) => `CRASH-${run}`).sort(),
    );
    expect(orders.every((o) => o.status === 'PENDING_CREDIT')).toBe(true);

    await service.kill('SIGKILL');
    const database = await openDatabase(
      service.database.dataDir
        ? { dataDir: service.database.dataDir }
        : { databaseUrl: service.database.databaseUrl },
    );
    try {
      const [counts] = await queryRows<{ withoutLines: number; orphanFiles: number; attachments: number }>(
        database.db,
        sql`select
          (select count(*)::int from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)) as "withoutLines",
          (select count(*)::int from files f where f.order_id is null and f.appeal_id is null and f.kind <> 'invoice') as "orphanFiles",
          (select count(*)::int from files f where f.order_id is not null) as "attachments"`,
      );
      // One P.O and one order form per order: no upload was stored twice.
      expect(counts).toEqual({ withoutLines: 0, orphanFiles: 0, attachments: KILLS * 2 });
    } finally {
      await database.close();
    }
  }, 600_000);
});
