import { Command, CommanderError } from 'commander';
import { processIo, type CliIo } from './cli-io.js';

type Register = (program: Command, io: CliIo) => void;

// Each command module is loaded only when its command runs (all of them for help), so `rafdesk score`
// and `rafdesk code` never load the server's adapters and start fast.
const COMMANDS: Readonly<Record<string, () => Promise<Register>>> = {
  score: async () => (await import('./commands/score.js')).registerScoreCommand,
  code: async () => (await import('./commands/code.js')).registerCodeCommand,
  tables: async () => (await import('./commands/tables.js')).registerTablesCommand,
  serve: async () => (await import('./commands/serve.js')).registerServeCommand,
  db: async () => (await import('./commands/db.js')).registerDbCommand,
  user: async () => (await import('./commands/user.js')).registerUserCommand,
  keys: async () => (await import('./commands/keys.js')).registerKeysCommand,
};

/** Builds the `rafdesk` program with the command `argv` names, or every command when it names none. */
export async function buildProgram(io: CliIo = processIo(), argv: readonly string[] = []): Promise<Command> {
  const program = new Command('rafdesk')
    .description('RAFdesk: risk-adjustment coding portal and CMS-HCC engine for the terminal')
    .version('0.1.0')
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) });
  const named = argv[2];
  const wanted = named !== undefined && COMMANDS[named] ? [named] : Object.keys(COMMANDS);
  for (const name of wanted) (await COMMANDS[name]?.())?.(program, io);
  for (const command of program.commands) command.exitOverride().configureOutput(program.configureOutput());
  return program;
}

/** Runs the CLI and resolves to the process exit code: 0 success, 1 a failed item, 2 bad usage. */
export async function main(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  const program = await buildProgram(io, argv);
  try {
    await program.parseAsync([...argv]);
    return io.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 || error.code === 'commander.helpDisplayed' || error.code === 'commander.version' ? 0 : 2;
    }
    throw error;
  }
}
