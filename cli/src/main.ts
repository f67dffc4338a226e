import { runCli } from './cli.js';
import { callerCwd, readEnv } from './env.js';
import { EXIT, errorText } from './errors.js';
import type { Io } from './output.js';

const io: Io = {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  cwd: callerCwd(),
  env: readEnv(),
  onInterrupt(handler) {
    process.once('SIGINT', handler);
    process.once('SIGTERM', handler);
  },
  offInterrupt(handler) {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  },
};

runCli(process.argv.slice(2), io).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`tawreed: ${errorText(err)}\n`);
    process.exitCode = EXIT.failed;
  },
);
