import { EN_PACK } from '@tawreed/domain';
import type { Catalog } from './catalog';
import { en } from './en';

/** English, the chunk an English first load carries. */
export const catalog: Catalog = { messages: en, domain: EN_PACK };
