import { describe, expect, it } from 'vitest';
import * as engine from '../raf/index.js';
import { findGaps } from './find-gaps.js';
import { hccHierarchy, hccNumber } from './hcc-hierarchy.js';
import rulesFile from './rules/suspect-rules.v1.json' with { type: 'json' };
import { loadSuspectRules, suspectRules } from './suspect-rules.js';

const rules = suspectRules();
const carrying = (facts: Parameters<typeof findGaps>[1], id: string) =>
  findGaps(engine, facts, rules)._unsafeUnwrap().filter((gap) => gap.coverage !== 'closed' && gap.rules.some((rule) => rule.id === id));

describe('the suspect rules file', () => {
  it('holds at least 15 rules, each with a V28 payment HCC its first closing code maps to, and a named source', () => {
    expect(rules.rules.length).toBeGreaterThanOrEqual(15);
    for (const rule of rules.rules) {
      const hierarchy = hccHierarchy(engine, 'V28', 2026);
      const hcc = hccNumber(rule.hcc) ?? -1;
      expect(hierarchy.labelOf(hcc), `${rule.id}: ${rule.hcc} is a V28 HCC`).not.toBe('');
      expect(hierarchy.hccsOf(rule.closingCodes[0] ?? ''), `${rule.id}: ${rule.closingCodes[0]} maps to ${rule.hcc}`).toContain(hcc);
      expect(rule.sources.every((source) => source.title !== '' && source.publisher !== '')).toBe(true);
    }
  });

  it('refuses a file whose rule breaks the schema, naming the path, and one that repeats an id', () => {
    const broken = { ...rulesFile, rules: [{ ...rulesFile.rules[0], hcc: 'diabetes' }] };
    expect(loadSuspectRules(broken)._unsafeUnwrapErr().problems[0]).toMatch(/^rules\.0\.hcc: must be a payment HCC/);
    const twice = { ...rulesFile, rules: [rulesFile.rules[0], rulesFile.rules[0]] };
    expect(loadSuspectRules(twice)._unsafeUnwrapErr().problems).toEqual(['rules: the id insulin-without-diabetes is used twice']);
  });
});

describe.each(rules.rules.map((rule) => [rule.id, rule] as const))('suspect rule %s', (id, rule) => {
  it(`fires: ${rule.fixtures.fires.description}`, () => {
    const [gap] = carrying(rule.fixtures.fires.facts, id);
    expect(gap?.hcc).toBe(rule.hcc);
    expect(gap?.evidence.some((item) => item.ruleId === id && item.text !== '')).toBe(true);
  });

  it(`does not fire on the near miss: ${rule.fixtures.nearMiss.description}`, () => {
    expect(carrying(rule.fixtures.nearMiss.facts, id)).toEqual([]);
  });
});
