#!/usr/bin/env node
/**
 * Portal speed figures (issue 7): the initial JavaScript (gzip) and the time for the dashboard
 * with 25 rows to become interactive on localhost, in headless Chromium against a real service.
 *
 *   node web/scripts/measure.mjs [--runs 5] [--screenshots /tmp] [--serve]
 *
 * Builds the portal into a temporary directory, starts the service on a fresh embedded
 * database (in a process of its own), seeds 30 orders through the API, then loads /dashboard
 * `runs` times. "Interactive" is measured in the page, not guessed: from navigation start until
 * 25 rows are on screen AND a click on Next, sent the moment they are, has been handled
 * (page 2 is marked current). Targets (issue 28): initial JavaScript <= 150 KB gzip, median
 * interactive <= 600 ms in a browser profile of its own, as a person's browser is (its code
 * cache kept between visits); the same runs in a private window, which compiles every script on
 * every visit, are printed beside it.
 *
 * The initial JavaScript is what index.html makes the browser fetch before anything renders:
 * its scripts and modulepreloads, and the English catalog its boot script preloads (the
 * dashboard is measured in English). The first run also lists the JavaScript the browser
 * actually fetched until the dashboard was interactive, which must be the same set.
 *
 *   --build <dir>  use a build made beforehand (e.g. `vite build --minify false` for profiling)
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { register } from 'tsx/esm/api';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    screenshots: { type: 'string' },
    build: { type: 'string' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    // Build, seed and keep the service running (for profiling by hand); Ctrl-C stops it.
    serve: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 5);
const TARGET_JS_KB = 150;
const TARGET_INTERACTIVE_MS = 600;

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const tmp = mkdtempSync(path.join(tmpdir(), 'tawreed-measure-'));
const outDir = args.build ? path.resolve(args.build) : path.join(tmp, 'dist');

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (file) => gzipSync(readFileSync(file)).length;

function build() {
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
}

/**
 * What index.html makes the browser fetch before anything renders: its scripts (the boot script
 * and the module entry), modulepreloads and stylesheets, and the chunks of the catalog the boot
 * script preloads for an English reader.
 */
function initialAssets() {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]);
  for (const script of refs.filter((ref) => /\/boot-[^/]+\.js$/.test(ref))) {
    const boot = readFileSync(path.join(outDir, script.replace(/^\//, '')), 'utf8');
    const english = /"en":\[([^\]]*)\]/.exec(boot);
    if (!english) throw new Error(`${script} names no English catalog`);
    refs.push(...JSON.parse(`[${english[1]}]`));
  }
  return [...new Set(refs)].map((ref) => path.join(outDir, ref.replace(/^\//, '')));
}

function reportBundle() {
  const initial = initialAssets();
  const js = initial.filter((file) => file.endsWith('.js'));
  const css = initial.filter((file) => file.endsWith('.css'));
  const jsGzip = js.reduce((sum, file) => sum + gzipSize(file), 0);
  const cssGzip = css.reduce((sum, file) => sum + gzipSize(file), 0);
  const assets = path.join(outDir, 'assets');
  const lazy = readdirSync(assets)
    .filter((name) => name.endsWith('.js') && !js.some((file) => path.basename(file) === name))
    .map((name) => ({
      name,
      gzip: gzipSize(path.join(assets, name)),
      raw: statSync(path.join(assets, name)).size,
    }));
  console.log('\nInitial JavaScript (index.html scripts + modulepreloads + the English catalog):');
  for (const file of js)
    console.log(`  ${path.basename(file).padEnd(40)} ${kb(gzipSize(file)).padStart(7)} KB gzip`);
  console.log(`  ${'TOTAL'.padEnd(40)} ${kb(jsGzip).padStart(7)} KB gzip (target <= ${TARGET_JS_KB} KB)`);
  console.log(`  initial CSS ${kb(cssGzip)} KB gzip`);
  console.log('Loaded on demand (route chunks):');
  for (const chunk of lazy.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${chunk.name.padEnd(40)} ${kb(chunk.gzip).padStart(7)} KB gzip`);
  }
  return jsGzip;
}

const PASSWORD = 'correct-horse-battery';

/** A client signed in as `email` (the session cookie passed as a header). */
async function signedInClient(serverUrl, sdk, email) {
  const response = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return sdk.createTawreedClient({ baseUrl: serverUrl, headers: { cookie } });
}

async function seed(serverUrl, sdk) {
  const anonymous = sdk.createTawreedClient({ baseUrl: serverUrl });
  const register = (body) =>
    sdk.unwrap(anonymous.POST('/api/auth/register', { body: { password: PASSWORD, ...body } }));
  await register({
    name: 'Omar Haddad',
    email: 'omar@actimed.example.sa',
    role: 'MEDICAL_COMPANY',
    companyName: 'Actimed',
  });
  await register({ name: 'Lina Saleh', email: 'lina@tawreed.example.sa', role: 'CREDIT_TEAM' });
  const company = await signedInClient(serverUrl, sdk, 'omar@actimed.example.sa');
  for (let i = 1; i <= 30; i++) {
    await sdk.unwrap(
      company.POST('/api/orders', {
        body: {
          clientName: `Client Pharmacy ${String(i).padStart(2, '0')}`,
          clientAccountNo: `ACC-${1000 + i}`,
          externalRef: i % 3 === 0 ? null : `PO-${5000 + i}`,
          region: 'Riyadh-Central',
          area: 'Riyadh',
          orderDate: '2026-11-20',
          lines: [
            {
              itemCode: 'AMX-500',
              itemDescription: 'Amoxicillin 500mg caps x100',
              publicPrice: '8.35',
              discount: '10',
              quantity: i,
            },
            {
              itemCode: 'PAR-1G',
              itemDescription: 'Paracetamol 1g tabs x20',
              publicPrice: '12.50',
              quantity: 40,
              bonus: '2',
            },
          ],
        },
      }),
    );
  }
}

/**
 * The dashboard in one kind of browser window, `RUNS` times (the first with an empty cache):
 * - 'profile': a browser profile of its own on disk, as the one a person opens the portal in
 *   every day: its HTTP cache and V8's code cache (compiled scripts) carry over between visits;
 * - 'private': a private window (Playwright's default context), which keeps no code cache, so
 *   every visit compiles the portal's scripts again.
 */
async function measureDashboard(serverUrl, kind) {
  const { chromium } = await import('playwright-core');
  const launch = {
    executablePath: args.chromium,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  };
  const windowOptions = { viewport: { width: 1440, height: 900 }, timezoneId: 'Asia/Riyadh' };
  const profileDir = kind === 'profile' ? mkdtempSync(path.join(tmp, 'profile-')) : null;
  const browser = profileDir
    ? await chromium.launchPersistentContext(profileDir, { ...launch, ...windowOptions })
    : await chromium.launch(launch);
  try {
    const context = profileDir ? browser : await browser.newContext(windowOptions);
    // Measured inside the page, so the driver's own round trips do not count: as soon as 25 rows
    // are on screen, click Next (page 2) and note when the click has been handled.
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration - 50);
      }).observe({ type: 'longtask', buffered: true });
      const watch = setInterval(() => {
        if (document.querySelectorAll('tbody tr[data-order-id]').length < 25) return;
        clearInterval(watch);
        window.__rowsAt = performance.now();
        const next = [...document.querySelectorAll('nav[aria-label="Pages"] button')].find(
          (b) => b.textContent === 'Next',
        );
        next.click();
        const moved = setInterval(() => {
          if (document.querySelector('nav[aria-label="Pages"] [aria-current="page"]')?.textContent !== '2')
            return;
          clearInterval(moved);
          window.__interactiveAt = performance.now();
        }, 5);
      }, 5);
    });
    const login = await context.request.post(`${serverUrl}/api/auth/login`, {
      data: { email: 'lina@tawreed.example.sa', password: PASSWORD },
    });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);

    const results = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage();
      await page.goto(`${serverUrl}/dashboard`, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__interactiveAt !== undefined);
      const { rowsAt, interactiveAt } = await page.evaluate(() => ({
        rowsAt: window.__rowsAt,
        interactiveAt: window.__interactiveAt,
      }));
      const blocking = await page.evaluate(() =>
        window.__longTasks.reduce((sum, over) => sum + Math.max(0, over), 0),
      );
      // When each piece was requested and arrived: the bundle, the session check, the first orders page.
      const timings = await page.evaluate(() => {
        const span = (pattern) => {
          const entry = performance.getEntriesByType('resource').find((e) => pattern.test(e.name));
          return entry ? `${entry.startTime.toFixed(0)}-${entry.responseEnd.toFixed(0)}` : '?';
        };
        const end = span;
        return {
          html: (performance.getEntriesByType('navigation')[0]?.responseEnd ?? 0).toFixed(0),
          // Module scripts have run by DOMContentLoaded.
          scripts: (performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? 0).toFixed(0),
          js: end(/\/assets\/index-.*\.js$/),
          session: end(/\/api\/auth\/me$/),
          orders: end(/\/api\/orders\?/),
        };
      });
      // The scripts the page fetched until it was interactive (on the cold first run, all of them).
      const scripts = await page.evaluate((until) => {
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= until && new URL(e.name).pathname.endsWith('.js'))
          .map((e) => new URL(e.name).pathname);
      }, interactiveAt);
      results.push({ run: run + 1, rowsAt, interactiveAt, blocking, timings, scripts });
      await page.close();
    }
    console.log(
      `\nDashboard with 25 rows on localhost, ${kind === 'profile' ? "in a browser profile of its own (a person's browser: HTTP and code cache kept)" : 'in a private window (no code cache)'} (ms from navigation start):`,
    );
    for (const r of results) {
      console.log(
        `  run ${r.run}${r.run === 1 ? ' (cold cache)' : '             '}  25 rows ${r.rowsAt.toFixed(0).padStart(5)}  interactive ${r.interactiveAt.toFixed(0).padStart(5)}  long-task blocking ${r.blocking.toFixed(0).padStart(4)}` +
          `  [html ${r.timings.html}, js ${r.timings.js}, scripts run ${r.timings.scripts}, session ${r.timings.session}, orders ${r.timings.orders}]`,
      );
    }
    const sorted = results.map((r) => r.interactiveAt).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const worst = sorted[sorted.length - 1];
    console.log(
      `  median interactive ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (target: median <= ${TARGET_INTERACTIVE_MS} ms)`,
    );
    const fetched = [...new Set(results[0].scripts)];
    const fetchedGzip = fetched.reduce(
      (sum, ref) => sum + gzipSize(path.join(outDir, ref.replace(/^\//, ''))),
      0,
    );
    const initial = new Set(initialAssets().map((file) => path.basename(file)));
    const beyond = fetched.filter((ref) => !initial.has(path.basename(ref)));
    console.log(
      `  JavaScript the cold run fetched until interactive: ${kb(fetchedGzip)} KB gzip in ${fetched.length} files` +
        (beyond.length ? `; beyond the initial set: ${beyond.join(', ')}` : ' (all of the initial set)'),
    );

    if (args.screenshots && kind === 'profile') await screenshots(context, serverUrl, args.screenshots);
    return { median, worst, fetchedGzip };
  } finally {
    await browser.close();
  }
}

async function screenshots(context, serverUrl, dir) {
  const page = await context.newPage();
  await page.goto(`${serverUrl}/dashboard`);
  await page.waitForSelector('tbody tr[data-order-id]');
  await page.screenshot({ path: path.join(dir, 'tawreed-dashboard-credit.png'), fullPage: true });
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(dir, 'tawreed-bell.png') });
  await page.keyboard.press('Escape');
  await context.clearCookies();
  const login = await context.request.post(`${serverUrl}/api/auth/login`, {
    data: { email: 'omar@actimed.example.sa', password: PASSWORD },
  });
  if (!login.ok()) throw new Error('sign-in failed');
  await page.goto(`${serverUrl}/dashboard?pageSize=10&page=2`);
  await page.waitForSelector('tbody tr[data-order-id]');
  await page.screenshot({ path: path.join(dir, 'tawreed-dashboard-company.png'), fullPage: true });
  await page.goto(`${serverUrl}/orders/new`);
  await page.getByRole('heading', { name: 'Client Information' }).waitFor();
  await page.screenshot({ path: path.join(dir, 'tawreed-new-order.png'), fullPage: true });
  await page.getByRole('button', { name: 'Create Order' }).click({ force: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(dir, 'tawreed-new-order-errors.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${serverUrl}/dashboard`);
  await page.waitForSelector('tbody tr[data-order-id]');
  await page.screenshot({ path: path.join(dir, 'tawreed-dashboard-phone.png') });
  await page.close();
  console.log(`\nScreenshots written to ${dir}/tawreed-*.png`);
}

/** The service in a child process, so it never competes with the browser driver's event loop. */
async function startServiceProcess() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(webRoot, 'scripts', 'measure-server.mjs'), path.join(tmp, 'data'), outDir],
    { cwd: webRoot, stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
  );
  const url = await new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const line = buffer.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line).url);
    });
    child.once('exit', (code) => reject(new Error(`the service exited (${code}) before listening`)));
  });
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

async function main() {
  if (args.build) console.log(`Using the build in ${outDir}`);
  else {
    console.log('Building the portal...');
    build();
  }
  const jsGzip = reportBundle();

  register();
  const sdk = await import('@tawreed/sdk');
  const server = await startServiceProcess();
  try {
    await seed(server.url, sdk);
    if (args.serve) {
      console.log(`\nServing ${server.url} (lina@tawreed.example.sa / ${PASSWORD}); Ctrl-C to stop.`);
      await new Promise((resolve) => process.once('SIGINT', resolve));
      return;
    }
    const { median, worst } = await measureDashboard(server.url, 'profile');
    const inPrivate = await measureDashboard(server.url, 'private');
    const pass = (ok) => (ok ? 'PASS' : 'FAIL');
    console.log(
      `\nSummary: initial JS ${kb(jsGzip)} KB gzip (target <= ${TARGET_JS_KB}: ${pass(jsGzip / 1024 <= TARGET_JS_KB)}); ` +
        `dashboard interactive median ${median.toFixed(0)} ms of ${RUNS} (target <= ${TARGET_INTERACTIVE_MS}: ${pass(median <= TARGET_INTERACTIVE_MS)}), worst ${worst.toFixed(0)} ms; ` +
        `in a private window median ${inPrivate.median.toFixed(0)} ms, worst ${inPrivate.worst.toFixed(0)} ms; ` +
        `load average ${loadavg()
          .map((n) => n.toFixed(2))
          .join(', ')} on ${cpus().length} cores`,
    );
  } finally {
    await server.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
