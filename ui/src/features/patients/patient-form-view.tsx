import { Button } from 'primereact/button';
import { PATIENT_ESRD_STATUS_LABELS, PatientEsrdStatusSchema, type Sex } from '@rafdesk/core';
import { CheckField, ChoiceField, DateField, TextField } from './form-fields.js';
import type { PatientDraft } from './patient-draft.js';
import { ErrorSummary, useFirstInvalidFocus } from '../../shared/components/form-error-focus.js';

type Option<T> = { readonly label: string; readonly value: T };

export interface PatientFormViewProps {
  readonly draft: PatientDraft;
  /** The first message of each field ('This field is required', …). */
  readonly errors: Readonly<Partial<Record<keyof PatientDraft, string>>>;
  readonly onChange: (change: Partial<PatientDraft>) => void;
  /** The doctor selector (roles other than Doctor and Staff); null hides it. */
  readonly doctors: readonly Option<number>[] | null;
  readonly insurances: readonly Option<number>[];
  readonly plans: readonly Option<number>[];
  readonly genders: readonly Option<Sex>[];
  readonly emailRequired: boolean;
  readonly editing: boolean;
  readonly saving: boolean;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
}

const ESRD_OPTIONS = PatientEsrdStatusSchema.options.map((value) => ({ label: PATIENT_ESRD_STATUS_LABELS[value], value }));

/** The patient form: every field of the patient form payload, Close and Create (or Edit when editing). */
export function PatientFormView(props: PatientFormViewProps) {
  const { draft, errors, onChange, doctors, insurances, plans, genders, emailRequired, editing, saving, onSubmit, onClose } = props;
  const errorFocus = useFirstInvalidFocus(errors);
  const text = (field: keyof PatientDraft & string, label: string, required = false, type?: 'email' | 'tel') => (
    <TextField id={`patient-${field}`} label={label} required={required} type={type} value={String(draft[field] ?? '')} error={errors[field]}
      onChange={(value) => onChange({ [field]: value })} />
  );
  return (
    <form ref={errorFocus.form} className="patient-form" noValidate onSubmit={(event) => { event.preventDefault(); onSubmit(); errorFocus.submitted(); }}>
      <ErrorSummary errors={errors} attempt={errorFocus.attempt} />
      <div className="form-grid">
        {doctors && <ChoiceField id="patient-doctorId" label="Doctor" required value={draft.doctorId} options={doctors} error={errors.doctorId} onChange={(doctorId) => onChange({ doctorId })} />}
        {text('documentId', 'Document ID', true)}
        {text('firstName', 'First Name', true)}
        {text('lastName', 'Last Name', true)}
        <ChoiceField id="patient-sex" label="Gender" required value={draft.sex} options={genders} error={errors.sex} onChange={(sex) => onChange({ sex })} />
        <DateField id="patient-dateOfBirth" label="DOB" required value={draft.dateOfBirth} error={errors.dateOfBirth} onChange={(dateOfBirth) => onChange({ dateOfBirth })} />
        <ChoiceField id="patient-insuranceId" label="Insurance" required value={draft.insuranceId} options={insurances} error={errors.insuranceId} onChange={(insuranceId) => onChange({ insuranceId })} />
        <ChoiceField id="patient-planId" label="Insurance Plan" required value={draft.planId} options={plans} error={errors.planId} onChange={(planId) => onChange({ planId })} />
        {text('insuranceContractNumber', 'INS Contract No')}
        {text('doctorRecordId', 'Dr. Record ID')}
        {text('phone', 'Phone 1', true, 'tel')}
        {text('phone2', 'Phone 2', false, 'tel')}
        {text('email', 'Email', emailRequired, 'email')}
        {text('street', 'Street', true)}
        {text('city', 'City', true)}
        {text('state', 'State', true)}
        {text('zip', 'Zip', true)}
        <ChoiceField id="patient-esrdStatus" label="ESRD status" value={draft.esrdStatus} options={ESRD_OPTIONS} error={errors.esrdStatus}
          onChange={(esrdStatus) => onChange({ esrdStatus: esrdStatus ?? 'none' })} />
        {/* Months decide the transplant month or the graft's duration in the ESRD model: asked only for a transplant. */}
        {draft.esrdStatus === 'transplant' && (
          <TextField id="patient-monthsSinceTransplant" label="Months since transplant" required
            value={draft.monthsSinceTransplant} error={errors.monthsSinceTransplant} onChange={(monthsSinceTransplant) => onChange({ monthsSinceTransplant })} />
        )}
        <CheckField id="patient-lowIncomeSubsidy" label="Part D low-income subsidy" checked={draft.lowIncomeSubsidy} error={errors.lowIncomeSubsidy}
          onChange={(lowIncomeSubsidy) => onChange({ lowIncomeSubsidy })} />
      </div>
      <div className="form-section__actions">
        <Button type="button" label="Close" text onClick={onClose} />
        <Button type="submit" label={editing ? 'Edit' : 'Create'} icon="pi pi-check" loading={saving} />
      </div>
    </form>
  );
}
