import { describe, expect, it } from 'vitest';
import { VisitOptionSchema, type VisitOption } from '../domain/visit-option.js';
import { chooseOption } from '../machines/smart-pn/questionnaire-view.js';
import { emptySections } from '../machines/smart-pn/wizard-sections.js';
import { contradictionIssues } from './exclusive-answers.js';
import { validateSoapAnswers } from './soap-answers.js';

const group = (groupId: number, groupDescription: string, answers: readonly string[], inputType: VisitOption['inputType'] = 'Check') =>
  answers.map((description, index) => VisitOptionSchema.parse({
    id: groupId * 100 + index + 1, description, groupId, groupDescription, header: null, inputType, required: false, tooltip: null, image: null,
    maleOrder: groupId * 100 + index, femaleOrder: groupId * 100 + index,
  }));

const OPTIONS = [
  ...group(32, 'ROS - Eyes', ['Negative', 'Positive', 'Comment']),
  ...group(60, 'General Appearance', ['Normal', 'Abnormal', 'Not examined', 'Comment']),
  ...group(18, 'Surgical History', ['None', 'Appendectomy', 'CABG', 'Other']),
  ...group(19, 'Immunization', ['Influenza', 'Pneumococcal']),
];
const soap = emptySections().soap;
const choose = (ids: readonly number[]) => ids.reduce((current, id) => chooseOption(current, OPTIONS, id, true), soap).selected;

describe('exclusive answers of a question', () => {
  it('unticks Negative when Positive is chosen, and Normal or Not examined when Abnormal is; a comment stays', () => {
    expect(choose([3201, 3203, 3202])).toEqual([3203, 3202]);
    expect(choose([6001, 6003, 6004, 6002])).toEqual([6004, 6002]);
  });

  it('lets None rule out every other answer but a comment, and a real answer rule out None', () => {
    expect(choose([1802, 1803, 1801])).toEqual([1801]);
    expect(choose([1801, 1802, 1803])).toEqual([1802, 1803]);
  });

  it('leaves answers that go together alone', () => {
    expect(choose([1901, 1902])).toEqual([1901, 1902]);
  });

  it('names the question of each contradiction, so a stored or sent note that holds one is refused', () => {
    expect(contradictionIssues(OPTIONS, [3201, 3202, 6001, 6002, 1901, 1902])).toEqual([
      { field: 'soap.group.32', message: 'ROS - Eyes: Negative and Positive cannot both be chosen' },
      { field: 'soap.group.60', message: 'General Appearance: Normal and Abnormal cannot both be chosen' },
    ]);
    expect(validateSoapAnswers(OPTIONS, { selected: [3201, 3202], texts: {} })._unsafeUnwrapErr().issues)
      .toEqual([{ field: 'soap.group.32', message: 'ROS - Eyes: Negative and Positive cannot both be chosen' }]);
  });
});
