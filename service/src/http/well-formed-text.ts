/**
 * Text the service accepts is well-formed Unicode (DESIGN §7): a lone UTF-16 surrogate, or bytes
 * that are not UTF-8, answer 422 wherever text comes in, never stored as U+FFFD.
 *
 * Two ways ill-formed text arrives, and how each is caught:
 * - bytes that are not UTF-8 (a raw 0xFF, a surrogate encoded as ED A0 80, a cut sequence):
 *   every decoder the request would pass through (Request.json(), formData(), URL query
 *   decoding) quietly turns them into U+FFFD, so the bytes are checked before anything decodes
 *   them: a JSON body (here) and each multipart text field (as multipart.ts reads it) with a
 *   fatal TextDecoder, each query
 *   parameter with decodeURIComponent (which refuses them);
 * - a JSON escape of a lone surrogate ("\ud800"), which is valid UTF-8 and which JSON.parse
 *   turns into a lone surrogate: every key and string of the parsed body is checked with
 *   String.prototype.isWellFormed.
 * Spreadsheet cells are checked where they are read (spreadsheets/line-collector.ts,
 * sheet-rows.ts). File contents are not text and are not checked here.
 */
import { msg } from '@tawreed/domain';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';
import { validationFailed } from './errors.js';

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether `bytes` are UTF-8 (TextDecoder's fatal mode refuses what the lenient one replaces). */
function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The path of the first key or string in `value` that is not well-formed, if any. */
export function illFormedPath(value: unknown, path: Array<string | number> = []): string | null {
  if (typeof value === 'string') return value.isWellFormed() ? null : path.join('.');
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = illFormedPath(item, [...path, index]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!key.isWellFormed()) return [...path, key].join('.');
      const found = illFormedPath(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** The name of the first query parameter whose name or value is not UTF-8 once decoded. */
function illFormedQuery(search: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const [rawName = '', ...rest] = pair.split('=');
    try {
      decodeURIComponent(rawName.replaceAll('+', ' '));
      decodeURIComponent(rest.join('=').replaceAll('+', ' '));
    } catch {
      return safeName(rawName);
    }
  }
  return null;
}

const safeName = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return 'query';
  }
};

const refuse = (path: string) => validationFailed([{ path, message: msg('textIllFormed') }]);

/** A multipart text field's bytes (multipart.ts) decoded as UTF-8, or refused (422 at `path`). */
export function decodeUtf8OrRefuse(bytes: Uint8Array, path: string): string {
  if (!isUtf8(bytes)) throw refuse(path || 'multipart');
  return new TextDecoder().decode(bytes);
}

/**
 * A multipart name or file name as the parser decoded it (UTF-8, a byte that is not UTF-8 as
 * U+FFFD), or refused (422 at `path`).
 */
export function wellFormedOrRefuse(text: string, path: string): string {
  if (text.includes('\uFFFD') || !text.isWellFormed()) throw refuse(path || 'multipart');
  return text;
}

/**
 * Refuses ill-formed text in the query and in JSON bodies with 422. Runs after the
 * body guard (so a body is read only within its size limit); the body it reads is handed on as
 * the same bytes.
 */
export function wellFormedText(): MiddlewareHandler<AppEnv> {
  return async function checkText(c, next) {
    const search = new URL(c.req.url).search;
    if (search) {
      const name = illFormedQuery(search);
      if (name !== null) throw refuse(name);
    }
    // Multipart text fields are judged as the upload routes read them (multipart.ts); the body
    // is not touched here, so they can read it from the socket.
    if (!/^application\/([\w.+-]*\+)?json/i.test(c.req.header('content-type') ?? '')) return next();
    if (BODYLESS_METHODS.has(c.req.method) || !c.req.raw.body) return next();
    const bytes = new Uint8Array(await c.req.raw.arrayBuffer());
    c.req.raw = new Request(c.req.raw, { body: bytes });
    if (!isUtf8(bytes)) throw refuse('');
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return next(); // malformed JSON: the route's validation answers it (400)
    }
    const path = illFormedPath(parsed);
    if (path !== null) throw refuse(path);
    return next();
  };
}
