import type { Command } from 'commander';

/**
 * Examples for every command's `--help`, by the command's path (clig.dev: show examples; people reach for them before
 * the option list). One table, so each help reads alike and a test can check that no command is without.
 */
export const HELP_EXAMPLES: Readonly<Record<string, readonly (readonly [command: string, what: string])[]>> = {
  rafdesk: [
    ['rafdesk code E11.22 I50.22 --age 72 --sex F', 'explain the HCCs and scores of a few codes'],
    ['rafdesk score -i patients.jsonl -o scores.jsonl', 'score a file of beneficiaries, one a line'],
    ['rafdesk serve --demo', 'run the portal with the demo practice on http://127.0.0.1:8080'],
    ['rafdesk <command> --help', 'the options and examples of one command'],
  ],
  score: [
    ['rafdesk score -i patients.jsonl -o scores.jsonl', 'JSON Lines in, one result line per input line out'],
    ['rafdesk score -i patients.csv --format csv > scores.csv', 'CSV in and out (comma, semicolon or tab)'],
    ['cat patients.jsonl | rafdesk score --year 2026 --explain | head -n 3', 'from standard input, every part of each score'],
    ['rafdesk score -i patients.xlsx --rx --low-income', 'the first worksheet of a workbook, with the RxHCC score beside'],
    ['echo \'{"id":"a","age":72,"sex":"F","diagnoses":["E1122"]}\' | rafdesk score', 'one beneficiary'],
  ],
  code: [
    ['rafdesk code E11.22 I50.22 J44.9 --age 72 --sex F', 'V24, V28 and the blend side by side'],
    ['rafdesk code E11.9 N18.6 --dialysis --rx', 'the ESRD dialysis model, with RxHCC'],
    ['rafdesk code --dob 1951-03-14 --year 2026 --json E11.22', 'age from a date of birth, the explained results as JSON'],
    ['pbpaste | rafdesk code --dual full', 'codes from standard input (newline, comma or blank separated)'],
  ],
  serve: [
    ['rafdesk serve --demo', 'PGlite in ./data, the demo practice seeded when empty'],
    ['rafdesk serve --port 9000 --host 0.0.0.0 --data /var/lib/rafdesk', 'every interface, a data folder of its own'],
    ['DATABASE_URL=postgres://rafdesk:secret@db:5432/rafdesk RAFDESK_TOKEN_SECRET=… RAFDESK_FIELD_KEYS=… rafdesk serve', 'PostgreSQL'],
    ['rafdesk serve --json', 'print where it listens as one JSON line, for scripts'],
  ],
  db: [
    ['rafdesk db migrate', 'apply the pending migrations to ./data (or DATABASE_URL)'],
    ['rafdesk db seed --patients 30000', 'a large demo practice, for benchmarks'],
    ['rafdesk db verify-audit --json', "check the audit trail's hash chain"],
  ],
  'db migrate': [
    ['rafdesk db migrate', 'the PGlite data folder ./data'],
    ['DATABASE_URL=postgres://rafdesk:secret@db:5432/rafdesk rafdesk db migrate --json', 'PostgreSQL; the applied migrations as JSON'],
  ],
  'db template': [['rafdesk db template --out /tmp/rafdesk-data.tgz', 'write the PGlite template somewhere else']],
  'db verify-audit': [
    ['rafdesk db verify-audit', 'exit 0 when intact, 1 naming the first changed line'],
    ['rafdesk db verify-audit --json', 'the check as JSON'],
  ],
  'db seed': [
    ['rafdesk db seed', 'the catalogue, questionnaire and the 300-patient demo practice'],
    ['RAFDESK_DEMO_PASSWORD=… rafdesk db seed --patients 30000 --data ./big', 'a large practice with a known password'],
  ],
  user: [
    ['rafdesk user create --user-name jdoe --role Admin …', 'create an account (see rafdesk user create --help)'],
    ['rafdesk user reset-password --user-name jdoe', 'a new generated password, shown once'],
  ],
  'user create': [
    ['rafdesk user create --user-name jdoe --role Admin --email jdoe@example.org --first-name Jane --last-name Doe --document-id 1234567890 '
      + '--sex F --dob 1980-04-02 --phone 5551234567 --street "1 Main St" --city Springfield --state IL --zip 62701', 'an Admin account'],
    ['rafdesk user create … --json', 'the account and its password as JSON'],
  ],
  'user reset-password': [
    ['rafdesk user reset-password --user-name jdoe', 'one account; its sessions end'],
    ['RAFDESK_DEMO_PASSWORD=… rafdesk user reset-password --demo', 'every demo account'],
  ],
  keys: [['rafdesk keys rotate', 'seal every note and secret under a new key (PGlite)']],
  'keys rotate': [
    ['rafdesk keys rotate --data ./data', 'PGlite: a new key first in the data folder\'s key file'],
    ['RAFDESK_FIELD_KEYS=k2:…,k1:… rafdesk keys rotate --json', 'PostgreSQL: the new key already first in the setting; the counts as JSON'],
  ],
  tables: [['rafdesk tables list', 'the payment years the engine has tables for'], ['rafdesk tables check', 'check the installed data files']],
  'tables list': [['rafdesk tables list --json', 'each payment year with its status, model and tables hash, as JSON']],
  'tables check': [['rafdesk tables check', 'every data file against its schema and the SHA-256 it is named by; exit 1 naming each problem']],
};

/** The path of a command as the table names it: "db migrate" (the program itself is "rafdesk"). */
export const commandPath = (command: Command): string => {
  const names: string[] = [];
  for (let at: Command | null = command; at?.parent; at = at.parent) names.unshift(at.name());
  return names.length === 0 ? 'rafdesk' : names.join(' ');
};

/** Adds the examples of the table to the help of `program` and every command under it. */
export function addHelpExamples(program: Command): void {
  const examples = HELP_EXAMPLES[commandPath(program)];
  if (examples !== undefined) {
    const width = Math.min(60, Math.max(...examples.map(([line]) => line.length)));
    const lines = examples.map(([line, what]) => (line.length > width ? `  $ ${line}\n      ${what}` : `  $ ${line.padEnd(width)}  # ${what}`));
    program.addHelpText('after', `\nExamples:\n${lines.join('\n')}`);
  }
  for (const command of program.commands) addHelpExamples(command);
}
