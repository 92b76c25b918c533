import { describe, expect, it } from 'vitest';
import { parseCsv } from '../coding/csv-table.js';
import { planHistoryImport, type HistoryContext } from './history-import.js';

const context: HistoryContext = {
  byContractNumber: (contract) => (contract === 'H123-0001' ? { patientId: 1, recordId: 11 } : contract === 'H123-0002' ? { patientId: 2, recordId: 22 } : null),
  byRecordId: (id) => (id === 11 ? { patientId: 1, recordId: 11 } : id === 22 ? { patientId: 2, recordId: 22 } : null),
  isBillableCode: (code) => ['E1122', 'I509', 'I4891', 'N186'].includes(code),
  today: '2026-03-01',
};
const plan = (csv: string) => planHistoryImport(parseCsv(csv), context);

describe('planHistoryImport', () => {
  it('takes good lines by contract number or record id, in any heading spelling, with the source and the optional NPI', () => {
    const result = plan('INS Contract No,Record ID,ICD10,DOS,Source,NPI,Notes\nH123-0001,,E11.22,03/14/2025,Claim,1234567893,x\n,22,i50.9,2024-11-02,chart review,,\nH123-0001,,I48.91,1/5/2025,Payer gap list,,')._unsafeUnwrap();
    expect(result.taken).toEqual([
      { line: 2, patientId: 1, recordId: 11, code: 'E1122', dateOfService: '2025-03-14', source: 'claim', providerNpi: '1234567893' },
      { line: 3, patientId: 2, recordId: 22, code: 'I509', dateOfService: '2024-11-02', source: 'chart-review', providerNpi: null },
      { line: 4, patientId: 1, recordId: 11, code: 'I4891', dateOfService: '2025-01-05', source: 'payer-gap-list', providerNpi: null },
    ]);
    expect(result.lines.map((line) => line.status)).toEqual(['taken', 'taken', 'taken']);
    expect(result.ignoredColumns).toEqual(['Notes']);
  });

  it('refuses each bad line with every reason, column first, and takes the rest', () => {
    const result = plan([
      'Contract No,Record ID,Code,Date of Service,Source,Provider NPI',
      'H999,,E11.22,03/14/2025,claim,',
      ',abc,E11.22,03/14/2025,claim,',
      'H123-0001,22,E11.22,03/14/2025,claim,',
      'H123-0001,,E11.9x!,02/30/2025,email,123',
      'H123-0001,,Z00.00,2027-01-01,claim,',
      ',,E11.22,03/14/2025,claim,',
      'H123-0002,,N18.6,2025-01-01,claim,',
      'H123-0002,,N186,01/01/2025,Claims,',
    ].join('\n'))._unsafeUnwrap();
    expect(result.lines.map((line) => [line.line, line.status, ...line.errors])).toEqual([
      [2, 'refused', 'INS Contract No: No patient you may reach has the contract number H999'],
      [3, 'refused', 'Record ID: The Record ID field may only contain numeric characters'],
      [4, 'refused', 'Record ID: The record id and the contract number name two different patients'],
      [5, 'refused', 'ICD-10 Code: E11.9x! is not an ICD-10-CM code', 'Date of Service: The Date of Service field must be a real date written MM-DD-YYYY',
        'Source: The Source field must be one of the offered options (claim, chart review, payer gap list)', 'Provider NPI: The Provider NPI field must be a valid NPI (10 digits with a correct check digit)'],
      [6, 'refused', 'ICD-10 Code: Z00.00 is not a billable ICD-10-CM code', 'Date of Service: The date of service may not be after today (03/01/2026)'],
      [7, 'refused', 'INS Contract No: A contract number or a record id is required'],
      [8, 'taken'],
      [9, 'refused', 'ICD-10 Code: The same diagnosis is on line 8'],
    ]);
    expect(result.taken.map((line) => line.line)).toEqual([8]);
  });

  it('refuses a file it cannot read as a history, saying what is missing', () => {
    expect(plan('')._unsafeUnwrapErr().problems).toEqual(['The history is empty: the first row must name the columns']);
    expect(plan('Name,Code\nAnn,E11.9')._unsafeUnwrapErr().problems).toEqual([
      'The history has no column for: Date of Service, Source', 'The history needs a column for INS Contract No or Record ID',
    ]);
    expect(plan('Record ID,Code,DOS,Source\n\n')._unsafeUnwrapErr().problems).toEqual(['The history has no lines below its headings']);
  });
});
