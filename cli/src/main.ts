import { Command, CommanderError } from 'commander';

/** Builds the `rafdesk` program; each command module adds itself here. */
export function buildProgram(): Command {
  const program = new Command('rafdesk')
    .description('RAFdesk: risk-adjustment coding portal and CMS-HCC engine for the terminal')
    .version('0.1.0')
    .exitOverride();
  return program;
}

/** Runs the CLI and resolves to the process exit code: 0 success, 1 a failed item, 2 bad usage. */
export async function main(argv: readonly string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync([...argv]);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 || error.code === 'commander.helpDisplayed' || error.code === 'commander.version' ? 0 : 2;
    }
    throw error;
  }
}
