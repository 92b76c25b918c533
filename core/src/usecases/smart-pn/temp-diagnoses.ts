import { errAsync, type ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar-date.js';
import type { RecordId } from '../../domain/ids.js';
import { readCodeList } from '../../coding/code-list.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import type { Forbidden } from '../errors.js';
import { reachRecord } from '../records/reach-record.js';
import type { PatientInactive } from '../records/record-errors.js';

/** What leaving the SOAP tab sends: the diagnoses the questionnaire suggests for the note in progress. */
export interface TempDiagnosesInput {
  readonly recordId: RecordId;
  readonly visitOptionIds: readonly number[];
  /** Codes as typed or suggested (any case, with or without the dot). */
  readonly codes: readonly string[];
  readonly serviceDate: IsoDate | null;
  readonly specialty: string | null;
}

/**
 * Replaces the staged diagnoses of the record's note in progress, in one transaction. Codes are normalised and
 * de-duplicated; a token that cannot be a diagnosis code refuses the whole list. Returns the staged codes.
 */
export function postTempDiagnoses(
  ports: Pick<AppPorts, 'patients' | 'doctors' | 'users' | 'tempDiagnoses' | 'clock'>,
  caller: ClinicalCaller,
  input: TempDiagnosesInput,
): ResultAsync<string[], ValidationFailed | NotFound | Forbidden | PatientInactive | StorageError> {
  const list = readCodeList(input.codes);
  if (list.invalid.length > 0) {
    return errAsync(validationFailed([{ field: 'diagnostics', message: `Every entry must be a diagnosis code (${list.invalid.length} ${list.invalid.length === 1 ? 'is' : 'are'} not)` }]));
  }
  return reachRecord(ports, caller, input.recordId, 'record.createSmartPn')
    .andThen(() => ports.tempDiagnoses.replace(
      input.recordId,
      list.codes.map((code) => ({ code, serviceDate: input.serviceDate, specialty: input.specialty, visitOptionIds: input.visitOptionIds })),
      caller.userId,
      ports.clock.now(),
    ))
    .map(() => [...list.codes]);
}
