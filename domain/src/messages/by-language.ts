/**
 * Messages in a given language: each language's texts (a `LanguagePack`) and the functions that
 * render a message, a label or a place name in a language. Apart from core.ts so a bundle that
 * only makes messages (the portal's first load) does not carry every language's texts.
 */
import type { Area, Region } from '../constants.js';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../statuses.js';
import { AR, AR_AREA, AR_ORDER_STATUS, AR_REGION } from './ar.js';
import type { Lang, Message, MessageParams, ParamArgs, ParamNames } from './core.js';
import { msg } from './core.js';
import { type Catalog, EN, type MessageKey } from './en.js';
import { AR_PACK } from './pack-ar.js';
import { EN_PACK } from './pack-en.js';
import { type LanguagePack, placeNameWith, renderStoredWith, renderWith } from './render.js';

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

/** Each language's texts (catalog, labels, list joiners) that a message is rendered with. */
const PACKS: Record<Lang, LanguagePack> = { en: EN_PACK, ar: AR_PACK };

/** A region's name in `lang` (the English name is SPEC's, the value stored and sent). */
export const regionName = (region: Region, lang: Lang): string =>
  lang === 'ar' ? AR_REGION[region] : region;
/** An area's (city's) name in `lang`. */
export const areaName = (area: Area, lang: Lang): string => (lang === 'ar' ? AR_AREA[area] : area);
/**
 * A stored region or area (its key is SPEC's English name) in `lang`; a name outside SPEC's lists
 * (an old row) is shown as it is.
 */
export const placeName = (name: string, lang: Lang): string => placeNameWith(PACKS[lang], name);
/** An order status's label in `lang`. */
export const statusName = (status: OrderStatus, lang: Lang): string =>
  (lang === 'ar' ? AR_ORDER_STATUS : ORDER_STATUS_LABELS)[status];

/** The text of `message` in `lang`: its template with every parameter rendered in `lang` too. */
export const render = (lang: Lang, message: Message): string => renderWith(PACKS[lang], message);

/** A stored message (a notification's key and flat parameters) in `lang`. */
export const renderStored = (lang: Lang, key: MessageKey, params: MessageParams): string =>
  renderStoredWith(PACKS[lang], key, params);

/** The text of `key` with `params` in `lang` (a heading, a label). */
export function translate<K extends MessageKey>(lang: Lang, key: K, ...params: ParamArgs<K>): string {
  return render(lang, msg(key, ...params) as Message);
}

/** The English text of `message` (logs, `Error.message`, SPEC's exact copy). */
export const english = (message: Message): string => render('en', message);
