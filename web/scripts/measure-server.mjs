/**
 * The service for measure.mjs, in a process of its own as in production (the browser driver
 * must not share its event loop). Prints {"url": ...} once listening; stops on SIGTERM.
 *   node --import tsx web/scripts/measure-server.mjs <dataDir> <webDir>
 */
const [dataDir, webDir] = process.argv.slice(2);
const { startServer, testConfig } = await import('@tawreed/service');
const server = await startServer(
  testConfig({ PORT: 0, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' }),
  { webDir, host: '127.0.0.1' },
);
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.on('SIGTERM', () => {
  server.close().finally(() => process.exit(0));
});
