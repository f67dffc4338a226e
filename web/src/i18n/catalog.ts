import type { LanguagePack } from '@tawreed/domain';
import type { Messages } from './en';

/** What a language's chunk brings: the portal's catalog and the domain's texts in that language. */
export interface Catalog {
  messages: Messages;
  /** The domain's messages and labels (a rule's refusal, a region's name) in that language. */
  domain: LanguagePack;
}
