/**
 * Fills a catalog message: `{name}` placeholders, and ICU-style plurals
 * `{count, plural, =0 {…} one {…} two {…} few {…} many {…} other {…}}` chosen with
 * Intl.PluralRules for the locale (Arabic has six forms), `#` standing for the number (grouped
 * as the locale writes counts).
 */
export type MessageParams = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, value: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(value);
}

/** The branches of a plural block starting at `start` (just after "plural,"), and where it ends. */
function readBranches(text: string, start: number): { branches: Map<string, string>; end: number } {
  const branches = new Map<string, string>();
  let i = start;
  while (i < text.length) {
    while (/\s/.test(text[i] ?? '')) i += 1;
    if (text[i] === '}') return { branches, end: i + 1 };
    const selector = /^[=\w]+/.exec(text.slice(i))?.[0];
    if (!selector) break;
    i += selector.length;
    while (/\s/.test(text[i] ?? '')) i += 1;
    if (text[i] !== '{') break;
    let depth = 1;
    let j = i + 1;
    while (j < text.length && depth > 0) {
      if (text[j] === '{') depth += 1;
      else if (text[j] === '}') depth -= 1;
      j += 1;
    }
    branches.set(selector, text.slice(i + 1, j - 1));
    i = j;
  }
  return { branches, end: text.length };
}

function numberOf(value: string | number): number {
  return typeof value === 'number' ? value : Number(value.replace(/[^\d.-]/g, ''));
}

const counts = new Map<string, Intl.NumberFormat>();

/**
 * What `#` stands for: a number as the locale writes a count (grouped, "51,888"; Latin digits in
 * both languages, as format.ts writes every number), a string (already formatted) as it is.
 */
function shown(raw: string | number | undefined, locale: string): string {
  if (typeof raw !== 'number') return raw ?? '';
  let format = counts.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { numberingSystem: 'latn', maximumFractionDigits: 20 });
    counts.set(locale, format);
  }
  return format.format(raw);
}

export function formatMessage(text: string, params: MessageParams | undefined, locale: string): string {
  let result = text;
  if (params && result.includes(', plural,')) {
    const block = /\{(\w+), plural,/g;
    let out = '';
    let last = 0;
    for (let match = block.exec(result); match; match = block.exec(result)) {
      const name = match[1] ?? '';
      const { branches, end } = readBranches(result, match.index + match[0].length);
      const raw = params[name];
      const value = raw === undefined ? Number.NaN : numberOf(raw);
      const branch =
        branches.get(`=${value}`) ??
        branches.get(pluralCategory(locale, value)) ??
        branches.get('other') ??
        '';
      out += result.slice(last, match.index) + branch.replaceAll('#', shown(raw, locale));
      last = end;
      block.lastIndex = end;
    }
    result = out + result.slice(last);
  }
  if (!params) return result;
  return result.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
