import { EN, type MessageKey } from './en.js';

/**
 * Whether `key` is a key of the catalog. Apart from core.ts, which makes messages without
 * reading the catalog's texts: a bundle that only makes messages need not carry them.
 */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(EN, key);
