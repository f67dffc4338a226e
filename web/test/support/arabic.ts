import { MEDICAL_COMPANIES } from '@tawreed/domain';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { PEOPLE } from './orders';
import { expectNoSeriousA11yViolations } from './portal';

/** The widths every Arabic screen must fit without scrolling sideways. */
export const WIDTHS = [390, 768, 1280, 1440] as const;

/**
 * Words that may stay Latin in an Arabic screen: names and data people typed or chose from
 * SPEC's lists (people, companies), never the portal's own words: regions and areas show in Arabic.
 */
export function dataWords(...texts: Array<string | null | undefined>): string[] {
  const people = Object.values(PEOPLE).flatMap((person) => [
    person.name,
    'companyName' in person ? person.companyName : '',
  ]);
  return [...people, ...MEDICAL_COMPANIES, ...texts]
    .filter((text): text is string => Boolean(text))
    .flatMap((text) => text.split(/[^A-Za-z']+/))
    .filter(Boolean);
}

/**
 * The English words visible on the page, outside what may stay Latin: text inside <bdi>,
 * dir="ltr" or an element marked with another language (ids, codes, emails, amounts, the
 * "English" of the language switch), words with digits or @ . / _ (ids, emails, file names),
 * short upper-case codes (SAR, PDF, CSV), and `allowed` (names and data).
 */
export async function englishWords(page: Page, allowed: string[]): Promise<string[]> {
  return page.evaluate((allowedWords) => {
    const allow = new Set(allowedWords.map((word) => word.toLowerCase()));
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      if (element.closest('script, style, bdi, [dir="ltr"], [lang]:not([lang="ar"])')) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      for (const word of node.textContent.split(/\s+/)) {
        if (!/[A-Za-z]/.test(word) || /[\d@./_]/.test(word)) continue;
        for (const latin of word.match(/[A-Za-z']+/g) ?? []) {
          if (latin.length < 2 || /^[A-Z]{2,5}$/.test(latin) || allow.has(latin.toLowerCase())) continue;
          found.push(`${latin} (in "${node.textContent.trim().slice(0, 80)}")`);
        }
      }
    }
    return found;
  }, allowed);
}

/** `<html lang="ar" dir="rtl">`, nothing English, axe clean, and no sideways scroll at any width. */
export async function expectArabicScreen(page: Page, allowed: string[]): Promise<void> {
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'ar',
    'rtl',
  ]);
  expect(await englishWords(page, allowed)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
}

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  const overflowing: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    // What a person can actually do: scroll the page sideways (a dialog locks the page's
    // scrolling, so content behind it does not count).
    const [range, culprit] = await page.evaluate(() => {
      const viewport = document.documentElement.clientWidth;
      const { scrollX, scrollY } = window;
      window.scrollTo(-100_000, scrollY);
      const start = window.scrollX;
      window.scrollTo(100_000, scrollY);
      const end = window.scrollX;
      window.scrollTo(scrollX, scrollY);
      // The outermost elements sticking out of the viewport, not clipped by a scrolling ancestor.
      const clipped = (element: Element) => {
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        }
        return false;
      };
      const name = [...document.querySelectorAll('body *')]
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          return rect.width > 0 && (rect.left < -1 || rect.right > viewport + 1) && !clipped(element);
        })
        .slice(0, 3)
        .map((element) => {
          const rect = element.getBoundingClientRect();
          return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${Math.round(rect.left)}..${Math.round(rect.right)}`;
        })
        .join(', ');
      return [Math.abs(end - start), name] as const;
    });
    if (range > 1) overflowing.push(`${width}px: scrolls ${range}px sideways (${culprit})`);
  }
  await page.setViewportSize(original);
  expect(overflowing).toEqual([]);
}
