/**
 * GTIN check digits and GS1 element strings (DESIGN §8: a receipt may be scanned). Only the
 * application identifiers a receipt needs: (01) GTIN, (10) lot, (17) expiry, (21) serial.
 * Accepts the human-readable parenthesised form "(01)…(17)…(10)…" and the scanner's raw form,
 * where variable-length fields end with FNC1 (ASCII 29, GS) and a symbology prefix (]C1, ]d2,
 * ]Q3, ]e0) may lead.
 */

import { type Message, msg } from './messages/core.js';

/** ASCII 29, the group separator scanners send for FNC1. */
export const GS = '\u001d';

export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** The GS1 mod-10 check digit of the digits before it (weights 3,1,3,… from the right). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A GTIN-8/12/13/14 whose last digit is its check digit. */
export function isValidGtin(value: string): boolean {
  if (!/^\d+$/.test(value) || !(GTIN_LENGTHS as readonly number[]).includes(value.length)) return false;
  return gtinCheckDigit(value.slice(0, -1)) === Number(value.at(-1));
}

/** Any valid GTIN as the 14-digit form (left-padded with zeros), so one item has one key. */
export function normaliseGtin(value: string): string {
  return value.padStart(14, '0');
}

export interface Gs1Data {
  gtin?: string;
  lot?: string;
  /** YYYY-MM-DD; a day of 00 means the month's last day (GS1 General Specifications 3.4.2). */
  expiry?: string;
  serial?: string;
}

export type Gs1Result = { ok: true; data: Gs1Data } | { ok: false; message: Message };

const FIXED: Record<string, number> = { '01': 14, '17': 6 };
const VARIABLE: Record<string, number> = { '10': 20, '21': 20 };
/** GS1 AI encodable character set 82 (the characters a lot or serial may hold). */
const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/;
const MAX_INPUT = 200;

/** YYMMDD -> YYYY-MM-DD using GS1's sliding century (within -49..+50 years of `now`'s year). */
export function gs1Date(yymmdd: string, now = new Date()): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const mm = Number(yymmdd.slice(2, 4));
  let dd = Number(yymmdd.slice(4, 6));
  const current = now.getUTCFullYear();
  const century = Math.floor(current / 100) * 100;
  let year = century + yy;
  if (year - current > 50) year -= 100;
  else if (current - year > 49) year += 100;
  if (mm < 1 || mm > 12) return null;
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  if (dd === 0) dd = last;
  if (dd > last) return null;
  return `${year}-${String(mm).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}

function assign(data: Gs1Data, ai: string, value: string, now: Date): Message | null {
  switch (ai) {
    case '01':
      if (!isValidGtin(value)) return msg('gs1BadGtin', { value });
      data.gtin = value;
      return null;
    case '17': {
      const date = gs1Date(value, now);
      if (!date) return msg('gs1BadDate', { value });
      data.expiry = date;
      return null;
    }
    case '10':
    case '21':
      if (!CSET82.test(value)) return msg('gs1BadCharacters', { ai });
      if (ai === '10') data.lot = value;
      else data.serial = value;
      return null;
    default:
      return msg('gs1Unsupported', { ai });
  }
}

function parseParenthesised(text: string, now: Date): Gs1Result {
  const data: Gs1Data = {};
  const re = /\((\d{2,4})\)([^(]*)/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  const seen = new Set<string>();
  // biome-ignore lint/suspicious/noAssignInExpressions: the classic exec loop
  while ((match = re.exec(text))) {
    consumed = re.lastIndex;
    const ai = match[1] ?? '';
    const value = (match[2] ?? '').replaceAll(GS, '').trim();
    if (seen.has(ai)) return { ok: false, message: msg('gs1Twice', { ai }) };
    seen.add(ai);
    const length = FIXED[ai] ?? VARIABLE[ai];
    if (length === undefined) return { ok: false, message: msg('gs1Unsupported', { ai }) };
    if (FIXED[ai] !== undefined && value.length !== length) {
      return { ok: false, message: msg('gs1Digits', { ai, length }) };
    }
    if (!value || value.length > length) return { ok: false, message: msg('gs1Characters', { ai, length }) };
    const problem = assign(data, ai, value, now);
    if (problem) return { ok: false, message: problem };
  }
  if (consumed !== text.length) return { ok: false, message: msg('gs1NotElementString') };
  return { ok: true, data };
}

function parseRaw(text: string, now: Date): Gs1Result {
  const data: Gs1Data = {};
  const seen = new Set<string>();
  let at = 0;
  while (at < text.length) {
    if (text[at] === GS) {
      at++;
      continue;
    }
    const ai = text.slice(at, at + 2);
    if (seen.has(ai)) return { ok: false, message: msg('gs1Twice', { ai }) };
    seen.add(ai);
    at += 2;
    let value: string;
    const fixed = FIXED[ai];
    const variable = VARIABLE[ai];
    if (fixed !== undefined) {
      value = text.slice(at, at + fixed);
      if (value.length !== fixed || !/^\d+$/.test(value))
        return { ok: false, message: msg('gs1Digits', { ai, length: fixed }) };
      at += fixed;
    } else if (variable !== undefined) {
      const end = text.indexOf(GS, at);
      value = text.slice(at, end === -1 ? text.length : end);
      if (!value || value.length > variable) {
        return { ok: false, message: msg('gs1CharactersGs', { ai, length: variable }) };
      }
      at += value.length;
    } else {
      return { ok: false, message: msg('gs1Unsupported', { ai }) };
    }
    const problem = assign(data, ai, value, now);
    if (problem) return { ok: false, message: problem };
  }
  return { ok: true, data };
}

/** Parses a scanned or typed GS1 element string; `now` fixes the century of (17). */
export function parseGs1(input: string, now = new Date()): Gs1Result {
  let text = input.trim();
  if (!text) return { ok: false, message: msg('gs1Empty') };
  if (text.length > MAX_INPUT) return { ok: false, message: msg('gs1TooLong', { max: MAX_INPUT }) };
  text = text.replace(/^\](C1|d2|Q3|e0|J1)/, '');
  // Scanners configured for keyboard wedges often send FNC1 as a literal "<GS>" or "\x1d".
  text = text.replaceAll('<GS>', GS).replaceAll('\\x1d', GS).replaceAll('\\u001d', GS);
  const result = text.startsWith('(') ? parseParenthesised(text, now) : parseRaw(text, now);
  if (result.ok && !Object.keys(result.data).length)
    return { ok: false, message: msg('gs1NotElementString') };
  return result;
}
