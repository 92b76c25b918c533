import { describe, expect, it } from 'vitest';
import type { PaymentSubject } from '../coding/record-scoring.js';
import { paymentScoreOf, scorePayment } from '../coding/record-scoring.js';
import { NO_PAYMENT_FACTS } from '../domain/patient-esrd.js';
import * as engine from '../raf/index.js';
import rulesJson from './rules/high-risk-rules.v1.json' with { type: 'json' };
import { ScreenFactsSchema } from './high-risk-rule.js';
import { highRiskRules, loadHighRiskRules } from './high-risk-rules.js';
import { screenCode, screenDiagnoses } from './screen-high-risk.js';

// The portal's catalogue is the ICD-10-CM list (an adapter loads it); every code the fixtures key is in the engine's
// mappings too, so the engine's "known, billable" stands in for it here.
const inCatalogue = (code: string) => { const found = engine.lookupCode(code, 2026); return found.known && !found.header; };
const patient: PaymentSubject = { sex: 'F', dateOfBirth: '1948-11-02', dualStatus: 'none', institutional: false, newEnrollee: false, originalReasonForEntitlement: 0, ...NO_PAYMENT_FACTS };
const score = (codes: string[], year: number) => paymentScoreOf(scorePayment(engine, patient, codes, year)._unsafeUnwrap());

describe('the shipped high-risk rules', () => {
  const { rules } = highRiskRules();

  it('hold one rule per OIG toolkit group, each with a source and both fixtures', () => {
    expect(rules.map((rule) => rule.oigGroup)).toEqual(['Acute stroke', 'Acute heart attack', 'Embolism', 'Lung cancer', 'Breast cancer', 'Colon cancer', 'Prostate cancer', 'Potentially mis-keyed diagnosis codes']);
    for (const rule of rules) expect(rule.sources.some((source) => source.publisher === 'HHS Office of Inspector General')).toBe(true);
  });

  describe.each(rules.map((rule) => [rule.id, rule] as const))('%s', (_id, rule) => {
    const run = (fixture: typeof rule.fixtures.fires) => screenCode(engine, { patient, facts: fixture.facts, inCatalogue, rules: { version: 1, rules: [rule] } }, fixture.screen);

    it(`fires: ${rule.fixtures.fires.description}`, () => {
      const [flag, ...more] = run(rule.fixtures.fires);
      expect(more).toEqual([]);
      expect(flag).toMatchObject({ ruleId: rule.id, ruleVersion: rule.version, dateOfService: rule.fixtures.fires.screen.dateOfService });
      const expected = rule.targets.find((target) => target.prefixes.some((prefix) => rule.fixtures.fires.screen.code.replace('.', '').startsWith(prefix)))?.alternative ?? 'I10';
      expect(flag?.alternative).toBe(expected);
      expect(flag?.why).toContain(flag?.code);
      expect(flag?.why).not.toMatch(/\{\w+\}/);
      const year = Number(rule.fixtures.fires.screen.dateOfService.slice(0, 4)) + 1;
      const codes = [...new Set(rule.fixtures.fires.facts.diagnoses.map((d) => d.code.replace('.', '')))];
      const without = codes.filter((code) => code !== rule.fixtures.fires.screen.code.replace('.', ''));
      expect(flag?.rafChange?.difference).toBeCloseTo(score(codes, year) - score([...without, expected.replace('.', '')], year), 10);
    });

    it(`does not fire on the near miss: ${rule.fixtures.nearMiss.description}`, () => {
      expect(run(rule.fixtures.nearMiss)).toEqual([]);
    });
  });

  it('screens every occurrence of a record once, and names the one flagged', () => {
    const stroke = rules[0]!.fixtures.fires;
    const facts = ScreenFactsSchema.parse({ diagnoses: [...stroke.facts.diagnoses, ...stroke.facts.diagnoses, { code: 'E11.9', dateOfService: '2025-05-10' }] });
    expect(screenDiagnoses(engine, { patient, facts, inCatalogue }).map((flag) => flag.key)).toEqual(['I639@2025-05-10']);
  });

  it('keeps the flag and says why when the engine has no tables for the payment year', () => {
    const [flag] = screenCode(engine, { patient, facts: { diagnoses: [], medications: [], problems: [] }, inCatalogue }, { code: 'I63.9', dateOfService: '2019-03-01' });
    expect(flag).toMatchObject({ ruleId: 'acute-stroke-outside-inpatient-stay', rafChange: null });
    expect(flag?.rafChangeNote).toMatch(/2020/);
  });
});

describe('loadHighRiskRules', () => {
  it('refuses a file that breaks the schema, naming the path', () => {
    const broken = JSON.parse(JSON.stringify(rulesJson)) as { rules: { targets: unknown[] }[] };
    broken.rules[0]!.targets = [];
    expect(loadHighRiskRules(broken)._unsafeUnwrapErr().problems).toEqual(['rules.0.targets: a mis-keyed rule has no targets and every other rule has at least one']);
  });

  it('refuses a rule id used twice', () => {
    const twice = { ...rulesJson, rules: [rulesJson.rules[0], rulesJson.rules[0]] };
    expect(loadHighRiskRules(twice)._unsafeUnwrapErr().problems).toEqual(['rules: the id acute-stroke-outside-inpatient-stay is used twice']);
  });
});
