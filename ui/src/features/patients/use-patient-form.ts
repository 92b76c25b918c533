import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  type ApiError, type DoctorId, type PatientInput, type PatientListRow, type Plan, type RoleName, PATIENT_FORM_WIRE_NAMES, fieldErrors, patientFormNeedsDoctor, refusalByField,
  validatePatientForm,
} from '@rafdesk/core';
import { EMPTY_DRAFT, type PatientDraft, draftFromRow, formDraft } from './patient-draft.js';
import type { PatientFormViewProps } from './patient-form-view.js';
import type { PatientLookups, PatientsClient } from './patients-client.js';
import { useDoctorsQuery, useInvalidatePatients, usePatientLookupsQuery } from './patients-queries.js';
import { fromResult } from '../../shared/query/from-result.js';

export interface PatientForm {
  /** Opens the form empty (Add New Patient) or filled from a listed patient (Edit). */
  readonly open: (row?: PatientListRow) => void;
  readonly visible: boolean;
  readonly view: PatientFormViewProps;
}

const NO_LOOKUPS: PatientLookups = { insurances: [], genders: [], plans: [] };

/**
 * The Add/Edit patient form: core's patient form rules, lookups, and the doctor selector for the roles that choose
 * one; Staff save for the doctor they act for (`actingForDoctor`). A save marks every patient list stale, so the list shown is read again.
 */
export function usePatientForm(client: PatientsClient, role: RoleName, options: { readonly emailRequired: boolean; readonly actingForDoctor: DoctorId | null }): PatientForm {
  const needsDoctor = patientFormNeedsDoctor(role);
  const [visible, setVisible] = useState(false);
  const lookups = usePatientLookupsQuery(client, visible).data ?? NO_LOOKUPS;
  const doctors = useDoctorsQuery(client, visible && needsDoctor).data ?? [];
  const invalidatePatients = useInvalidatePatients();
  const [editing, setEditing] = useState<PatientListRow | null>(null);
  const [draft, setDraft] = useState<PatientDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<PatientFormViewProps['errors']>({});
  const save = useMutation({
    mutationFn: (input: PatientInput) => fromResult(client.save(input, editing)),
    onSuccess: () => {
      close();
      invalidatePatients();
    },
    // The server's field reasons go under their fields, as the form's own checks do.
    onError: (error: ApiError) => {
      if (error.kind === 'Refused') setErrors(refusalByField(error.messages, PATIENT_FORM_WIRE_NAMES).fields);
    },
  });
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
    save.mutate({ ...checked.value, doctorId: needsDoctor ? checked.value.doctorId : (editing?.doctorId ?? options.actingForDoctor) });
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
      draft, errors, editing: editing !== null, saving: save.isPending, emailRequired: options.emailRequired,
      onChange: (change) => {
        setDraft((current) => withOfferedPlan({ ...current, ...change }, lookups.plans));
        // A message goes once its field is changed: it described the value that was there.
        setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in change))));
      },
      doctors: needsDoctor ? doctors.map((doctor) => ({ label: `${doctor.fullName} (${doctor.npi})`, value: doctor.id })) : null,
      insurances: lookups.insurances.filter((insurance) => insurance.active || insurance.id === draft.insuranceId).map((insurance) => ({ label: insurance.name, value: insurance.id })),
      plans: plansOffered(lookups.plans, draft.insuranceId).map((plan) => ({ label: plan.name, value: plan.id })),
      genders: lookups.genders.map((gender) => ({ label: gender.label, value: gender.value })),
      onSubmit: submit,
      onClose: close,
    },
  };
}

/** The plans the chosen insurance offers: its own and the shared ones; none until an insurance is chosen. */
function plansOffered(plans: readonly Plan[], insuranceId: PatientDraft['insuranceId']): readonly Plan[] {
  return insuranceId === null ? [] : plans.filter((plan) => plan.insuranceId === null || plan.insuranceId === insuranceId);
}

/** A plan the newly chosen insurance does not offer is cleared rather than sent and refused. */
function withOfferedPlan(draft: PatientDraft, plans: readonly Plan[]): PatientDraft {
  if (draft.planId === null || plans.length === 0) return draft;
  return plansOffered(plans, draft.insuranceId).some((plan) => plan.id === draft.planId) ? draft : { ...draft, planId: null };
}
