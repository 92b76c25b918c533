import { Button } from 'primereact/button';
import { Panel } from 'primereact/panel';
import { CalculatorFormView, type CalculatorFormViewProps } from './calculator-form-view.js';
import { CalculatorListDialogView, type CalculatorListDialogViewProps } from './calculator-list-dialog-view.js';
import { CalculatorResultsView, type CalculatorResultsViewProps } from './calculator-results-view.js';
import './calculator.css';

export interface CalculatorViewProps {
  readonly userFullName: string;
  readonly userName: string;
  /** Back to PatientsView (the patient diagnostic calculator); null hides it. */
  readonly onBack: (() => void) | null;
  /** Fast Coding Search: shown only once Record ID, Patient Name, DOB, Sex and Plan are filled. */
  readonly onFastCoding: (() => void) | null;
  readonly form: CalculatorFormViewProps;
  readonly message: string | null;
  readonly results: CalculatorResultsViewProps;
  readonly dialog: CalculatorListDialogViewProps;
  /** The patient diagnostic calculator's notes and exports; null in the Mag Calculator. */
  readonly patientTools: null | { readonly doctorNotes: string; readonly magNotes: string; readonly onExportPdf: () => void; readonly onExportExcel: () => void };
  readonly printing: boolean;
}

const NO_NOTES = 'There are no notes for this record';

/** The Mag Calculator, and the patient diagnostic calculator when opened from a patient. */
export function CalculatorView({ userFullName, userName, onBack, onFastCoding, form, message, results, dialog, patientTools, printing }: CalculatorViewProps) {
  return (
    <section className={printing ? 'calculator calculator--printing' : 'calculator'}>
      <header className="calculator__header">
        {onBack && <Button label="Back" icon="pi pi-arrow-left" text className="calculator-controls" onClick={onBack} />}
        <h1>Mag Calculator</h1>
        <span className="calculator__user">{userFullName} <small>({userName})</small></span>
        {onFastCoding && <Button label="Fast Coding Search" icon="pi pi-search" className="calculator-controls" onClick={onFastCoding} />}
      </header>
      <CalculatorFormView {...form} />
      {message && <p className="p-error">{message}</p>}
      {patientTools && (
        <div className="calculator__patient-tools">
          <Panel header="Doctor Notes" toggleable collapsed>{patientTools.doctorNotes || NO_NOTES}</Panel>
          <Panel header="MAG Notes" toggleable collapsed>{patientTools.magNotes || NO_NOTES}</Panel>
          <div className="calculator-controls calculator__exports">
            <Button label="Export PDF" icon="pi pi-file-pdf" outlined onClick={patientTools.onExportPdf} />
            <Button label="Export Excel" icon="pi pi-file-excel" severity="success" outlined onClick={patientTools.onExportExcel} />
          </div>
        </div>
      )}
      <CalculatorResultsView {...results} />
      <CalculatorListDialogView {...dialog} />
    </section>
  );
}
