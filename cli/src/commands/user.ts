import { randomBytes } from 'node:crypto';
import { Option, type Command } from 'commander';
import { createUser, ROLE_NAMES, setPassword, validateUserForm, type UserFormDraft } from '@rafdesk/core';
import { z } from 'zod';
import type { CliIo } from '../cli-io.js';
import { reportFailure } from '../cli-failure.js';
import { DEMO_USER_NAMES } from '../demo/demo-plan.js';
import { demoPassword } from './serve.js';
import { dataOption, withServices } from './with-services.js';
import { jsonOption, optionFlag, printResult } from './option-words.js';

const generatedPassword = () => randomBytes(12).toString('base64url');

// The user form's fields as `rafdesk user create` spells them: a refused field names its option.
const USER_FORM_OPTIONS = {
  fields: Object.fromEntries(['role', 'documentId', 'firstName', 'lastName', 'speciality', 'sex', 'phone', 'email', 'street', 'city', 'state', 'zip', 'userName']
    .map((field) => [field, optionFlag(field)]).concat([['dateOfBirth', '--dob']])),
};

const CreateSchema = z.object({
  userName: z.string().trim().min(1), role: z.enum(ROLE_NAMES), email: z.string(), firstName: z.string(), lastName: z.string(),
  documentId: z.string(), sex: z.enum(['M', 'F']), dob: z.string(), phone: z.string(), street: z.string(), city: z.string(),
  state: z.string(), zip: z.string(), speciality: z.string(), data: z.string(), json: z.boolean().default(false),
});

/** Registers `rafdesk user create` and `rafdesk user reset-password`; new passwords are generated and shown once. */
export function registerUserCommand(program: Command, io: CliIo): void {
  const user = program.command('user').description('Account administration from the terminal');
  user.command('create')
    .description('Create an account (the user form rules apply); a generated password is printed once')
    .requiredOption('--user-name <name>', 'the name to sign in with')
    .addOption(new Option('--role <role>', 'the role').choices([...ROLE_NAMES]).makeOptionMandatory())
    .requiredOption('--email <address>', 'e-mail address')
    .requiredOption('--first-name <name>', 'first name')
    .requiredOption('--last-name <name>', 'last name')
    .requiredOption('--document-id <id>', 'document id (10 or 11 characters; a valid NPI for doctors)')
    .requiredOption('--sex <M|F>', 'gender')
    .requiredOption('--dob <date>', 'date of birth, YYYY-MM-DD or MM-DD-YYYY')
    .requiredOption('--phone <phone>', 'phone number')
    .requiredOption('--street <street>', 'street').requiredOption('--city <city>', 'city').requiredOption('--state <state>', 'state (2 letters)')
    .requiredOption('--zip <zip>', 'zip code')
    .option('--speciality <text>', 'speciality or department', 'Administration')
    .addOption(dataOption())
    .addOption(jsonOption())
    .action(async (raw: Record<string, unknown>, self: Command) => {
      const options = CreateSchema.safeParse(raw);
      if (!options.success) return self.error(`error: ${options.error.issues.map((issue) => optionFlag(issue.path[0] ?? '')).join(', ')} missing or invalid`, { exitCode: 2 });
      const o = options.data;
      const draft: UserFormDraft = {
        id: null, role: o.role, documentId: o.documentId, firstName: o.firstName, lastName: o.lastName, speciality: o.speciality, sex: o.sex,
        dateOfBirth: o.dob, phone: o.phone, email: o.email, street: o.street, city: o.city, state: o.state, zip: o.zip,
      };
      // The form's own rules first, so a mistyped command never creates a data folder; createUser applies them again with the lookups.
      const form = validateUserForm(draft, { lookups: null, requireEmailConfirmation: false });
      if (form.isErr()) return reportFailure(io, form.error, { options: USER_FORM_OPTIONS });
      await withServices(io, o.data, async ({ ports }) => {
        const password = generatedPassword();
        // The operator saw the password: the user replaces it at the first sign-in.
        const created = await ports.hasher.hash(password).andThen((shownPasswordHash) => createUser(ports, draft, { userName: o.userName, shownPasswordHash }));
        if (created.isErr()) return reportFailure(io, created.error);
        printResult(io, o.json, { userName: o.userName, role: o.role, password, mustChange: true }, `Created ${o.role} ${o.userName}. Password (shown once): ${password}\n`);
      });
    });
  user.command('reset-password')
    .description('Give an account a new generated password (printed once, to be changed at the next sign-in); its sessions end. '
      + 'With --demo: every demo account gets RAFDESK_DEMO_PASSWORD (or a generated one, printed once)')
    .option('--user-name <name>', 'the account')
    .option('--demo', `the demo accounts (${DEMO_USER_NAMES.join(', ')})`)
    .addOption(dataOption())
    .addOption(jsonOption())
    .action(async (raw: { userName?: string; demo?: boolean; data: string; json?: boolean }, self: Command) => {
      if ((raw.userName === undefined) === (raw.demo !== true)) return self.error('error: give either --user-name <name> or --demo', { exitCode: 2 });
      return withServices(io, raw.data, async ({ ports }) => {
        if (raw.demo === true) {
          const demo = demoPassword(process.env);
          for (const userName of DEMO_USER_NAMES) {
            const reset = await setPassword(ports, userName, demo.password, { mustChange: false });
            if (reset.isErr()) {
              return reportFailure(io, reset.error, { subject: userName, ...(reset.error.kind === 'NotFound' ? { hint: 'Seed the demo practice with rafdesk db seed.' } : {}) });
            }
          }
          printResult(io, raw.json, { userNames: DEMO_USER_NAMES, password: demo.generated ? demo.password : null, mustChange: false },
            `Demo accounts ${DEMO_USER_NAMES.join(', ')} reset; password ${demo.generated ? `(shown once): ${demo.password}` : 'from RAFDESK_DEMO_PASSWORD'}\n`);
          return;
        }
        const password = generatedPassword();
        const reset = await setPassword(ports, raw.userName ?? '', password, { mustChange: true });
        if (reset.isErr()) return reportFailure(io, reset.error, { subject: raw.userName ?? '' });
        printResult(io, raw.json, { userName: reset.value.userName, password, mustChange: true }, `New password for ${reset.value.userName} (shown once): ${password}\nIt must be changed at the next sign-in.\n`);
      });
    });
}
