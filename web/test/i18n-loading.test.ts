import { MESSAGES, type Message } from '@tawreed/domain';
import { describe, expect, it } from 'vitest';
import { ar } from '../src/i18n/ar';
import { en } from '../src/i18n/en';
import { locale, messageText, setLanguage, startLanguage, t } from '../src/i18n/index';

// One module instance for the whole file: the steps below follow each other.
describe('language catalogs loaded on demand (issue 28)', () => {
  it('starts in its language once that catalog has loaded; a switch applies when the other one has', async () => {
    expect(locale.language).toBe('en');
    await startLanguage();
    expect(t('app.name')).toBe(en['app.name']);

    const switching = setLanguage('ar');
    // Until the Arabic catalog is here the portal keeps speaking English (never message keys).
    expect(locale.language).toBe('en');
    expect(t('page.dashboard')).toBe(en['page.dashboard']);
    await switching;
    expect(locale.language).toBe('ar');
    expect(t('page.dashboard')).toBe(ar['page.dashboard']);

    // Both loaded: a switch applies at once.
    void setLanguage('en');
    expect(t('page.dashboard')).toBe(en['page.dashboard']);
  });

  it('shows the domain validation texts in the active language', async () => {
    await setLanguage('en');
    for (const [name, text] of Object.entries(MESSAGES)) {
      // English needs no lookup: the catalog holds the domain's texts word for word.
      expect(en[`validation.${name as keyof typeof MESSAGES}`]).toBe(text);
      expect(messageText({ key: name, params: {} } as unknown as Message)).toBe(text);
    }
    await setLanguage('ar');
    for (const name of Object.keys(MESSAGES)) {
      expect(messageText({ key: name, params: {} } as unknown as Message)).toBe(
        ar[`validation.${name as keyof typeof MESSAGES}`],
      );
    }
    await setLanguage('en');
  });
});
