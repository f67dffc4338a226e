/** `pnpm bench --sections transitions`: approvals per second through HTTP, with their CPU. */
import pg from 'pg';
import {
  approvable,
  approvalBody,
  cpuBetween,
  databaseCpuMs,
  get,
  machineCpu,
  machineLoad,
  median,
  type PendingOrder,
  post,
  type Service,
  say,
  tokenFor,
} from './harness.js';

/**
 * Pending orders the credit team can approve, `count` of them at most (100 a page): once the
 * credit section has imported clients and receivables, most need an override reason (their mark
 * says so) and some are blocked, which no reviewer can approve; those are left out.
 */
async function pendingOrders(service: Service, token: string, count: number) {
  const orders: PendingOrder[] = [];
  for (let page = 1; orders.length < count; page++) {
    const found = (await get(
      service,
      token,
      `/api/orders?status=PENDING_CREDIT&pageSize=100&page=${page}`,
    )) as { orders: PendingOrder[] };
    if (!found.orders.length) break;
    orders.push(...found.orders.filter(approvable));
  }
  return orders.slice(0, count);
}

/**
 * Approves `perClient` orders with each of the 8 tokens at once (distinct orders), and prints
 * approvals per second with the CPU each approval cost the service and the database (CPU is
 * what a loaded machine hides least: the rate moves with everything else running).
 */
async function approveConcurrently(
  service: Service,
  label: string,
  tokens: string[],
  perClient: number,
  { databaseUrl, target }: { databaseUrl: string; target: 'postgres' | 'pglite' },
) {
  const wanted = perClient * tokens.length;
  const work = await pendingOrders(service, tokens[0]!, wanted);
  // A run of the section approves about 3,900 of the seed's 75,000: a used-up seed would print a rate of few or none.
  if (work.length < wanted) {
    const database =
      target === 'postgres'
        ? `the database ${new URL(databaseUrl).pathname.slice(1)}`
        : 'the embedded database';
    throw new Error(
      `${label}: only ${work.length} of the ${wanted} approvable orders pending credit this needs are left; drop ${database} and run again to seed it anew`,
    );
  }
  const serviceCpu = service.cpuMs();
  const databaseCpu = await databaseCpuMs(databaseUrl).catch(() => null);
  const machine = machineCpu();
  const started = performance.now();
  let failures = 0;
  await Promise.all(
    tokens.map(async (token, client) => {
      for (const order of work.slice(client * perClient, (client + 1) * perClient)) {
        const status = await post(
          service,
          token,
          `/api/orders/${order.id}/actions/approve`,
          { 'if-match': String(order.version) },
          approvalBody(order),
        );
        if (status !== 200) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // Only what was approved counts: a refused approval is not a transition.
  const approved = work.length - failures;
  const overridden = work.filter((order) => order.creditMark === 'override').length;
  const checked = work.filter((order) => order.creditMark !== null).length;
  const perApproval = (ms: number) => (ms / Math.max(approved, 1)).toFixed(2);
  const database =
    databaseCpu && target === 'postgres'
      ? `, database ${perApproval(cpuBetween(databaseCpu, await databaseCpuMs(databaseUrl)))} ms`
      : '';
  const rate = approved / seconds;
  say(
    `${label}: ${approved} approvals in ${seconds.toFixed(2)} s = ${rate.toFixed(0)} transitions/s (${failures} failed; ${checked} of clients with credit data, ${overridden} with an override reason); CPU per approval: service ${perApproval(service.cpuMs() - serviceCpu)} ms${database}; ${machineLoad(machine)}`,
  );
  return rate;
}

/**
 * The tables an approval writes, vacuumed as autovacuum would keep them (this machine's server
 * runs with autovacuum off): without it, each run's dead rows (the credit marks' queue, the audit
 * chain's linked entries, the orders) slow the next, and runs stop comparing like with like.
 */
const APPROVAL_TABLES = [
  'orders',
  'order_history',
  'order_counts',
  'approval_day_counts',
  'order_approval_days',
  'account_open_orders',
  'credit_mark_queue',
  'audit_entries',
  'audit_chain_head',
  'notifications',
  'webhook_events',
  'sessions',
  'api_tokens',
  'rate_limits',
  'presence',
];

async function vacuumApprovalTables(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const table of APPROVAL_TABLES) await client.query(`vacuum analyze ${table}`);
  } finally {
    await client.end();
  }
}

/** Warm runs of the figure, reported with their median. */
const WARM_RUNS = 3;

export async function benchTransitions(options: {
  service: Service;
  creditToken: string;
  creditEmail: string;
  databaseUrl: string;
  target: 'postgres' | 'pglite';
}) {
  const { service, creditToken, creditEmail } = options;
  const measure = { databaseUrl: options.databaseUrl, target: options.target };
  say('\n## Transitions per second (approve, 8 concurrent clients on distinct orders)');
  if (options.target === 'postgres') await vacuumApprovalTables(options.databaseUrl);
  await approveConcurrently(service, 'one session, 8 clients', Array(8).fill(creditToken), 40, measure);
  // The HTTP figure: 8 clients each signed in on its own, 600-800 orders.
  const sessions: string[] = [];
  for (let client = 0; client < 8; client++) sessions.push(await tokenFor(service, creditEmail));
  await approveConcurrently(service, '8 separately signed-in clients', sessions, 90, measure);
  // A serving instance's steady state: V8 optimises the route's code over its first few thousand
  // requests (the first figures above are a freshly started service's).
  for (let round = 0; round < 2; round++)
    await approveConcurrently(service, 'warming up', sessions, 45, measure);
  // The figure, three times: one run on a shared machine moves by a quarter either way.
  const warm: number[] = [];
  for (let run = 1; run <= WARM_RUNS; run++)
    warm.push(
      await approveConcurrently(
        service,
        `8 separately signed-in clients, warm (${run} of ${WARM_RUNS})`,
        sessions,
        90,
        measure,
      ),
    );
  say(
    `8 separately signed-in clients, warm: median ${median(warm).toFixed(0)} transitions/s of ${WARM_RUNS} runs (${warm.map((rate) => rate.toFixed(0)).join(', ')})`,
  );
}
