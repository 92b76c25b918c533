import type { BillingRefused } from '../../billing/billing-rules.js';
import type { ScoringFailed } from '../../coding/payment-model.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import type { AttachLimitExceeded } from '../../validation/attach-limit.js';
import type { ValidationFailed } from '../../validation/validation-failed.js';
import type { Forbidden } from '../errors.js';

/** The patient of the record is inactive: its diagnostics, billing and Smart PN may not change. */
export type PatientInactive = Extract<BillingRefused, { kind: 'PatientInactive' }>;

/** A code that is not in the diagnostic catalogue (or was canceled there). */
export interface UnknownDiagnostic {
  readonly kind: 'UnknownDiagnostic';
  readonly code: string;
}

/** Why a change of a record's diagnostics was refused. Nothing of the change was kept. */
export type RecordChangeError =
  | NotFound
  | Forbidden
  | StorageError
  | BillingRefused
  | ScoringFailed
  | UnknownDiagnostic
  | AttachLimitExceeded
  | ValidationFailed;

export const patientInactive: PatientInactive = { kind: 'PatientInactive' };
