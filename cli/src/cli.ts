import { CommanderError } from 'commander';
import { EXIT, errorText, exitCodeOf } from './errors.js';
import type { Io } from './output.js';
import { createProgram } from './program.js';

/** Runs one invocation and answers its exit code; every failure is one line on stderr. */
export async function runCli(argv: string[], io: Io): Promise<number> {
  const { program, exitCode } = createProgram(io);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode();
  } catch (err) {
    if (err instanceof CommanderError) {
      // commander has already printed its one-line message ("tawreed: unknown option '--x'").
      // A bare command group prints its help as an error (exitCode 1): that is usage too.
      const done = ['commander.helpDisplayed', 'commander.version'].includes(err.code);
      return done || (err.code === 'commander.help' && err.exitCode === 0) ? EXIT.ok : EXIT.usage;
    }
    io.stderr.write(`tawreed: ${errorText(err)}\n`);
    if (io.env.debug && err instanceof Error && err.stack) io.stderr.write(`${err.stack}\n`);
    return exitCodeOf(err);
  }
}
