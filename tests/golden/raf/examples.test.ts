import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lookupCode, scoreBeneficiary, type ModelResult, type RafInput } from '@rafdesk/core/raf';
import { sharedMissing, sharedRoot } from './shared-data.js';

interface Expected {
  score: number;
  segment: string;
  demographicCell: string;
  hccs: string[];
  interactions: Record<string, number>;
  unmappedCodes: string[];
}
interface Example {
  input: RafInput & { id: string };
  expected: { V24: Expected; V28: Expected };
}

const skip = sharedMissing('cms/examples/examples.jsonl');
if (skip) console.warn(`worked examples ${skip}`);
const examples: Example[] = skip
  ? []
  : readFileSync(join(sharedRoot, 'cms/examples/examples.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Example);

const NOT_INTERACTIONS = /^(D\d+P?|LTIMCAID|ORIGDS|OriginallyDisabled_(Male|Female))$/;

/** What the examples record for one model, read from an explained result. */
function observed(result: ModelResult, segment: string) {
  const prefix = `${segment}_`;
  return {
    score: result.rawScore.toFixed(3),
    segment,
    demographicCell: (result.demographics[0]?.variable ?? '').slice(prefix.length).replace(/^N?MCAID_N?ORIGDIS_NE/, ''),
    hccs: result.hccs.map((hcc) => hcc.hcc.slice(3)).sort(),
    interactions: result.interactions.map((term) => term.variable.slice(prefix.length)).sort(),
    unmappedCodes: result.dropped.filter((drop) => ['invalid', 'unmapped', 'not-billable'].includes(drop.reason.kind)).map((drop) => drop.code).sort(),
  };
}

const wanted = (expected: Expected) => ({
  score: expected.score.toFixed(3),
  segment: expected.segment,
  demographicCell: expected.demographicCell.replace(/^NE[FM]/, (text) => text.slice(2)),
  hccs: [...expected.hccs].sort(),
  interactions: Object.keys(expected.interactions).filter((name) => !NOT_INTERACTIONS.test(name)).sort(),
  unmappedCodes: [...expected.unmappedCodes].sort(),
});

function check(example: Example, model: 'V24' | 'V28', year: 2025 | 2026) {
  const result = scoreBeneficiary(example.input, { model, year })._unsafeUnwrap();
  const modelResult = result.models[0] as ModelResult;
  return { got: observed(modelResult, result.segment.code), want: wanted(example.expected[model]) };
}

const categoriesOf = (code: string, year: 2025 | 2026) => {
  const found = lookupCode(code, year);
  return JSON.stringify([found.v24?.map((ref) => ref.number).sort(), found.v28?.map((ref) => ref.number).sort()]);
};

describe.skipIf(skip !== null)('the 255 worked examples', () => {
  it('are all present', () => {
    expect(examples).toHaveLength(255);
  });

  it('all score the same under the PY2025 tables they were computed from (3 decimals, segment, cell, HCCs, interactions, unmapped codes)', () => {
    for (const example of examples) {
      for (const model of ['V24', 'V28'] as const) {
        const { got, want } = check(example, model, 2025);
        expect({ id: example.input.id, model, ...got }).toEqual({ id: example.input.id, model, ...want });
      }
    }
  });

  it('score the same under the PY2026 tables unless a code maps differently in CMS 2026 mapping', () => {
    let compared = 0;
    for (const example of examples) {
      const changed = example.input.diagnoses.filter((code) => categoriesOf(code, 2025) !== categoriesOf(code, 2026));
      if (changed.length > 0) continue;
      compared++;
      for (const model of ['V24', 'V28'] as const) {
        const { got, want } = check(example, model, 2026);
        expect({ id: example.input.id, model, ...got, unmappedCodes: [] }).toEqual({ id: example.input.id, model, ...want, unmappedCodes: [] });
      }
    }
    expect(compared).toBeGreaterThan(240);
  });
});
