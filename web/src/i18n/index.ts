import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isOrderStatus,
  type Language,
  type Message,
  orderStatusLabel,
  placeNameWith,
  type Role,
  renderWith,
  TIME_ZONE,
} from '@tawreed/domain';
import { useSyncExternalStore } from 'react';
import { LANGUAGE_STORAGE_KEY } from '../lib/storage-keys';
import type { Catalog } from './catalog';
import type { MessageKey, Messages } from './en';
import { formatMessage, type MessageParams } from './message';

export type { Catalog, Language, MessageKey };

/**
 * The catalog sections that hold each of the given keys (`${section}.${key}`): a component
 * whose texts follow one pattern is given its section, a typo or a missing key a type error.
 */
export type SectionWith<Keys extends string> = {
  [Key in MessageKey]: Key extends `${infer Section}.${Keys}`
    ? `${Section}.${Keys}` extends MessageKey
      ? Section
      : never
    : never;
}[MessageKey];

export interface Locale extends Catalog {
  language: Language;
  /** BCP 47 tag for `<html lang>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Locale for Intl formatters. */
  intl: string;
  timeZone: string;
}

type LocaleInfo = Omit<Locale, keyof Catalog>;

const LOCALES: Record<Language, LocaleInfo> = {
  en: { language: 'en', lang: 'en', dir: 'ltr', intl: 'en-SA', timeZone: TIME_ZONE },
  ar: { language: 'ar', lang: 'ar', dir: 'rtl', intl: 'ar-SA', timeZone: TIME_ZONE },
};

/**
 * Each language's catalog is a chunk of its own, loaded when that language is first spoken:
 * an English first load carries no Arabic text and an Arabic one no English (index.html's boot
 * script preloads the one it will need, see vite.config.ts).
 */
const CATALOG_LOADERS: Record<Language, () => Promise<Catalog>> = {
  en: () => import('./catalog-en').then((module) => module.catalog),
  ar: () => import('./catalog-ar').then((module) => module.catalog),
};
const catalogs = new Map<Language, Promise<Catalog>>();
const loaded = new Map<Language, Catalog>();

/** Loads `language`'s catalog (once; a failed load is tried again on the next call). */
export function loadLanguage(language: Language): Promise<Catalog> {
  let pending = catalogs.get(language);
  if (!pending) {
    pending = CATALOG_LOADERS[language]().then(
      (catalog) => {
        loaded.set(language, catalog);
        return catalog;
      },
      (error: unknown) => {
        catalogs.delete(language);
        throw error;
      },
    );
    catalogs.set(language, pending);
  }
  return pending;
}

/** Starts loading `language`'s catalog ahead of a likely switch (a hover on the switch); errors wait for the switch. */
export function preloadLanguage(language: Language): void {
  loadLanguage(language).catch(() => {
    // The switch itself loads it again and reports.
  });
}

function storedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The browser's first preferred language we speak (navigator.languages), else English. */
export function browserLanguage(
  preferred: readonly string[] = globalThis.navigator?.languages ?? [],
): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The language last asked for (at start or by a switch); the latest request wins. */
let requested: Language | null = null;

const NO_CATALOG: Catalog = {
  messages: {} as Messages,
  domain: {
    catalog: {} as Catalog['domain']['catalog'],
    labels: {},
    joiners: { comma: ', ', and: ', ', or: ', ' },
  },
};

/**
 * The active locale; read by `t` and the formatters at call time, so a switch applies at once.
 * Its catalog is empty until `startLanguage()` has loaded it (the portal renders after that).
 */
export let locale: Locale = { ...LOCALES[storedLanguage() ?? browserLanguage()], ...NO_CATALOG };

/** Loads the catalog of the language the portal starts in; the first render waits for it. */
export function startLanguage(): Promise<void> {
  const language = locale.language;
  requested ??= language;
  return loadLanguage(language).then((catalog) => {
    // A switch asked for meanwhile (the account's language) stands.
    if (requested === language) apply(language, catalog);
  });
}

const listeners = new Set<() => void>();

/** Sets `<html lang dir>` from the active locale. */
export function applyDocumentLocale(doc: Document = document): void {
  doc.documentElement.lang = locale.lang;
  doc.documentElement.dir = locale.dir;
}

/**
 * Switches the portal's language: `<html lang dir>`, every later `t` and format, and a
 * re-render of the app (components read the language through `useLanguage`). The choice is
 * remembered locally so the sign-in page speaks it next time. A catalog not loaded yet is
 * loaded first and the switch applies when it has arrived (the screen keeps the old language
 * meanwhile, never showing keys); the promise settles once the switch has applied. When
 * several switches overlap, the last one asked for wins.
 */
export function setLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the switch still applies to this page.
  }
  requested = language;
  const catalog = loaded.get(language);
  if (catalog) {
    apply(language, catalog);
    return Promise.resolve();
  }
  return loadLanguage(language).then((next) => {
    if (requested === language) apply(language, next);
  });
}

function apply(language: Language, catalog: Catalog): void {
  if (locale.language === language && locale.messages === catalog.messages) return;
  locale = { ...LOCALES[language], ...catalog };
  if (typeof document !== 'undefined') applyDocumentLocale();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The active language; a component calling this re-renders (with its children) on a switch. */
export function useLanguage(): Language {
  return useSyncExternalStore(
    subscribe,
    () => locale.language,
    () => locale.language,
  );
}

export type { MessageParams };

/**
 * The catalog text for `key`, with `{param}` placeholders and `{n, plural, …}` forms filled;
 * unknown placeholders stay as they are.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  return formatMessage(
    locale.messages[key] ?? key,
    params && locale.dir === 'rtl' ? isolated(params) : params,
    locale.intl,
  );
}

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * In right-to-left text, a value with Latin letters or digits joined by signs (an id, a code,
 * an email, a file name, a name) is isolated (Unicode FSI…PDI, as <bdi> does) so it and the
 * punctuation around it do not reorder; Arabic text and plain numbers need no isolation.
 */
function isolated(params: MessageParams): MessageParams {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && (/[A-Za-z@]/.test(value) || /\d[-_/]|[-_/]\d/.test(value))
        ? `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`
        : value,
    ]),
  );
}

/** A region's or area's name in the active language (the stored value is SPEC's English name). */
export function placeLabel(name: string): string {
  return placeNameWith(locale.domain, name);
}

export function roleLabel(role: Role): string {
  return t(`role.${role}`);
}

/** A person's label: "Sales Representative" for the sales representative, else its role's. */
export function userRoleLabel(user: { role: Role; isSalesRep: boolean }): string {
  return user.isSalesRep ? t('role.salesRep') : roleLabel(user.role);
}

function isMessageKey(key: string): key is MessageKey {
  return key in locale.messages;
}

/**
 * A message of the domain (a rule's `{key, params}`) in the active language: SPEC §5's messages
 * from the portal's own `validation.*` copy, every other from the domain's catalog.
 */
export function messageText(message: Message): string {
  const own = `validation.${message.key}`;
  return isMessageKey(own) ? t(own) : renderWith(locale.domain, message);
}

/** An order status's label in the active language; an unknown status shows with underscores as spaces. */
export function statusLabel(status: string): string {
  return isOrderStatus(status) ? t(`orderStatus.${status}`) : orderStatusLabel(status);
}
