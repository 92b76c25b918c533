import type { FailureClass } from '@rafdesk/core';

/**
 * The exit code of each class of failure: the terminal's one table, as the API has one of HTTP statuses. 1: the
 * input or the data refused it; 2: the command line is wrong (commander's own errors too, and settings in the
 * environment); 3: try again later (the database is unavailable, its data folder busy, or under maintenance); 70: a bug.
 * Apart from cli-failure.ts, which words failures with core, so the commands that only need the codes load nothing.
 */
export const EXIT_CODES: Readonly<Record<FailureClass | 'usage', number>> = {
  input: 1, notFound: 1, conflict: 1, forbidden: 1, unauthenticated: 1, tooLarge: 1, unsupportedType: 1, tooManyAttempts: 1,
  usage: 2,
  unavailable: 3, maintenance: 3,
  bug: 70,
};
