import type { Command } from 'commander';
import type { CliIo } from '../cli-io.js';
import { EXIT_CODES } from '../exit-codes.js';
import { newFieldKeyEntry } from '../composition-root.js';
import { persistedFieldKeys, writeFieldKeys } from '../field-keys.js';
import { databaseOf } from './database-option.js';
import { dataOption, withServices } from './with-services.js';
import { jsonOption, printResult } from './option-words.js';

/** The id after the highest `k<n>` of `keys` (k1 → k2), so the key file's ids say their order. */
export function nextKeyId(keys: string): string {
  const numbers = keys.split(',').map((entry) => /^k(\d+):/.exec(entry.trim())?.[1]).filter((n) => n !== undefined).map(Number);
  return `k${Math.max(0, ...numbers) + 1}`;
}

/** Registers `rafdesk keys rotate`. */
export function registerKeysCommand(program: Command, io: CliIo): void {
  const keys = program.command('keys').description('Field-encryption keys of the notes and secrets at rest (RAFDESK_FIELD_KEYS, or the PGlite data folder\'s key file)');
  keys.command('rotate')
    .description('Seal every note and secret under the current key. On PGlite without RAFDESK_FIELD_KEYS a new key is made and put first in the data folder\'s key file; with RAFDESK_FIELD_KEYS, put the new key first there (and on every server) before running it')
    .addOption(dataOption())
    .addOption(jsonOption())
    .action(async (raw: { data: string; json?: boolean }) => withServices(io, raw.data, async (services) => {
      const database = databaseOf(process.env, raw.data);
      let next: string | undefined;
      if (!process.env.RAFDESK_FIELD_KEYS && 'dataDir' in database) {
        const current = await persistedFieldKeys(database.dataDir, () => newFieldKeyEntry('k1'));
        next = `${newFieldKeyEntry(nextKeyId(current))},${current}`;
        // Written before anything is sealed with it: a rotation stopped half way leaves every value openable.
        await writeFieldKeys(database.dataDir, next);
      }
      const result = await services.resealUnderCurrentKey(next);
      if ('error' in result) {
        io.stderr.write(`error: ${result.error}\n`);
        io.exitCode = EXIT_CODES.usage;
        return;
      }
      const total = Object.values(result.sealed).reduce((sum, count) => sum + count, 0);
      const columns = Object.entries(result.sealed).filter(([, count]) => count > 0).map(([column, count]) => `  ${column}: ${count}\n`);
      printResult(io, raw.json, { keyId: result.keyId, newKey: next !== undefined, total, sealed: result.sealed },
        `Sealed ${total} value(s) under key ${result.keyId}${next === undefined ? '' : ' (new; kept first in the data folder\'s key file with the older keys)'}.\n${columns.join('')}`);
    }));
}
