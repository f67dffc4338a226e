import { Command } from 'commander';
import { registerAuditCommands } from './commands/audit.js';
import { registerAuthCommands } from './commands/auth.js';
import { registerClientCommands } from './commands/clients.js';
import { registerCompletionCommand } from './commands/completion.js';
import { registerActionCommands } from './commands/orders-actions.js';
import { registerExportCommand } from './commands/orders-export.js';
import { registerImportCommand } from './commands/orders-import.js';
import { registerListCommands } from './commands/orders-list.js';
import { registerPriceCommands } from './commands/prices.js';
import { registerStockCommands } from './commands/stock.js';
import { registerTokenCommands } from './commands/tokens.js';
import type { Act } from './commands/types.js';
import { registerWatchCommand } from './commands/watch.js';
import { registerWebhookCommands } from './commands/webhooks.js';
import { EXIT, type ExitCode, exitCodesHelp } from './errors.js';
import type { Io } from './output.js';

export const VERSION = '0.1.0';

const EXIT_CODES_HELP = `
Times are in Asia/Riyadh (+03), as in the portal; --utc shows them in UTC.

Exit codes (every command):
${exitCodesHelp()}

Environment:
  TAWREED_URL, TAWREED_TOKEN  override what \`tawreed login\` keeps
  TAWREED_CONFIG_DIR          where login keeps them (default
                              $XDG_CONFIG_HOME/tawreed or ~/.config/tawreed)
  COLUMNS                     table width when the output is not a terminal`;

/** Only wiring: every command lives in commands/, parses its options with zod and calls the sdk. */
export function createProgram(io: Io) {
  let exitCode: ExitCode = EXIT.ok;
  const act: Act =
    (handler) =>
    async (...args) => {
      exitCode = (await handler(...args)) ?? EXIT.ok;
    };

  const program = new Command('tawreed')
    .description('Tawreed order portal from the command line')
    .version(VERSION)
    .option('--utc', 'show times in UTC instead of Asia/Riyadh')
    .addHelpText('after', EXIT_CODES_HELP)
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      // commander's own usage errors, one line like every other failure.
      outputError: (text, write) => write(`tawreed: ${text.replace(/^error: /, '')}`),
    });

  // Global display options reach every command through io.
  program.hook('preAction', (command) => {
    io.utc = Boolean(command.optsWithGlobals().utc);
  });

  registerAuthCommands(program, io, act);
  const orders = program
    .command('orders')
    .description('list, show, export, import and move orders through the workflow');
  const orderCommands = [
    registerListCommands,
    registerExportCommand,
    registerImportCommand,
    registerActionCommands,
  ];
  for (const register of orderCommands) register(orders, io, act);
  // In this order in `tawreed --help`.
  const topCommands = [
    registerWatchCommand,
    registerWebhookCommands,
    registerTokenCommands,
    registerStockCommands,
    registerClientCommands,
    registerPriceCommands,
    registerAuditCommands,
    registerCompletionCommand,
  ];
  for (const register of topCommands) register(program, io, act);

  return { program, exitCode: () => exitCode };
}
