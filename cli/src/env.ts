import { homedir } from 'node:os';
import path from 'node:path';

/** The only module that reads process.env (STYLE: configuration is read in one file). */
export interface CliEnv {
  /** Where `login` keeps the URL and token. */
  configDir: string;
  /** TAWREED_URL / TAWREED_TOKEN override what `login` stored. */
  url: string | undefined;
  token: string | undefined;
  /** TAWREED_DEBUG=1 prints stack traces of unexpected errors. */
  debug: boolean;
  /** Whether colours/progress may be drawn: NO_COLOR turns colours off. */
  color: boolean;
  /** COLUMNS: the width tables fit when stdout is not a terminal (a terminal reports its own). */
  columns: number | undefined;
}

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function readEnv(env: NodeJS.ProcessEnv = process.env): CliEnv {
  const xdg = nonEmpty(env.XDG_CONFIG_HOME);
  const configDir =
    nonEmpty(env.TAWREED_CONFIG_DIR) ?? path.join(xdg ?? path.join(homedir(), '.config'), 'tawreed');
  return {
    configDir,
    url: nonEmpty(env.TAWREED_URL),
    token: nonEmpty(env.TAWREED_TOKEN),
    debug: env.TAWREED_DEBUG === '1' || env.TAWREED_DEBUG === 'true',
    color: !env.NO_COLOR,
    columns: /^\d+$/.test(env.COLUMNS ?? '') && Number(env.COLUMNS) >= 20 ? Number(env.COLUMNS) : undefined,
  };
}

/**
 * `pnpm tawreed ...` runs the script from the repository root; the user's relative paths
 * (manifest, -o FILE) mean the directory they typed the command in, which pnpm passes as
 * INIT_CWD.
 */
export function callerCwd(env: NodeJS.ProcessEnv = process.env): string {
  return env.npm_lifecycle_event === 'tawreed' && env.INIT_CWD ? env.INIT_CWD : process.cwd();
}
