import { describe, expect, it } from 'vitest';
import { ar } from '../src/i18n/ar';
import { en } from '../src/i18n/en';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
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
