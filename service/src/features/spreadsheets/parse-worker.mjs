// Worker-thread entry for spreadsheet parsing (see parse-pool.ts). Node 20 does not load
// TypeScript through `--import tsx` in a worker's execArgv, so tsx is registered here before
// the TypeScript module is imported.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker-thread.ts');
