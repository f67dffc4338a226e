import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { msg } from '@tawreed/domain';
import { createApp } from './app.js';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { createFileStore } from './db/file-store.js';
import { createPostgresBus } from './events/postgres-bus.js';
import { createInProcessBus } from './events/types.js';
import { startAuditChainer } from './features/audit/chain.js';
import { checkFileStore } from './features/files/store-state.js';
import { startHousekeeping } from './features/housekeeping/index.js';
import { createRealtime, type Realtime, type RealtimeOptions } from './features/live/hub.js';
import {
  createMetrics,
  METRICS_PATH,
  type Metrics,
  metricsEnabled,
  metricsHandler,
} from './features/metrics/index.js';
import { warmParsePool } from './features/spreadsheets/parse-pool.js';
import { startDeliverer } from './features/webhooks/index.js';
import type { Deps } from './http/context.js';
import { createRouter } from './http/context.js';
import { handleError, localizedErrorBody } from './http/errors.js';
import { type WarmUpCredentials, warmUp } from './http/warm-up.js';
import { createLogger } from './logger.js';

/** How long an idle kept-alive HTTP connection is kept (see startServer). */
const KEEP_ALIVE_MS = 65_000;
export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface RunningServer {
  url: string;
  port: number;
  deps: Deps;
  realtime: Realtime;
  close(): Promise<void>;
}

/** Opens the database, applies migrations and serves the API (and the portal when built). */
export async function startServer(
  config: Config,
  options: { database?: Database; webDir?: string | null; host?: string; realtime?: RealtimeOptions } = {},
): Promise<RunningServer> {
  const logger = createLogger(config.LOG_LEVEL);
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  await database.migrate();
  // Before anything else starts: an instance on the wrong store never serves a request.
  const files = createFileStore(config);
  try {
    await checkFileStore(database.db, files);
  } catch (error) {
    files.close();
    if (!options.database) await database.close();
    throw error;
  }
  const events =
    database.kind === 'postgres'
      ? await createPostgresBus(database.connectionString!, database.pool!, logger)
      : createInProcessBus();
  const deps: Deps = { database, db: database.db, config, logger, now: () => new Date(), events, files };
  const realtime = createRealtime(deps, options.realtime);
  const warmUpCredentials: WarmUpCredentials = new Map();
  const metrics = metricsEnabled(config) ? createMetrics(deps, realtime) : undefined;
  const app = createApp(deps, {
    webDir: options.webDir === null ? undefined : (options.webDir ?? WEB_DIST),
    realtime,
    warmUpCredentials,
    metrics,
  });
  const metricsServer =
    metrics && config.METRICS_PORT ? await serveMetrics(deps, metrics, options.host) : null;
  warmParsePool(); // the spreadsheet worker loads before the first upload needs it
  const warmUpRequests = config.WARM_UP_REQUESTS ?? (database.kind === 'postgres' ? 2000 : 0);
  if (warmUpRequests > 0) {
    const started = performance.now();
    await warmUp(app, warmUpCredentials, warmUpRequests);
    logger.info('warmed up', { requests: warmUpRequests, ms: Math.round(performance.now() - started) });
  }
  const server = serve({
    fetch: app.fetch,
    port: config.PORT,
    hostname: options.host ?? '0.0.0.0',
    websocket: { server: realtime.server },
  }) as Server;
  // An idle kept-alive connection stays open longer than a proxy's or a client's idle timeout
  // (60 s is common): the other side then closes it first, and never sends a request on a socket
  // this server is closing at that instant (Node's default of 5 s made that race a reset request).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const housekeeping = startHousekeeping(deps);
  const auditChainer = startAuditChainer(
    deps.db,
    (listener) => events.subscribeOwn(listener),
    (err) => logger.warn('audit chain failed', { error: err instanceof Error ? err.message : String(err) }),
  );
  const deliverer = startDeliverer(deps);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  logger.info('listening', { port, database: database.kind, files: files.kind });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    deps,
    realtime,
    async close() {
      await housekeeping.stop();
      await auditChainer.stop();
      await deliverer.stop();
      await realtime.close();
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (metricsServer) await new Promise<void>((resolve) => metricsServer.close(() => resolve()));
      await events.close();
      files.close();
      if (!options.database) await database.close();
    },
  };
}

/** METRICS_PORT: a second listener that answers /metrics and nothing else. */
async function serveMetrics(deps: Deps, metrics: Metrics, host = '0.0.0.0'): Promise<Server> {
  const app = createRouter();
  app.onError((err, c) => handleError(err, c, deps.logger));
  app.notFound((c) => c.json(localizedErrorBody(c, 'NOT_FOUND', msg('routeNotFound')), 404));
  app.get(METRICS_PATH, metricsHandler(metrics, deps.config.METRICS_TOKEN, true));
  const server = serve({ fetch: app.fetch, port: deps.config.METRICS_PORT, hostname: host }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return server;
}
