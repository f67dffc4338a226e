import { readList } from '@tawreed/sdk';
import { Option } from 'commander';
import { z } from 'zod';

/**
 * Options whose value is a comma list from a closed set (--status, --events). commander's
 * `choices` takes one value only, so their values are kept here for --help and completion.
 */
const listValues = new WeakMap<Option, readonly string[]>();

export function listOption(flags: string, description: string, values: readonly string[]): Option {
  const option = new Option(flags, `${description}, comma-separated: ${values.join(', ')}`);
  listValues.set(option, values);
  return option;
}

/** The values a shell may complete for an option: one of a set, or a comma list of a set. */
export function closedValues(option: Option): { values: readonly string[]; list: boolean } | undefined {
  if (option.argChoices) return { values: option.argChoices, list: false };
  const values = listValues.get(option);
  return values ? { values, list: true } : undefined;
}

/** A --status or --events value: a comma list of `values`, an unknown item named in the error. */
export function listValue<T extends string>(
  values: readonly T[],
  noun: string,
  normalise?: (item: string) => string,
) {
  return z.string().transform((value, ctx) => {
    const { items, unknown } = readList(value, values, normalise);
    if (unknown.length) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown ${noun} ${unknown.join(', ')} (choose from ${values.join(', ')})`,
      });
      return z.NEVER;
    }
    return items;
  });
}
