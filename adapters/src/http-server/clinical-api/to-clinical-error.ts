import {
  reasonLines, wireFieldNamer, type AttachLimitExceeded, type BillingRefused, type CatalogueEditError, type Conflict, type Forbidden, type FormWireNames,
  type NotFound, type RosterFileInvalid, type RosterRejected, type ScoringFailed, type StorageError, type UnknownDiagnostic, type ValidationFailed,
  type WireFormatError,
} from '@rafdesk/core';
import type { ApiError } from '../api-error.js';

/** Every failure of the clinical use cases. */
export type ClinicalError =
  | ValidationFailed | WireFormatError | Forbidden | NotFound | Conflict | StorageError | BillingRefused | ScoringFailed | UnknownDiagnostic
  | AttachLimitExceeded | RosterRejected | RosterFileInvalid | CatalogueEditError;

export const PATIENT_INACTIVE_MESSAGE = 'The patient is inactive: activate the patient before changing its diagnostics, billing or notes';

/** Rejected roster lines as "line N: Column: reason", after a line saying nothing was imported. */
function rosterLines(error: RosterRejected): string[] {
  const rejected = error.report.lines.filter((line) => line.status === 'rejected');
  return [
    `No patient was imported: ${rejected.length} of ${error.report.lines.length} lines have errors (send importValidRows to import the others)`,
    ...rejected.flatMap((line) => line.errors.map((message) => `line ${line.line}: ${message}`)),
  ];
}

/**
 * The clinical use cases' failures as the API's error kinds: rule breaches become 400 with the field as the wire
 * spells it (`names`), access and existence pass through (403, 404, 409), storage becomes 503.
 */
export function toClinicalError(error: ClinicalError, names?: FormWireNames, codeField = 'diagnosticID'): ApiError {
  switch (error.kind) {
    case 'ValidationFailed':
      return { kind: 'Validation', errors: reasonLines(error, names ? wireFieldNamer(names) : undefined) };
    case 'WireFormatError':
      return { kind: 'Validation', errors: error.issues };
    case 'PatientInactive':
      return { kind: 'Validation', errors: [PATIENT_INACTIVE_MESSAGE] };
    case 'DiagnosticInactive':
      return { kind: 'Validation', errors: [`${codeField}: The diagnostic ${error.code} is inactive`] };
    case 'DiagnosticNotOnRecord':
      return { kind: 'Validation', errors: [`${codeField}: The record has no diagnostic ${error.code}`] };
    case 'UnknownDiagnostic':
      return { kind: 'Validation', errors: [`${codeField}: ${error.code} is not in the diagnostic catalogue`] };
    case 'AttachLimitExceeded':
      return { kind: 'Validation', errors: [error.message] };
    case 'ScoringFailed':
      return { kind: 'Validation', errors: [`RAF: ${error.message}`] };
    case 'RosterRejected':
      return { kind: 'Validation', errors: rosterLines(error) };
    case 'RosterFileInvalid':
      return { kind: 'Validation', errors: [...error.problems] };
    case 'Forbidden':
    case 'NotFound':
    case 'Conflict':
    case 'Unavailable':
      return error;
  }
}
