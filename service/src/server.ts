import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { createPostgresBus } from './events/postgres-bus.js';
import { createInProcessBus } from './events/types.js';
import { startHousekeeping } from './features/housekeeping/index.js';
import { createRealtime, type Realtime, type RealtimeOptions } from './features/live/hub.js';
import { warmParsePool } from './features/spreadsheets/parse-pool.js';
import { startDeliverer } from './features/webhooks/index.js';
import type { Deps } from './http/context.js';
import { type WarmUpCredentials, warmUp } from './http/warm-up.js';
import { createLogger } from './logger.js';

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
  const events =
    database.kind === 'postgres'
      ? await createPostgresBus(database.connectionString!, database.pool!, logger)
      : createInProcessBus();
  const deps: Deps = { database, db: database.db, config, logger, now: () => new Date(), events };
  const realtime = createRealtime(deps, options.realtime);
  const warmUpCredentials: WarmUpCredentials = new Map();
  const app = createApp(deps, {
    webDir: options.webDir === null ? undefined : (options.webDir ?? WEB_DIST),
    realtime,
    warmUpCredentials,
  });
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
  const housekeeping = startHousekeeping(deps);
  const deliverer = startDeliverer(deps);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  logger.info('listening', { port, database: database.kind });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    deps,
    realtime,
    async close() {
      await housekeeping.stop();
      await deliverer.stop();
      await realtime.close();
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await events.close();
      if (!options.database) await database.close();
    },
  };
}
