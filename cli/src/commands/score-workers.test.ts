import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const cliRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = resolve(cliRoot, '..');

const newest = (folder: string): number =>
  Math.max(
    0,
    ...readdirSync(folder, { withFileTypes: true })
      .filter((entry) => !entry.name.endsWith('.test.ts'))
      .map((entry) => (entry.isDirectory() ? newest(join(folder, entry.name)) : statSync(join(folder, entry.name)).mtimeMs)),
  );

// The worker threads run the built CLI: build it when the sources are newer than the build.
beforeAll(() => {
  const built = join(cliRoot, 'dist/score/score-worker.js');
  const stale = (() => {
    try {
      return statSync(built).mtimeMs < Math.max(newest(join(cliRoot, 'src/score')), newest(join(repoRoot, 'core/src/raf')));
    } catch {
      return true;
    }
  })();
  if (stale) spawnSync('npx', ['tsc', '-b', 'tsconfig.build.json'], { cwd: repoRoot, stdio: 'ignore' });
}, 240_000);

describe('rafdesk score with worker threads', () => {
  it('writes, in input order, the same bytes as scoring in one thread', () => {
    const folder = mkdtempSync(join(tmpdir(), 'rafdesk-workers-'));
    const codes = ['E1122', 'I110', 'E1010', 'Z0000', 'J449', 'N184', 'F329', '?', 'C50011', 'L89154'];
    const lines = Array.from({ length: 12_000 }, (_, i) =>
      i === 4321
        ? 'broken line'
        : JSON.stringify({ id: i, age: 30 + (i % 70), sex: i % 2 ? 'F' : 'M', dual: ['non', 'partial', 'full'][i % 3], institutional: i % 11 === 0, orec: String(i % 2), diagnoses: codes.slice(i % 7, (i % 7) + 4) }),
    );
    writeFileSync(join(folder, 'in.jsonl'), `${lines.join('\n')}\n`);
    const bin = join(cliRoot, 'bin/rafdesk.js');
    const score = (output: string, workers: string) => spawnSync(process.execPath, [bin, 'score', '-i', 'in.jsonl', '-o', output, '--workers', workers], { cwd: folder, encoding: 'utf8' }).status;
    expect(score('threads.jsonl', '2')).toBe(1);
    expect(score('single.jsonl', '0')).toBe(1);
    const threaded = readFileSync(join(folder, 'threads.jsonl'), 'utf8');
    expect(threaded).toBe(readFileSync(join(folder, 'single.jsonl'), 'utf8'));
    const records = threaded.trim().split('\n').map((line) => JSON.parse(line) as { id: number | null; errors: string[] });
    expect(records).toHaveLength(12_000);
    expect(records.map((record) => record.id).filter((id) => id !== null)).toEqual(lines.map((_, i) => i).filter((i) => i !== 4321));
    expect(records[4321]?.errors[0]).toMatch(/^line 4322: not valid JSON/);
  });
});
