import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Column } from 'primereact/column';
import { RowToggler, toggled } from '../../shared/components/row-toggler.js';
import { DataTable, type DataTableExpandedRows } from 'primereact/datatable';
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
}

const hcc = (value: number | null) => (value === null ? '' : String(value));

/** The calculation: RAF total with 4 decimals and the results table with checkboxes and details (Documentation, Alert). */
export function CalculatorResultsView({ rafTotal, modelLabel, rows, expanded, onExpandedChange, onToggle, readOnly, onDelete, onPrint }: CalculatorResultsViewProps) {
  const check = (row: CalculatorRow, field: 'billedFirstSemester' | 'billedSecondSemester' | 'active', label: string) => (
    <input type="checkbox" className="calculator-check" aria-label={`${label} ${row.code}`} checked={row[field]} disabled={readOnly} onChange={() => onToggle(row.code, field)} />
  );
  return (
    <section className="calculator-results">
      <Card className="calculator-raf" title="RAF" subTitle={modelLabel ?? undefined}>
        <strong className="calculator-raf__total" aria-label="RAF Total">{rafTotal ?? '—'}</strong>
        <Button label="Print" icon="pi pi-print" outlined className="calculator-controls" onClick={onPrint} />
      </Card>
      <DataTable value={rows as CalculatorRow[]} dataKey="code" size="small" stripedRows emptyMessage="Paste a list of codes with Fast Coding Search"
        expandedRows={Object.fromEntries([...expanded].map((code) => [code, true])) as DataTableExpandedRows}
        rowExpansionTemplate={(row: CalculatorRow) => (
          <dl className="calculator-details"><div><dt>Documentation</dt><dd>{row.documentation || '—'}</dd></div><div><dt>Alert</dt><dd>{row.alert || 'No Alert'}</dd></div></dl>
        )}>
        <Column header={<span className="sr-only">Row details</span>} style={{ width: '3rem' }} className="calculator-controls"
          body={(row: CalculatorRow) => <RowToggler open={expanded.has(row.code)} label={row.code} onToggle={() => onExpandedChange(toggled(expanded, row.code))} />} />
        <Column header="#" body={(_row: CalculatorRow, options) => options.rowIndex + 1} />
        <Column field="code" header="Code" />
        <Column field="description" header="Description" />
        <Column field="documentation" header="Documentation" />
        <Column header="CMSHcc1" body={(row: CalculatorRow) => hcc(row.cmsHcc1)} />
        <Column header="CMSHcc2" body={(row: CalculatorRow) => hcc(row.cmsHcc2)} />
        <Column header="RxHcc1" body={(row: CalculatorRow) => hcc(row.rxHcc1)} />
        <Column field="crosswalkDx" header="CrosswalkDx" />
        <Column field="crosswalkRx" header="CrosswalkRx" />
        <Column header="BFS" body={(row: CalculatorRow) => check(row, 'billedFirstSemester', 'Billing First Semester')} />
        <Column header="BSS" body={(row: CalculatorRow) => check(row, 'billedSecondSemester', 'Billing Second Semester')} />
        <Column header="Active" body={(row: CalculatorRow) => check(row, 'active', 'Active')} />
        {onDelete && <Column header="Delete" className="calculator-controls" body={(row: CalculatorRow) => (
          <Button icon="pi pi-trash" rounded text severity="danger" aria-label={`Delete ${row.code}`} onClick={() => onDelete(row.code)} />
        )} />}
      </DataTable>
    </section>
  );
}
