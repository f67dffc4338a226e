import { LOCALE, MESSAGES, type Role, TIME_ZONE } from '@tawreed/domain';
import { en, type MessageKey, type Messages } from './en';

export type { MessageKey, Messages };

export interface Locale {
  /** BCP 47 tag for `<html lang>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Locale for Intl formatters. */
  intl: string;
  timeZone: string;
  messages: Messages;
}

/** English only for now; Arabic (dir rtl, ar-SA) plugs in here with an `ar.ts` catalog. */
export const locale: Locale = { lang: 'en', dir: 'ltr', intl: LOCALE, timeZone: TIME_ZONE, messages: en };

export type MessageParams = Record<string, string | number>;

/** The catalog text for `key`, with `{param}` placeholders filled; unknown placeholders stay as they are. */
export function t(key: MessageKey, params?: MessageParams): string {
  const text = locale.messages[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
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

const domainMessageKeys = new Map<string, MessageKey>();
for (const [name, text] of Object.entries(MESSAGES)) {
  const key = `validation.${name}`;
  if (isMessageKey(key)) domainMessageKeys.set(text, key);
}

/** Domain validators answer with their English text; this looks it up in the active catalog. */
export function translateDomainMessage(message: string): string {
  const key = domainMessageKeys.get(message);
  return key ? t(key) : message;
}

/** Sets `<html lang dir>` from the active locale. */
export function applyDocumentLocale(doc: Document = document): void {
  doc.documentElement.lang = locale.lang;
  doc.documentElement.dir = locale.dir;
}
