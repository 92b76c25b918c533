import { useEffect, useState } from 'react';
import { type Doctor, type DoctorId, type PatientListRow, type RoleName, fieldErrors, patientFormNeedsDoctor, validatePatientForm } from '@rafdesk/core';
import { EMPTY_DRAFT, type PatientDraft, draftFromRow, formDraft } from './patient-draft.js';
import type { PatientFormViewProps } from './patient-form-view.js';
import type { PatientLookups, PatientsClient } from './patients-client.js';

export interface PatientForm {
  /** Opens the form empty (Add New Patient) or filled from a listed patient (Edit). */
  readonly open: (row?: PatientListRow) => void;
  readonly visible: boolean;
  readonly view: PatientFormViewProps;
}

const NO_LOOKUPS: PatientLookups = { insurances: [], genders: [], plans: [] };

/**
 * The Add/Edit patient form: core's patient form rules, lookups, and the doctor selector for the roles that choose
 * one; Staff save for the doctor they act for (`actingForDoctor`). `onSaved` runs after a save.
 */
export function usePatientForm(client: PatientsClient, role: RoleName, options: { readonly emailRequired: boolean; readonly onSaved: () => void; readonly actingForDoctor: DoctorId | null }): PatientForm {
  const needsDoctor = patientFormNeedsDoctor(role);
  const [lookups, setLookups] = useState<PatientLookups>(NO_LOOKUPS);
  const [doctors, setDoctors] = useState<readonly Doctor[]>([]);
  const [visible, setVisible] = useState(false);
  const [editing, setEditing] = useState<PatientListRow | null>(null);
  const [draft, setDraft] = useState<PatientDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<PatientFormViewProps['errors']>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!visible) return;
    void client.lookups().map(setLookups);
    if (needsDoctor) void client.doctors().map(setDoctors);
  }, [client, visible, needsDoctor]);
  useEffect(() => {
    if (editing !== null) setDraft(draftFromRow(editing, lookups));
  }, [editing, lookups]);

  const close = () => {
    setVisible(false);
    setEditing(null);
    setDraft(EMPTY_DRAFT);
    setErrors({});
  };
  const submit = () => {
    const checked = validatePatientForm(formDraft(draft, lookups), { actorRole: role, emailRequired: options.emailRequired });
    if (checked.isErr()) {
      setErrors(Object.fromEntries(Object.entries(fieldErrors(checked.error)).map(([field, messages]) => [field, messages[0]])));
      return;
    }
    setErrors({});
    setSaving(true);
    void client.save({ ...checked.value, doctorId: needsDoctor ? checked.value.doctorId : (editing?.doctorId ?? options.actingForDoctor) }, editing).match(() => {
      setSaving(false);
      close();
      options.onSaved();
    }, () => setSaving(false));
  };

  return {
    visible,
    open: (row) => {
      setEditing(row ?? null);
      setDraft(EMPTY_DRAFT);
      setErrors({});
      setVisible(true);
    },
    view: {
      draft, errors, editing: editing !== null, saving, emailRequired: options.emailRequired,
      onChange: (change) => setDraft((current) => ({ ...current, ...change })),
      doctors: needsDoctor ? doctors.map((doctor) => ({ label: `${doctor.fullName} (${doctor.npi})`, value: doctor.id })) : null,
      insurances: lookups.insurances.filter((insurance) => insurance.active || insurance.id === draft.insuranceId).map((insurance) => ({ label: insurance.name, value: insurance.id })),
      plans: lookups.plans.map((plan) => ({ label: plan.name, value: plan.id })),
      genders: lookups.genders.map((gender) => ({ label: gender.label, value: gender.value })),
      onSubmit: submit,
      onClose: close,
    },
  };
}
