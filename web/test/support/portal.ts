import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@tawreed/domain';
import { type Config, openDatabase, type RunningServer, startServer, testConfig } from '@tawreed/service';
import { createUser, type TestApp } from '@tawreed/service/testing';
import { copyFreshDatabase } from '@tawreed/service/testing/admin';
import { type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const PASSWORD = 'correct-horse-battery';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Portal {
  server: RunningServer;
  context: BrowserContext;
  page: Page;
  /** Errors the portal logged or threw in any page; a test expects none. */
  browserErrors: string[];
  url(pathname: string): string;
  /** Creates an active account as an administrator would (faster than the form when the form is not under test). */
  createUser(input: { name: string; email: string; role: Role; companyName?: string }): Promise<void>;
  /**
   * Runs SQL on the service's embedded database as someone holding it would (psql as its
   * owner), past the service: statements separated by semicolons, in one transaction.
   */
  runSql(statements: string): Promise<void>;
  /** The service's database (web tests run on PGlite): its DATA_DIR, for `pnpm admin` once the service stopped. */
  dataDir: string;
  /** Stops the service and closes its database, keeping the data and the browser (close() removes both). */
  stopService(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real service on a fresh embedded database, serving the built portal, and one headless
 * Chromium. Browser tests are never skipped: a missing Chromium fails loudly.
 */
export async function startPortal(
  options: {
    config?: Partial<Config> /** The browser's language (navigator.languages). */;
    locale?: string;
  } = {},
): Promise<Portal> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is required for the portal's browser tests and was not found at ${CHROMIUM_PATH}. ` +
        'Install it with: apt-get update && apt-get install -y chromium',
    );
  }
  const webDir = inject('webDist');
  if (!existsSync(path.join(webDir, 'index.html'))) {
    throw new Error(`The portal is not built at ${webDir} (the web project's globalSetup builds it).`);
  }
  const tmp = mkdtempSync(path.join(tmpdir(), 'tawreed-web-'));
  // A copy of the run's migrated template: creating a PGlite database from scratch takes seconds.
  const copy = await copyFreshDatabase();
  const database = await openDatabase({ dataDir: copy.dataDir, relaxedDurability: true });
  const server = await startServer(
    testConfig({ PORT: 0, DATA_DIR: path.join(tmp, 'data'), ...options.config }),
    {
      database,
      webDir,
      host: '127.0.0.1',
    },
  );
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(path.join(tmp, 'profile'), {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 800 },
      locale: options.locale ?? 'en-US',
      timezoneId: 'Asia/Riyadh',
    });
  } catch (error) {
    await server.close();
    await database.close();
    await copy.drop();
    throw error;
  }
  context.setDefaultTimeout(15_000);
  const browserErrors: string[] = [];
  context.on('weberror', (error) => browserErrors.push(String(error.error())));
  context.on('console', (message) => {
    // Chromium logs every non-OK response; a 401 from the session check is expected when signed out.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      browserErrors.push(message.text());
    }
  });
  const page = context.pages()[0] ?? (await context.newPage());
  let serviceStopped: Promise<void> | undefined;
  return {
    server,
    context,
    page,
    browserErrors,
    url: (pathname) => new URL(pathname, server.url).toString(),
    async createUser(input) {
      await createUser({ deps: server.deps } as TestApp, input);
    },
    async runSql(statements) {
      await database.pglite!.exec(`begin; ${statements}; commit;`);
    },
    dataDir: copy.dataDir!,
    async stopService() {
      serviceStopped ??= server.close().then(() => database.close());
      await serviceStopped;
    },
    async close() {
      await context.close().catch(() => {});
      serviceStopped ??= server.close().then(() => database.close());
      await serviceStopped;
      await copy.drop();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * Holds requests matching `pattern` until `release()` is called, so a test can see the
 * in-flight state (busy buttons, the Loading spinner).
 */
export async function holdRequests(page: Page, pattern: string): Promise<{ release(): Promise<void> }> {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const continued: Array<Promise<void>> = [];
  await page.route(pattern, (route) => {
    const done = gate.then(() => route.continue());
    continued.push(done);
    return done;
  });
  return {
    async release() {
      open();
      // Unrouting while a held request is still being continued would make it fail.
      await Promise.all(continued);
      await page.unroute(pattern);
    },
  };
}

/** Waits until the path (and query, when given) of the page's URL is `expected`. */
export async function waitForPath(page: Page, expected: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === expected || url.pathname === expected);
  const url = new URL(page.url());
  const actual = expected.includes('?') ? `${url.pathname}${url.search}` : url.pathname;
  expect(decodeURIComponent(actual)).toBe(expected);
}

/**
 * Waits until the locator is visible; when it never is, the error also says what the page
 * showed instead (its URL and text), so a failure in CI can be read without a rerun.
 */
export async function visible(locator: Locator): Promise<Locator> {
  try {
    await locator.waitFor({ state: 'visible' });
  } catch (error) {
    const page = locator.page();
    const shown = await page
      .locator('body')
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a user reads
      .innerText({ timeout: 2_000 })
      .catch(() => '(unreadable)');
    if (error instanceof Error)
      error.message += `\nThe page (${page.url()}) showed:\n${shown.slice(0, 2_000)}`;
    throw error;
  }
  return locator;
}

/** No raw "undefined", "NaN" or stack trace anywhere on the page. */
export async function expectCleanText(page: Page): Promise<void> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a user reads
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\bundefined\b/);
  expect(text).not.toMatch(/\bNaN\b/);
  expect(text).not.toMatch(/\bat \S+ \(.*:\d+:\d+\)/);
}

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol: the portal's CSP (rightly) refuses an injected <script>.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** Runs axe-core on the current page; serious and critical violations fail the test. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Contrast is judged on what the user ends up seeing: let fade-ins finish first (a dialog
  // half-way through its opacity animation would read as low contrast on a busy machine), and
  // check with reduced motion so a toast arriving while axe runs is already fully opaque.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target),
    }));
  });
  await page.emulateMedia({ reducedMotion: null });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}
