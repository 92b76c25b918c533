import { wordFailure, type FailureClass, type UseCaseFailure } from '@rafdesk/core';
import type { CliIo } from './cli-io.js';

/**
 * The exit code of each class of failure: the terminal's one table, as the API has one of HTTP statuses. 1: the
 * input or the data refused it; 2: the command line is wrong (commander's own errors too); 3: try again later (the
 * database is unavailable or under maintenance); 70: a bug.
 */
export const EXIT_CODES: Readonly<Record<FailureClass | 'usage', number>> = {
  input: 1, notFound: 1, conflict: 1, forbidden: 1, unauthenticated: 1, tooLarge: 1, unsupportedType: 1, tooManyAttempts: 1,
  usage: 2,
  unavailable: 3, maintenance: 3,
  bug: 70,
};

/**
 * Writes a use case's failure in the one wording of every edge, one `error:` line per problem (after `subject: `
 * when the command acted on several things), an optional hint of what to do, and sets the exit code from the table.
 */
export function reportFailure(io: CliIo, failure: UseCaseFailure, options: { subject?: string; hint?: string } = {}): void {
  const wording = wordFailure(failure);
  const prefix = options.subject === undefined ? 'error: ' : `error: ${options.subject}: `;
  io.stderr.write(`${wording.lines.map((line) => `${prefix}${line}`).join('\n')}\n${options.hint === undefined ? '' : `${options.hint}\n`}`);
  io.exitCode = EXIT_CODES[wording.class];
}
