import type { BillingRefused, FormWireNames, ScoringFailed, VideoReadError, VideoWriteError } from '@rafdesk/core';
import type { ApiError } from '../api-error.js';
import { toApiError, type UseCaseError } from '../api/to-api-error.js';

type PatientInactive = Extract<BillingRefused, { kind: 'PatientInactive' }>;

/** Every failure of the Smart PN, insurance and gallery use cases. */
export type PracticeError = UseCaseError | PatientInactive | ScoringFailed | VideoWriteError | VideoReadError;

export const PATIENT_INACTIVE_MESSAGE = 'The patient is inactive';
export const UPLOAD_INTERRUPTED_MESSAGE = 'file: The upload was interrupted, please try again';

/**
 * The practice use cases' failures as API error kinds: an inactive patient and an engine that cannot score are
 * broken business rules (400), a video over the limit is 413, a file that is not an MP4/QuickTime video 415.
 * Form failures name their fields as the wire spells them when `names` is given.
 */
export function toPracticeError(error: PracticeError, names?: FormWireNames): ApiError {
  switch (error.kind) {
    case 'PatientInactive':
      return { kind: 'Validation', errors: [PATIENT_INACTIVE_MESSAGE] };
    case 'ScoringFailed':
      return { kind: 'Validation', errors: [error.message] };
    case 'VideoTooLarge':
      return { kind: 'PayloadTooLarge' };
    case 'UnsupportedVideoType':
      return { kind: 'UnsupportedMediaType' };
    case 'UploadInterrupted':
      return { kind: 'Validation', errors: [UPLOAD_INTERRUPTED_MESSAGE] };
    case 'VideoNotFound':
      return { kind: 'NotFound', entity: 'video' };
    case 'RangeNotSatisfiable':
      // The stream route answers 416 itself; reaching here is a bug.
      return { kind: 'Unexpected' };
    default:
      return toApiError(error, names);
  }
}
