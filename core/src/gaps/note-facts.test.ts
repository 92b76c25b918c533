import { describe, expect, it } from 'vitest';
import { noteFactsOf, vitalsFromAnswers } from './note-facts.js';

describe('noteFactsOf', () => {
  it('reads the medications, the problem texts and the vitals of a stored note, dated with its service', () => {
    const facts = noteFactsOf({
      serviceDate: '2025-04-01',
      content: {
        encounterType: 'face-to-face',
        medications: [{ name: ' Furosemide ', dose: '40 mg', frequency: 'daily', reasonForUse: 'CHF' }, { name: '', dose: '', frequency: '', reasonForUse: '' }, 'junk'],
        otherTexts: { pastHistory: 'ESRD on hemodialysis', familyHistoryFather: 'heart failure', rosCardiovascular: 'Positive (edema)', examExtremities: 'Left BKA' },
        values: { otherAssessmentNote: 'BMI counselling' },
        vitals: { weightLb: 250, heightIn: 66, bmi: null },
      },
    });
    expect(facts.medications).toEqual([{ date: '2025-04-01', name: 'Furosemide', dose: '40 mg', reasonForUse: 'CHF' }]);
    expect(facts.problems.map((problem) => [problem.field, problem.text])).toEqual([
      ['Past medical history', 'ESRD on hemodialysis'], ['Review of systems: cardiovascular', 'Positive (edema)'], ['Exam: extremities', 'Left BKA'],
      ['Other assessment', 'BMI counselling'], ['Reason for Furosemide', 'CHF'],
    ]);
    expect(facts.vitals).toEqual([{ date: '2025-04-01', weightLb: 250, heightIn: 66, bmi: null }]);
  });

  it('gives what an old or damaged note has, and nothing for content that is not an object', () => {
    expect(noteFactsOf({ serviceDate: '2025-04-01', content: { medications: 'none', otherTexts: null } })).toEqual({ medications: [], vitals: [], problems: [] });
    expect(noteFactsOf({ serviceDate: '2025-04-01', content: 'text' })).toEqual({ medications: [], vitals: [], problems: [] });
  });
});

describe('vitalsFromAnswers', () => {
  it('reads weight, height and BMI from the Vitals group answers', () => {
    expect(vitalsFromAnswers([['Blood pressure (mmHg)', '130/80'], ['Weight (lb)', '262 lb'], ['Height (in)', '67'], ['BMI', '']])).toEqual({ weightLb: 262, heightIn: 67, bmi: null });
  });
});
