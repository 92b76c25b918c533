import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { memoryIo } from '../testing-io.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const cms = resolve(repoRoot, '../shared/cms');
const skip = existsSync(cms) ? null : `skipped: ${cms} not present`;
if (skip) console.warn(`rafdesk tables import ${skip}`);

describe('rafdesk tables import', () => {
  it.skipIf(skip !== null)('writes the compiled tables and catalogue, byte for byte the committed ones', async () => {
    const out = mkdtempSync(join(tmpdir(), 'rafdesk-tables-'));
    const io = memoryIo();
    expect(await main(['node', 'rafdesk', 'tables', 'import', cms, '--out', out], io)).toBe(0);
    expect(io.out()).toContain('written   src/raf/tables/mappings.generated.ts');
    for (const path of ['src/raf/tables/mappings.generated.ts', 'src/raf/tables/years.generated.ts', 'data/icd10cm-fy2026.tsv']) {
      expect(readFileSync(join(out, path), 'utf8') === readFileSync(join(repoRoot, 'core', path), 'utf8'), path).toBe(true);
    }
  });

  it('exits 2 for a folder that does not exist', async () => {
    expect(await main(['node', 'rafdesk', 'tables', 'import', '/no/such/folder'], memoryIo())).toBe(2);
  });
});
