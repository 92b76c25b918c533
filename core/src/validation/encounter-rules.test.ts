import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { serviceDateWindow, isWithinServiceWindow } from './service-date.js';
import { checkAttachLimit } from './attach-limit.js';
import { visitOptionIdsFromSelection } from './visit-option-ids.js';
import { validateServiceDate, validateAttachedCount, validateMedicationRows, validateNoteValues } from './smart-pn-rules.js';
import { shouldSearch, RECORDS_VIEW_SEARCH } from './search-rules.js';

describe('service date window', () => {
  it('runs from 90 days before today to today, both included', () => {
    expect(serviceDateWindow('2026-03-31')).toEqual({ earliest: '2025-12-31', latest: '2026-03-31' });
    expect(isWithinServiceWindow('2025-12-31', '2026-03-31')).toBe(true);
    expect(isWithinServiceWindow('2025-12-30', '2026-03-31')).toBe(false);
    expect(isWithinServiceWindow('2026-04-01', '2026-03-31')).toBe(false);
  });

  it('accepts a typed date in the window and names the window when outside', () => {
    expect(validateServiceDate('03-01-2026', '2026-03-31')._unsafeUnwrap()).toBe('2026-03-01');
    expect(validateServiceDate('04-01-2026', '2026-03-31')._unsafeUnwrapErr().issues).toEqual([
      { field: 'serviceDate', message: 'The Service Date must be between 12-31-2025 and 03-31-2026' },
    ]);
    expect(validateServiceDate('', '2026-03-31')._unsafeUnwrapErr().issues[0]?.message).toBe('This field is required');
    expect(validateServiceDate('02-30-2026', '2026-03-31').isErr()).toBe(true);
  });
});

describe('attach limit', () => {
  it('allows 12 diagnostics and refuses a 13th with the wording of each screen', () => {
    expect(checkAttachLimit(12, 'smartPn').isOk()).toBe(true);
    expect(checkAttachLimit(13, 'smartPn')._unsafeUnwrapErr().message).toBe('Selection exceeded - Please select up to 12 diagnostics');
    expect(checkAttachLimit(13, 'recordsView')._unsafeUnwrapErr().message).toBe('Selection exceeded: Please select up to 12 diagnostics.');
    expect(validateAttachedCount(13)._unsafeUnwrapErr().issues[0]?.field).toBe('diagnoses');
  });
});

describe('visit option ids', () => {
  it('takes the leading number before an underscore or a space, unique and ascending', () => {
    expect(visitOptionIdsFromSelection(['12_Cough', '7 Fever', '12_Cough again', '660'])._unsafeUnwrap()).toEqual([7, 12, 660]);
  });

  it('refuses an item without a leading number', () => {
    expect(visitOptionIdsFromSelection(['Cough_12'])._unsafeUnwrapErr().item).toBe('Cough_12');
    expect(visitOptionIdsFromSelection(['12a_x']).isErr()).toBe(true);
  });

  it('always gives numeric, unique, ascending ids for well-formed items', () => {
    const item = fc.tuple(fc.integer({ min: 1, max: 9999 }), fc.constantFrom('_', ' '), fc.string({ maxLength: 8 })).map(([id, sep, rest]) => `${id}${sep}${rest}`);
    fc.assert(fc.property(fc.array(item), (items) => {
      const ids = visitOptionIdsFromSelection(items)._unsafeUnwrap();
      expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
      expect(ids.length).toBe(new Set(items.map((i) => Number(/^\d+/.exec(i)?.[0]))).size);
    }));
  });

  it('never throws on any list of texts', () => {
    fc.assert(fc.property(fc.array(fc.string()), (items) => {
      expect(typeof visitOptionIdsFromSelection(items).isOk()).toBe('boolean');
    }));
  });
});

describe('Smart PN fields', () => {
  it('requires every medication field', () => {
    const issues = validateMedicationRows([{ name: 'Metformin', dose: '500 mg', frequency: '', reasonForUse: 'Diabetes' }])._unsafeUnwrapErr().issues;
    expect(issues).toEqual([{ field: 'medications.0.frequency', message: 'This field is required' }]);
  });

  it('reads the numeric and date values and refuses text in numeric ones', () => {
    expect(validateNoteValues({ gravida: '2', painIntensity: '7', lastMenstrualPeriod: '01-15-2026' })._unsafeUnwrap()).toMatchObject({ gravida: 2, painIntensity: 7, lastMenstrualPeriod: '2026-01-15' });
    expect(validateNoteValues({ para: 'two' })._unsafeUnwrapErr().issues[0]?.field).toBe('para');
    expect(validateNoteValues({ painIntensity: 11 }).isErr()).toBe(true);
  });
});

describe('search rules', () => {
  it('searches the records view from 3 characters', () => {
    expect([shouldSearch(RECORDS_VIEW_SEARCH, 'e1'), shouldSearch(RECORDS_VIEW_SEARCH, 'e11')]).toEqual([false, true]);
  });
});
