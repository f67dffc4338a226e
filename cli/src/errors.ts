import { TawreedApiError, TawreedNetworkError } from '@tawreed/sdk';

/**
 * The one exit-code table (STYLE: 0 done, 1 partly failed, 2 usage), used by every command and
 * printed by `--help`. A reference that is not an id or an external ref is a usage error
 * wherever it is given (`show` or a batch); an order that does not exist or is not visible is a
 * failure, also wherever it is given.
 */
export const EXIT = { ok: 0, failed: 1, usage: 2, interrupted: 130 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export const EXIT_MEANINGS: ReadonlyArray<readonly [ExitCode, string]> = [
  [EXIT.ok, 'done; also when the reader of the output goes away (`| head`)'],
  [
    EXIT.failed,
    'failed: the service refused or could not be reached, an order was not found, or some items of a batch failed (each is reported)',
  ],
  [
    EXIT.usage,
    'usage: unknown option or command, bad value, malformed order reference, missing file, not signed in; nothing was attempted',
  ],
  [EXIT.interrupted, 'interrupted (Ctrl-C): what was done so far is reported'],
];

/** The table as `--help` prints it, wrapped to fit 80 columns. */
export function exitCodesHelp(width = 78): string {
  const indent = 7;
  return EXIT_MEANINGS.map(([code, meaning]) => {
    const lines: string[] = [];
    let line = '';
    for (const word of meaning.split(' ')) {
      if (line && indent + line.length + 1 + word.length > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
    return lines
      .map((text, i) => `${i === 0 ? `  ${String(code).padEnd(indent - 2)}` : ' '.repeat(indent)}${text}`)
      .join('\n');
  }).join('\n');
}

/** An error the CLI expected: its message is the one line the user sees. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** The invocation itself is wrong (options, missing file, not signed in): nothing was attempted. */
export const usageError = (message: string) => new CliError(message, EXIT.usage);

/** The command ran and failed. */
export const failure = (message: string) => new CliError(message, EXIT.failed);

const oneLine = (text: string, max = 300) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

function networkCause(err: TawreedNetworkError): string {
  let cause: unknown = err.cause;
  // fetch failed -> { cause: { code: 'ECONNREFUSED' } }: show the innermost reason.
  for (let depth = 0; depth < 4 && cause instanceof Error && cause.cause; depth++) cause = cause.cause;
  if (cause && typeof cause === 'object') {
    const { code, message } = cause as { code?: string; message?: string };
    return code ?? message ?? 'network error';
  }
  return String(cause ?? 'network error');
}

/** The validation issues of a 422 as "field: message; field: message". */
function issuesText(details: Record<string, unknown> | undefined): string {
  const issues = details?.issues;
  if (!Array.isArray(issues) || issues.length === 0) return '';
  return issues
    .slice(0, 5)
    .map((issue: { path?: string; message?: string }) =>
      issue.path ? `${issue.path}: ${issue.message}` : String(issue.message),
    )
    .join('; ');
}

/** One line describing any error, for a per-item report or the final message. */
export function errorText(err: unknown): string {
  if (err instanceof CliError) return err.message;
  if (err instanceof TawreedNetworkError) {
    return `Could not reach the Tawreed service at ${err.url} (${networkCause(err)})`;
  }
  if (err instanceof TawreedApiError) {
    if (err.code.startsWith('HTTP_')) {
      return oneLine(
        `The server answered ${err.status} without a Tawreed error body (${oneLine(err.serverMessage, 80)}): is the URL a Tawreed service?`,
      );
    }
    if (err.status === 401) {
      return `${err.serverMessage} (401): the token is missing, expired or revoked; run \`tawreed login\``;
    }
    const issues = issuesText(err.details);
    const version = err.currentVersion !== undefined ? ` (current version ${err.currentVersion})` : '';
    return oneLine(`${err.code}: ${issues || err.serverMessage}${version}`);
  }
  if (err instanceof SyntaxError) {
    return `The server did not answer with JSON (${oneLine(err.message, 80)}): is the URL a Tawreed service?`;
  }
  if (err instanceof Error) return oneLine(err.message);
  return oneLine(String(err));
}

/** The exit code an uncaught error ends the process with. */
export function exitCodeOf(err: unknown): ExitCode {
  return err instanceof CliError ? err.exitCode : EXIT.failed;
}
