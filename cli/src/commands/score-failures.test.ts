// rafdesk score never falls over: a line of any size, any input and output path, a reader that stops early. Each
// case gets its result or one error record and the run goes on, or one error line and the README's exit code.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { main } from '../main.js';
import { MAX_LINE_BYTES } from '../score/line-batches.js';
import { REPOSITORY_ROOT, memoryIo, sourceCliArgs } from '../testing-io.js';

const folder = mkdtempSync(join(tmpdir(), 'rafdesk-score-failures-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type Record = { id: unknown; rawScore: number | null; errors: string[] };
const line = (record: object) => `${JSON.stringify(record)}\n`;
const PERSON = { age: 70, sex: 'F', diagnoses: ['E1122'] };
const MiB = 1 << 20;
// Far past V8's longest string (512 MiB), the size that crashed the run.
const HUGE_LINE_MIB = 600;

async function score(args: string[], input: string | Readable = '', io = memoryIo(input, folder)) {
  const code = await main(['node', 'rafdesk', 'score', '--workers', '0', '--year', '2026', ...args], io);
  const out = io.out();
  const records = out.split('\n').filter((text) => text.startsWith('{')).map((text) => JSON.parse(text) as Record);
  return { code, out, err: io.err(), records };
}

/** Standard input carrying `before`, one line of `mib` MiB that starts with `start`, then `after`, made as it is read. */
function streamWithLongLine(before: string, start: string, mib: number, after: string): Readable {
  const block = Buffer.alloc(MiB, 'A');
  return Readable.from((function* () {
    yield Buffer.from(before + start);
    for (let i = 0; i < mib; i++) yield block;
    yield Buffer.from(`\n${after}`);
  })());
}

describe('rafdesk score never falls over', () => {
  it(`gives a ${HUGE_LINE_MIB} MiB first line of standard input, no valid JSON, one error record with its id, and scores the lines after it`, async () => {
    const start = '{"id":"huge","age":70,"sex":"F","diagnoses":["';
    const input = streamWithLongLine('', start, HUGE_LINE_MIB, line({ id: 'after', ...PERSON }) + line({ id: 'last', ...PERSON }));
    const rssBefore = process.memoryUsage().rss;
    const { code, records, err } = await score([], input);
    expect(code).toBe(1);
    expect(records.map((record) => record.id)).toEqual(['huge', 'after', 'last']);
    expect(records[0]?.errors).toEqual([`line 1: ${(HUGE_LINE_MIB * MiB + start.length).toLocaleString('en-US')} bytes long; a line may have at most 16 MiB, so it was not read`]);
    expect(records[1]?.rawScore).toBe(records[2]?.rawScore);
    expect(records[1]?.errors).toEqual([]);
    expect(err).toBe('1 of 3 lines had errors (see their error records)\n');
    // The line streamed past: it was never held.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * MiB);
  });

  it(`reads past a ${HUGE_LINE_MIB} MiB line in the middle of a file (made sparse: no disk is written) and goes on`, async () => {
    const path = join(folder, 'huge.jsonl');
    const head = Buffer.from(`${line({ id: 'first', ...PERSON })}{"id":7,"age":70,"sex":"F","diagnoses":["`);
    const tail = Buffer.from(`"]}\n${line({ id: 'after', ...PERSON })}`);
    const file = openSync(path, 'w');
    writeSync(file, head, 0, head.length, 0);
    // The gap reads as zero bytes: a line of 600 MiB that the file system does not store.
    writeSync(file, tail, 0, tail.length, head.length + HUGE_LINE_MIB * MiB);
    closeSync(file);
    const { code, records } = await score(['-i', path]);
    expect(code).toBe(1);
    expect(records.map((record) => [record.id, record.errors.length])).toEqual([['first', 0], [7, 1], ['after', 0]]);
    expect(records[1]?.errors[0]).toMatch(/^line 2: 629,145,6\d\d bytes long; a line may have at most 16 MiB/);
  });

  it('refuses a line just over the limit that fits a read (CSV too: its id kept), as one that does not', async () => {
    const csv = `id,age,sex,diagnoses\np1,70,F,E1122\np2,70,F,${'E1122;'.repeat(Math.ceil(MAX_LINE_BYTES / 6) + 1)}\np3,70,M,\n`;
    const { code, out } = await score(['--input-format', 'csv'], csv);
    expect(code).toBe(1);
    const rows = out.trim().split('\n');
    expect(rows.map((row) => row.split(',')[0])).toEqual(['id', 'p1', 'p2', 'p3']);
    expect(rows[2]).toMatch(/^p2,V28,2026,,,,,,,,,"line 3: 16,777,2\d\d bytes long; a line may have at most 16 MiB/);
  });

  it('keeps the id of a line that is no valid JSON and of a short CSV row', async () => {
    const { records } = await score([], `{"id": "cut", "age": 70, "sex": "F", "diagnoses": ["E1122"\n{"id": 12, "age": }\n{"age": 70, "id": "late", "sex":\n`);
    expect(records.map((record) => [record.id, record.errors[0]?.slice(0, 25)])).toEqual([['cut', 'line 1: not valid JSON (E'], [12, 'line 2: not valid JSON (U'], ['late', 'line 3: not valid JSON (U']]);
    const csv = await score(['--input-format', 'csv'], 'age,id,sex\n70,short\n');
    expect(csv.out.split('\n')[1]).toMatch(/^short,V28,2026,,,,,,,,,"line 2: has 2 fields, the header has 3/);
  });

  it('words every refused field for people: no validator wording reaches an error record', async () => {
    const bad = [
      { id: 1, age: 'seventy', sex: 'F' }, { id: 2, age: 70, sex: 'X' }, { id: 3, age: 70 }, { id: 4, age: -5, sex: 'F' }, { id: 5, age: 70.5, sex: 'F' },
      { id: 6, age: 70, sex: 'F', dual: 'maybe' }, { id: 7, age: 70, sex: 'F', institutional: 'perhaps' }, { id: 8, age: 70, sex: 'F', orec: '7' },
      { id: 9, age: 70, sex: 'F', diagnoses: [1, 2] }, { id: 10, age: 70, sex: 'F', graftMonths: 'x' }, { id: { nested: true }, age: null, sex: 'F', diagnoses: {} },
      { id: 12, dob: '19500101', sex: 'F' }, { id: 13, dob: '2031-01-01', sex: 'F' },
    ];
    const { records } = await score([], bad.map(line).join(''));
    expect(records).toHaveLength(bad.length);
    const errors = records.flatMap((record) => record.errors);
    expect(errors).toHaveLength(bad.length);
    for (const error of errors) expect(error).not.toMatch(/Invalid (input|option)|expected \w+, received|Too (small|big)|NaN/);
    expect(errors.slice(0, 3)).toEqual(['line 1: age: a whole number of years', 'line 2: sex: M or F', 'line 3: sex: missing: M or F']);
    expect(errors[12]).toBe('line 13: dob: gives an age of -5 on 2026-02-01, not one from 0 to 130');
  });

  it('writes nothing for an input of white space only, whatever the format asked', async () => {
    for (const args of [[], ['--explain'], ['--format', 'csv'], ['--input-format', 'csv']]) {
      expect(await score(args, ' \n\n\t\r\n  ')).toMatchObject({ code: 0, out: '', err: '' });
    }
    const path = join(folder, 'blank.jsonl');
    writeFileSync(path, '\n'.repeat(100_000));
    expect(await score(['-i', path, '--explain'])).toMatchObject({ code: 0, out: '', err: '' });
    // Blank lines before the first record are counted: the lines keep their numbers.
    const late = await score([], `\n\n${line({ id: 'a', ...PERSON })}oops\n`);
    expect(late.records.map((record) => record.errors)).toEqual([[], [expect.stringMatching(/^line 4: not valid JSON/)]]);
  });

  it('refuses paths it cannot use with one line and exit 2, before it reads or writes anything', async () => {
    const input = join(folder, 'in.jsonl');
    writeFileSync(input, line({ id: 'a', ...PERSON }));
    const cases: [string[], string][] = [
      [['-i', input, '-o', join(folder, 'no-such-folder', 'out.jsonl')], `error: --output: cannot write ${join(folder, 'no-such-folder', 'out.jsonl')}: no such file or folder\n`],
      [['-i', input, '-o', folder], `error: --output: cannot write ${folder}: it is a folder\n`],
      [['-i', folder], `error: --input: ${folder}: it is a folder; give a file, or - for standard input\n`],
      [['-i', 'missing.jsonl'], 'error: --input: missing.jsonl: no such file or folder\n'],
      [['-i', 'in.jsonl', '-o', input], 'error: --input: in.jsonl: it is also the --output file, which would be emptied before it is read\n'],
      [['--workers', 'many'], 'error: --workers: a whole number of threads from 0 to 256\n'],
      [['--json', '--format', 'csv'], 'error: --json and --format csv ask for two output formats: give one\n'],
    ];
    for (const [args, message] of cases) expect(await score(args, line({ id: 'a', ...PERSON }))).toMatchObject({ code: 2, out: '', err: message });
    expect(readFileSync(input, 'utf8')).toBe(line({ id: 'a', ...PERSON }));
  });

  it('--json writes JSON Lines whatever the input format', async () => {
    const { code, records } = await score(['--json', '--input-format', 'csv'], 'id,age,sex,diagnoses\np1,72,F,E1122\n');
    expect(code).toBe(0);
    expect(records.map((record) => record.id)).toEqual(['p1']);
  });

  it('stops quietly with exit 0 when the reader of standard output goes away, in the process and through a real pipe', async () => {
    // A reader that takes one chunk and closes, as `head -n 1` does: the next write fails with EPIPE.
    let taken = 0;
    const stdout = new Writable({
      write(_chunk, _encoding, done) {
        taken++;
        done(taken > 1 ? Object.assign(new Error('write EPIPE'), { code: 'EPIPE', syscall: 'write' }) : null);
      },
    });
    const io = { ...memoryIo(Array.from({ length: 20_000 }, (_, i) => line({ id: i, ...PERSON })).join(''), folder), stdout };
    expect(await main(['node', 'rafdesk', 'score', '--workers', '0'], io)).toBe(0);
    expect(io.err()).toBe('');

    const input = join(folder, 'many.jsonl');
    writeFileSync(input, Array.from({ length: 30_000 }, (_, i) => line({ id: i, ...PERSON })).join(''));
    const node = [process.execPath, ...sourceCliArgs()].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
    const piped = spawnSync('bash', ['-o', 'pipefail', '-c', `${node} score -i '${input}' | head -n 1`], { cwd: REPOSITORY_ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(piped.stderr).toBe('');
    expect(piped.status).toBe(0);
    expect(JSON.parse(piped.stdout) as Record).toMatchObject({ id: 0, errors: [] });
  }, 60_000);
});
