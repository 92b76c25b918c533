import { Command, CommanderError } from 'commander';
import { processIo, type CliIo } from './cli-io.js';
import { installEngineTables } from './tables-composition-root.js';
import { EXIT_CODES } from './exit-codes.js';
import { addHelpExamples } from './help-examples.js';
import { systemErrorWords } from './system-error-words.js';

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
  addHelpExamples(program);
  return program;
}

/**
 * Listens for the failure of standard output, which Node raises as an 'error' event (a crash with a stack trace when
 * nobody listens): true once its reader has closed the pipe (`rafdesk … | head -n 1`), after which the command ends
 * quietly with 0, as other tools do. Any other failure of it is one error line and exit 1.
 */
function watchStdout(io: CliIo): () => boolean {
  let readerGone = false;
  io.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') readerGone = true;
    else if (!readerGone) {
      io.stderr.write(`error: standard output: ${systemErrorWords(error)}\n`);
      io.exitCode = EXIT_CODES.input;
    }
  });
  return () => readerGone;
}

/** Runs the CLI and resolves to the process exit code (the table of cli-failure.ts): 0 success, 1 refused, 2 bad usage, 3 try again later. */
export async function main(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  installEngineTables();
  const readerGone = watchStdout(io);
  const program = await buildProgram(io, argv);
  try {
    await program.parseAsync([...argv]);
    return readerGone() ? 0 : io.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 || error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || readerGone() ? 0 : EXIT_CODES.usage;
    }
    throw error;
  }
}
