import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { type ListColumn, ListTable } from '../../shared/components/list-table.js';
import type { CalculatorRow } from './calculator-rows.js';

export interface CalculatorResultsViewProps {
  /** 4 decimals; null before anything is scored. */
  readonly rafTotal: string | null;
  readonly modelLabel: string | null;
  readonly rows: readonly CalculatorRow[];
  readonly expanded: ReadonlySet<string>;
  readonly onExpandedChange: (codes: ReadonlySet<string>) => void;
  readonly onToggle: (code: string, field: 'billedFirstSemester' | 'billedSecondSemester' | 'active') => void;
  /** InsuranceStaff: the checkboxes are disabled. */
  readonly readOnly: boolean;
  /** Row delete (internal roles); null hides it. */
  readonly onDelete: ((code: string) => void) | null;
  readonly onPrint: () => void;
  /** The payment year scored and the years to switch to; null until the engine has loaded. */
  readonly paymentYear?: CalculatorYear | null;
  /** The OIG toolkit's high-risk flags of the active codes (core's screen of a list of codes), each in words. */
  readonly highRisk?: readonly CalculatorFlag[];
}

/** A flagged code of the calculation: the rule's title, why, the alternative and the RAF change in words. */
export interface CalculatorFlag {
  readonly code: string;
  readonly title: string;
  readonly why: string;
  readonly alternative: string;
  readonly rafChange: string;
}

/** Which payment year the calculation scores, and its difference to the year today's coding pays. */
export interface CalculatorYear {
  readonly year: number;
  readonly years: readonly number[];
  readonly onYear: (year: number) => void;
  /** The year today's coding pays (the default). */
  readonly currentYear: number;
  /** "+0.1234 against PY2027" when another year is chosen and both score; null otherwise. */
  readonly difference: string | null;
}

const hcc = (value: number | null) => (value === null ? '' : String(value));
const codeOf = (row: CalculatorRow) => row.code;
type CheckField = 'billedFirstSemester' | 'billedSecondSemester' | 'active';

/**
 * The calculation: RAF total with 4 decimals and the results in the list table (every row is here, so its data
 * columns sort in the browser), with checkboxes and details (Documentation, Alert).
 */
export function CalculatorResultsView({ rafTotal, modelLabel, rows, expanded, onExpandedChange, onToggle, readOnly, onDelete, onPrint, paymentYear, highRisk = [] }: CalculatorResultsViewProps) {
  const check = (field: CheckField, label: string, header: string): ListColumn<CalculatorRow> => ({
    header, cell: (row) => (
      <input type="checkbox" className="calculator-check" aria-label={`${label} ${row.code}`} checked={row[field]} disabled={readOnly} onChange={() => onToggle(row.code, field)} />
    ),
  });
  const columns: ListColumn<CalculatorRow>[] = [
    { header: '#', cell: (_row, index) => index + 1 },
    { header: 'Code', cell: (row) => row.code, sortValue: (row) => row.code, sticky: true },
    { header: 'Description', cell: (row) => row.description, sortValue: (row) => row.description },
    { header: 'Documentation', cell: (row) => row.documentation, sortValue: (row) => row.documentation },
    { header: 'CMSHcc1', cell: (row) => hcc(row.cmsHcc1), sortValue: (row) => row.cmsHcc1 },
    { header: 'CMSHcc2', cell: (row) => hcc(row.cmsHcc2), sortValue: (row) => row.cmsHcc2 },
    { header: 'RxHcc1', cell: (row) => hcc(row.rxHcc1), sortValue: (row) => row.rxHcc1 },
    { header: 'CrosswalkDx', cell: (row) => row.crosswalkDx, sortValue: (row) => row.crosswalkDx },
    { header: 'CrosswalkRx', cell: (row) => row.crosswalkRx, sortValue: (row) => row.crosswalkRx },
    check('billedFirstSemester', 'Billing First Semester', 'BFS'),
    check('billedSecondSemester', 'Billing Second Semester', 'BSS'),
    check('active', 'Active', 'Active'),
    ...(onDelete ? [{
      header: 'Delete', className: 'calculator-controls',
      cell: (row: CalculatorRow) => <Button icon="pi pi-trash" rounded text severity="danger" aria-label={`Delete ${row.code}`} onClick={() => onDelete(row.code)} />,
    }] : []),
  ];
  return (
    <section className="calculator-results">
      <Card className="calculator-raf" title="RAF" subTitle={modelLabel ?? undefined}>
        <strong className="calculator-raf__total" aria-label="RAF Total">{rafTotal ?? '—'}</strong>
        {paymentYear && (
          <span className="calculator-raf__year">
            <label htmlFor="calculator-year">Payment year</label>
            <select id="calculator-year" value={paymentYear.year} onChange={(event) => paymentYear.onYear(Number(event.target.value))}>
              {paymentYear.years.map((year) => <option key={year} value={year}>PY{year}{year === paymentYear.currentYear ? ' (today\'s coding)' : ''}</option>)}
            </select>
            {paymentYear.difference && <small aria-label="Difference to today's payment year">{paymentYear.difference}</small>}
          </span>
        )}
        <Button label="Print" icon="pi pi-print" outlined className="calculator-controls" onClick={onPrint} />
      </Card>
      {highRisk.length > 0 && (
        <section className="calculator-high-risk" aria-labelledby="calculator-high-risk-title">
          <h2 id="calculator-high-risk-title">High-risk codes (OIG toolkit)</h2>
          <ul>
            {highRisk.map((flag) => (
              <li key={`${flag.code}-${flag.title}`}>
                <strong>{flag.code}</strong>: {flag.title}. Why: {flag.why} Alternative: {flag.alternative}. RAF change: {flag.rafChange}.
              </li>
            ))}
          </ul>
        </section>
      )}
      <ListTable label="Calculation" rows={rows} rowKey={codeOf} columns={columns} loading={false} emptyMessage="Paste a list of codes with Fast Coding Search"
        expansion={{
          expanded, onChange: (codes) => onExpandedChange(new Set([...codes].map(String))), rowLabel: codeOf,
          details: (row) => (
            <dl className="calculator-details"><div><dt>Documentation</dt><dd>{row.documentation || '—'}</dd></div><div><dt>Alert</dt><dd>{row.alert || 'No Alert'}</dd></div></dl>
          ),
        }} />
    </section>
  );
}
