import type { Messages } from './en';

/** What a language's chunk brings: the portal's catalog in that language. */
export interface Catalog {
  messages: Messages;
}
