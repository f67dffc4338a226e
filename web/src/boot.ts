import { DASHBOARD_PATH, DASHBOARD_URLS, EARLY_REQUESTS_GLOBAL, SESSION_URL } from './lib/early-requests.ts';
import { LANGUAGE_STORAGE_KEY, SIGNED_IN_STORAGE_KEY } from './lib/storage-keys.ts';

/** DEFAULT_LANGUAGE of the domain (test/boot.test.ts holds them equal; this file may import nothing). */
export const BOOT_DEFAULT_LANGUAGE = 'en';

/**
 * index.html's boot script, which the browser runs before the portal's JavaScript has even
 * arrived (vite.config.ts writes it out as an asset of its own: the CSP allows no inline
 * script). It asks for what the first screen needs, in parallel with the portal's code:
 * - the active language's catalog chunk (a modulepreload), chosen as i18n/index.ts does;
 * - the session check, and on a bare /dashboard when this browser was signed in last time,
 *   the first page of orders and the cards (see lib/early-requests.ts for how they are used).
 * It runs in the page through `toString()`, so it uses only its options and the browser's globals.
 */
export function boot(options: BootOptions): void {
  const { catalogs } = options;
  const read = (key: string): string | null => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const speaks = (language: string | null | undefined): language is string =>
    typeof language === 'string' && Object.hasOwn(catalogs, language);
  // The visitor's stored choice, else the browser's first preferred language we speak.
  const stored = read(options.languageKey);
  const language = speaks(stored)
    ? stored
    : ((navigator.languages ?? []).map((tag) => tag.toLowerCase().split('-')[0]).find(speaks) ??
      options.defaultLanguage);
  for (const href of catalogs[language] ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const requests: Record<string, Promise<Response>> = {};
  const get = (url: string) => {
    const response = fetch(url, { credentials: 'include', headers: { 'accept-language': language } });
    // A failure is the portal's to report when it takes the answer, not an unhandled rejection.
    response.catch(() => undefined);
    requests[url] = response;
  };
  get(options.sessionUrl);
  if (read(options.signedInKey) === '1' && location.pathname === options.dashboardPath && !location.search) {
    for (const url of options.dashboardUrls) get(url);
  }
  (window as unknown as Record<string, unknown>)[options.requestsGlobal] = requests;
}

export interface BootOptions {
  /** Each language's catalog chunk and the chunks it imports, as URLs. */
  catalogs: Record<string, string[]>;
  defaultLanguage: string;
  languageKey: string;
  signedInKey: string;
  sessionUrl: string;
  dashboardPath: string;
  dashboardUrls: readonly string[];
  requestsGlobal: string;
}

/** The boot script's source for the given catalog chunks. */
export function bootScript(catalogs: Record<string, string[]>): string {
  const options: BootOptions = {
    catalogs,
    defaultLanguage: BOOT_DEFAULT_LANGUAGE,
    languageKey: LANGUAGE_STORAGE_KEY,
    signedInKey: SIGNED_IN_STORAGE_KEY,
    sessionUrl: SESSION_URL,
    dashboardPath: DASHBOARD_PATH,
    dashboardUrls: DASHBOARD_URLS,
    requestsGlobal: EARLY_REQUESTS_GLOBAL,
  };
  return `(${boot.toString()})(${JSON.stringify(options)});\n`;
}
