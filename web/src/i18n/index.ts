import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isOrderStatus,
  type Language,
  type Message,
  messageOfIssue,
  orderStatusLabel,
  placeName,
  type Role,
  render,
  TIME_ZONE,
} from '@tawreed/domain';
import { useSyncExternalStore } from 'react';
import { ar } from './ar';
import { en, type MessageKey, type Messages } from './en';
import { formatMessage, type MessageParams } from './message';

export type { Language, MessageKey, Messages };

export interface Locale {
  language: Language;
  /** BCP 47 tag for `<html lang>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Locale for Intl formatters. */
  intl: string;
  timeZone: string;
  messages: Messages;
}

const LOCALES: Record<Language, Locale> = {
  en: { language: 'en', lang: 'en', dir: 'ltr', intl: 'en-SA', timeZone: TIME_ZONE, messages: en },
  ar: { language: 'ar', lang: 'ar', dir: 'rtl', intl: 'ar-SA', timeZone: TIME_ZONE, messages: ar },
};

/** Where the visitor's choice is remembered before (and between) sign-ins. */
export const LANGUAGE_STORAGE_KEY = 'tawreed.language';

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

/** The active locale; read by `t` and the formatters at call time, so a switch applies at once. */
export let locale: Locale = LOCALES[storedLanguage() ?? browserLanguage()];

const listeners = new Set<() => void>();

/** Sets `<html lang dir>` from the active locale. */
export function applyDocumentLocale(doc: Document = document): void {
  doc.documentElement.lang = locale.lang;
  doc.documentElement.dir = locale.dir;
}

/**
 * Switches the portal's language at once: `<html lang dir>`, every later `t` and format, and
 * a re-render of the app (components read the language through `useLanguage`). The choice is
 * remembered locally so the sign-in page speaks it next time.
 */
export function setLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the switch still applies to this page.
  }
  if (locale.language === language) return;
  locale = LOCALES[language];
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
    locale.messages[key],
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
  return placeName(name, locale.language);
}

export function roleLabel(role: Role): string {
  return t(`role.${role}`);
}

/** A person's label: "Sales Representative" for the sales representative, else its role's. */
export function userRoleLabel(user: { role: Role; isSalesRep: boolean }): string {
  return user.isSalesRep ? t('role.salesRep') : roleLabel(user.role);
}

function isMessageKey(key: string): key is MessageKey {
  return key in en;
}

/**
 * A message of the domain (a rule's `{key, params}`) in the active language: SPEC §5's messages
 * from the portal's own `validation.*` copy, every other from the domain's catalog.
 */
export function messageText(message: Message): string {
  const own = `validation.${message.key}`;
  return isMessageKey(own) ? t(own) : render(locale.language, message);
}

/** A zod issue of a domain schema in the active language (zod's own wording as it is). */
export function issueText(issue: { message: string }): string {
  const keyed = messageOfIssue(issue);
  return keyed ? messageText(keyed) : issue.message;
}

/** An order status's label in the active language; an unknown status shows with underscores as spaces. */
export function statusLabel(status: string): string {
  return isOrderStatus(status) ? t(`orderStatus.${status}`) : orderStatusLabel(status);
}
