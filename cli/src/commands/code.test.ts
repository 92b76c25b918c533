import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { memoryIo } from '../testing-io.js';

const run = async (args: string[], input = '') => {
  const io = memoryIo(input);
  const code = await main(['node', 'rafdesk', 'code', ...args], io);
  return { code, out: io.out(), err: io.err() };
};

describe('rafdesk code', () => {
  it('prints HCCs with labels, factors and codes, dropped codes with reasons, and V24/V28/blend side by side', async () => {
    const { code, out } = await run(['E11.22', 'I110', 'E1010', '?', '--age', '72', '--year', '2026']);
    expect(code).toBe(0);
    expect(out).toMatch(/HCC36\s+Diabetes with Severe Acute Complications\s+0\.166\s+E1010/);
    expect(out).toMatch(/Interaction\s+CNA_DIABETES_HF_V28\s+0\.112/);
    expect(out).toMatch(/E1122\s+HCC37 Diabetes with Chronic Complications: dropped by HCC36/);
    expect(out).toMatch(/\?\s+not an ICD-10-CM code/);
    expect(out).toMatch(/Payment\s+—\s+0\.9\d\d\s+0\.9\d\d/);
  });

  it('prints the payment year, each factor with its status and source, the coding adjustment and the blend', async () => {
    const { out } = await run(['I110', 'T82512A', '--year', '2027']);
    expect(out).toMatch(/Payment year 2027: 2024 CMS-HCC model \(V28\) with the PY2026 relative factors/);
    expect(out).toMatch(/Blend\s+0% V24 \+ 100% V28\s+final\s+CY2027 Rate Announcement \(2026-04-06\)/);
    expect(out).toMatch(/Normalisation V28\s+1\.079\s+from a secondary source\s+tuva-health\/tuva \(open data-warehouse model\), citing the CY2027 Rate Announcement \(2026-04-06\)/);
    expect(out).toMatch(/MA coding adjustment\s+5\.9%\s+final\s+CY2027 Rate Announcement \(2026-04-06\)/);
    expect(out).toMatch(/Code editor: age and sex edits applied/);
  });

  it('prints the CC223 rule once, on the HCC it drops', async () => {
    const { out } = await run(['T82512A', '--year', '2026']);
    expect(out.split('\n').filter((text) => /CC223 rule|another heart-failure HCC/.test(text))).toEqual([expect.stringMatching(/T82512A\s+HCC223 .*counts only with another heart-failure HCC/)]);
  });

  it('tells a code absent from ICD-10-CM ("not an ICD-10-CM code") from one that maps to no HCC', async () => {
    const { out } = await run(['Z0000', 'X9999', '--year', '2026']);
    expect(out).toMatch(/Z0000\s+maps to no HCC in this model/);
    expect(out).toMatch(/X9999\s+not an ICD-10-CM code/);
    const json = JSON.parse((await run(['Z0000', 'X9999', '--json', '--year', '2026'])).out) as { notIcd10: string[] };
    expect(json.notIcd10).toEqual(['X9999']);
  });

  it('reads codes from standard input, newline, comma or blank separated', async () => {
    const { out } = await run(['--json', '--year', '2025'], 'E1122, I110\nE1010 Z0000');
    const report = JSON.parse(out) as { v24: { models: { hccs: { hcc: string }[] }[] }; blend: { model: string } };
    expect(report.v24.models[0]?.hccs.map((hcc) => hcc.hcc)).toEqual(['HCC17', 'HCC85']);
    expect(report.blend.model).toBe('blend');
  });

  it('shows each high-risk flag: why, the alternative and the RAF change as two full engine scores, the same in --json', async () => {
    const { code, out } = await run(['I63.9', 'E11.9', '--year', '2027']);
    expect(code).toBe(0);
    expect(out).toMatch(/High-risk codes \(OIG toolkit\): 1 flagged/);
    expect(out).toMatch(/I63\.9 \(2026-12-31\): .*OIG group "Acute stroke" \(acute-stroke-outside-inpatient-stay v1\)/);
    expect(out).toMatch(/Why: .*inpatient/);
    expect(out).toMatch(/Alternative: Z86\.73/);
    const json = JSON.parse((await run(['I63.9', 'E11.9', '--year', '2027', '--json'])).out) as { highRisk: { code: string; alternative: string; rafChange: { withCode: number; withAlternative: number; difference: number } }[] };
    const [flag] = json.highRisk;
    expect(flag).toMatchObject({ code: 'I63.9', alternative: 'Z86.73' });
    const payment = async (codes: string[]) => (JSON.parse((await run([...codes, '--year', '2027', '--json'])).out) as { blend: { paymentScore: number } }).blend.paymentScore;
    expect([flag?.rafChange.withCode, flag?.rafChange.withAlternative]).toEqual([await payment(['I63.9', 'E11.9']), await payment(['Z86.73', 'E11.9'])]);
    expect(out).toContain(`payment score ${flag?.rafChange.withCode.toFixed(3)} with I63.9, ${flag?.rafChange.withAlternative.toFixed(3)} with Z86.73`);
    expect((await run(['E11.9', 'I63.9', '--year', '2027', '--dob', '1950-03-01'])).out).toMatch(/1 flagged/);
    expect((await run(['E11.9', '--year', '2027'])).out).toMatch(/High-risk codes \(OIG toolkit\): none flagged/);
  });

  it('exits 2 for a bad option', async () => {
    expect((await run(['E1122', '--sex', 'X'])).code).toBe(2);
  });

  it('scores an ESRD beneficiary with the ESRD model: dialysis by default, every term with its factor, the payment steps', async () => {
    const { code, out } = await run(['E119', 'I5022', 'J449', '--esrd', '--year', '2026']);
    expect(code).toBe(0);
    expect(out).toMatch(/^ESRD V24 \(dialysis\), payment year 2026/);
    expect(out).toMatch(/Demographic\s+DI_F70_74\s+0\.624\s+female, 70/);
    expect(out).toMatch(/HCC85\s+Congestive Heart Failure\s+0\.063\s+I5022/);
    expect(out).toMatch(/Raw\s+0\.832/);
    expect(out).toMatch(/Normalised\s+0\.814\s+÷ 1\.022 \(ESRD_DIALYSIS, unconfirmed/);
    expect(out).toMatch(/Payment\s+0\.766/);
    expect((await run(['E119', '--dialysis', '--year', '2026'])).out).toMatch(/Segment DI:/);
  });

  it('--graft-months picks the transplant month or the functioning graft with its months-since-graft add-on', async () => {
    expect((await run(['Z0000', '--graft-months', '1', '--year', '2026'])).out).toMatch(/Add-on\s+TRANSPLANT_KIDNEY_ONLY_1M\s+5\.985/);
    const graft = JSON.parse((await run(['E119', 'I5022', 'J449', '--graft-months', '6', '--json', '--year', '2025'])).out) as { esrd: { segment: { code: string }; paymentScore: number; addOns: { variable: string }[] } };
    expect([graft.esrd.segment.code, graft.esrd.paymentScore, graft.esrd.addOns.map((term) => term.variable)]).toEqual(['GNPA', 3.45, ['FGC_GE65_DUR4_9_ND_PBD']]);
  });

  it('--rx adds the RxHCC score (--low-income, --pdp pick the segment and the factors) beside CMS-HCC or ESRD', async () => {
    const { code, out } = await run(['E119', 'I5022', 'J449', '--rx', '--year', '2027']);
    expect(code).toBe(0);
    expect(out).toMatch(/RxHCC V08 \(MA-PD\), payment year 2027/);
    expect(out).toMatch(/RXHCC31\s+Diabetes without Complication\s+0\.232\s+E119/);
    expect(out).toMatch(/Payment\s+0\.544/);
    const json = JSON.parse((await run(['E119', '--rx', '--low-income', '--pdp', '--esrd', '--json', '--year', '2027'])).out) as { esrd: { segment: { code: string } }; rx: { planType: string; segment: { code: string } } };
    expect([json.esrd.segment.code, json.rx.planType, json.rx.segment.code]).toEqual(['DI', 'PDP', 'Rx_CE_LowAged']);
  });

  it('refuses a command line without codes, and a beneficiary the engine refuses, naming the option: exit 2', async () => {
    expect(await run([])).toMatchObject({ code: 2, out: '', err: 'error: no codes: give ICD-10-CM codes as arguments (rafdesk code E11.22 I50.22) or on standard input\n' });
    expect(await run([], ' \n, \n')).toMatchObject({ code: 2, out: '' });
    expect(await run(['E119', '--dob', '2030-01-01', '--year', '2026'])).toMatchObject({ code: 2, out: '', err: 'error: --dob: gives an age of -4 on 2026-02-01, not one from 0 to 130\n' });
    expect(await run(['E119', '--dob', '1950-01-01', '--as-of', '1940-01-01', '--esrd'])).toMatchObject({ code: 2, err: expect.stringMatching(/^error: --dob: gives an age of -10 on 1940-01-01/) });
    expect(await run(['E119', '--age', 'seventy'])).toMatchObject({ code: 2, err: 'error: --age: a whole number of years from 0 to 130\n' });
  });

  it('ends quietly with exit 0 when the reader of its output goes away (| head -n 1)', async () => {
    const io = memoryIo('');
    const stdout = new Writable({ write: (_chunk, _encoding, done) => done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE', syscall: 'write' })) });
    expect(await main(['node', 'rafdesk', 'code', 'E119'], { ...io, stdout })).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(io.err()).toBe('');
  });

  it('refuses bad ESRD and RxHCC options with one message and exit 2', async () => {
    const cases: [string[], RegExp][] = [
      [['--graft-months', '0'], /--graft-months: months since the kidney transplant, a whole number from 1 to 1200/],
      [['--graft-months', 'six'], /--graft-months: .*not "six"/],
      [['--graft-months', '4.5'], /--graft-months: /],
      [['--dialysis', '--graft-months', '5'], /--dialysis and --graft-months: a beneficiary is on dialysis or has a kidney graft, not both/],
      [['--low-income'], /--low-income describes the RxHCC score: add --rx/],
      [['--pdp'], /--pdp describes the RxHCC score: add --rx/],
      [['--rx', '--year', '2025'], /--rx: RxHCC cannot be scored for payment year 2025: its source table gives two different values for 770 of 828/],
    ];
    for (const [args, message] of cases) {
      const result = await run(['E119', ...args]);
      expect(result.code).toBe(2);
      expect(result.err).toMatch(message);
      expect(result.err.trim().split('\n')).toHaveLength(1);
    }
  });
});
