import { describe, expect, it } from 'vitest';
import { findGaps, noteFactsOf, suspectRules, type GapDiagnosis, type GapFacts } from '@rafdesk/core';
import * as engine from '@rafdesk/core/raf';
import { demoNoteContent, planDemoGaps, type DemoGapStory } from './demo-gap-plan.js';
import { planDemoPractice } from './demo-plan.js';

const TODAY = '2026-12-02';
const PAYMENT_YEAR = 2027;
const plan = planDemoPractice({ today: TODAY, patientCount: 300 });
const stories = planDemoGaps(plan, { today: TODAY, paymentYear: PAYMENT_YEAR });

const year = (date: string) => Number(date.slice(0, 4));

/** The facts the server will read of a story's patient: this year's record, the earlier one, the history and the note. */
function factsOf(story: DemoGapStory): GapFacts {
  const record = (code: string, date: string, active: boolean): GapDiagnosis => ({ code, dateOfService: date, serviceYear: year(date), origin: 'record', historySource: null, active });
  const note = story.note === null ? { medications: [], vitals: [], problems: [] } : noteFactsOf({ serviceDate: story.note.serviceDate, content: demoNoteContent(story.note, 'face-to-face') });
  return {
    paymentYear: PAYMENT_YEAR,
    diagnoses: [
      ...story.patient.diagnoses.map((d) => record(d.code, d.serviceDate, d.active)),
      ...story.earlierCodes.map((d) => record(d.code, d.serviceDate, true)),
      ...story.history.map((line): GapDiagnosis => ({ code: line.code, dateOfService: line.dateOfService, serviceYear: year(line.dateOfService), origin: 'imported-history', historySource: line.source, active: true })),
    ],
    ...note,
  };
}

const gapsOf = (story: DemoGapStory) => findGaps(engine, factsOf(story), suspectRules())._unsafeUnwrap();

describe('planDemoGaps', () => {
  it('gives the demo doctor a patient for every kind of gap, each patient once, the same on every run', () => {
    expect(stories.map((story) => story.shows)).toHaveLength(13);
    expect(new Set(stories.map((story) => story.patient.documentId)).size).toBe(stories.length);
    expect(stories.every((story) => story.patient.doctorUserName === 'doctor' && story.patient.active)).toBe(true);
    expect(planDemoGaps(planDemoPractice({ today: TODAY, patientCount: 300 }), { today: TODAY, paymentYear: PAYMENT_YEAR })).toEqual(stories);
  });

  it('raises the gap each story is for, by the rules and the engine the server runs', () => {
    const found = stories.map((story) => ({ shows: story.shows, gaps: gapsOf(story) }));
    const open = (gaps: ReturnType<typeof gapsOf>) => gaps.filter((gap) => gap.coverage !== 'closed');
    for (const { shows, gaps } of found) expect(open(gaps).length, shows).toBeGreaterThan(0);
    const by = (shows: string) => found.find((story) => story.shows.startsWith(shows))?.gaps ?? [];
    expect(by('recapture, partly').find((gap) => gap.hcc === 'HCC327')).toMatchObject({ coverage: 'partly-addressed', addressedBy: { hcc: 'HCC329' } });
    expect(by('recapture, one documented').map((gap) => gap.coverage)).toEqual(expect.arrayContaining(['closed', 'open']));
    expect(by('recapture from an imported claim').some((gap) => gap.kind === 'recapture' && gap.evidence.some((e) => e.source === 'imported-history'))).toBe(true);
    const ruleOf = (shows: string) => open(by(shows)).flatMap((gap) => gap.rules.map((rule) => rule.id));
    expect(ruleOf('suspect: insulin')).toContain('insulin-without-diabetes');
    expect(ruleOf('suspect: an anticoagulant')).toContain('anticoagulant-without-indication');
    expect(ruleOf('suspect: an antidepressant')).toContain('antidepressant-without-depression');
    expect(ruleOf('suspect: BMI')).toContain('bmi-40-or-more');
    expect(ruleOf('suspect: heart failure')).toContain('loop-diuretic-with-heart-failure-words');
    expect(ruleOf('suspect: dialysis')).toContain('dialysis-without-esrd');
    expect(ruleOf('suspect: a leg amputation')).toContain('lower-limb-amputation-status');
    const ckd = open(by('suspect: diabetes coded')).find((gap) => gap.rules.some((rule) => rule.id === 'diabetes-with-ckd'));
    expect(ckd?.evidence.some((e) => e.source === 'imported-history')).toBe(true);
  });
});
