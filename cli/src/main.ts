import { Command } from 'commander';

const program = new Command('tawreed')
  .description('Tawreed order portal from the command line')
  .version('0.1.0');
program.parse();
