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
    expect(out).toMatch(/Normalisation V28\s+1\.067\s+unconfirmed\s+none confirmed/);
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

  it('exits 1 for an ESRD beneficiary and 2 for a bad option', async () => {
    expect((await run(['E1122', '--esrd'])).code).toBe(1);
    expect((await run(['E1122', '--sex', 'X'])).code).toBe(2);
  });
});
