import { randomBytes } from 'node:crypto';
import {
  applyVat,
  computeOrderLine,
  deriveDeliveryStatus,
  ORDER_STATUSES,
  type OrderStatus,
  REGION_AREAS,
  type Region,
  type Role,
  type VatCategory,
} from '@tawreed/domain';
import { afterAll, beforeAll, inject } from 'vitest';
import { seedAccount } from '../fixtures/accounts.js';
import { seedingDeps } from '../fixtures/deps.js';
import { createApp } from '../src/app.js';
import { type Config, testConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { createS3Store } from '../src/db/file-store.js';
import type { warehouseRecords } from '../src/db/schema.js';
import { createMetrics, metricsEnabled } from '../src/features/metrics/index.js';
import { lineValues } from '../src/features/orders/access.js';
import * as ordersRepo from '../src/features/orders/repository.js';
import type { Deps } from '../src/http/context.js';
import { startServer } from '../src/server.js';
import { contractChecker } from './contract.js';
import { createTestDatabase, describeOnPostgres, itOnPostgres, testDbKind } from './databases.js';

export { describeOnPostgres, itOnPostgres, testDbKind };

/** A JSON answer as tests read it: loosely, field by field. */
// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely and assert on them
export type Json = Record<string, any>;

export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  database: Database;
  /** Sends a request through the real app in memory. */
  fetch: (input: Request | string, init?: RequestInit) => Promise<Response>;
  close(): Promise<void>;
}

/** A fresh database (copied from the run's migrated template) and the app on top of it. */
export function createFreshDatabase(): Promise<Database> {
  return createTestDatabase(inject('pgliteTemplate'), inject('templateDb'));
}

/**
 * The file store settings of this run: FILE_STORE=s3 in service:s3, with a bucket of the app's
 * own on the run's S3-protocol server (global-setup.ts); the database otherwise.
 */
export async function testFileStore(): Promise<Partial<Config>> {
  const endpoint = inject('s3Endpoint');
  if (!endpoint) return {};
  const settings = {
    FILE_STORE: 's3' as const,
    S3_ENDPOINT: endpoint,
    S3_BUCKET: `test-${randomBytes(6).toString('hex')}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const bucket = createS3Store(settings);
  await bucket.ensureBucket();
  bucket.close();
  return settings;
}

export function testFileStoreKind(): 'postgres' | 's3' {
  return process.env.TEST_FILE_STORE === 's3' ? 's3' : 'postgres';
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createFreshDatabase();
  return createTestAppOn(database, { ...(await testFileStore()), ...overrides });
}

/**
 * One app for all the tests of a file: made fresh before them (with `overrides`), given to
 * `setup` (its users and sign-ins, kept by the caller), closed after them.
 */
export function useSharedApp(setup: (t: TestApp) => Promise<void>, overrides: Partial<Config> = {}): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(overrides);
    await setup(t);
  });
  afterAll(() => t?.close());
}

/** An answer's JSON body. */
export const body = async (res: Response) => (await res.json()) as Json;
/** A refusal as tests compare it: its status and the fields of its error. */
export const errorOf = async (res: Response) => ({ status: res.status, ...(await body(res)).error });

/** The app over a database that is already open (another instance on the same database). */
export function createTestAppOn(database: Database, overrides: Partial<Config> = {}): TestApp {
  const config = testConfig(overrides);
  const deps = seedingDeps(database, config);
  const app = createApp(deps, { metrics: metricsEnabled(config) ? createMetrics(deps) : undefined });
  const checkContract = contractChecker(app);
  const fetch = async (input: Request | string, init?: RequestInit) => {
    const request =
      typeof input === 'string' ? new Request(new URL(input, 'http://tawreed.test'), init) : input;
    const response = await app.fetch(request.clone());
    await checkContract(request, response);
    return response;
  };
  const close = async () => {
    deps.files.close();
    await database.close();
  };
  return { app, deps, database, fetch, close };
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@tawreed.test`;
}

export interface SeedUser {
  id: string;
  email: string;
  password: string;
  role: Role;
  companyName: string | null;
}

/**
 * Seed builder: an active account with a known password, made as an administrator makes one
 * (`pnpm admin create-user`), so an email in SALES_REP_EMAILS gets the sales-rep mark.
 */
export async function createUser(
  t: TestApp,
  options: { role?: Role; companyName?: string; name?: string; email?: string } = {},
): Promise<SeedUser> {
  const role = options.role ?? 'MEDICAL_COMPANY';
  const email = options.email ?? uniqueEmail(role.toLowerCase());
  const row = await seedAccount(t.deps, {
    name: options.name ?? `Test ${role}`,
    email,
    password: TEST_PASSWORD,
    role,
    companyName: role === 'MEDICAL_COMPANY' ? (options.companyName ?? 'Wasama') : null,
  });
  return { id: row.id, email: row.email, password: TEST_PASSWORD, role, companyName: row.companyName };
}

/** A cookie-keeping client over the in-memory app, as a browser on the portal's origin would be. */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(
    private readonly t: TestApp,
    private readonly origin = 'http://tawreed.test',
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && method !== 'HEAD' && !h.origin) h.origin = this.origin;
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      h['content-type'] = 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await this.t.fetch(path, init);
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (!value || /max-age=0/i.test(cookie)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return res;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }
  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }
  put(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', path, body, headers);
  }
  delete(path: string, headers?: Record<string, string>) {
    return this.request('DELETE', path, undefined, headers);
  }

  /** The same signed-in client over another app (another instance on the same database). */
  withApp(t: TestApp): TestClient {
    const client = new TestClient(t, this.origin);
    client.cookies = new Map(this.cookies);
    return client;
  }

  async login(user: { email: string; password: string }) {
    const res = await this.post('/api/auth/login', { email: user.email, password: user.password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    return this;
  }

  cookieValue(name: string) {
    return this.cookies.get(name);
  }
}

export async function signedIn(t: TestApp, user: SeedUser) {
  return new TestClient(t).login(user);
}

export interface SeedOrderOptions {
  status?: OrderStatus;
  /**
   * The lines' VAT category (DESIGN §12). Z unless given: the seeded insulin pens and gloves are
   * zero-rated medicines and medical goods, so an order's payable total is its SPEC total.
   */
  vatCategory?: VatCategory;
  /** Riyadh-Central unless given; the area is the region's first. */
  region?: Region;
  withdrawn?: boolean;
  appealStatus?: 'PENDING' | 'ACCEPTED' | 'REJECTED' | null;
  rejectedByRole?: Role | null;
  clientName?: string;
  clientAccountNo?: string;
  externalRef?: string | null;
  orderDate?: string;
  updatedAt?: Date;
  warehouse?: Partial<typeof warehouseRecords.$inferInsert>;
  withFiles?: boolean;
  /** How many of each seeded line (10 insulin pens, 7 boxes of gloves unless given): a larger order. */
  quantities?: [number, number];
}

/**
 * Seed builder: an order owned by `owner` placed directly in any status, with two lines,
 * its files and a warehouse record fitting the status. Counters are kept right.
 */
export async function seedOrder(t: TestApp, owner: SeedUser, options: SeedOrderOptions = {}) {
  const status = options.status ?? 'PENDING_CREDIT';
  const now = options.updatedAt ?? new Date();
  const computed = applyVat(
    SEED_LINES.map((line, i) =>
      computeOrderLine({ ...line, quantity: options.quantities?.[i] ?? line.quantity }),
    ),
    () => options.vatCategory ?? 'Z',
  );
  const index = ORDER_STATUSES.indexOf(status);
  const past = (i: OrderStatus) => index >= ORDER_STATUSES.indexOf(i);
  const warehouse: Partial<typeof warehouseRecords.$inferInsert> = {
    ...(past('READY_TO_PRINT') && { pickListNumber: `PL-${now.getTime()}` }),
    ...(past('PRINTED') && { printedAt: now, deliveryNoteNo: `DN-${now.getTime()}` }),
    ...(past('ORDER_DISPATCHED') && { dispatchedAt: now }),
    ...(past('ORDER_TRANSPORTED') && { transportedAt: now, expectedDeliveryDate: now }),
    ...(past('ORDER_DELIVERED') && { actualDeliveryDate: now }),
    ...options.warehouse,
  };
  const deliveryStatus = deriveDeliveryStatus({
    status,
    dispatchedAt: warehouse.dispatchedAt ?? null,
    transportedAt: warehouse.transportedAt ?? null,
    actualDeliveryDate: warehouse.actualDeliveryDate ?? null,
    notDeliveredReason: warehouse.notDeliveredReason ?? null,
  });
  return t.deps.db.transaction(async (tx) => {
    const order = await ordersRepo.insertOrder(tx, {
      externalRef:
        options.externalRef === undefined ? `EXT-${randomBytes(4).toString('hex')}` : options.externalRef,
      clientName: options.clientName ?? 'Al Shifa Pharmacy',
      // The X keeps a random account out of searches for a test's own ones ("c-77" found ACC-77…).
      clientAccountNo: options.clientAccountNo ?? `ACC-X${randomBytes(3).toString('hex')}`,
      medicalCompany: owner.companyName ?? 'Wasama',
      companyId: owner.id,
      region: options.region ?? 'Riyadh-Central',
      area: REGION_AREAS[options.region ?? 'Riyadh-Central'][0]!,
      orderDate: options.orderDate ?? '2026-11-20',
      status,
      deliveryStatus,
      totalValueSar: computed.totalValueSAR,
      vatSar: computed.vatSAR,
      payableSar: computed.payableSAR,
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
      withdrawnAt: options.withdrawn ? now : null,
      appealStatus: options.appealStatus ?? (status === 'APPEAL_REVIEW' ? 'PENDING' : null),
      rejectedByRole:
        options.rejectedByRole ??
        (status === 'REJECTED' || status === 'APPEAL_REVIEW' ? 'CREDIT_TEAM' : null),
    });
    await ordersRepo.replaceLines(tx, order.id, lineValues(computed.lines));
    if (options.withFiles !== false && status !== 'SUBMITTED') {
      for (const kind of ['purchase_order', 'order_form'] as const) {
        await ordersRepo.insertFile(tx, {
          orderId: order.id,
          kind,
          fileName: kind === 'purchase_order' ? 'po.pdf' : 'order-form.xlsx',
          contentType:
            kind === 'purchase_order'
              ? 'application/pdf'
              : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          sizeBytes: 4,
          content: Buffer.from('%PDF'),
          uploadedBy: owner.id,
        });
      }
    }
    if (Object.keys(warehouse).length) await ordersRepo.upsertWarehouse(tx, order.id, warehouse);
    await ordersRepo.insertHistory(tx, {
      orderId: order.id,
      action: 'create',
      toStatus: status,
      actorId: owner.id,
      actorRole: owner.role,
    });
    return order;
  });
}

const SEED_LINES = [
  {
    itemCode: 'INS-100',
    itemDescription: 'Insulin pen 100IU',
    publicPrice: '45.00',
    discount: '5',
    quantity: 10,
  },
  {
    itemCode: 'GLV-M',
    itemDescription: 'Nitrile gloves M x100',
    publicPrice: '19.99',
    discount: '12.5',
    quantity: 7,
    bonus: '1',
  },
];

/** A real listening server (HTTP + websocket) on a fresh database, for realtime and multi-instance tests. */
export async function startTestServer(
  options: { database?: Database; config?: Partial<Config>; port?: number; heartbeatMs?: number } = {},
) {
  const database = options.database ?? (await createFreshDatabase());
  const config = testConfig({ PORT: options.port ?? 0, ...options.config });
  const server = await startServer(config, {
    database: config.DATABASE_URL ? undefined : database,
    webDir: null,
    host: '127.0.0.1',
    realtime: { heartbeatMs: options.heartbeatMs },
  });
  const t: TestApp = {
    app: undefined as never,
    deps: server.deps,
    database,
    fetch: (input, init) =>
      globalThis.fetch(typeof input === 'string' ? new URL(input, server.url) : input, init),
    close: async () => {
      await server.close();
      if (!options.database) await database.close();
    },
  };
  return { server, t };
}

/**
 * Two service instances over one fresh PostgreSQL database (multi-instance tests); `close`
 * stops both and drops the database.
 */
export async function startTwoInstances(config: Partial<Config> = {}) {
  const database = await createFreshDatabase();
  const shared = { DATABASE_URL: database.connectionString!, ...config };
  const a = await startTestServer({ database, config: shared });
  const b = await startTestServer({ database, config: shared });
  return {
    database,
    a,
    b,
    async close() {
      await a.server.close();
      await b.server.close();
      await database.close();
    },
  };
}

/** Waits until `condition` holds (checked every 20 ms), for what crosses processes or instances. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
