import { err, ok, type Result } from 'neverthrow';
import { blankRow, headingKey, rosterCellForForm } from '../coding/roster-table.js';
import type { IsoDate } from '../domain/calendar-date.js';
import { DiagnosisCodeSchema } from '../domain/diagnosis-code.js';
import { normaliseCode } from '../raf/engine/code-key.js';
import { validationMessages } from '../validation/messages.js';
import { isNpi } from '../validation/npi.js';
import { formatDisplayDate, parseTypedDate } from '../validation/typed-date.js';
import { displayCode } from './coverage.js';
import { HISTORY_SOURCES, type HistorySource } from './gap-facts.js';

/** The columns an imported history may have; a line names its patient by contract number or record id. */
export const HISTORY_FIELDS = ['contractNumber', 'recordId', 'code', 'dateOfService', 'source', 'providerNpi'] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

/** Column headings as the report names them. */
export const HISTORY_LABELS: Readonly<Record<HistoryField, string>> = {
  contractNumber: 'INS Contract No', recordId: 'Record ID', code: 'ICD-10 Code', dateOfService: 'Date of Service', source: 'Source', providerNpi: 'Provider NPI',
};

// Headings are matched as the roster matches its own (no case, blanks or punctuation).
const ALIASES: Readonly<Record<string, HistoryField>> = {
  inscontractno: 'contractNumber', insurancecontractno: 'contractNumber', insurancecontractnumber: 'contractNumber', contractno: 'contractNumber',
  contractnumber: 'contractNumber', contract: 'contractNumber', memberid: 'contractNumber',
  recordid: 'recordId', record: 'recordId',
  code: 'code', icd10: 'code', icd10code: 'code', icd10cm: 'code', icd: 'code', diagnosis: 'code', diagnosiscode: 'code', dx: 'code', dxcode: 'code',
  dateofservice: 'dateOfService', dos: 'dateOfService', servicedate: 'dateOfService', date: 'dateOfService',
  source: 'source', sourcetype: 'source', origin: 'source',
  npi: 'providerNpi', providernpi: 'providerNpi', renderingnpi: 'providerNpi',
};

const SOURCE_WORDS: Readonly<Record<string, HistorySource>> = {
  claim: 'claim', claims: 'claim', chartreview: 'chart-review', chart: 'chart-review', payergaplist: 'payer-gap-list', gaplist: 'payer-gap-list', payergap: 'payer-gap-list',
};

/** At most this many lines in one file. */
export const MAX_HISTORY_ROWS = 50_000;

/** The patient a line names, as the importer found it among the patients the caller may reach. */
export interface HistoryPatient {
  readonly patientId: number;
  readonly recordId: number;
}

/** What lines are checked against, loaded before the check. */
export interface HistoryContext {
  readonly byContractNumber: (contractNumber: string) => HistoryPatient | null;
  readonly byRecordId: (recordId: number) => HistoryPatient | null;
  /** Whether a code (upper case, no dot) is a billable ICD-10-CM code (the catalogue or the ICD-10-CM list). */
  readonly isBillableCode: (code: string) => boolean;
  /** The day of the import: a date of service after it is refused. */
  readonly today: IsoDate;
}

/** One line taken: the diagnosis to store for the patient. */
export interface ImportedDiagnosis {
  readonly line: number;
  readonly patientId: number;
  readonly recordId: number;
  /** Upper case, no dot, as record diagnostics are stored. */
  readonly code: string;
  readonly dateOfService: IsoDate;
  readonly source: HistorySource;
  readonly providerNpi: string | null;
}

/** What became of one line: taken, or refused with every reason as "Column: reason". */
export interface HistoryLineReport {
  readonly line: number;
  readonly status: 'taken' | 'refused';
  readonly errors: readonly string[];
}

export interface HistoryImportPlan {
  readonly taken: readonly ImportedDiagnosis[];
  readonly lines: readonly HistoryLineReport[];
  readonly ignoredColumns: readonly string[];
}

/** The file cannot be read as a history: no heading, a required column missing, no lines, too many lines. */
export interface HistoryFileInvalid {
  readonly kind: 'HistoryFileInvalid';
  readonly problems: readonly string[];
}

type Cells = Partial<Record<HistoryField, string>>;

function patientOf(cells: Cells, context: HistoryContext, errors: string[]): HistoryPatient | null {
  const byContract = cells.contractNumber === undefined ? null : context.byContractNumber(cells.contractNumber);
  if (cells.contractNumber !== undefined && byContract === null) errors.push(`${HISTORY_LABELS.contractNumber}: No patient you may reach has the contract number ${cells.contractNumber}`);
  let byRecord: HistoryPatient | null = null;
  if (cells.recordId !== undefined) {
    const id = /^\d{1,10}$/.test(cells.recordId) ? Number(cells.recordId) : null;
    byRecord = id === null ? null : context.byRecordId(id);
    if (id === null) errors.push(`${HISTORY_LABELS.recordId}: ${validationMessages.numeric(HISTORY_LABELS.recordId)}`);
    else if (byRecord === null) errors.push(`${HISTORY_LABELS.recordId}: No record you may reach has the id ${cells.recordId}`);
  }
  if (cells.contractNumber === undefined && cells.recordId === undefined) errors.push(`${HISTORY_LABELS.contractNumber}: A contract number or a record id is required`);
  if (byContract && byRecord && byContract.patientId !== byRecord.patientId) errors.push(`${HISTORY_LABELS.recordId}: The record id and the contract number name two different patients`);
  return byContract ?? byRecord;
}

function codeOf(cell: string | undefined, context: HistoryContext, errors: string[]): string | null {
  if (cell === undefined) return errors.push(`${HISTORY_LABELS.code}: The ${HISTORY_LABELS.code} field is required`), null;
  const code = DiagnosisCodeSchema.safeParse(cell).success ? normaliseCode(cell) : null;
  if (code === null) return errors.push(`${HISTORY_LABELS.code}: ${cell} is not an ICD-10-CM code`), null;
  if (!context.isBillableCode(code)) return errors.push(`${HISTORY_LABELS.code}: ${displayCode(code)} is not a billable ICD-10-CM code`), null;
  return code;
}

function dateOf(cell: string | undefined, context: HistoryContext, errors: string[]): IsoDate | null {
  if (cell === undefined) return errors.push(`${HISTORY_LABELS.dateOfService}: The ${HISTORY_LABELS.dateOfService} field is required`), null;
  const date = parseTypedDate(rosterCellForForm('dateOfBirth', cell)).unwrapOr(null);
  if (date === null) return errors.push(`${HISTORY_LABELS.dateOfService}: ${validationMessages.date(HISTORY_LABELS.dateOfService)}`), null;
  if (date > context.today) return errors.push(`${HISTORY_LABELS.dateOfService}: The date of service may not be after today (${formatDisplayDate(context.today)})`), null;
  return date;
}

function sourceOf(cell: string | undefined, errors: string[]): HistorySource | null {
  if (cell === undefined) return errors.push(`${HISTORY_LABELS.source}: The ${HISTORY_LABELS.source} field is required (${HISTORY_SOURCES.join(', ')})`), null;
  const source = SOURCE_WORDS[headingKey(cell)] ?? null;
  if (source === null) errors.push(`${HISTORY_LABELS.source}: ${validationMessages.oneOf(HISTORY_LABELS.source)} (claim, chart review, payer gap list)`);
  return source;
}

function npiOf(cell: string | undefined, errors: string[]): string | null {
  if (cell === undefined) return null;
  if (!isNpi(cell)) errors.push(`${HISTORY_LABELS.providerNpi}: ${validationMessages.npi(HISTORY_LABELS.providerNpi)}`);
  return cell.trim();
}

/** Checks one line: the diagnosis to store, or every broken rule as "Column: reason". */
function checkLine(line: number, cells: Cells, context: HistoryContext): ImportedDiagnosis | readonly string[] {
  const errors: string[] = [];
  const patient = patientOf(cells, context, errors);
  const code = codeOf(cells.code, context, errors);
  const dateOfService = dateOf(cells.dateOfService, context, errors);
  const source = sourceOf(cells.source, errors);
  const providerNpi = npiOf(cells.providerNpi, errors);
  if (errors.length > 0 || patient === null || code === null || dateOfService === null || source === null) return errors;
  return { line, patientId: patient.patientId, recordId: patient.recordId, code, dateOfService, source, providerNpi };
}

/**
 * Checks an imported history already read into rows of cells (CSV by `parseCsv`, .xlsx by the server's reader): the
 * first non-blank row names the columns (matched as the roster's are); each line is taken or refused with its
 * reasons, a line repeating an earlier one (same patient, code, date and source) is refused. Pure; the caller stores
 * `taken` (the file is refused as a whole only when it cannot be read as a history).
 */
export function planHistoryImport(rows: readonly (readonly string[])[], context: HistoryContext): Result<HistoryImportPlan, HistoryFileInvalid> {
  const headingIndex = rows.findIndex((row) => !blankRow(row));
  const headings = rows[headingIndex];
  if (headingIndex < 0 || headings === undefined) return err({ kind: 'HistoryFileInvalid', problems: ['The history is empty: the first row must name the columns'] });
  const columns = headings.map((heading) => ALIASES[headingKey(heading)] ?? null);
  const problems: string[] = [];
  const missing = (['code', 'dateOfService', 'source'] as const).filter((field) => !columns.includes(field));
  if (missing.length > 0) problems.push(`The history has no column for: ${missing.map((field) => HISTORY_LABELS[field]).join(', ')}`);
  if (!columns.includes('contractNumber') && !columns.includes('recordId')) problems.push(`The history needs a column for ${HISTORY_LABELS.contractNumber} or ${HISTORY_LABELS.recordId}`);
  const body = rows.map((row, index) => ({ row, line: index + 1 })).filter(({ row, line }) => line > headingIndex + 1 && !blankRow(row));
  if (body.length === 0) problems.push('The history has no lines below its headings');
  if (body.length > MAX_HISTORY_ROWS) problems.push(`The history has ${body.length} lines; at most ${MAX_HISTORY_ROWS} may be imported from one file`);
  if (problems.length > 0) return err({ kind: 'HistoryFileInvalid', problems });
  const taken: ImportedDiagnosis[] = [];
  const seen = new Map<string, number>();
  const lines = body.map(({ row, line }): HistoryLineReport => {
    const cells: Cells = {};
    columns.forEach((field, column) => {
      const cell = row[column]?.trim() ?? '';
      if (field !== null && cell !== '' && cells[field] === undefined) cells[field] = cell;
    });
    const checked = checkLine(line, cells, context);
    if (!('code' in checked)) return { line, status: 'refused', errors: checked };
    const key = `${checked.patientId}|${checked.code}|${checked.dateOfService}|${checked.source}`;
    const first = seen.get(key);
    if (first !== undefined) return { line, status: 'refused', errors: [`${HISTORY_LABELS.code}: The same diagnosis is on line ${first}`] };
    seen.set(key, line);
    taken.push(checked);
    return { line, status: 'taken', errors: [] };
  });
  return ok({ taken, lines, ignoredColumns: headings.filter((heading, column) => columns[column] === null && heading.trim() !== '') });
}
