import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDataFolder, dataFileHash, rafDataFolder } from '@rafdesk/adapters/tables';
import { repoRoot } from './shared-data.js';

// The engine's data files are content-addressed: a set's file is named by the SHA-256 of its bytes and the manifest
// names each year by the SHA-256 of its file, so a value changed by hand (or lost) is found here, not in a score.
describe('the shipped data files (core/data/raf)', () => {
  const folder = join(repoRoot, 'core/data/raf');
  const copy = mkdtempSync(join(tmpdir(), 'rafdesk-raf-data-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('are the ones the engine reads, and each file checks: its schema, its SHA-256 name, every reference, nothing unnamed', () => {
    expect(rafDataFolder()).toBe(folder);
    const sets = readdirSync(join(folder, 'sets'));
    expect(sets.length).toBeGreaterThan(10);
    for (const name of sets) expect(`${dataFileHash(readFileSync(join(folder, 'sets', name), 'utf8'))}.json`).toBe(name);
    expect(checkDataFolder(folder)).toEqual([]);
  });

  it('are refused, naming the file, when one value of a set is changed or a year file is', () => {
    cpSync(folder, copy, { recursive: true });
    const year = JSON.parse(readFileSync(join(copy, 'years/2027.json'), 'utf8')) as { tables: { coefficients: { V28: string } } };
    const set = join(copy, 'sets', `${year.tables.coefficients.V28}.json`);
    writeFileSync(set, readFileSync(set, 'utf8').replace(/("CFA_HCC37": )(\d+)/, (_, name: string, value: string) => `${name}${Number(value) + 1}`));
    writeFileSync(join(copy, 'years/2026.json'), readFileSync(join(copy, 'years/2026.json'), 'utf8').replace('"thousandths": 59', '"thousandths": 60'));
    const problems = checkDataFolder(copy);
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^sets/${year.tables.coefficients.V28}\\.json: its content's SHA-256 is [0-9a-f]{64}, not its name$`)));
    expect(problems).toContain(`years/2026.json: its SHA-256 is not the manifest's ${(JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as { years: { year: number; tables: string }[] }).years[1]?.tables}`);
  });
});
