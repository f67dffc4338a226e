import type { OrderStatus, Role } from '@tawreed/domain';
import { createTawreedClient, type TawreedClient } from '@tawreed/sdk';
import {
  createUser,
  type SeedOrderOptions,
  type SeedUser,
  seedOrder,
  type TestApp,
} from '@tawreed/service/testing';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_PATH, type Portal, visible } from './portal';

/** The people of the order tests: one account per role, plus the sales representative. */
export const PEOPLE = {
  company: {
    role: 'MEDICAL_COMPANY',
    name: 'Omar Haddad',
    email: 'omar@wasama.example.sa',
    companyName: 'Wasama',
  },
  credit: { role: 'CREDIT_TEAM', name: 'Lina Saleh', email: 'lina@tawreed.example.sa' },
  higher: { role: 'HIGHER_AUTHORITY', name: 'Faisal Otaibi', email: 'faisal@tawreed.example.sa' },
  warehouse: { role: 'WAREHOUSE_MANAGER', name: 'Noura Harbi', email: 'noura@tawreed.example.sa' },
  // Registered as a medical company of another company; SALES_REP_EMAILS makes it the sales representative.
  rep: {
    role: 'MEDICAL_COMPANY',
    name: 'Sami Rep',
    email: 'sami.rep@tawreed.example.sa',
    companyName: 'Actimed',
  },
  actimed: {
    role: 'MEDICAL_COMPANY',
    name: 'Huda Actimed',
    email: 'huda@actimed.example.sa',
    companyName: 'Actimed',
  },
} as const satisfies Record<string, { role: Role; name: string; email: string; companyName?: string }>;
export type Person = keyof typeof PEOPLE;

/** The portal's config for these tests: the sales representative is named by e-mail. */
export const ORDER_TEST_CONFIG = { SALES_REP_EMAILS: [PEOPLE.rep.email] };

export interface OrderWorld {
  users: Record<Person, SeedUser>;
  /** The service's own dependencies, for seed builders. */
  t: TestApp;
  /** An API client signed in as `person` (Node side, for setting up and for racing the UI). */
  api(person: Person): Promise<TawreedClient>;
  /** A raw request as `person` (multipart uploads). */
  fetchAs(person: Person, path: string, init?: RequestInit): Promise<Response>;
  seed(status: OrderStatus, options?: SeedOrderOptions & { owner?: Person }): Promise<{ id: string }>;
}

/** Creates every account directly in the portal's database and hands out seed builders. */
export async function createWorld(portal: Portal): Promise<OrderWorld> {
  const t = { deps: portal.server.deps } as unknown as TestApp;
  const users = {} as Record<Person, SeedUser>;
  for (const [key, person] of Object.entries(PEOPLE)) {
    users[key as Person] = await createUser(t, {
      role: person.role,
      name: person.name,
      email: person.email,
      ...('companyName' in person ? { companyName: person.companyName } : {}),
    });
  }
  const origin = new URL(portal.server.url).origin;
  const cookies = new Map<Person, string>();
  async function cookieOf(person: Person): Promise<string> {
    let cookie = cookies.get(person);
    if (!cookie) {
      const login = await fetch(new URL('/api/auth/login', origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: PEOPLE[person].email, password: users[person].password }),
      });
      expect(login.status).toBe(200);
      cookie = login.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ');
      cookies.set(person, cookie);
    }
    return cookie;
  }
  return {
    users,
    t,
    async api(person) {
      return createTawreedClient({ baseUrl: origin, headers: { cookie: await cookieOf(person), origin } });
    },
    async fetchAs(person, path, init = {}) {
      const headers = new Headers(init.headers);
      headers.set('cookie', await cookieOf(person));
      headers.set('origin', origin);
      return fetch(new URL(path, origin), { ...init, headers });
    },
    async seed(status, options = {}) {
      const { owner = 'company', ...rest } = options;
      return seedOrder(t, users[owner], { status, ...rest });
    },
  };
}

/** Signs `context` in as `person` through the API (the sign-in form has its own tests). */
export async function signInAs(portal: Portal, context: BrowserContext, person: Person): Promise<void> {
  await context.clearCookies();
  const response = await context.request.post(portal.url('/api/auth/login'), {
    data: { email: PEOPLE[person].email, password: 'correct-horse-battery' },
    headers: { origin: new URL(portal.server.url).origin },
  });
  expect(response.status()).toBe(200);
}

/** A second, separate Chromium: another person's browser watching the same order. */
export async function launchSecondBrowser(): Promise<{
  browser: Browser;
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  errors: string[];
}> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const errors: string[] = [];
  return {
    browser,
    errors,
    async newPage() {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        locale: 'en-US',
        timezoneId: 'Asia/Riyadh',
      });
      context.setDefaultTimeout(15_000);
      context.on('weberror', (error) => errors.push(String(error.error())));
      context.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      return { context, page: await context.newPage() };
    },
  };
}

/** Opens /orders/{id} and waits for the details to load. */
export async function openOrder(portal: Portal, page: Page, orderId: string, query = ''): Promise<void> {
  await page.goto(portal.url(`/orders/${orderId}${query}`));
  await visible(page.getByRole('heading', { level: 1, name: `Order #${orderId.slice(0, 12)}` }));
  await visible(page.getByRole('tab', { name: 'Order Lines' }));
}

export function actionBar(page: Page): Locator {
  return page.getByRole('group', { name: 'Order actions' });
}

/** The order's status badge, next to the client name. */
export function statusBadge(page: Page): Locator {
  return page.locator('.order-details__headline .badge');
}

/** Waits until the status badge reads exactly `label` (live updates arrive without a reload). */
export async function expectStatus(page: Page, label: string): Promise<void> {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await statusBadge(page).filter({ hasText: exact }).waitFor();
}

/** Marks the page so a later check can prove it was never reloaded. */
export async function markNoReload(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __stillHere: boolean }).__stillHere = true;
  });
}

export async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere)).toBe(true);
}

/** The open dialog named `name`. */
export function dialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

export async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name }).click();
  return visible(page.getByRole('tabpanel', { name }));
}

/** The current toast's text (SPEC §9 shows one at a time). */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await visible(page.locator('.toast').filter({ hasText: text }).first());
}

export function pdfFile(name = 'invoice.pdf') {
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    ),
  };
}

export function pngFile(name = 'evidence.png') {
  return {
    name,
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  };
}

/** A file just over SPEC §9's 10MB limit. */
export function oversizedFile(name: string, mimeType: string) {
  return { name, mimeType, buffer: Buffer.alloc(10_485_761, 1) };
}
