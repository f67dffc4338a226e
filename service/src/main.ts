import v8 from 'node:v8';
import { loadConfig } from './config.js';
import { closeOnSignal, runEntryPoint } from './entry-point.js';

// Collect old-generation garbage sooner (V8 lets it reach up to 4x the live heap by default):
// a long export then keeps the service's memory level instead of growing by the tens of MB.
v8.setFlagsFromString('--heap-growing-percent=50');

import { hasActiveAdministrator } from './features/accounts/service.js';
import { startServer } from './server.js';

async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  process.stdout.write(
    `Tawreed is running at http://localhost:${server.port} (database: ${server.deps.database.kind})\n`,
  );
  if (!(await hasActiveAdministrator(server.deps.db))) {
    // The embedded database belongs to one process at a time: the command runs once the service stops.
    const when = server.deps.database.kind === 'pglite' ? 'stop Tawreed, then ' : '';
    process.stdout.write(
      `No administrator yet: ${when}create one with pnpm admin create-user --role ADMIN --email <email> --password '<password>' --name <name>\n`,
    );
  }
  closeOnSignal(() => server.close());
}

runEntryPoint(main, (err) => `Tawreed failed to start: ${err instanceof Error ? err.message : String(err)}`);
