import { Option } from 'commander';

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
