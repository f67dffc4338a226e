import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { usageError } from './errors.js';
import type { Io } from './output.js';

export const canPrompt = (io: Io) => Boolean(io.stdin.isTTY && io.stderr.isTTY);

/**
 * Asks on the terminal (prompts go to stderr so stdout stays clean). Never prompts when stdin
 * is not a terminal: `missing` becomes a usage error instead.
 */
export async function ask(io: Io, question: string, options: { hidden?: boolean; missing: string }) {
  if (!canPrompt(io)) throw usageError(options.missing);
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) io.stderr.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: io.stdin, output, terminal: true });
  try {
    const answer = rl.question(question);
    muted = Boolean(options.hidden);
    const value = await answer;
    if (options.hidden) io.stderr.write('\n');
    return value.trim();
  } finally {
    rl.close();
  }
}

/** "Approve 12 orders? [y/N]" on a terminal; false for anything but yes. */
export async function confirm(io: Io, question: string, missing: string): Promise<boolean> {
  const answer = await ask(io, `${question} [y/N] `, { missing });
  return /^y(es)?$/i.test(answer);
}

/** Reads all of stdin (for --password-stdin). */
export async function readAllStdin(io: Io): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
