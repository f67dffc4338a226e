import type { Catalog } from './catalog';
import { en } from './en';

/** English, the chunk an English first load carries. */
export const catalog: Catalog = { messages: en };
