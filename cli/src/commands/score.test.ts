import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { memoryIo } from '../testing-io.js';

const run = async (args: string[], input = '') => {
  const io = memoryIo(input);
  const code = await main(['node', 'rafdesk', 'score', '--workers', '0', ...args], io);
  return { code, out: io.out(), err: io.err(), lines: io.out().trim().split('\n').filter((line) => line !== '') };
};
const line = (record: object) => `${JSON.stringify(record)}\n`;

describe('rafdesk score', () => {
  it('writes one JSON line per input line, in order, with the documented keys', async () => {
    const input = line({ id: 'a', age: 72, sex: 'F', diagnoses: ['E11.22', 'I110', 'Z0000'] }) + line({ id: 'b', age: 64, sex: 'M', newEnrollee: true });
    const { code, lines } = await run(['--year', '2026'], input);
    expect(code).toBe(0);
    expect(lines.map((text) => JSON.parse(text) as unknown)).toEqual([
      { id: 'a', model: 'V28', year: 2026, segment: 'CNA', rawScore: 1.033, normalizedScore: 0.968, paymentScore: 0.911, hccs: ['HCC37', 'HCC226'], interactions: ['DIABETES_HF_V28'], unmapped: ['Z0000'], errors: [] },
      { id: 'b', model: 'V28', year: 2026, segment: 'NE', rawScore: 0.567, normalizedScore: 0.531, paymentScore: 0.5, hccs: [], interactions: [], unmapped: [], errors: [] },
    ]);
    expect(Object.keys(JSON.parse(lines[0] ?? '{}') as object)).toEqual(['id', 'model', 'year', 'segment', 'rawScore', 'normalizedScore', 'paymentScore', 'hccs', 'interactions', 'unmapped', 'errors']);
  });

  it('tells a code that maps to no HCC (unmapped) from one that is no ICD-10-CM code (notIcd10), on every path', async () => {
    const codes = ['E1122', 'Z0000', 'Q9999X', 'XYZ12'];
    const want = { unmapped: ['Z0000'], notIcd10: ['Q9999X', 'XYZ12'] };
    // The byte path (plain JSON Lines), the text path (an object diagnosis sends the line there) and --explain.
    const byBytes = await run(['--year', '2026'], line({ id: 'a', age: 72, sex: 'F', diagnoses: codes }));
    const byText = await run(['--year', '2026'], line({ id: 'a', age: 72, sex: 'F', diagnoses: [...codes.slice(0, 3), { code: 'XYZ12' }] }));
    const explained = await run(['--year', '2026', '--explain'], line({ id: 'a', age: 72, sex: 'F', diagnoses: codes }));
    for (const text of [byBytes.lines[0], byText.lines[0], explained.lines[1]]) {
      const record = JSON.parse(text ?? '{}') as { hccs: string[]; unmapped: string[]; notIcd10?: string[] };
      expect({ hccs: record.hccs, unmapped: record.unmapped, notIcd10: record.notIcd10 }).toEqual({ hccs: ['HCC37'], ...want });
    }
    expect(Object.keys(JSON.parse(byBytes.lines[0] ?? '{}') as object).slice(-3)).toEqual(['unmapped', 'notIcd10', 'errors']);
    const csv = await run(['--year', '2026', '--input-format', 'csv'], `id,age,sex,diagnoses\na,72,F,${codes.join(';')}\n`);
    expect(csv.lines[1]).toMatch(/,Z0000,Q9999X;XYZ12,$/);
  });

  it('scores the payment year today\'s coding pays when no year is given (dates of service this year → next year)', async () => {
    const { lines } = await run([], line({ id: 'a', age: 72, sex: 'F', diagnoses: ['E1122'] }));
    expect((JSON.parse(lines[0] ?? '{}') as { year: number }).year).toBe(Math.min(2027, Math.max(2025, new Date().getUTCFullYear() + 1)));
  });

  it('reads each diagnosis\'s source and leaves out PY2027\'s excluded ones, naming each code and why', async () => {
    const input = line({ id: 'a', age: 72, sex: 'F', diagnoses: [{ code: 'E1122', source: 'audio-only' }, 'I110', { code: 'E1010', source: 'chart-review-unlinked' }] })
      + line({ id: 'b', age: 72, sex: 'F', switchedOrganization: true, diagnoses: [{ code: 'E1010', source: 'chart-review-unlinked' }] });
    const { code, lines } = await run(['--year', '2027'], input);
    expect(code).toBe(0);
    const [first, second] = lines.map((text) => JSON.parse(text) as { hccs: string[]; rawScore: number; excluded?: { code: string; source: string; reason: string }[] });
    expect(first?.hccs).toEqual(['HCC226']);
    expect(first?.rawScore).toBe(0.755);
    expect(first?.excluded?.map((entry) => [entry.code, entry.source])).toEqual([['E1122', 'audio-only'], ['E1010', 'chart-review-unlinked']]);
    expect(second?.hccs).toEqual(['HCC36']);
    expect(second?.excluded).toBeUndefined();
  });

  it('names PY2027\'s excluded codes with their reasons on --rx and --esrd lines too, and in each model\'s explanation', async () => {
    const diagnoses = [{ code: 'E1122', source: 'audio-only' }, 'I110', { code: 'E1010', source: 'chart-review-unlinked' }];
    type Excluded = { code: string; source: string; reason: string }[];
    const named = (excluded: Excluded | undefined) => excluded?.map((entry) => [entry.code, entry.source, entry.reason.split(' (')[0]]);
    const expected = [
      ['E1122', 'audio-only', 'audio-only encounters do not count from PY2027'],
      ['E1010', 'chart-review-unlinked', 'chart review records not linked to an encounter do not count from PY2027, except for a beneficiary who switched MA organization'],
    ];
    for (const args of [['--rx'], ['--esrd'], ['--esrd', '--rx']]) {
      const { code, lines } = await run(['--year', '2027', ...args], line({ id: 'a', age: 72, sex: 'F', diagnoses }));
      expect(code).toBe(0);
      const record = JSON.parse(lines[0] ?? '{}') as { model: string; hccs: string[]; excluded?: Excluded };
      expect(record.model).toBe(args.includes('--esrd') ? 'ESRD' : 'V28');
      expect(record.hccs).not.toContain('HCC37');
      expect(named(record.excluded)).toEqual(expected);
    }
    const explained = await run(['--year', '2027', '--esrd', '--rx', '--explain'], line({ id: 'a', age: 72, sex: 'F', diagnoses }));
    // The first line is the run's header.
    const { explain } = JSON.parse(explained.lines[1] ?? '{}') as { explain: { main: { excluded: Excluded }; rx: { excluded: Excluded } } };
    expect(named(explain.main.excluded)).toEqual(expected);
    expect(named(explain.rx.excluded)).toEqual(expected);
  });

  it('reads a JSON array element by element, one result an element; one cut short gets its error record and one message, exit 1', async () => {
    const array = JSON.stringify([{ id: 'a', age: 72, sex: 'F', diagnoses: ['E1122'] }, 7, { id: 'c', age: 70, sex: 'M' }]);
    const read = await run(['--year', '2026'], array);
    expect(read.code).toBe(1);
    expect(read.lines.map((text) => (JSON.parse(text) as { id: unknown; errors: string[] }).id)).toEqual(['a', null, 'c']);
    expect((JSON.parse(read.lines[1] ?? '{}') as { errors: string[] }).errors).toEqual(['line 2: not a JSON object']);
    // Spread over lines, with an empty element: each keeps its number.
    const spread = await run(['--year', '2026'], '[\n  {"id": "a", "age": 72,\n   "sex": "F"},\n  ,\n  {"id": "c", "age": 70, "sex": "M"}\n]\n');
    expect(spread.lines.map((text) => { const { id, errors } = JSON.parse(text) as { id: unknown; errors: string[] }; return [id, errors.length]; })).toEqual([['a', 0], [null, 1], ['c', 0]]);
    const broken = await run([], '[{"id": "a", ');
    expect(broken.code).toBe(1);
    expect(JSON.parse(broken.out) as object).toMatchObject({ id: 'a', errors: [expect.stringMatching(/^line 1: not valid JSON/)] });
    expect(broken.err).toBe('error: input: the JSON array ends before its closing ]\n');
  });

  it('reads standard input with --input - and writes standard output with --output -', async () => {
    const { code, lines } = await run(['--input', '-', '--output', '-', '--year', '2026'], line({ id: 'a', age: 72, sex: 'F', diagnoses: ['E1122', 'I110'] }));
    expect(code).toBe(0);
    expect((JSON.parse(lines[0] ?? '{}') as { rawScore: number }).rawScore).toBe(1.033);
  });

  it('reads CSV through a CSV parser: quoted fields, any header case, semicolon or tab separators; a short row is an error record', async () => {
    const semicolons = 'ID;Age;SEX;Diagnoses\np1;72;F;"E1122, I110"\np2;70;M\n';
    const read = await run(['--input-format', 'csv', '--year', '2026'], semicolons);
    expect(read.code).toBe(1);
    expect(read.lines[1]).toBe('p1,V28,2026,CNA,1.033,0.968,0.911,HCC37;HCC226,DIABETES_HF_V28,,,');
    // The short row keeps its id.
    expect(read.lines[2]).toMatch(/^p2,V28,2026,,,,,,,,,"line 3: has 3 fields, the header has 4/);
    const tabs = await run(['--input-format', 'csv', '--year', '2026'], 'id\tage\tsex\tdiagnoses\n"p,1"\t72\tF\tE1122\n');
    expect(tabs.lines[1]).toMatch(/^"p,1",V28,2026,CNA,/);
  });

  it('reads the first worksheet of an .xlsx workbook, the first row naming the columns', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Patients');
    sheet.addRow(['Id', 'Age', 'Sex', 'Diagnoses']);
    sheet.addRow(['p1', 72, 'F', 'E1122;I110']);
    const folder = mkdtempSync(join(tmpdir(), 'rafdesk-xlsx-'));
    await workbook.xlsx.writeFile(join(folder, 'in.xlsx'));
    const { code, lines } = await run(['--input', join(folder, 'in.xlsx'), '--year', '2026']);
    expect(code).toBe(0);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ id: 'p1', rawScore: 1.033, hccs: ['HCC37', 'HCC226'] });
  });

  it('gives a bad line an error record naming the line, goes on, and exits 1', async () => {
    const input = `${line({ id: 1, age: 70, sex: 'F' })}not json\n${line({ id: 3, age: 70, sex: 'X' })}${line({ id: 4, age: 70, sex: 'M', graftMonths: 0 })}\n${line({ id: 5, dob: '1955-07-01', sex: 'M' })}`;
    const { code, lines, err } = await run([], input);
    expect(code).toBe(1);
    const records = lines.map((text) => JSON.parse(text) as { id: unknown; errors: string[]; rawScore: number | null });
    expect(records.map((record) => [record.id, record.errors.map((error) => error.slice(0, 25))])).toEqual([
      [1, []],
      [null, ['line 2: not valid JSON (U']],
      [3, ['line 3: sex: M or F']],
      [4, ['line 4: graftMonths: mont']],
      [5, []],
    ]);
    expect(records[4]?.rawScore).toBe(0.396);
    expect(err).toContain('3 of 6 lines had errors');
  });

  it('reads and writes CSV, with diagnoses separated by semicolons', async () => {
    const input = 'id,age,sex,dual,diagnoses\r\np1,72,F,non,E1122;I110\r\np2,70,M,full,"E10.10"\r\n';
    const { code, lines } = await run(['--input-format', 'csv', '--year', '2026'], input);
    expect(code).toBe(0);
    expect(lines).toEqual([
      'id,model,year,segment,rawScore,normalizedScore,paymentScore,hccs,interactions,unmapped,notIcd10,errors',
      'p1,V28,2026,CNA,1.033,0.968,0.911,HCC37;HCC226,DIABETES_HF_V28,,,',
      expect.stringMatching(/^p2,V28,2026,CFA,[\d.]+,[\d.]+,[\d.]+,HCC36,,,,$/),
    ]);
  });

  it('scores the 2025 blend with model-prefixed HCCs and adds every part with --explain', async () => {
    const { lines } = await run(['--year', '2025', '--explain'], line({ id: 'a', age: 72, sex: 'F', diagnoses: ['E1122', 'I110'] }) + line({ id: 'b', age: 70, sex: 'M' }));
    // The constant parts (table hash, statuses, sources) come once, in the header record, not on every line.
    const header = (JSON.parse(lines[0] ?? '{}') as { header: { tablesHash: string; yearStatus: string; factors: { label: string; status: string }[] } }).header;
    expect(header.tablesHash).toMatch(/^[0-9a-f]{64}$/);
    expect(header.factors.map((factor) => [factor.label, factor.status])).toEqual([['Blend', 'final'], ['Normalisation V24', 'proposed'], ['Normalisation V28', 'proposed'], ['MA coding adjustment', 'final']]);
    expect(lines).toHaveLength(3);
    expect(lines[2]).not.toContain('tablesHash');
    const record = JSON.parse(lines[1] ?? '{}') as { model: string; paymentScore: number; hccs: string[]; explain: { models: { model: string }[] } };
    expect(record.model).toBe('blend');
    expect(record.paymentScore).toBe(0.931);
    expect(record.hccs).toEqual(['V24:HCC18', 'V24:HCC85', 'V28:HCC37', 'V28:HCC226']);
    expect(record.explain.models.map((model) => model.model)).toEqual(['V24', 'V28']);
  });

  it('--explain adds each high-risk flag (why, alternative, the two engine scores) on every path; without it no line is screened', async () => {
    type Flag = { code: string; alternative: string; why: string; rafChange: { withCode: number; withAlternative: number } };
    const input = line({ id: 'a', age: 72, sex: 'F', diagnoses: ['I63.9', 'E11.9'] }) + line({ id: 'b', age: 72, sex: 'F', diagnoses: [{ code: 'C34.90' }] }) + line({ id: 'c', age: 72, sex: 'F', diagnoses: ['E11.9'] });
    const { lines } = await run(['--year', '2027', '--explain'], input);
    const records = lines.slice(1).map((text) => JSON.parse(text) as { id: string; paymentScore: number; highRisk: Flag[] });
    expect(records.map((record) => [record.id, record.highRisk.map((flag) => `${flag.code}→${flag.alternative}`)])).toEqual([['a', ['I63.9→Z86.73']], ['b', ['C34.90→Z85.118']], ['c', []]]);
    const [stroke] = records[0]?.highRisk ?? [];
    expect(stroke?.why).toMatch(/inpatient/);
    const payment = async (codes: string[]) => (JSON.parse((await run(['--year', '2027'], line({ age: 72, sex: 'F', diagnoses: codes }))).lines[0] ?? '{}') as { paymentScore: number }).paymentScore;
    expect([stroke?.rafChange.withCode, stroke?.rafChange.withAlternative]).toEqual([await payment(['I63.9', 'E11.9']), await payment(['Z86.73', 'E11.9'])]);
    expect((await run(['--year', '2027'], input)).out).not.toContain('highRisk');
    const csv = await run(['--year', '2027', '--explain', '--input-format', 'csv'], 'id,age,sex,diagnoses\na,72,F,I63.9\n');
    expect(csv.out).toContain('Z86.73');
  });

  it('reads --input and writes --output files', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'rafdesk-score-'));
    writeFileSync(join(folder, 'in.jsonl'), line({ id: 'x', age: 80, sex: 'M' }));
    const io = memoryIo('', folder);
    expect(await main(['node', 'rafdesk', 'score', '--workers', '0', '-i', 'in.jsonl', '-o', 'out.jsonl'], io)).toBe(0);
    expect(JSON.parse(readFileSync(join(folder, 'out.jsonl'), 'utf8')) as object).toMatchObject({ id: 'x', segment: 'CNA' });
  });

  it('writes to a file, many batches long, the same bytes as to an in-memory stream (the file reuses written buffers)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'rafdesk-score-'));
    const codes = ['E1122', 'I110', 'E1010', 'Z0000', 'J449', 'N184', 'F329', 'C50011', 'L89154', 'XYZ12'];
    // About 1 MB of input (several 256 kB batches); every line differs, so a batch written over by the next would show.
    const input = Array.from({ length: 6_000 }, (_, i) => line({ id: `p${i}`, age: 60 + (i % 40), sex: i % 2 ? 'F' : 'M', dual: ['non', 'partial', 'full'][i % 3], diagnoses: codes.slice(i % 6, (i % 6) + 1 + (i % 5)) })).join('');
    writeFileSync(join(folder, 'in.jsonl'), input);
    for (const extra of [[], ['--explain']]) {
      const inMemory = await run(['--year', '2027', ...extra], input);
      expect(await main(['node', 'rafdesk', 'score', '--workers', '0', '--year', '2027', ...extra, '-i', 'in.jsonl', '-o', 'out.jsonl'], memoryIo('', folder))).toBe(0);
      const written = readFileSync(join(folder, 'out.jsonl'), 'utf8');
      expect(written.length).toBeGreaterThan(1_000_000);
      expect(written).toBe(inMemory.out);
    }
  });

  it('exits 2 on bad usage: unknown option value, missing input file', async () => {
    expect((await run(['--year', '2030'])).code).toBe(2);
    expect((await run(['--model', 'v99'])).code).toBe(2);
    expect((await run(['--input', 'no-such-file.jsonl'])).code).toBe(2);
  });

  it('scores ESRD lines with the ESRD model (esrd, dialysis or graftMonths fields, or --esrd for every line) and adds RxHCC with rx or --rx', async () => {
    const input = line({ id: 1, age: 70, sex: 'F', diagnoses: ['E119', 'I5022', 'J449'] })
      + line({ id: 2, age: 70, sex: 'F', esrd: true, diagnoses: ['E119', 'I5022', 'J449'] })
      + line({ id: 3, age: 70, sex: 'F', graftMonths: 6, rx: true, diagnoses: ['E119', 'I5022', 'J449'] })
      + line({ id: 4, age: 70, sex: 'F', graftMonths: 2 });
    const { code, lines } = await run(['--year', '2027'], input);
    expect(code).toBe(0);
    const records = lines.map((text) => JSON.parse(text) as { id: number; model: string; segment: string; paymentScore: number; rx?: { segment: string; paymentScore: number } });
    expect(records.map((r) => [r.id, r.model, r.segment, r.paymentScore, r.rx?.segment ?? null, r.rx?.paymentScore ?? null])).toEqual([
      [1, 'V28', 'CNA', 1.247, null, null],
      [2, 'ESRD', 'DI', 0.766, null, null],
      [3, 'ESRD', 'GNPA', 3.45, 'Rx_CE_NoLowAged', 0.544],
      [4, 'ESRD', 'TRANSPLANT', 0.867, null, null],
    ]);
    const all = await run(['--year', '2026', '--esrd'], line({ id: 1, age: 70, sex: 'F', diagnoses: ['E119', 'I5022', 'J449'] }));
    expect(JSON.parse(all.lines[0] ?? '{}')).toMatchObject({ model: 'ESRD', segment: 'DI', paymentScore: 0.766 });
    const rx = await run(['--year', '2027', '--rx', '--pdp', '--low-income'], line({ id: 1, age: 70, sex: 'F', diagnoses: ['E119'] }));
    expect(JSON.parse(rx.lines[0] ?? '{}')).toMatchObject({ model: 'V28', rx: { planType: 'PDP', segment: 'Rx_CE_LowAged' } });
  });

  it('reads the ESRD and RxHCC columns of CSV input and writes the RxHCC columns', async () => {
    const input = 'id,age,sex,graftMonths,rx,lowIncome,diagnoses\n1,70,F,,,,E119;I5022\n2,70,F,6,true,,E119;I5022;J449\n';
    const { code, lines } = await run(['--input-format', 'csv', '--year', '2027'], input);
    expect(code).toBe(0);
    expect(lines[0]).toBe('id,model,year,segment,rawScore,normalizedScore,paymentScore,hccs,interactions,unmapped,notIcd10,errors,rxPlanType,rxSegment,rxRawScore,rxNormalizedScore,rxPaymentScore,rxHccs,rxErrors');
    expect(lines[1]).toMatch(/^1,V28,2027,CNA,.*,,,,,,,$/);
    expect(lines[2]).toBe('2,ESRD,2027,GNPA,3.769,3.666,3.45,HCC19;HCC85;HCC111,GNPA_DIABETES_CHF;GNPA_CHF_gCopdCF;FGC_GE65_DUR4_9_ND_PBD,,,,MA-PD,Rx_CE_NoLowAged,0.578,0.544,0.544,RXHCC31;RXHCC186;RXHCC229,');
  });

  it('refuses bad ESRD and RxHCC options with one message and exit 2', async () => {
    for (const [args, message] of [
      [['--graft-months', '-1'], /--graft-months: months since the kidney transplant/],
      [['--dialysis', '--graft-months', '4'], /not both/],
      [['--pdp'], /--pdp describes the RxHCC score: add --rx/],
      [['--rx', '--year', '2025'], /--rx: RxHCC cannot be scored for payment year 2025/],
    ] as [string[], RegExp][]) {
      const result = await run(args, line({ id: 1, age: 70, sex: 'F' }));
      expect(result.code).toBe(2);
      expect(result.err).toMatch(message);
      expect(result.out).toBe('');
    }
  });
});
