import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { DiagnosticDeletion } from '../../domain/record.js';
import type { RecordId } from '../../domain/ids.js';
import { changeRecord, type RecordChange, type RecordChangePorts } from './change-record.js';
import type { ClinicalCaller } from './clinical-caller.js';
import { storedCode } from './diagnostic-codes.js';
import type { RecordChangeError } from './record-errors.js';

/** Sets a diagnostic of a record (every service date of the code) active or inactive; the figures follow in the same transaction. */
export function setDiagnosticActive(
  ports: RecordChangePorts,
  caller: ClinicalCaller,
  request: { readonly recordId: RecordId; readonly code: string; readonly active: boolean },
): ResultAsync<RecordChange<void>, RecordChangeError> {
  const code = storedCode(request.code);
  if (code.isErr()) return errAsync(code.error);
  return changeRecord(ports, caller, request.recordId, 'record.toggleDiagnosticActive', (repositories, _reached, at) =>
    repositories.recordDiagnostics.setActive(request.recordId, code.value, request.active, at));
}

/** Deletes one diagnostic row of a record (code, service date and queue as listed); MAG roles only. */
export function deleteDiagnostic(ports: RecordChangePorts, caller: ClinicalCaller, deletion: DiagnosticDeletion): ResultAsync<RecordChange<void>, RecordChangeError> {
  const code = storedCode(deletion.code);
  if (code.isErr()) return errAsync(code.error);
  return changeRecord(ports, caller, deletion.recordId, 'record.deleteDiagnostic', (repositories) =>
    repositories.recordDiagnostics.delete({ ...deletion, code: code.value }));
}

/** Deletes every diagnostic of a record (MAG roles) and says how many went. */
export function deleteAllDiagnostics(ports: RecordChangePorts, caller: ClinicalCaller, recordId: RecordId): ResultAsync<RecordChange<number>, RecordChangeError> {
  return changeRecord(ports, caller, recordId, 'record.deleteAllDiagnostics', (repositories) => repositories.recordDiagnostics.deleteAll(recordId));
}

/** Calculate RAF: scores the record with the engine again and stores the figures; a write, so not for read-only roles. */
export function calculateMasterRaf(ports: RecordChangePorts, caller: ClinicalCaller, recordId: RecordId): ResultAsync<RecordChange<void>, RecordChangeError> {
  return changeRecord(ports, caller, recordId, 'record.calculateRaf', () => okAsync(undefined));
}

