import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { maskTypedDate } from '@rafdesk/core';
import { ErrorSummary, useFirstInvalidFocus } from '../../shared/components/form-error-focus.js';
import { LabelledField, describedBy } from '../../shared/components/labelled-field.js';
import { MemberPickView, type MemberPickViewProps } from './member-pick-view.js';

export type MemberSource = 'pick' | 'file';
export type NewAuditTextField = 'contract' | 'dueDate';

export interface NewAuditDialogViewProps {
  readonly open: boolean;
  readonly contract: string;
  readonly paymentYear: number | null;
  readonly paymentYears: readonly number[];
  /** As typed: MM-DD-YYYY. */
  readonly dueDate: string;
  readonly source: MemberSource;
  /** The members picked, and the patient search they are picked from. */
  readonly pick: Omit<MemberPickViewProps, 'error'>;
  readonly fileName: string | null;
  readonly busy: boolean;
  /** Messages by field (contract, paymentYear, dueDate, members, file, form), as the server words its refusal. */
  readonly errors: Readonly<Record<string, string>>;
  readonly onText: (field: NewAuditTextField, value: string) => void;
  readonly onPaymentYear: (year: number) => void;
  readonly onSource: (source: MemberSource) => void;
  readonly onFile: (file: File | null) => void;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
}

const SOURCES: readonly { readonly value: MemberSource; readonly label: string }[] = [
  { value: 'pick', label: 'Pick patients' },
  { value: 'file', label: 'A member list file' },
];

/** Opens an audit: the MA contract, payment year, due date, and its members picked by patient search or read from a .csv or .xlsx. */
export function NewAuditDialogView(props: NewAuditDialogViewProps) {
  const { errors } = props;
  const errorFocus = useFirstInvalidFocus(errors);
  const submit = () => { props.onSubmit(); errorFocus.submitted(); };
  return (
    // The contract is what the dialog asks first: it has the focus when the dialog opens, not the header's Close.
    <Dialog header="New audit" visible={props.open} onHide={props.onClose} style={{ width: 'min(44rem, 95vw)' }} focusOnShow={false}
      onShow={() => document.getElementById('radv-contract')?.focus()}
      footer={<><Button type="button" label="Cancel" text onClick={props.onClose} disabled={props.busy} />
        <Button type="button" label="Open the audit" icon="pi pi-check" onClick={submit} loading={props.busy} /></>}>
      <form ref={errorFocus.form} className="radv-form" noValidate onSubmit={(event) => { event.preventDefault(); submit(); }}>
        <ErrorSummary errors={errors} attempt={errorFocus.attempt} />
        {errors.form && <p role="alert" className="p-error">{errors.form}</p>}
        <div className="radv-form__row">
          <LabelledField id="radv-contract" label="Contract (MA contract id)" required error={errors.contract}>
            <InputText id="radv-contract" value={props.contract} placeholder="H1234" maxLength={5} autoComplete="off"
              onChange={(event) => props.onText('contract', event.target.value.toUpperCase())} {...describedBy('radv-contract', errors.contract)} />
          </LabelledField>
          <LabelledField id="radv-payment-year" label="Payment year" required error={errors.paymentYear}>
            <Dropdown inputId="radv-payment-year" value={props.paymentYear} options={props.paymentYears.map((year) => ({ label: String(year), value: year }))}
              placeholder="Payment year" onChange={(event) => props.onPaymentYear(event.value as number)} {...describedBy('radv-payment-year', errors.paymentYear)} />
          </LabelledField>
          <LabelledField id="radv-due-date" label="Due date" required error={errors.dueDate}>
            <InputText id="radv-due-date" value={props.dueDate} placeholder="MM-DD-YYYY" inputMode="numeric" maxLength={10} autoComplete="off"
              onChange={(event) => props.onText('dueDate', maskTypedDate(event.target.value))} {...describedBy('radv-due-date', errors.dueDate)} />
          </LabelledField>
        </div>
        <fieldset className="radv-form__source">
          <legend>Members</legend>
          {SOURCES.map((source) => (
            <span key={source.value} className="radv-form__choice">
              <RadioButton inputId={`radv-source-${source.value}`} name="radv-source" value={source.value} checked={props.source === source.value}
                onChange={() => props.onSource(source.value)} />
              <label htmlFor={`radv-source-${source.value}`}>{source.label}</label>
            </span>
          ))}
        </fieldset>
        {props.source === 'pick' ? <MemberPickView {...props.pick} error={errors.members} /> : (
          <LabelledField id="radv-member-file" label="Member list (.csv or .xlsx with a column INS Contract No)" required error={errors.file}>
            <input id="radv-member-file" type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-invalid={Boolean(errors.file)} aria-describedby={errors.file ? 'radv-member-file-error' : undefined}
              onChange={(event) => props.onFile(event.target.files?.[0] ?? null)} />
            {props.fileName && <small>{`Chosen: ${props.fileName}`}</small>}
          </LabelledField>
        )}
      </form>
    </Dialog>
  );
}
