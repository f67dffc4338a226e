import { DEFAULT_LANGUAGE } from '@tawreed/domain';
import { createTawreedClient } from '@tawreed/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_DEFAULT_LANGUAGE, type BootOptions, boot, bootScript } from '../src/boot';
import { listQuery, parseFilters } from '../src/features/dashboard/filters';
import {
  DASHBOARD_PATH,
  DASHBOARD_URLS,
  EARLY_REQUESTS_GLOBAL,
  SESSION_URL,
} from '../src/lib/early-requests';
import { LANGUAGE_STORAGE_KEY, SIGNED_IN_STORAGE_KEY } from '../src/lib/storage-keys';

const CATALOGS = { en: ['/assets/catalog-en.js'], ar: ['/assets/catalog-ar.js', '/assets/messages.js'] };
const OPTIONS: BootOptions = {
  catalogs: CATALOGS,
  defaultLanguage: BOOT_DEFAULT_LANGUAGE,
  languageKey: LANGUAGE_STORAGE_KEY,
  signedInKey: SIGNED_IN_STORAGE_KEY,
  sessionUrl: SESSION_URL,
  dashboardPath: DASHBOARD_PATH,
  dashboardUrls: DASHBOARD_URLS,
  requestsGlobal: EARLY_REQUESTS_GLOBAL,
};

interface Page {
  stored?: Record<string, string>;
  languages?: string[];
  pathname?: string;
  search?: string;
}

/** Runs the boot script against a page of the given state; what it preloaded and requested. */
function bootOn({ stored = {}, languages = [], pathname = '/dashboard', search = '' }: Page) {
  const preloads: string[] = [];
  const requests: Array<{ url: string; language: string | undefined }> = [];
  const window: Record<string, unknown> = {};
  vi.stubGlobal('window', window);
  vi.stubGlobal('localStorage', { getItem: (key: string) => stored[key] ?? null });
  vi.stubGlobal('navigator', { languages });
  vi.stubGlobal('location', { pathname, search });
  vi.stubGlobal('document', {
    createElement: () => ({}),
    head: { append: (link: { rel: string; href: string }) => preloads.push(`${link.rel} ${link.href}`) },
  });
  vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string> }) => {
    requests.push({ url, language: init.headers['accept-language'] });
    return Promise.resolve(new Response('{}'));
  });
  boot(OPTIONS);
  return { preloads, requests, early: window[EARLY_REQUESTS_GLOBAL] as Record<string, Promise<Response>> };
}

describe('index.html boot script', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('preloads only the catalog of the language the portal will speak, chosen as i18n/index.ts does', () => {
    expect(BOOT_DEFAULT_LANGUAGE).toBe(DEFAULT_LANGUAGE);
    expect(bootOn({}).preloads).toEqual(['modulepreload /assets/catalog-en.js']);
    expect(bootOn({ languages: ['fr-FR', 'ar-SA', 'en-US'] }).preloads).toEqual([
      'modulepreload /assets/catalog-ar.js',
      'modulepreload /assets/messages.js',
    ]);
    // The visitor's stored choice wins over the browser's; an unknown stored value does not.
    expect(bootOn({ stored: { [LANGUAGE_STORAGE_KEY]: 'en' }, languages: ['ar'] }).preloads).toEqual([
      'modulepreload /assets/catalog-en.js',
    ]);
    expect(bootOn({ stored: { [LANGUAGE_STORAGE_KEY]: 'toString' }, languages: ['ar'] }).preloads).toEqual([
      'modulepreload /assets/catalog-ar.js',
      'modulepreload /assets/messages.js',
    ]);
  });

  it('asks for the session always, and for the dashboard data only on a bare /dashboard of a browser signed in last time', () => {
    const signedIn = { [SIGNED_IN_STORAGE_KEY]: '1' };
    const urls = (page: Page) => bootOn(page).requests.map((request) => request.url);
    expect(urls({ stored: signedIn })).toEqual([SESSION_URL, ...DASHBOARD_URLS]);
    expect(urls({})).toEqual([SESSION_URL]);
    expect(urls({ stored: signedIn, search: '?page=2' })).toEqual([SESSION_URL]);
    expect(urls({ stored: signedIn, pathname: '/orders/new' })).toEqual([SESSION_URL]);
    const arabic = bootOn({ stored: { ...signedIn, [LANGUAGE_STORAGE_KEY]: 'ar' } });
    expect(arabic.requests.every((request) => request.language === 'ar')).toBe(true);
    expect(Object.keys(arabic.early)).toEqual([SESSION_URL, ...DASHBOARD_URLS]);
  });

  it('asks for exactly what the bare dashboard asks for first', async () => {
    const asked: string[] = [];
    const client = createTawreedClient({
      baseUrl: 'http://portal.test',
      fetch: (request) => {
        const url = new URL(request.url);
        asked.push(`${url.pathname}${url.search}`);
        return Promise.resolve(Response.json({}));
      },
    });
    // As prefetch-dashboard.ts and the dashboard's hooks do, for /dashboard with no query.
    const query = listQuery(parseFilters(new URLSearchParams(''), { branchAllowed: true }));
    await client.GET('/api/orders', { params: { query } });
    await client.GET('/api/orders/dashboard/stats');
    await client.GET('/api/auth/me');
    expect(asked).toEqual([...DASHBOARD_URLS, SESSION_URL]);
  });

  it('is written out as one self-contained statement', () => {
    const source = bootScript(CATALOGS);
    expect(source).toMatch(/^\(function boot\(/);
    expect(source).not.toMatch(/\bimport\b|\brequire\(/);
    expect(source).toContain(JSON.stringify(CATALOGS));
  });
});
