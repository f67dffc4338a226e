/**
 * Messages by key and parameters (DESIGN §9): `translate()` renders a key in a language;
 * `parseMessage()` finds the key and parameters of an English text the domain or the service
 * wrote, so a message can be stored as a key and shown in each reader's language.
 */

import type { Language } from '../languages.js';
import { ROLE_LABELS } from '../roles.js';
import { DELIVERY_STATUS_LABELS, ORDER_STATUS_LABELS } from '../statuses.js';
import { AR, AR_AREA, AR_DELIVERY_STATUS, AR_ORDER_STATUS, AR_REGION, AR_ROLE } from './ar.js';
import { type Catalog, EN, type MessageKey } from './en.js';

export { AR, AR_AREA, AR_DELIVERY_STATUS, AR_ORDER_STATUS, AR_REGION, AR_ROLE } from './ar.js';
export { type Catalog, EN, type MessageKey } from './en.js';

/** A language of DESIGN §9 (the list lives in languages.ts). */
export type Lang = Language;
export type MessageParams = Record<string, string | number>;
export interface KeyedMessage {
  key: MessageKey;
  params: MessageParams;
}

export const CATALOGS: Record<Lang, Catalog> = { en: EN, ar: AR };

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(EN, key);

/** `ar`, `ar-SA` (first in an Accept-Language list, or a `lang` value) mean Arabic; anything else English. */
export function languageOf(header: string | null | undefined): Lang {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') || first.startsWith('ar;') ? 'ar' : 'en';
}

/** Parameters that name something the catalog translates (a label, a phrase, a nested message). */
const TRANSLATED_PARAMS = new Set([
  'label',
  'doing',
  'order',
  'who',
  'missing',
  'what',
  'message',
  'status',
  'queue',
  'columns',
]);

/** A template split once into literal text (even indexes) and parameter names (odd indexes). */
const COMPILED: Record<Lang, Map<MessageKey, string[]>> = { en: new Map(), ar: new Map() };
function compiled(lang: Lang, key: MessageKey): string[] {
  let parts = COMPILED[lang].get(key);
  if (!parts) {
    parts = CATALOGS[lang][key].split(/\{(\w+)\}/);
    COMPILED[lang].set(key, parts);
  }
  return parts;
}

/** The text of `key` in `lang`, its parameters filled in (translatable ones translated too). */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const parts = compiled(lang, key);
  let text = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    const value = params[name];
    if (value === undefined) text += `{${name}}`;
    else if (lang !== 'en' && TRANSLATED_PARAMS.has(name)) text += localizePhrase(String(value), lang);
    else text += String(value);
    text += parts[i + 1]!;
  }
  return text;
}

interface Pattern {
  key: MessageKey;
  regex: RegExp;
  names: string[];
}

const EXACT = new Map<string, MessageKey>();
const PATTERNS: Pattern[] = [];
for (const [key, text] of Object.entries(EN) as Array<[MessageKey, string]>) {
  if (!text.includes('{')) {
    if (!EXACT.has(text)) EXACT.set(text, key);
    continue;
  }
  const names: string[] = [];
  const source = text
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const seen = names.indexOf(name);
      if (seen >= 0) return `\\${seen + 1}`;
      names.push(name);
      return '(.+?)';
    })
    .join('');
  PATTERNS.push({ key, regex: new RegExp(`^${source}$`, 's'), names });
}
// The most specific template (the most literal text) is tried first.
PATTERNS.sort((a, b) => literalLength(b.key) - literalLength(a.key));
function literalLength(key: MessageKey): number {
  return EN[key].replace(/\{\w+\}/g, '').length;
}

/** The key and parameters of an English message, or null when the catalog has no such text. */
export function parseMessage(text: string): KeyedMessage | null {
  const exact = EXACT.get(text);
  if (exact) return { key: exact, params: {} };
  for (const pattern of PATTERNS) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const params: MessageParams = {};
    pattern.names.forEach((name, index) => {
      params[name] = match[index + 1]!;
    });
    return { key: pattern.key, params };
  }
  return null;
}

const LABELS: Record<Lang, Map<string, string>> = {
  en: new Map(),
  ar: new Map<string, string>([
    ...pairs(ORDER_STATUS_LABELS, AR_ORDER_STATUS),
    ...pairs(DELIVERY_STATUS_LABELS, AR_DELIVERY_STATUS),
    ...pairs(ROLE_LABELS, AR_ROLE),
    ...Object.entries(AR_REGION),
    ...Object.entries(AR_AREA),
  ]),
};
function pairs<K extends string>(en: Record<K, string>, other: Record<K, string>): Array<[string, string]> {
  return (Object.keys(en) as K[]).map((key) => [en[key], other[key]]);
}

/** An English status, role, delivery, region or area label in `lang` (unchanged when unknown). */
export function localizeLabel(label: string, lang: Lang): string {
  return LABELS[lang].get(label) ?? label;
}

const LIST_JOINERS: Record<Lang, { comma: string; and: string; or: string }> = {
  en: { comma: ', ', and: ' and ', or: ' or ' },
  ar: { comma: '، ', and: ' و', or: ' أو ' },
};

/** A phrase (a message, a label, or a list of them "a, b or c") in `lang`; unknown text unchanged. */
function localizePhrase(text: string, lang: Lang): string {
  const label = LABELS[lang].get(text);
  if (label) return label;
  const parsed = parseMessage(text);
  if (parsed) return translate(lang, parsed.key, parsed.params);
  // A list: "a, b and c", "a, b or c" or "a, b".
  const list = /^(.+) (and|or) (.+)$/s.exec(text);
  const items = list ? [...list[1]!.split(', '), list[3]!] : text.split(', ');
  if (items.length < 2 || !items.every((item) => LABELS[lang].has(item) || parseMessage(item) !== null)) {
    return text;
  }
  const words = items.map((item) => localizePhrase(item, lang));
  const joiner = LIST_JOINERS[lang];
  const last = list ? joiner[list[2] as 'and' | 'or'] : joiner.comma;
  return `${words.slice(0, -1).join(joiner.comma)}${last}${words.at(-1)}`;
}

/** An English message the domain or the service wrote, in `lang` (unchanged when the catalog lacks it). */
export function localize(text: string, lang: Lang): string {
  if (lang === 'en') return text;
  return localizePhrase(text, lang);
}
