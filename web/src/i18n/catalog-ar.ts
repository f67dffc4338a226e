import { AR_PACK } from '@tawreed/domain';
import { ar } from './ar';
import type { Catalog } from './catalog';

/** Arabic, loaded only when Arabic is spoken. */
export const catalog: Catalog = { messages: ar, domain: AR_PACK };
