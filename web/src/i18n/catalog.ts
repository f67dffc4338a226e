import type { Messages } from './en';

/** What a language's chunk brings: the portal's catalog and the domain's texts in that language. */
export interface Catalog {
  messages: Messages;
  /** The domain's English texts (validation, labels) in this language. */
  localize(text: string): string;
  /** A region's or area's stored (English) name in this language. */
  label(name: string): string;
}
