import type { ExitCode } from '../errors.js';

/** Wraps a command's handler: its returned exit code becomes the process's (commander only wires). */
export type Act = <A extends unknown[]>(
  handler: (...args: A) => Promise<ExitCode | undefined>,
) => (...args: A) => Promise<void>;
