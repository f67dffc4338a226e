/**
 * Rendering a message with one language's texts (a `LanguagePack`): index.ts renders with the
 * pack of the language asked for; the portal renders with the pack its active language's catalog
 * chunk brings, so an English first load carries no Arabic text (and an Arabic one no English).
 */

import type { Message, MessageList, MessageParams, ParamValue } from './core.js';
import type { Catalog, MessageKey } from './en.js';

/** One language's texts: the catalog, the labels a label parameter is rendered with, the list joiners. */
export interface LanguagePack {
  readonly catalog: Catalog;
  /** By parameter name (status, role, region…): the label of each key; a name absent renders as it is. */
  readonly labels: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly joiners: { readonly comma: string; readonly and: string; readonly or: string };
}

/** Each pack's templates split once into literal text (even indexes) and parameter names (odd indexes). */
const COMPILED = new WeakMap<LanguagePack, Map<MessageKey, string[]>>();
function compiled(pack: LanguagePack, key: MessageKey): string[] {
  let templates = COMPILED.get(pack);
  if (!templates) {
    templates = new Map();
    COMPILED.set(pack, templates);
  }
  let parts = templates.get(key);
  if (!parts) {
    // A pack without the key (the portal's before its catalog has loaded) shows the key.
    parts = (pack.catalog[key] ?? key).split(/\{(\w+)\}/);
    templates.set(key, parts);
  }
  return parts;
}

function renderList(pack: LanguagePack, name: string, { list, joiner }: MessageList): string {
  const words = list.map((item) => renderParam(pack, name, item));
  if (words.length <= 1) return words.join('');
  const joiners = pack.joiners;
  return `${words.slice(0, -1).join(joiners.comma)}${joiners[joiner]}${words.at(-1)}`;
}

function renderParam(pack: LanguagePack, name: string, value: ParamValue): string {
  if (typeof value === 'object') {
    return 'list' in value ? renderList(pack, name, value) : renderWith(pack, value);
  }
  const labels = pack.labels[name];
  if (labels && typeof value === 'string' && Object.hasOwn(labels, value)) return labels[value]!;
  return String(value);
}

/** The text of `message` with `pack`'s texts: its template with every parameter rendered with them too. */
export function renderWith(pack: LanguagePack, message: Message): string {
  const parts = compiled(pack, message.key);
  const params = message.params as Readonly<Record<string, ParamValue | undefined>>;
  let text = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    const value = params[name];
    text += value === undefined ? `{${name}}` : renderParam(pack, name, value);
    text += parts[i + 1]!;
  }
  return text;
}

/** A stored message (a notification's key and flat parameters) with `pack`'s texts. */
export function renderStoredWith(pack: LanguagePack, key: MessageKey, params: MessageParams): string {
  return renderWith(pack, { key, params } as unknown as Message);
}

/**
 * A stored region or area (its key is SPEC's English name) with `pack`'s names; a name outside
 * SPEC's lists (an old row), or a pack that names none (English), shows it as it is.
 */
export function placeNameWith(pack: LanguagePack, name: string): string {
  const { region, area } = pack.labels;
  if (region && Object.hasOwn(region, name)) return region[name]!;
  if (area && Object.hasOwn(area, name)) return area[name]!;
  return name;
}
