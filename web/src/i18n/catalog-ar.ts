import { localize, localizeLabel, MESSAGES } from '@tawreed/domain';
import { ar } from './ar';
import type { Catalog } from './catalog';
import type { MessageKey } from './en';
import { formatMessage } from './message';

// The domain's English validation texts and their `validation.*` keys (en.ts and ar.ts have one for each).
const validationKeys = new Map<string, MessageKey>(
  Object.keys(MESSAGES).map((name) => [
    MESSAGES[name as keyof typeof MESSAGES],
    `validation.${name as keyof typeof MESSAGES}`,
  ]),
);

/** Arabic, loaded only when Arabic is spoken: the portal's catalog and the domain's Arabic texts. */
export const catalog: Catalog = {
  messages: ar,
  localize(text) {
    const key = validationKeys.get(text);
    return key ? formatMessage(ar[key], undefined, 'ar-SA') : localize(text, 'ar');
  },
  label: (name) => localizeLabel(name, 'ar'),
};
