import { err, ok, type Result } from 'neverthrow';

/** The columns a roster of patients may have; `insurance` and `plan` hold a name or an id, `doctorNpi` the doctor's NPI. */
export const ROSTER_FIELDS = [
  'documentId', 'firstName', 'lastName', 'sex', 'dateOfBirth', 'insurance', 'plan', 'insuranceContractNumber', 'doctorRecordId',
  'phone', 'phone2', 'email', 'street', 'city', 'state', 'zip', 'doctorNpi',
] as const;
export type RosterField = (typeof ROSTER_FIELDS)[number];

/** Column headings as the patient form labels them, for the file's report. */
export const ROSTER_LABELS: Readonly<Record<RosterField, string>> = {
  documentId: 'Document ID', firstName: 'First Name', lastName: 'Last Name', sex: 'Gender', dateOfBirth: 'DOB', insurance: 'Insurance',
  plan: 'Insurance Plan', insuranceContractNumber: 'INS Contract No', doctorRecordId: 'Dr. Record ID', phone: 'Phone 1', phone2: 'Phone 2',
  email: 'Email', street: 'Street', city: 'City', state: 'State', zip: 'Zip', doctorNpi: 'NPI',
};

const REQUIRED: readonly RosterField[] = ['documentId', 'firstName', 'lastName', 'sex', 'dateOfBirth', 'insurance', 'plan', 'phone', 'street', 'city', 'state', 'zip'];

// Headings are matched without case, blanks or punctuation: "INS Contract No", "ins_contract_no" and "insContractNo" are one column.
const ALIASES: Readonly<Record<string, RosterField>> = {
  documentid: 'documentId', documentno: 'documentId', document: 'documentId', mbi: 'documentId',
  firstname: 'firstName', first: 'firstName', lastname: 'lastName', last: 'lastName',
  sex: 'sex', sexid: 'sex', gender: 'sex', dob: 'dateOfBirth', dateofbirth: 'dateOfBirth', birthdate: 'dateOfBirth',
  insurance: 'insurance', insurancename: 'insurance', insuranceid: 'insurance',
  plan: 'plan', insuranceplan: 'plan', planname: 'plan', planid: 'plan',
  insurancecontractno: 'insuranceContractNumber', inscontractno: 'insuranceContractNumber', insurancecontractnumber: 'insuranceContractNumber',
  contractno: 'insuranceContractNumber', contractnumber: 'insuranceContractNumber',
  drrecordid: 'doctorRecordId', doctorrecordid: 'doctorRecordId',
  phone: 'phone', phone1: 'phone', phone2: 'phone2', mobile: 'phone2', email: 'email', email1: 'email',
  street: 'street', address: 'street', city: 'city', state: 'state', zip: 'zip', zipcode: 'zip', npi: 'doctorNpi', doctornpi: 'doctorNpi',
};

/** A roster may hold at most this many patients; larger practices split the file. */
export const MAX_ROSTER_ROWS = 5000;

/** One data line of a roster: its line number in the file (the heading is line 1) and its cells by column. */
export interface RosterLine {
  readonly line: number;
  readonly values: Readonly<Partial<Record<RosterField, string>>>;
}

export interface RosterTable {
  readonly lines: readonly RosterLine[];
  /** Headings that name no roster column; their cells are not read. */
  readonly ignoredColumns: readonly string[];
}

/** The file itself cannot be read as a roster (no heading, a required column missing, too many rows). */
export interface RosterFileInvalid {
  readonly kind: 'RosterFileInvalid';
  readonly problems: readonly string[];
}

/** A column heading as imported files are matched: no case, blanks or punctuation ("INS Contract No" → "inscontractno"). */
export const headingKey = (heading: string): string => heading.toLowerCase().replace(/[^a-z0-9]/g, '');
/** True for a row of an imported file with nothing in it. */
export const blankRow = (row: readonly string[]): boolean => row.every((cell) => cell.trim() === '');

/**
 * Reads a roster's rows (the first non-blank row holds the headings) into lines of named cells. Blank lines are
 * skipped; `needsDoctorColumn` adds NPI to the required columns when the file does not name one doctor for all rows.
 */
export function readRosterTable(rows: readonly (readonly string[])[], options: { needsDoctorColumn: boolean }): Result<RosterTable, RosterFileInvalid> {
  const headingIndex = rows.findIndex((row) => !blankRow(row));
  const headings = rows[headingIndex];
  if (headingIndex < 0 || headings === undefined) return err({ kind: 'RosterFileInvalid', problems: ['The roster is empty: the first row must name the columns'] });
  const columns = headings.map((heading) => ALIASES[headingKey(heading)] ?? null);
  const required = options.needsDoctorColumn ? [...REQUIRED, 'doctorNpi' as const] : REQUIRED;
  const missing = required.filter((field) => !columns.includes(field));
  const problems = missing.length > 0 ? [`The roster has no column for: ${missing.map((field) => ROSTER_LABELS[field]).join(', ')}`] : [];
  const lines: RosterLine[] = [];
  rows.forEach((row, index) => {
    if (index <= headingIndex || blankRow(row)) return;
    const values: Partial<Record<RosterField, string>> = {};
    columns.forEach((field, column) => {
      const cell = row[column]?.trim() ?? '';
      if (field !== null && cell !== '' && values[field] === undefined) values[field] = cell;
    });
    lines.push({ line: index + 1, values });
  });
  if (lines.length === 0) problems.push('The roster has no patients below its headings');
  if (lines.length > MAX_ROSTER_ROWS) problems.push(`The roster has ${lines.length} patients; at most ${MAX_ROSTER_ROWS} may be imported from one file`);
  if (problems.length > 0) return err({ kind: 'RosterFileInvalid', problems });
  return ok({ lines, ignoredColumns: headings.filter((_, column) => columns[column] === null && headings[column]?.trim() !== '') });
}

/** A roster cell as the patient form reads it: M/F for any spelling of the sex, a zero-padded MM-DD-YYYY date. */
export function rosterCellForForm(field: RosterField, cell: string): string {
  if (field === 'sex') {
    const sex = cell.trim().toUpperCase();
    return sex === 'M' || sex === 'MALE' ? 'M' : sex === 'F' || sex === 'FEMALE' ? 'F' : cell;
  }
  if (field === 'dateOfBirth') {
    const typed = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(cell.trim());
    if (typed) return `${typed[1]?.padStart(2, '0')}-${typed[2]?.padStart(2, '0')}-${typed[3]}`;
  }
  return cell;
}
