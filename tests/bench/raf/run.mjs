#!/usr/bin/env node
// `npm run bench:raf`: patients per second of the RAF engine alone (one core) and of `rafdesk score`
// end to end (worker threads), then of the ESRD and RxHCC models beside them, on 1,000,000 synthetic beneficiaries with 8 diagnoses each, and the
// peak memory of the CLI, each with the CPU time it used and the load average around it (on a shared
// machine wall-clock rates fall with the load; patients per CPU-second show what the program itself costs).
// Uses the built dist (building first when it is missing).
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beneficiary, generator } from './synthetic.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const COUNT = Number(process.env.RAF_BENCH_COUNT ?? 1_000_000);
const rate = (count, ms) => Math.round((count / ms) * 1000).toLocaleString('en-US');
const seconds = (ms) => (ms / 1000).toFixed(2);
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');

if (!existsSync(join(root, 'cli/dist/main.js')) || !existsSync(join(root, 'core/dist/raf/index.js')) || !existsSync(join(root, 'adapters/dist/tables/node-raf-tables.js'))) {
  console.log('building (tsc -b tsconfig.build.json)…');
  spawnSync('npx', ['tsc', '-b', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
}
const { createBatchScorer, installRafTables, scoreEsrd, scoreRx } = await import(join(root, 'core/dist/raf/index.js'));
// The engine reads its data files (core/data/raf) through the source the CLI installs too.
installRafTables((await import(join(root, 'adapters/dist/tables/index.js'))).nodeRafTables());

// ESRD and RxHCC run through the explaining functions (they are off the CMS-HCC batch path): each rate is
// measured on its own smaller set, one core, with a spread of ESRD statuses (six in ten on dialysis, one in
// ten in a transplant month, three in ten with a functioning graft).
function esrdStatus(index) {
  const slot = index % 10;
  if (slot < 6) return { dialysis: true };
  return slot === 6 ? { graftMonths: 1 + (index % 3) } : { graftMonths: 4 + (index % 27) };
}

function supplementalAlone(count, score) {
  const random = generator(11);
  const people = Array.from({ length: count }, (_, i) => beneficiary(random, i));
  let checksum = 0;
  for (let i = 0; i < Math.min(count, 5_000); i++) checksum += score(people[i], i).rawScore;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < count; i++) checksum += score(people[i], i).rawScore;
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  if (!Number.isFinite(checksum)) throw new Error('a score was not a number');
  return { wall, cpu: (used.user + used.system) / 1000 };
}

async function engineAlone() {
  // PY2027, V28, with the Medicare Code Editor age and sex edits applied (the engine's default).
  const scorer = createBatchScorer({ year: 2027, codeEditor: 'apply' })._unsafeUnwrap();
  const random = generator(7);
  // A million distinct beneficiaries held compactly (demographics and code numbers in typed arrays, read in
  // order as a stream would deliver them) and copied into one reused object and code list per score.
  const pool = [];
  const poolIndex = new Map();
  const codes = new Uint8Array(COUNT * 8);
  const ages = new Uint8Array(COUNT);
  const flags = new Uint8Array(COUNT);
  for (let i = 0; i < COUNT; i++) {
    const person = beneficiary(random, i);
    ages[i] = person.age;
    flags[i] = (person.sex === 'F' ? 1 : 0) | (['non', 'partial', 'full'].indexOf(person.dual) << 1) | (person.institutional ? 8 : 0) | (person.newEnrollee ? 16 : 0) | (person.snp ? 32 : 0) | (person.orec === '1' ? 64 : 0);
    person.diagnoses.forEach((code, j) => {
      if (!poolIndex.has(code)) poolIndex.set(code, pool.push(code) - 1);
      codes[i * 8 + j] = poolIndex.get(code);
    });
  }
  const duals = ['non', 'partial', 'full'];
  const slot = { age: 0, sex: 'F', dual: 'non', institutional: false, newEnrollee: false, snp: false, orec: 0 };
  const diagnoses = new Array(8).fill('');
  const run = (count) => {
    let checksum = 0;
    for (let i = 0; i < count; i++) {
      const f = flags[i];
      slot.age = ages[i];
      slot.sex = f & 1 ? 'F' : 'M';
      slot.dual = duals[(f >> 1) & 3];
      slot.institutional = (f & 8) !== 0;
      slot.newEnrollee = (f & 16) !== 0;
      slot.snp = (f & 48) === 48;
      slot.orec = f & 64 ? 1 : 0;
      for (let j = 0; j < 8; j++) diagnoses[j] = pool[codes[i * 8 + j]];
      checksum += scorer.score(slot, diagnoses).raw;
    }
    return checksum;
  };
  run(Math.min(COUNT, 200_000));
  const cpu = process.cpuUsage();
  const started = performance.now();
  run(COUNT);
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

async function writeInput(file, count = COUNT) {
  const out = createWriteStream(file);
  const random = generator(2026);
  for (let i = 0; i < count; i++) {
    if (!out.write(`${JSON.stringify(beneficiary(random, i))}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

function cliEndToEnd(input, output, extra = []) {
  const script = `const { main } = await import(${JSON.stringify(join(root, 'cli/dist/main.js'))});
const started = performance.now();
const code = await main(['node', 'rafdesk', 'score', '--input', ${JSON.stringify(input)}, '--output', ${JSON.stringify(output)}, '--year', '2027'${extra.map((arg) => `, ${JSON.stringify(arg)}`).join('')}${process.env.RAF_BENCH_WORKERS ? `, '--workers', ${JSON.stringify(process.env.RAF_BENCH_WORKERS)}` : ''}]);
const usage = process.resourceUsage();
console.log(JSON.stringify({ code, ms: performance.now() - started, maxRssKb: usage.maxRSS, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000 }));`;
  const wrapper = join(folder, 'score.mjs');
  writeFileSync(wrapper, script);
  const child = spawnSync(process.execPath, [...(process.env.RAF_BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.RAF_BENCH_PROFILE}`] : []), wrapper], { cwd: root, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout.trim().split('\n').pop());
}

// `rafdesk score` as a user runs it: the wall clock from the start of the process to its exit (start-up included: at
// 300,000 lines it is a large share), RAF_BENCH_PROCESS_RUNS runs, best and median.
const PROCESS_COUNT = Number(process.env.RAF_BENCH_PROCESS_COUNT ?? 300_000);
const PROCESS_RUNS = Number(process.env.RAF_BENCH_PROCESS_RUNS ?? 3);
async function processStartToExit() {
  const input = join(folder, 'process.jsonl');
  const output = join(folder, 'process-out.jsonl');
  await writeInput(input, PROCESS_COUNT);
  const walls = [];
  for (let run = 0; run < PROCESS_RUNS; run++) {
    const started = performance.now();
    const child = spawnSync(process.execPath, [join(root, 'cli/bin/rafdesk.js'), 'score', '--input', input, '--output', output, '--year', '2027'], { cwd: root, encoding: 'utf8' });
    walls.push(performance.now() - started);
    if (child.status !== 0) throw new Error(`rafdesk score exited ${child.status}: ${child.stderr}`);
  }
  if ((await countLines(output)) !== PROCESS_COUNT) throw new Error('rafdesk score wrote the wrong number of lines');
  const sorted = [...walls].sort((a, b) => a - b);
  return { best: sorted[0], median: sorted[Math.floor(sorted.length / 2)], walls };
}

async function countLines(file) {
  let count = 0;
  for await (const chunk of createReadStream(file)) for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) count++;
  return count;
}

const folder = mkdtempSync(join(tmpdir(), 'rafdesk-bench-'));
try {
  const workers = process.env.RAF_BENCH_WORKERS ?? String(availableParallelism() <= 2 ? 0 : availableParallelism() - 1);
  console.log(`RAF benchmark: ${COUNT.toLocaleString('en-US')} synthetic beneficiaries, 8 diagnoses each, payment year 2027 (V28, code-editor edits applied)`);
  console.log(`machine: ${availableParallelism()} cores; load average ${load()} (1, 5, 15 min) before; other work on the machine lowers the wall-clock rates, not the per-CPU-second ones`);
  const engine = await engineAlone();
  console.log(`engine alone, one core:   ${rate(COUNT, engine.wall)} patients/s (wall ${seconds(engine.wall)} s), ${rate(COUNT, engine.cpu)} patients per CPU-second (CPU ${seconds(engine.cpu)} s); load average ${load()}`);
  const input = join(folder, 'beneficiaries.jsonl');
  await writeInput(input);
  const output = join(folder, 'scores.jsonl');
  const cli = cliEndToEnd(input, output);
  if (cli.code !== 0) throw new Error(`rafdesk score exited ${cli.code}`);
  const lines = await countLines(output);
  if (lines !== COUNT) throw new Error(`rafdesk score wrote ${lines} lines for ${COUNT}`);
  console.log(`rafdesk score end to end: ${rate(lines, cli.ms)} patients/s (wall ${seconds(cli.ms)} s, ${workers} worker thread(s) + the main thread), ${rate(lines, cli.cpuMs)} patients per CPU-second (CPU ${seconds(cli.cpuMs)} s, all threads); load average ${load()}`);
  const startToExit = await processStartToExit();
  console.log(`rafdesk score, ${PROCESS_COUNT.toLocaleString('en-US')} lines, process start to exit: best ${rate(PROCESS_COUNT, startToExit.best)} patients/s (${seconds(startToExit.best)} s), median ${rate(PROCESS_COUNT, startToExit.median)} (${startToExit.walls.map(seconds).join(', ')} s over ${PROCESS_RUNS} runs); load average ${load()}`);
  const explainCount = Number(process.env.RAF_BENCH_EXPLAIN_COUNT ?? Math.min(COUNT, 100_000));
  const explainInput = join(folder, 'explain.jsonl');
  await writeInput(explainInput, explainCount);
  const explained = cliEndToEnd(explainInput, join(folder, 'explained.jsonl'), ['--explain']);
  if (explained.code !== 0) throw new Error(`rafdesk score --explain exited ${explained.code}`);
  const explainedLines = (await countLines(join(folder, 'explained.jsonl'))) - 1;
  if (explainedLines !== explainCount) throw new Error(`rafdesk score --explain wrote ${explainedLines} lines for ${explainCount}`);
  console.log(`rafdesk score --explain:  ${rate(explainedLines, explained.ms)} patients/s (wall ${seconds(explained.ms)} s for ${explainCount.toLocaleString('en-US')}), ${rate(explainedLines, explained.cpuMs)} patients per CPU-second (CPU ${seconds(explained.cpuMs)} s); load average ${load()}`);
  const supplementalCount = Number(process.env.RAF_BENCH_SUPPLEMENTAL_COUNT ?? Math.min(COUNT, 100_000));
  const esrd = supplementalAlone(supplementalCount, (person, i) => scoreEsrd({ ...person, ...esrdStatus(i) }, { year: 2027 })._unsafeUnwrap());
  console.log(`ESRD engine, one core:    ${rate(supplementalCount, esrd.wall)} patients/s (wall ${seconds(esrd.wall)} s for ${supplementalCount.toLocaleString('en-US')}), ${rate(supplementalCount, esrd.cpu)} patients per CPU-second; load average ${load()}`);
  const rx = supplementalAlone(supplementalCount, (person, i) => scoreRx({ ...person, lowIncome: i % 3 === 0, planType: i % 4 === 0 ? 'PDP' : 'MA-PD' }, { year: 2027 })._unsafeUnwrap());
  console.log(`RxHCC engine, one core:   ${rate(supplementalCount, rx.wall)} patients/s (wall ${seconds(rx.wall)} s for ${supplementalCount.toLocaleString('en-US')}), ${rate(supplementalCount, rx.cpu)} patients per CPU-second; load average ${load()}`);
  const supplementalInput = join(folder, 'supplemental.jsonl');
  await writeInput(supplementalInput, supplementalCount);
  for (const [label, extra] of [['rafdesk score --esrd:   ', ['--esrd']], ['rafdesk score --rx:     ', ['--rx']]]) {
    const scored = cliEndToEnd(supplementalInput, join(folder, 'supplemental-out.jsonl'), extra);
    if (scored.code !== 0) throw new Error(`rafdesk score ${extra.join(' ')} exited ${scored.code}`);
    const scoredLines = await countLines(join(folder, 'supplemental-out.jsonl'));
    if (scoredLines !== supplementalCount) throw new Error(`rafdesk score ${extra.join(' ')} wrote ${scoredLines} lines for ${supplementalCount}`);
    console.log(`${label} ${rate(scoredLines, scored.ms)} patients/s (wall ${seconds(scored.ms)} s for ${supplementalCount.toLocaleString('en-US')}), ${rate(scoredLines, scored.cpuMs)} patients per CPU-second; load average ${load()}`);
  }
  console.log(`rafdesk score peak memory: ${Math.round(cli.maxRssKb / 1024)} MB RSS (input ${Math.round(statSync(input).size / 1048576)} MB, output ${Math.round(statSync(output).size / 1048576)} MB)`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
