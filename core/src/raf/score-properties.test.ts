import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMOGRAPHIC_ARBITRARIES } from '../testing/builders/beneficiary-arbitrary.js';
import { createBatchScorer, outcomeLists } from './batch-scorer.js';
import type { RafInput } from './beneficiary-input.js';
import type { ModelResult, RafResult } from './explain/result-types.js';
import { lookupCode } from './lookup-code.js';
import { prepareBeneficiary } from './prepare-beneficiary.js';
import { scoreBeneficiary } from './score-beneficiary.js';
import type { RafOptions } from './scoring-plan.js';
import { codeDictionary } from './tables/installed-tables.js';

// A pool with up to two codes for every V24 and V28 HCC (so hierarchies and interactions happen often),
// plus texts that are not codes.
const pool = (() => {
  const perHcc = new Map<string, string[]>();
  for (const code of codeDictionary().split(' ')) {
    const found = lookupCode(code, 2026);
    for (const ref of [...(found.v28 ?? []).map((r) => `V28${r.hcc}`), ...(found.v24 ?? []).map((r) => `V24${r.hcc}`)]) {
      const codes = perHcc.get(ref) ?? [];
      if (codes.length < 2) perHcc.set(ref, [...codes, code]);
    }
  }
  return [...new Set([...perHcc.values()].flat()), 'E11', 'Z0000', '?', 'e11.22', 'NOTACODE'];
})();

const beneficiary = fc.record({ ...DEMOGRAPHIC_ARBITRARIES, snp: fc.boolean() });
const codes = fc.array(fc.constantFrom(...pool), { maxLength: 14 });
const options = fc.constantFrom<RafOptions>({ year: 2026 }, { year: 2025 }, { year: 2027 }, { year: 2026, model: 'V24' }, { year: 2025, codeEditor: 'apply' });

const ok = (input: RafInput, option: RafOptions) => scoreBeneficiary(input, option)._unsafeUnwrap();
const thousandths = (value: number) => Math.round(value * 1000);
const summary = (result: RafResult) => ({
  scores: [result.rawScore, result.normalizedScore, result.paymentScore],
  models: result.models.map((model) => ({
    raw: model.rawScore,
    hccs: model.hccs.map((hcc) => [hcc.hcc, [...hcc.codes].sort()]),
    interactions: model.interactions.map((term) => term.variable),
    dropped: model.dropped.map((drop) => JSON.stringify(drop)).sort(),
  })),
});

describe('RAF invariants', () => {
  it('code order and duplicates never change the result', () => {
    fc.assert(
      fc.property(beneficiary, codes, options, fc.func(fc.integer()), (who, diagnoses, option, order) => {
        const shuffled = [...diagnoses, ...diagnoses.slice(0, 3)].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
        expect(summary(ok({ ...who, diagnoses: shuffled }, option))).toEqual(summary(ok({ ...who, diagnoses }, option)));
      }),
      { numRuns: 300 },
    );
  });

  it('a score equals the sum of its parts', () => {
    const parts = (model: ModelResult) =>
      [...model.demographics, ...model.hccs, ...model.interactions, ...(model.countVariable ? [model.countVariable] : [])].reduce((sum, term) => sum + thousandths(term.coefficient), 0);
    fc.assert(
      fc.property(beneficiary, codes, options, (who, diagnoses, option) => {
        for (const model of ok({ ...who, diagnoses }, option).models) expect(parts(model)).toBe(thousandths(model.rawScore));
      }),
      { numRuns: 300 },
    );
  });

  it('no input string throws: every code text is scored or reported', () => {
    fc.assert(
      fc.property(beneficiary, fc.array(fc.string(), { maxLength: 10 }), (who, diagnoses) => {
        expect(scoreBeneficiary({ ...who, diagnoses }).isOk()).toBe(true);
      }),
    );
  });

  it('adding a code never lowers the raw score except when a hierarchy drops an HCC that counted before', () => {
    fc.assert(
      fc.property(beneficiary, codes, fc.constantFrom(...pool), options, (who, diagnoses, extra, option) => {
        const before = ok({ ...who, diagnoses }, option).models;
        const after = ok({ ...who, diagnoses: [...diagnoses, extra] }, option).models;
        before.forEach((model, i) => {
          const later = after[i] as ModelResult;
          const kept = new Set(later.hccs.map((hcc) => hcc.hcc));
          const hierarchyDrop = model.hccs.some((hcc) => !kept.has(hcc.hcc));
          if (!hierarchyDrop) expect(later.rawScore).toBeGreaterThanOrEqual(model.rawScore);
        });
      }),
      { numRuns: 400 },
    );
  });

  it('the batch path agrees with the explaining path on scores, HCCs, interactions and unmapped codes', () => {
    fc.assert(
      fc.property(beneficiary, codes, options, (who, diagnoses, option) => {
        const explained = ok({ ...who, diagnoses }, option);
        const scorer = createBatchScorer(option)._unsafeUnwrap();
        const prepared = prepareBeneficiary(who, scorer.plan.year)._unsafeUnwrap();
        const outcome = scorer.score(prepared, diagnoses);
        expect([outcome.raw, outcome.normalized, outcome.payment]).toEqual([explained.rawScore, explained.normalizedScore, explained.paymentScore].map((v) => (v === null ? -1 : thousandths(v))));
        const lists = outcomeLists(outcome, diagnoses);
        const prefix = (model: ModelResult) => (explained.models.length > 1 ? `${model.model}:` : '');
        expect(lists.segment).toBe(explained.segment.code);
        expect(lists.hccs).toEqual(explained.models.flatMap((model) => model.hccs.map((hcc) => prefix(model) + hcc.hcc)));
        expect(lists.interactions.sort()).toEqual(explained.models.flatMap((model) => model.interactions.map((term) => prefix(model) + term.variable.replace(/^[A-Z]+_/, ''))).sort());
        const unmappedIn = (model: ModelResult) => new Set(model.dropped.filter((drop) => ['invalid', 'unmapped', 'not-billable'].includes(drop.reason.kind)).map((drop) => drop.code));
        const sets = explained.models.map(unmappedIn);
        expect(lists.unmapped.sort()).toEqual([...(sets[0] ?? [])].filter((code) => sets.every((set) => set.has(code))).sort());
      }),
      { numRuns: 300 },
    );
  });

  it('the reasons of the segment and the demographic cell name this beneficiary, whoever was explained before', () => {
    // Both texts are kept once made (a few hundred in all): a wrong key would hand one beneficiary another's words.
    fc.assert(
      fc.property(fc.array(beneficiary, { minLength: 2, maxLength: 6 }), options, (people, option) => {
        for (const who of people) {
          const explained = ok({ ...who, diagnoses: [] }, option);
          const cell = explained.models[0]?.demographics[0]?.reason ?? '';
          expect(cell).toMatch(new RegExp(`^(new enrollee, )?${who.sex === 'F' ? 'female' : 'male'}, age ${who.age} \\(band `));
          if (who.newEnrollee) expect(cell).toContain(who.dual === 'non' ? 'no Medicaid' : 'with Medicaid');
          if (!who.newEnrollee && !who.institutional) {
            expect(explained.segment.reason).toContain(who.dual === 'non' ? 'not dual' : `${who.dual}-benefit dual`);
            expect(explained.segment.reason).toContain(`(${who.age} ${who.age >= 65 ? '≥' : '<'} 65)`);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
