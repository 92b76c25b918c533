import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importTables } from '@rafdesk/adapters/tables';
import { readerOf, repoRoot, sharedMissing } from './shared-data.js';

const skip = sharedMissing('cms', 'icd10cm');
if (skip) console.warn(`table import ${skip}`);

describe.skipIf(skip !== null)('rafdesk tables import from the reference files', () => {
  const imported = skip ? null : importTables({ cms: readerOf('cms'), icd10cm: readerOf('icd10cm') });

  it('compiles every reference file', () => {
    expect(imported?.isOk()).toBe(true);
  });

  it('gives byte for byte the committed tables and catalogue', () => {
    const files = imported?._unsafeUnwrap() ?? [];
    expect(files.map((file) => file.path).sort()).toEqual([
      'data/icd10cm-fy2026.tsv',
      'src/raf/tables/code-editor.generated.ts',
      'src/raf/tables/codes.generated.ts',
      'src/raf/tables/factor-sets.generated.ts',
      'src/raf/tables/hashes.generated.ts',
      'src/raf/tables/mappings.generated.ts',
      'src/raf/tables/structure.generated.ts',
      'src/raf/tables/years.generated.ts',
    ]);
    for (const file of files) {
      const committed = readFileSync(join(repoRoot, 'core', file.path), 'utf8');
      expect(committed === file.content, `${file.path} differs from a fresh import`).toBe(true);
    }
  });

  it('reports a missing reference file by name', () => {
    const cms = readerOf('cms');
    const result = importTables({ cms: (path) => (path === 'ra_labels_2026.csv' ? null : cms(path)), icd10cm: readerOf('icd10cm') });
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'MissingSourceFile', file: 'ra_labels_2026.csv' });
  });
});
