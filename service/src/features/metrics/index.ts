/**
 * `/metrics` in Prometheus text format (DESIGN §14): request durations by method, route template
 * and status, the process (event-loop lag, heap, memory), the database pool, open websockets,
 * the webhook backlog, orders by status and failed sign-ins. Read with
 * `Authorization: Bearer <METRICS_TOKEN>`, or from METRICS_PORT; with neither set there is no
 * /metrics (404) and no request is timed.
 */
import { timingSafeEqual } from 'node:crypto';
import { ORDER_STATUSES } from '@tawreed/domain';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { queryRows } from '../../db/client.js';
import type { AppEnv, Deps } from '../../http/context.js';
import { unauthenticated } from '../../http/errors.js';
import type { Realtime } from '../live/hub.js';

export const METRICS_PATH = '/metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** What a failed sign-in answered: a wrong email or password, a refused account, a throttled client. */
const SIGN_IN_FAILURES: Record<number, string> = { 401: 'invalid', 403: 'refused', 429: 'throttled' };

/** Hono's `/api/orders/:id` as the contract writes it, `/api/orders/{id}`; computed once per route. */
const templates = new Map<string, string>();
function template(path: string): string {
  let found = templates.get(path);
  if (found === undefined) {
    found = path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
    templates.set(path, found);
  }
  return found;
}

/** The route template that answered: the last matched handler (middleware are method ALL). */
function routeOf(c: Context): string {
  const routes = matchedRoutes(c);
  for (let index = routes.length - 1; index >= 0; index--) {
    const route = routes[index]!;
    if (route.method !== 'ALL') return template(route.path);
  }
  return 'unmatched';
}

export interface Metrics {
  registry: Registry;
  /**
   * Times every request but those `skip` names (the start-up warm-up's); cheap (one clock read,
   * one label lookup, one histogram observe).
   */
  middleware(skip?: (c: Context<AppEnv>) => boolean): MiddlewareHandler<AppEnv>;
  /** The Prometheus text, as /metrics answers it. */
  scrape(): Promise<{ body: string; contentType: string }>;
}

export function metricsEnabled(config: Deps['config']): boolean {
  return Boolean(config.METRICS_TOKEN || config.METRICS_PORT);
}

export function createMetrics(deps: Deps, realtime?: Realtime): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const requestDuration = new Histogram({
    name: 'tawreed_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (to its headers), by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const requests = new Counter({
    name: 'tawreed_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'tawreed_sign_in_failures_total',
    help: 'Failed sign-ins: invalid (wrong email or password), refused (pending or disabled account), throttled.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  for (const reason of Object.values(SIGN_IN_FAILURES)) signInFailures.inc({ reason }, 0);

  new Gauge({
    name: 'tawreed_db_pool_connections',
    help: 'Database connections by state: total, idle, and waiting requests (PGlite: one in-process connection).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = deps.database.pool;
      this.set({ state: 'total' }, pool ? pool.totalCount : 1);
      this.set({ state: 'idle' }, pool ? pool.idleCount : 1);
      this.set({ state: 'waiting' }, pool ? pool.waitingCount : 0);
    },
  });
  new Gauge({
    name: 'tawreed_websocket_connections',
    help: 'Open websocket connections on this instance.',
    registers: [registry],
    collect() {
      this.set(realtime?.connectionCount() ?? 0);
    },
  });

  // The database figures are read once per scrape, whichever gauge asks first.
  let reading: Promise<DatabaseFigures> | null = null;
  const figures = () => {
    reading ??= readDatabaseFigures(deps).finally(() => {
      reading = null;
    });
    return reading;
  };
  new Gauge({
    name: 'tawreed_webhook_deliveries_pending',
    help: 'Webhook deliveries not yet made to enabled subscriptions (the backlog: due now or waiting to retry).',
    registers: [registry],
    async collect() {
      this.set((await figures()).pending);
    },
  });
  new Gauge({
    name: 'tawreed_webhook_deliveries_due',
    help: 'Webhook deliveries whose next attempt is due now (pending to enabled subscriptions).',
    registers: [registry],
    async collect() {
      this.set((await figures()).due);
    },
  });
  new Gauge({
    name: 'tawreed_webhook_oldest_pending_age_seconds',
    help: 'Age of the oldest webhook delivery not yet made (0 when none is pending).',
    registers: [registry],
    async collect() {
      this.set((await figures()).oldestPendingAgeSeconds);
    },
  });
  new Gauge({
    name: 'tawreed_orders',
    help: 'Orders by status, from the counters the dashboard reads.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const { orders } = await figures();
      for (const status of ORDER_STATUSES) this.set({ status }, orders.get(status) ?? 0);
    },
  });

  const observe = (c: Context<AppEnv>, ms: number) => {
    const status = c.res.status;
    const route = routeOf(c);
    const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
    const labels = { method, route, status };
    requestDuration.observe(labels, ms / 1000);
    requests.inc(labels);
    if (route === '/api/auth/login' && method === 'POST' && SIGN_IN_FAILURES[status]) {
      signInFailures.inc({ reason: SIGN_IN_FAILURES[status] });
    }
  };
  const middleware = (skip?: (c: Context<AppEnv>) => boolean): MiddlewareHandler<AppEnv> =>
    async function timeRequest(c, next) {
      const started = performance.now();
      try {
        await next();
      } finally {
        if (!skip?.(c)) observe(c, performance.now() - started);
      }
    };

  return {
    registry,
    middleware,
    async scrape() {
      return { body: await registry.metrics(), contentType: registry.contentType };
    },
  };
}

interface DatabaseFigures {
  pending: number;
  due: number;
  oldestPendingAgeSeconds: number;
  orders: Map<string, number>;
}

async function readDatabaseFigures(deps: Pick<Deps, 'db'>): Promise<DatabaseFigures> {
  const [webhooks] = await queryRows<{ pending: number; due: number; age: number | null }>(
    deps.db,
    sqlBacklog,
  );
  const counts = await queryRows<{ status: string; count: number }>(deps.db, sqlOrders);
  return {
    pending: Number(webhooks?.pending ?? 0),
    due: Number(webhooks?.due ?? 0),
    oldestPendingAgeSeconds: Math.max(0, Number(webhooks?.age ?? 0)),
    orders: new Map(counts.map((row) => [row.status, Number(row.count)])),
  };
}

/** The backlog, from the deliveries the pending-only index covers. */
const sqlBacklog = sql`select count(*)::int as pending,
    (count(*) filter (where d.next_attempt_at <= now()))::int as due,
    extract(epoch from now() - min(d.created_at))::float8 as age
  from webhook_deliveries d
  join webhook_subscriptions s on s.id = d.subscription_id and s.enabled
  where d.state = 'pending'`;

const sqlOrders = sql`select status, sum(count)::bigint as count from order_counts group by status`;

/** Bearer METRICS_TOKEN, compared in constant time. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * GET /metrics: on the service's port only with METRICS_TOKEN (401 without the right one, 404
 * with no token set); on METRICS_PORT with the token when one is set, otherwise open (keep that
 * port off the public network).
 */
export function metricsHandler(metrics: Metrics | null, token: string | undefined, onMetricsPort: boolean) {
  return async (c: Context<AppEnv>) => {
    if (!metrics || (!token && !onMetricsPort)) return c.notFound();
    if (token && !tokenMatches(c.req.header('authorization'), token)) {
      throw unauthenticated();
    }
    const { body, contentType } = await metrics.scrape();
    return c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  };
}
