/**
 * A value with every message in it rendered in English: for tests that hold SPEC's exact copy,
 * and for logs. A domain rule's zod message is read back as its key (never its sentence).
 */
import { render } from './by-language.js';
import type { Message } from './core.js';
import { isMessageKey } from './keys.js';
import { messageOfIssue } from './zod.js';

export type InEnglish<T> = T extends Message
  ? string
  : T extends Date
    ? T
    : T extends readonly (infer Item)[]
      ? InEnglish<Item>[]
      : T extends object
        ? { [K in keyof T]: InEnglish<T[K]> }
        : T;

/** Whether `value` is a message: a catalog key with its parameters, nothing else. */
export function isMessage(value: unknown): value is Message {
  if (!value || typeof value !== 'object') return false;
  const { key, params, ...rest } = value as { key?: unknown; params?: unknown };
  return (
    typeof key === 'string' &&
    isMessageKey(key) &&
    typeof params === 'object' &&
    params !== null &&
    !Object.keys(rest).length
  );
}

export function inEnglish<T>(value: T): InEnglish<T> {
  return deep(value) as InEnglish<T>;
}

function deep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(deep);
  if (isMessage(value)) return render('en', value);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, deep(item)]));
  }
  if (typeof value === 'string') {
    const keyed = messageOfIssue({ message: value });
    return keyed ? render('en', keyed) : value;
  }
  return value;
}
