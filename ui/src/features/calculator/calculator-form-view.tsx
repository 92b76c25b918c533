import { useRef } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { OverlayPanel } from 'primereact/overlaypanel';
import { pickerDateOf, typedDateOfPicked, type Sex } from '@rafdesk/core';
import { BirthDateCalendar } from '../../shared/components/birth-date-calendar.js';

/** The calculator form as typed. */
export interface CalculatorDraft {
  readonly recordId: string;
  readonly patientName: string;
  /** MM-DD-YYYY as typed. */
  readonly dateOfBirth: string;
  readonly sex: Sex | null;
  readonly planName: string | null;
}

export interface CalculatorFormViewProps {
  readonly draft: CalculatorDraft;
  readonly errors: Readonly<Partial<Record<keyof CalculatorDraft, string>>>;
  readonly onChange: (change: Partial<CalculatorDraft>) => void;
  readonly sexes: readonly { readonly label: string; readonly value: Sex }[];
  readonly plans: readonly string[];
  /** '78 years old' once the DOB is a date. */
  readonly ageText: string | null;
  readonly readOnly: boolean;
  readonly onReset: () => void;
}

const mask = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('-');
};
function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? <small id={`${id}-error`} className="p-error field-error">{text}</small> : null;
}

/** The calculator's patient: Record ID, Patient Name, DOB (typed MM-DD-YYYY or picked), Sex, Plan, and Reset. */
export function CalculatorFormView({ draft, errors, onChange, sexes, plans, ageText, readOnly, onReset }: CalculatorFormViewProps) {
  const panel = useRef<OverlayPanel>(null);
  return (
    <div className="calculator-form form-grid">
      <div className="field">
        <label htmlFor="calc-recordId">Record ID</label>
        <InputText id="calc-recordId" inputMode="numeric" value={draft.recordId} readOnly={readOnly} invalid={Boolean(errors.recordId)} onChange={(event) => onChange({ recordId: event.target.value.replace(/\D/g, '') })} />
        <FieldError id="calc-recordId" text={errors.recordId} />
      </div>
      <div className="field">
        <label htmlFor="calc-patientName">Patient Name</label>
        <InputText id="calc-patientName" value={draft.patientName} readOnly={readOnly} invalid={Boolean(errors.patientName)} onChange={(event) => onChange({ patientName: event.target.value })} />
        <FieldError id="calc-patientName" text={errors.patientName} />
      </div>
      <div className="field">
        <label htmlFor="calc-dateOfBirth">DOB</label>
        <div className="p-inputgroup">
          <InputText id="calc-dateOfBirth" placeholder="MM-DD-YYYY" inputMode="numeric" maxLength={10} value={draft.dateOfBirth} readOnly={readOnly}
            invalid={Boolean(errors.dateOfBirth)} onChange={(event) => onChange({ dateOfBirth: mask(event.target.value) })} />
          <Button type="button" icon="pi pi-calendar" aria-label="Pick the DOB" disabled={readOnly} onClick={(event) => panel.current?.toggle(event)} />
        </div>
        {ageText && <small className="calculator-form__age">{ageText}</small>}
        <FieldError id="calc-dateOfBirth" text={errors.dateOfBirth} />
        <OverlayPanel ref={panel}>
          <BirthDateCalendar value={pickerDateOf(draft.dateOfBirth)} onPick={(date) => {
            onChange({ dateOfBirth: typedDateOfPicked(date) });
            panel.current?.hide();
          }} />
        </OverlayPanel>
      </div>
      <div className="field">
        <label htmlFor="calc-sex">Sex</label>
        <Dropdown inputId="calc-sex" value={draft.sex} options={[...sexes]} placeholder="Select" disabled={readOnly} onChange={(event) => onChange({ sex: (event.value as Sex | undefined) ?? null })} />
        <FieldError id="calc-sex" text={errors.sex} />
      </div>
      <div className="field">
        <label htmlFor="calc-plan">Plan</label>
        <Dropdown inputId="calc-plan" value={draft.planName} options={plans.map((plan) => ({ label: plan, value: plan }))} placeholder="Select" editable disabled={readOnly}
          onChange={(event) => onChange({ planName: (event.value as string | undefined) ?? null })} />
        <FieldError id="calc-plan" text={errors.planName} />
      </div>
      <div className="calculator-form__reset">
        <Button label="Reset" icon="pi pi-refresh" outlined onClick={onReset} />
      </div>
    </div>
  );
}
