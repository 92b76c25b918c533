import { Option } from 'commander';
import type { CliIo } from '../cli-io.js';

/** The command-line flag of an option key as commander names it: asOf → --as-of. */
export const optionFlag = (key: PropertyKey): string => `--${String(key).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** Option issues as one usage message, each named by its flag: "--as-of: a date as YYYY-MM-DD; --workers: …". */
export const describeOptionIssues = (issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[]): string =>
  issues.map((issue) => `${optionFlag(issue.path[0] ?? '')}: ${issue.message}`).join('; ');

/** `--json`: every command takes it (clig.dev); what it prints is the command's result as data, errors staying on stderr. */
export const jsonOption = (description = 'print the result as JSON on standard output (errors stay on standard error, as error: lines)') => new Option('--json', description);

/** Prints a command's result: `value` as JSON with `--json`, else the readable `text`. */
export function printResult(io: CliIo, json: boolean | undefined, value: unknown, text: string): void {
  io.stdout.write(json === true ? `${JSON.stringify(value, null, 2)}\n` : text);
}
