/**
 * Messages by key and parameters (DESIGN §9). Every refusal, guard, error and notification is a
 * `Message` (`{key, params}`) from the moment it is made; `render()` turns one into text in the
 * reader's language at the edge (an HTTP body, a websocket frame, a CLI line, the portal).
 * Nothing here (or anywhere) reads an English sentence back into a key.
 */

import type { Area, Region } from '../constants.js';
import type { Language } from '../languages.js';
import { ROLE_LABELS, type Role } from '../roles.js';
import {
  DELIVERY_STATUS_LABELS,
  type DeliveryStatus,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '../statuses.js';
import { AR, AR_AREA, AR_DELIVERY_STATUS, AR_ORDER_STATUS, AR_REGION, AR_ROLE } from './ar.js';
import { type Catalog, EN, type MessageKey } from './en.js';

export { AR, AR_AREA, AR_DELIVERY_STATUS, AR_ORDER_STATUS, AR_REGION, AR_ROLE } from './ar.js';
export { type Catalog, EN, type MessageKey } from './en.js';

/** A language of DESIGN §9 (the list lives in languages.ts). */
export type Lang = Language;

/** The `{name}` placeholders of a template, as a union of names. */
export type ParamNames<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** Items joined in the reader's language: "a, b and c", "a, b or c", or "a, b". */
export interface MessageList {
  readonly list: readonly ParamValue[];
  readonly joiner: 'and' | 'or' | 'comma';
}
export type ParamValue = string | number | Message | MessageList;

/**
 * Parameters that name a label are passed as its key (a status, a role, a region) and rendered
 * in the reader's language; parameters that hold a phrase of the catalog are nested messages.
 * Every other parameter is a literal (a name, a number, an id) shown as it is.
 */
interface TypedParams {
  status: OrderStatus;
  deliveryStatus: DeliveryStatus;
  queue: Role;
  role: Role;
  region: Region;
  area: Area;
  label: Message;
  doing: Message;
  order: Message;
  what: Message;
  message: Message;
  who: MessageList;
  missing: MessageList;
  columns: MessageList;
  items: MessageList;
  values: MessageList;
  detail: Message;
}
type ParamType<Name extends string> = Name extends keyof TypedParams ? TypedParams[Name] : string | number;

/** The parameters `key` takes, by name, each of its type. */
export type ParamsOf<K extends MessageKey> = {
  readonly [Name in ParamNames<(typeof EN)[K]>]: ParamType<Name>;
};

/** A message: a catalog key with its parameters. */
export type Message<K extends MessageKey = MessageKey> = K extends MessageKey
  ? { readonly key: K; readonly params: ParamsOf<K> }
  : never;

/** Flat parameters as stored and sent (notifications): literals and label keys only. */
export type MessageParams = Record<string, string | number>;
/** A message as stored (a notification's key and flat parameters, label parameters as keys). */
export interface KeyedMessage {
  key: MessageKey;
  params: MessageParams;
}

type ParamArgs<K extends MessageKey> = [keyof ParamsOf<K>] extends [never]
  ? [params?: ParamsOf<K>]
  : [params: ParamsOf<K>];

/** The message `key` with `params` (type-checked against the English template's placeholders). */
export function msg<K extends MessageKey>(key: K, ...[params]: ParamArgs<K>): Message<K> {
  return { key, params: params ?? {} } as unknown as Message<K>;
}

/** Items joined with "and" / "or" / commas in the reader's language. */
export function listOf(list: readonly ParamValue[], joiner: MessageList['joiner']): MessageList {
  return { list, joiner };
}

/** Every key whose Arabic placeholders differ from its English ones; `never` when all agree. */
type ParamMismatch = {
  [K in MessageKey]: [ParamNames<(typeof EN)[K]>] extends [ParamNames<(typeof AR)[K]>]
    ? [ParamNames<(typeof AR)[K]>] extends [ParamNames<(typeof EN)[K]>]
      ? never
      : K
    : K;
}[MessageKey];
/** A type error naming the key when a catalog's placeholders differ from the English ones. */
const PLACEHOLDERS_AGREE: Record<ParamMismatch, never> = {};

export const CATALOGS: Record<Lang, Catalog> = { en: EN, ar: AR };
void PLACEHOLDERS_AGREE;

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(EN, key);

/** `ar`, `ar-SA` (first in an Accept-Language list, or a `lang` value) mean Arabic; anything else English. */
export function languageOf(header: string | null | undefined): Lang {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') || first.startsWith('ar;') ? 'ar' : 'en';
}

/** The labels a label parameter's key is rendered with, by parameter name. */
const LABELS: Record<Lang, Record<string, Readonly<Record<string, string>>>> = {
  en: {
    status: ORDER_STATUS_LABELS,
    deliveryStatus: DELIVERY_STATUS_LABELS,
    queue: ROLE_LABELS,
    role: ROLE_LABELS,
  },
  ar: {
    status: AR_ORDER_STATUS,
    deliveryStatus: AR_DELIVERY_STATUS,
    queue: AR_ROLE,
    role: AR_ROLE,
    region: AR_REGION,
    area: AR_AREA,
  },
};

/** A region's name in `lang` (the English name is SPEC's, the value stored and sent). */
export const regionName = (region: Region, lang: Lang): string =>
  lang === 'ar' ? AR_REGION[region] : region;
/** An area's (city's) name in `lang`. */
export const areaName = (area: Area, lang: Lang): string => (lang === 'ar' ? AR_AREA[area] : area);
/**
 * A stored region or area (its key is SPEC's English name) in `lang`; a name outside SPEC's lists
 * (an old row) is shown as it is.
 */
export function placeName(name: string, lang: Lang): string {
  if (lang === 'en') return name;
  return Object.hasOwn(AR_REGION, name)
    ? AR_REGION[name as Region]
    : Object.hasOwn(AR_AREA, name)
      ? AR_AREA[name as Area]
      : name;
}
/** An order status's label in `lang`. */
export const statusName = (status: OrderStatus, lang: Lang): string =>
  (lang === 'ar' ? AR_ORDER_STATUS : ORDER_STATUS_LABELS)[status];

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

const LIST_JOINERS: Record<Lang, { comma: string; and: string; or: string }> = {
  en: { comma: ', ', and: ' and ', or: ' or ' },
  ar: { comma: '، ', and: ' و', or: ' أو ' },
};

function renderList(lang: Lang, name: string, { list, joiner }: MessageList): string {
  const words = list.map((item) => renderParam(lang, name, item));
  if (words.length <= 1) return words.join('');
  const joiners = LIST_JOINERS[lang];
  return `${words.slice(0, -1).join(joiners.comma)}${joiners[joiner]}${words.at(-1)}`;
}

function renderParam(lang: Lang, name: string, value: ParamValue): string {
  if (typeof value === 'object') {
    return 'list' in value ? renderList(lang, name, value) : render(lang, value);
  }
  const labels = LABELS[lang][name];
  if (labels && typeof value === 'string' && Object.hasOwn(labels, value)) return labels[value]!;
  return String(value);
}

/** The text of `message` in `lang`: its template with every parameter rendered in `lang` too. */
export function render(lang: Lang, message: Message): string {
  const parts = compiled(lang, message.key);
  const params = message.params as Readonly<Record<string, ParamValue | undefined>>;
  let text = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    const value = params[name];
    text += value === undefined ? `{${name}}` : renderParam(lang, name, value);
    text += parts[i + 1]!;
  }
  return text;
}

/** A stored message (a notification's key and flat parameters) in `lang`. */
export function renderStored(lang: Lang, key: MessageKey, params: MessageParams): string {
  return render(lang, { key, params } as unknown as Message);
}

/** The text of `key` with `params` in `lang` (a heading, a label). */
export function translate<K extends MessageKey>(lang: Lang, key: K, ...params: ParamArgs<K>): string {
  return render(lang, msg(key, ...params) as Message);
}

/** The English text of `message` (logs, `Error.message`, SPEC's exact copy). */
export const english = (message: Message): string => render('en', message);

export { type InEnglish, inEnglish, isMessage } from './in-english.js';
export { messageOfIssue, zodMessage } from './zod.js';
