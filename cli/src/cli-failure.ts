import { wordFailure, type FormWireNames, type UseCaseFailure } from '@rafdesk/core';
import type { CliIo } from './cli-io.js';
import { EXIT_CODES } from './exit-codes.js';

export { EXIT_CODES } from './exit-codes.js';

/** How a command reports a failure: the thing it acted on, a hint, and how form fields are spelled on its command line. */
export interface ReportOptions {
  readonly subject?: string;
  readonly hint?: string;
  /** Form fields as the command's options (dateOfBirth → --dob): a refused form is then a wrong command line, exit 2. */
  readonly options?: FormWireNames;
}

/**
 * Writes a use case's failure in the one wording of every edge, one `error:` line per problem (after `subject: `
 * when the command acted on several things), an optional hint of what to do, and sets the exit code from the table.
 */
export function reportFailure(io: CliIo, failure: UseCaseFailure, options: ReportOptions = {}): void {
  const wording = wordFailure(failure, options.options ? { names: options.options } : {});
  const prefix = options.subject === undefined ? 'error: ' : `error: ${options.subject}: `;
  io.stderr.write(`${wording.lines.map((line) => `${prefix}${line}`).join('\n')}\n${options.hint === undefined ? '' : `${options.hint}\n`}`);
  io.exitCode = options.options !== undefined && failure.kind === 'ValidationFailed' ? EXIT_CODES.usage : EXIT_CODES[wording.class];
}
