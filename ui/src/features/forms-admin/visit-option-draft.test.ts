import { describe, expect, it } from 'vitest';
import { aVisitOption } from '@rafdesk/core/testing';
import { draftOf, groupsOf, newDraft, visitOptionOf } from './visit-option-draft.js';

const OPTIONS = [
  aVisitOption({ id: 101, groupId: 1, groupDescription: 'Chief Complaint' }),
  aVisitOption({ id: 3501, groupId: 35, groupDescription: 'Pregnancy', maleOrder: null, femaleOrder: 3500 }),
];

describe('the visit option form', () => {
  it('proposes the next free id and lists the groups once each, by id', () => {
    expect(newDraft(OPTIONS).id).toBe('3502');
    expect(groupsOf([...OPTIONS, aVisitOption({ id: 102, groupId: 1, groupDescription: 'Chief Complaint' })])).toEqual([
      { id: 1, description: 'Chief Complaint' }, { id: 35, description: 'Pregnancy' },
    ]);
  });

  it('requires id, group, description and input type, and whole-number orders', () => {
    expect(visitOptionOf({ ...newDraft(OPTIONS), id: '', maleOrder: '1.5' }, groupsOf(OPTIONS))).toEqual({ errors: {
      id: 'This field is required', groupId: 'This field is required', description: 'This field is required', inputType: 'This field is required',
      maleOrder: 'The Male Order field must be a whole number',
    } });
  });

  it('reads an option back unchanged, a blank order leaving it out of that sex\'s questionnaire', () => {
    const pregnancy = OPTIONS[1]!;
    expect(visitOptionOf(draftOf(pregnancy), groupsOf(OPTIONS))).toEqual({ option: pregnancy });
  });
});
