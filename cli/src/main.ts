import { runCli } from './cli.js';
import { callerCwd, readEnv } from './env.js';
import { EXIT, errorText } from './errors.js';
import type { Io } from './output.js';

/**
 * The reader went away (`tawreed orders list --csv --all | head -1`): stop quietly, as Unix
 * tools do, instead of an EPIPE stack trace. Nothing more can be written anyway.
 */
function endOnClosedPipe(stream: NodeJS.WriteStream) {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE' || err.code === 'ERR_STREAM_DESTROYED') process.exit(EXIT.ok);
    throw err;
  });
}
endOnClosedPipe(process.stdout);
endOnClosedPipe(process.stderr);

const io: Io = {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  cwd: callerCwd(),
  env: readEnv(),
  // Once: a second Ctrl-C ends the process the default way (exit 130) whatever is in flight.
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
