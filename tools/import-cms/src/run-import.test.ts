import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RECIPES, runImport } from './run-import.js';

const root = mkdtempSync(join(tmpdir(), 'rafdesk-import-'));
for (const folder of ['cms', 'icd10cm', 'recipes/years', 'core']) mkdirSync(join(root, folder), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const run = (args: string[]) => {
  const out: string[] = [];
  const error: string[] = [];
  const code = runImport(args, { cwd: root, out: (text) => out.push(text), error: (text) => error.push(text) });
  return { code, out: out.join(''), error: error.join('') };
};
const args = ['cms', '--years', 'recipes/years', '--out', 'core'];

describe('npm run tables:import', () => {
  it('exits 2 with the usage for a missing CMS folder or one that does not exist', () => {
    expect(run([]).code).toBe(2);
    const missing = run(['no-such-folder']);
    expect(missing).toMatchObject({ code: 2, error: `folder not found: ${join(root, 'no-such-folder')}\n` });
  });

  it('refuses a year recipe naming each wrong field, and one named for another year, and writes nothing', () => {
    writeFileSync(join(root, 'recipes/catalogue.json'), readFileSync(join(RECIPES, '../catalogue.json')));
    const py2027 = JSON.parse(readFileSync(join(RECIPES, '2027.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(root, 'recipes/years/2028.json'), JSON.stringify({ ...py2027, year: 2028, stauts: 'final', factors: { ...(py2027.factors as object), blend: { weights: { V24: 10, V28: 100 }, status: 'final', source: 'rate-announcement' } } }));
    writeFileSync(join(root, 'recipes/years/2029.json'), JSON.stringify({ ...py2027, year: 2030 }));
    const refused = run(args);
    expect(refused.code).toBe(1);
    expect(refused.error).toContain('2028.json: file: Unrecognized key: "stauts"');
    expect(refused.error).toContain('2028.json: factors.blend.weights: the blend weights must add up to 100');
    expect(refused.error).toContain('2029.json: year: 2030, but the file is named for 2029 (name it 2030.json)');
    expect(refused.out).toBe('');
  });

  it('names a reference file a recipe needs that the CMS folder lacks', () => {
    rmSync(join(root, 'recipes/years/2029.json'));
    writeFileSync(join(root, 'recipes/years/2028.json'), readFileSync(join(RECIPES, '2027.json'), 'utf8').replace('"year": 2027', '"year": 2028'));
    expect(run(args)).toMatchObject({ code: 1, error: `missing reference file: newer/ICD10_CC_mappings_CMS_HCC_2026_v28.csv (in ${join(root, 'cms')})\n` });
  });
});
