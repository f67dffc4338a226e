/** `pnpm bench --sections stats`: the dashboard's counters, cold and warm, on a fresh service. */
import type pg from 'pg';
import {
  get,
  ms,
  percentile,
  type prepareDatabase,
  type Service,
  say,
  timeMany,
  tokenFor,
} from './harness.js';

type Accounts = Awaited<ReturnType<typeof prepareDatabase>>;

/** Times `rounds` rounds of one request per caller, in turn; answers each caller's timing. */
async function statsRounds(service: Service, tokens: string[], rounds: number) {
  const times = tokens.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (const [index, token] of tokens.entries()) {
      const started = performance.now();
      await get(service, token, '/api/orders/dashboard/stats');
      times[index]!.push(performance.now() - started);
    }
  }
  return times.map((values) => ({ p50: percentile(values, 50), p95: percentile(values, 95) }));
}

/** Requests of a fresh service counted as cold (issue 28), and how many in all before the warm ones. */
const COLD_REQUESTS = 500;
const WARMED_BY = 3000;

/**
 * Dashboard stats on a fresh service: cold (its first 500 requests, the callers in turn,
 * nothing requested before but signing in) and warm (500 more per caller after 3,000 in all).
 */
export async function benchStats(
  accounts: Accounts,
  startFresh: () => Promise<Service>,
  plainSql: <T>(work: (client: pg.Client) => Promise<T>) => Promise<T | null>,
) {
  say(
    `\n## Dashboard stats (p50 / p95): a fresh service, cold (its first ${COLD_REQUESTS} requests, callers in turn) and warm (after ${WARMED_BY.toLocaleString('en-US')})`,
  );
  const fresh = await startFresh();
  try {
    const callers: Array<[string, string]> = [
      ['credit team', accounts.staff.CREDIT_TEAM.email],
      ['credit review', accounts.staff.HIGHER_AUTHORITY.email],
      ['warehouse', accounts.staff.WAREHOUSE_MANAGER.email],
      ['medical company', accounts.companyUsers[1]!.email],
    ];
    const tokens: string[] = [];
    for (const [, email] of callers) tokens.push(await tokenFor(fresh, email));
    const coldRounds = Math.ceil(COLD_REQUESTS / tokens.length);
    const cold = await statsRounds(fresh, tokens, coldRounds);
    await statsRounds(fresh, tokens, Math.ceil((WARMED_BY - coldRounds * tokens.length) / tokens.length));
    const warm = await statsRounds(fresh, tokens, 500);
    const plain = await plainSql((client) =>
      timeMany(10, () =>
        client.query(`select count(*) as total,
          count(*) filter (where status in ('PENDING_CREDIT')) as pending,
          count(*) filter (where status in ('PENDING_HIGHER','PENDING_WAREHOUSE') and updated_at > current_date) as approved_today,
          count(*) filter (where status = 'REJECTED') as rejected,
          count(*) filter (where status = 'ORDER_DELIVERED') as delivered from orders`),
      ),
    );
    say('| caller | cold p50 | cold p95 | warm p50 | warm p95 | naive five counts p50 | p95 |');
    say('|---|---|---|---|---|---|---|');
    for (const [index, [label]] of callers.entries()) {
      say(
        `| ${label} | ${ms(cold[index]!.p50)} | ${ms(cold[index]!.p95)} | ${ms(warm[index]!.p50)} | ${ms(warm[index]!.p95)} | ${plain ? ms(plain.p50) : '-'} | ${plain ? ms(plain.p95) : '-'} |`,
      );
    }
  } finally {
    await fresh.stop();
  }
}
