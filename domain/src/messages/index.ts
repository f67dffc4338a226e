/**
 * Messages by key and parameters (DESIGN §9). Every refusal, guard, error and notification is a
 * `Message` (`{key, params}`) from the moment it is made; `render()` turns one into text in the
 * reader's language at the edge (an HTTP body, a websocket frame, a CLI line, the portal).
 * Nothing here (or anywhere) reads an English sentence back into a key.
 */

export { AR, AR_AREA, AR_DELIVERY_STATUS, AR_ORDER_STATUS, AR_REGION, AR_ROLE } from './ar.js';
export * from './by-language.js';
export * from './core.js';
export { type Catalog, EN, type MessageKey } from './en.js';
export { type InEnglish, inEnglish, isMessage } from './in-english.js';
export { isMessageKey } from './keys.js';
export { AR_PACK } from './pack-ar.js';
export { EN_PACK } from './pack-en.js';
export { type LanguagePack, placeNameWith, renderWith } from './render.js';
export { messageOfIssue, zodMessage } from './zod.js';
