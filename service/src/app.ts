import { msg } from '@tawreed/domain';
import { accountRoutes } from './features/accounts/index.js';
import { auditRoutes } from './features/audit/index.js';
import { authRoutes } from './features/auth/index.js';
import { mfaRoutes } from './features/auth/mfa/index.js';
import { clientRoutes } from './features/clients/index.js';
import { healthRoutes } from './features/health/index.js';
import { inventoryRoutes } from './features/inventory/index.js';
import { asyncApiDocument } from './features/live/asyncapi.js';
import type { Realtime } from './features/live/hub.js';
import { WS_PATH } from './features/live/hub.js';
import { liveRoutes } from './features/live/index.js';
import { METRICS_PATH, type Metrics, metricsHandler } from './features/metrics/index.js';
import { notificationRoutes } from './features/notifications/index.js';
import { orderRoutes } from './features/orders/index.js';
import { priceRoutes } from './features/prices/index.js';
import { reportRoutes } from './features/reports/index.js';
import { userRoutes } from './features/users/index.js';
import { webhookRoutes } from './features/webhooks/index.js';
import { submitIfComplete } from './features/workflow/engine.js';
import { workflowRoutes } from './features/workflow/index.js';
import { bodyGuard } from './http/body-limit.js';
import { declareCommonResponses } from './http/common-responses.js';
import { createRouter, type Deps } from './http/context.js';
import { docsRoutes } from './http/docs.js';
import { handleError, localizedErrorBody } from './http/errors.js';
import { OPENAPI_INFO } from './http/openapi-info.js';
import { portalRoutes } from './http/portal.js';
import { requestLog } from './http/request-log.js';
import { withResponseHeaders } from './http/response-headers.js';
import { sessionMiddleware } from './http/session.js';
import { isWarmUpRequest, type WarmUpCredentials } from './http/warm-up.js';
import { wellFormedText } from './http/well-formed-text.js';

export interface AppOptions {
  /** The built portal (web/dist); served for every path the API does not own. */
  webDir?: string;
  /** The live channel; with it, `/ws` upgrades (only a listening server has one). */
  realtime?: Realtime;
  /** The start-up warm-up's credentials (http/warm-up.ts), read before the credential cache. */
  warmUpCredentials?: WarmUpCredentials;
  /** The instance's metrics (METRICS_TOKEN or METRICS_PORT set); without them /metrics is 404. */
  metrics?: Metrics;
}

/** Every tag an operation uses, described once (the contract linters require it). */
const OPENAPI_TAGS = [
  { name: 'Health', description: 'Liveness and readiness probes for load balancers; no authentication.' },
  { name: 'Auth', description: 'Registration, sign-in and sign-out, the signed-in user, and API tokens.' },
  { name: 'Users', description: 'Who is online, as the caller may see them.' },
  {
    name: 'Accounts',
    description: 'Administrators: approving registrations, roles, passwords and sessions.',
  },
  { name: 'Notifications', description: "The caller's in-portal notifications." },
  {
    name: 'Workflow',
    description:
      'Order actions through review, warehouse and delivery, appeals, invoices and dashboard counts. ' +
      'Actions that need the version last seen take it in If-Match (the ETag of the order).',
  },
  {
    name: 'Orders',
    description:
      'Creating, listing, editing, withdrawing and exporting orders; their files and spreadsheets.',
  },
  { name: 'Reports', description: 'Order analytics for a period.' },
  {
    name: 'Inventory',
    description:
      'Warehouses, items, lots and stock movements: receipts (typed, scanned GS1 or a spreadsheet), adjustments, FEFO reservations of orders, availability, export and recall. Never shown to medical companies.',
  },
  {
    name: 'Webhooks',
    description: 'Subscriptions that receive order events over HTTP, and their delivery log.',
  },
  {
    name: 'Clients and credit',
    description:
      "Staff: the client master, receivables and payments imported from the ERP, each client's credit and statement, and an order's credit review. Medical companies see only their own orders' clients by name and account.",
  },
  {
    name: 'Prices and VAT',
    description:
      'Staff: price lists with validity dates, one of them the default and others assigned to clients (tender and contract prices), against which order lines are checked. Medical companies get 404.',
  },
  {
    name: 'Audit',
    description:
      'Administrators: the append-only, hash-chained audit trail of sign-ins, account, factor, approval, credit, stock, price and settings changes; its verification and export.',
  },
];

const OPENAPI_CONFIG = {
  ...OPENAPI_INFO,
  servers: [{ url: '/', description: 'The Tawreed deployment serving this document (same origin)' }],
  tags: OPENAPI_TAGS,
  security: [{ session: [] as string[] }, { bearer: [] as string[] }] as Array<Record<string, string[]>>,
};

/** The published contract, as /openapi.json serves it. */
export function openApiDocument(app: App) {
  return app.getOpenAPI31Document(OPENAPI_CONFIG);
}

/** The whole HTTP application; `deps` carries everything with side effects. */
export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = createRouter();
  app.onError((err, c) => handleError(err, c, deps.logger));
  app.notFound((c) => c.json(localizedErrorBody(c, 'NOT_FOUND', msg('routeNotFound')), 404));
  if (options.metrics) {
    const { warmUpCredentials } = options;
    app.use(
      '*',
      options.metrics.middleware((c) => isWarmUpRequest(c, warmUpCredentials)),
    );
  }
  app.use('*', requestLog(deps.logger, options.warmUpCredentials));
  // First, so that refusals of the session and body guards are never cached either.
  app.use('/api/*', (c, next) => withResponseHeaders(c, next, { 'Cache-Control': 'no-store' }));
  // Stored files are shown only to those who may see their order: no cache keeps a copy either.
  app.use('/uploads/*', (c, next) => withResponseHeaders(c, next, { 'Cache-Control': 'no-store' }));
  const resolveCaller = sessionMiddleware(deps, options.warmUpCredentials);
  app.use('/api/*', resolveCaller);
  app.use('/uploads/*', resolveCaller);
  app.use(WS_PATH, resolveCaller);
  app.use('/api/*', bodyGuard());
  app.use('/uploads/*', bodyGuard());
  app.use('/api/*', wellFormedText());

  // Never the portal's page, whatever the settings: 404, 401 or the metrics.
  app.get(METRICS_PATH, metricsHandler(options.metrics ?? null, deps.config.METRICS_TOKEN, false));
  app.route('/', healthRoutes(deps));
  app.route('/', authRoutes(deps));
  app.route('/', mfaRoutes(deps));
  app.route('/', userRoutes(deps));
  app.route('/', accountRoutes(deps));
  app.route('/', notificationRoutes(deps));
  // Workflow first: its static /api/orders/dashboard/stats must win over /api/orders/{id}.
  app.route('/', workflowRoutes(deps));
  app.route('/', orderRoutes(deps, submitIfComplete));
  app.route('/', reportRoutes(deps));
  app.route('/', webhookRoutes(deps));
  if (options.realtime) app.route('/', liveRoutes(options.realtime));
  app.route('/', inventoryRoutes(deps));
  app.route('/', clientRoutes(deps));
  app.route('/', priceRoutes(deps));
  app.route('/', auditRoutes(deps));
  declareCommonResponses(app.openAPIRegistry);

  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'tawreed_session',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  app.doc31('/openapi.json', OPENAPI_CONFIG);
  app.get('/asyncapi.json', (c) => c.json(asyncApiDocument()));
  app.route('/', docsRoutes());
  if (options.webDir) app.route('/', portalRoutes(options.webDir, deps.config.PUBLIC_ORIGIN));
  return app;
}

export type App = ReturnType<typeof createApp>;
