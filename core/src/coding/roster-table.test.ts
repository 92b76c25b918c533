import { describe, expect, it } from 'vitest';
import { MAX_ROSTER_ROWS, readRosterTable, rosterCellForForm } from './roster-table.js';

const HEADING = ['Document ID', 'First Name', 'last_name', 'SEX', 'dob', 'Insurance', 'Plan', 'Phone 1', 'Street', 'City', 'State', 'Zip code', 'Notes'];

describe('readRosterTable', () => {
  it('names cells by heading in any spelling, skips blank lines and reports unknown headings', () => {
    const table = readRosterTable([[], HEADING, ['1EG4TE5MK01', 'Luis', 'Perez', 'M', '3/7/1945', 'Caribe', 'Gold', '7875550111', '1 A', 'Ponce', 'PR', '00716', 'x'], ['', ''], ['  ']], { needsDoctorColumn: false });
    expect(table._unsafeUnwrap()).toEqual({
      lines: [{ line: 3, values: { documentId: '1EG4TE5MK01', firstName: 'Luis', lastName: 'Perez', sex: 'M', dateOfBirth: '3/7/1945', insurance: 'Caribe', plan: 'Gold', phone: '7875550111', street: '1 A', city: 'Ponce', state: 'PR', zip: '00716' } }],
      ignoredColumns: ['Notes'],
    });
  });

  it('refuses a file without the required columns (NPI too when no doctor is named for the file)', () => {
    expect(readRosterTable([['Document ID', 'First Name'], ['1', 'A']], { needsDoctorColumn: true })._unsafeUnwrapErr().problems[0])
      .toBe('The roster has no column for: Last Name, Gender, DOB, Insurance, Insurance Plan, Phone 1, Street, City, State, Zip, NPI');
  });

  it('refuses an empty file, a file with headings only and one over the row limit', () => {
    expect(readRosterTable([], { needsDoctorColumn: false })._unsafeUnwrapErr().problems).toEqual(['The roster is empty: the first row must name the columns']);
    expect(readRosterTable([HEADING], { needsDoctorColumn: false })._unsafeUnwrapErr().problems).toEqual(['The roster has no patients below its headings']);
    const many = Array.from({ length: MAX_ROSTER_ROWS + 1 }, () => ['x']);
    expect(readRosterTable([HEADING, ...many], { needsDoctorColumn: false })._unsafeUnwrapErr().problems[0]).toMatch(/at most 5000/);
  });
});

describe('rosterCellForForm', () => {
  it('reads any spelling of the sex and pads typed dates', () => {
    expect(rosterCellForForm('sex', 'female')).toBe('F');
    expect(rosterCellForForm('sex', ' m ')).toBe('M');
    expect(rosterCellForForm('sex', 'X')).toBe('X');
    expect(rosterCellForForm('dateOfBirth', '3/7/1945')).toBe('03-07-1945');
    expect(rosterCellForForm('dateOfBirth', '1945-03-07')).toBe('1945-03-07');
  });
});
