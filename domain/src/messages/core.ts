/**
 * Messages by key and parameters (DESIGN §9). Every refusal, guard, error and notification is a
 * `Message` (`{key, params}`) from the moment it is made; `render()` turns one into text in the
 * reader's language at the edge (an HTTP body, a websocket frame, a CLI line, the portal).
 * Nothing here (or anywhere) reads an English sentence back into a key.
 */

import type { Area, Region } from '../constants.js';
import type { Language } from '../languages.js';
import type { Role } from '../roles.js';
import type { DeliveryStatus, OrderStatus } from '../statuses.js';
import type { EN, MessageKey } from './en.js';

export type { MessageKey };

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

export type ParamArgs<K extends MessageKey> = [keyof ParamsOf<K>] extends [never]
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

/** `ar`, `ar-SA` (first in an Accept-Language list, or a `lang` value) mean Arabic; anything else English. */
export function languageOf(header: string | null | undefined): Lang {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') || first.startsWith('ar;') ? 'ar' : 'en';
}
