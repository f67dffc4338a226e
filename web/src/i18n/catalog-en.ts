import type { Catalog } from './catalog';
import { en } from './en';

/**
 * English, the chunk an English first load carries. The domain writes English already: its
 * validation texts are en.ts's `validation.*` texts word for word, its labels the stored names.
 */
export const catalog: Catalog = { messages: en, localize: (text) => text, label: (name) => name };
