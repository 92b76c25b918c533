import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../access/actor.js';
import type { DoctorId, InsuranceId } from '../../domain/ids.js';
import { REQUIRED_MESSAGE } from '../../validation/messages.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import { forbidden, type Forbidden } from '../errors.js';

/** Which patients a list shows: one doctor's or all (null), one insurance's or all (null). */
export interface PatientListScope {
  readonly doctorId: DoctorId | null;
  readonly insuranceId: InsuranceId | null;
}

const chooseDoctor = (): ValidationFailed => validationFailed([{ field: 'doctorId', message: REQUIRED_MESSAGE }]);

/**
 * The doctor a Staff or Training user works for: the one asked for when they act for it (`Forbidden` otherwise),
 * or, when none is asked for, the only doctor they act for; with several, the doctor must be named.
 */
function actedForDoctor(actor: Actor, requested: DoctorId | null): Result<DoctorId, Forbidden | ValidationFailed> {
  const doctors = actor.actsForDoctorIds ?? [];
  if (requested !== null) return doctors.includes(requested) ? ok(requested) : err(forbidden);
  const only = doctors.length === 1 ? doctors[0] : undefined;
  if (only !== undefined) return ok(only);
  return err(doctors.length === 0 ? forbidden : chooseDoctor());
}

/**
 * Whose patients a list call may show (spec 02 §6): a Doctor only their own, Staff and Training the doctor they act
 * for (the `doctorId` they send is checked), InsuranceStaff only their insurance's (any doctor), administrators
 * anyone's. Asking for a doctor outside one's reach is `Forbidden`.
 */
export function patientListScope(actor: Actor, requested: DoctorId | null): Result<PatientListScope, Forbidden | ValidationFailed> {
  switch (actor.role) {
    case 'Admin':
    case 'Superuser':
      return ok({ doctorId: requested, insuranceId: null });
    case 'Doctor':
      return patientDoctor(actor, requested).map((doctorId) => ({ doctorId, insuranceId: null }));
    case 'Staff':
    case 'Training':
      return actedForDoctor(actor, requested).map((doctorId) => ({ doctorId, insuranceId: null }));
    case 'InsuranceStaff':
      return actor.insuranceId ? ok({ doctorId: requested, insuranceId: actor.insuranceId }) : err(forbidden);
  }
}

/**
 * The doctor a patient written by this actor belongs to: a Doctor's own, the doctor Staff or Training act for, the
 * doctor an administrator chose (required); insurance staff write no patients.
 */
export function patientDoctor(actor: Actor, requested: DoctorId | null): Result<DoctorId, Forbidden | ValidationFailed> {
  switch (actor.role) {
    case 'Admin':
    case 'Superuser':
      return requested === null ? err(chooseDoctor()) : ok(requested);
    case 'Doctor':
      if (!actor.doctorId || (requested !== null && requested !== actor.doctorId)) return err(forbidden);
      return ok(actor.doctorId);
    case 'Staff':
    case 'Training':
      return actedForDoctor(actor, requested);
    case 'InsuranceStaff':
      return err(forbidden);
  }
}
