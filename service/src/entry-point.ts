import { ConfigError } from './config.js';

/** Runs a command's `main`: a configuration error exits 2 with its message, any other failure 1. */
export function runEntryPoint(main: () => Promise<void>, failure: (err: unknown) => string): void {
  main().catch((err: unknown) => {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    process.stderr.write(`${failure(err)}\n`);
    process.exit(1);
  });
}

/** Closes what runs on Ctrl+C or SIGTERM, then exits. */
export function closeOnSignal(close: () => Promise<void>): void {
  const stop = async () => {
    await close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
