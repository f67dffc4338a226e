import { describe, expect, it } from 'vitest';
import { ar } from '../src/i18n/ar';
import { en } from '../src/i18n/en';
import { formatMessage } from '../src/i18n/message';

// `{name}` and the argument of `{name, plural, …}`; each once.
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((match) => match[1]))].sort();
const ARABIC_LETTER = /[\u0600-\u06FF]/;
// Texts with nothing to translate (symbols and placeholders only), and the language names,
// which every catalog writes in their own language.
const LANGUAGE_NEUTRAL = (key: string, text: string) =>
  key.startsWith('language.') || !/\p{L}/u.test(text.replace(/\{\w+\}/g, ''));

describe('the English and Arabic catalogs', () => {
  it('have exactly the same keys', () => {
    const onlyEnglish = Object.keys(en).filter((key) => !(key in ar));
    const onlyArabic = Object.keys(ar).filter((key) => !(key in en));
    expect({ onlyEnglish, onlyArabic }).toEqual({ onlyEnglish: [], onlyArabic: [] });
  });

  it('fill the same placeholders in every message', () => {
    const mismatched = Object.entries(en)
      .filter(([key]) => key in ar)
      .filter(([key, text]) => placeholders(text).join() !== placeholders(ar[key as keyof typeof ar]).join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('translate every message that has words into Arabic', () => {
    const untranslated = Object.entries(ar)
      .filter(([key, text]) => !LANGUAGE_NEUTRAL(key, text) && !ARABIC_LETTER.test(text))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

describe('plural messages', () => {
  it('choose the Arabic form for the number (one, two, few, many, other) and the English one', () => {
    const imported = (count: number) =>
      formatMessage(ar['newOrder.importedDetail'], { count, fileName: 'lines.xlsx' }, 'ar-SA');
    expect([1, 2, 3, 11, 100].map(imported)).toEqual([
      'استُورد بند واحد من lines.xlsx',
      'استُورد بندان من lines.xlsx',
      'استُورد 3 بنود من lines.xlsx',
      'استُورد 11 بندًا من lines.xlsx',
      'استُورد 100 بند من lines.xlsx',
    ]);
    const english = (count: number) =>
      formatMessage(en['newOrder.importedDetail'], { count, fileName: 'lines.xlsx' }, 'en-SA');
    expect([1, 2].map(english)).toEqual([
      '1 line imported from lines.xlsx',
      '2 lines imported from lines.xlsx',
    ]);
  });

  it('write the number as a count is written: grouped, Latin digits in both languages', () => {
    expect(formatMessage(en['workspace.count'], { count: 51888 }, 'en-SA')).toBe(
      '51,888 orders in this queue',
    );
    expect(formatMessage(ar['workspace.count'], { count: 51888 }, 'ar-SA')).toContain('51,888');
    // A number already written (a capped total, "10,000+") is shown as given.
    expect(formatMessage(en['workspace.count'], { count: '10,000+' }, 'en-SA')).toBe(
      '10,000+ orders in this queue',
    );
  });
});
