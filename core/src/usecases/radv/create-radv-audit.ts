import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { can } from '../../access/can.js';
import { doctorScope, type DoctorScope } from '../../access/doctor-scope.js';
import { IsoDateSchema } from '../../domain/calendar-date.js';
import type { DoctorId, RecordId } from '../../domain/ids.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import { memberContractNumbers } from '../../radv/member-list.js';
import { MA_CONTRACT_PATTERN, RADV_MAX_MEMBERS } from '../../radv/radv-audit.js';
import type { StoredRadvAudit } from '../../radv/radv-ports.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import { actorOf } from '../actor-of.js';
import { doctorRefusal } from '../doctor-refusal.js';
import { forbidden, type Forbidden } from '../errors.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import { currentPaymentYear } from '../records/payment-year.js';
import { sequentially } from '../records/sequentially.js';
import { isoDay } from '../records/today.js';
import type { RadvPorts } from './radv-use-case-ports.js';

/** The members of a new audit: records picked on screen, or a file of contract numbers read by the roster's safe reader. */
export type RadvMembers =
  | { readonly kind: 'records'; readonly recordIds: readonly RecordId[] }
  | { readonly kind: 'file'; readonly fileName: string; readonly rows: readonly (readonly string[])[] };

export interface RadvAuditRequest {
  readonly contract: string;
  /** Null: the portal's payment year. */
  readonly paymentYear: number | null;
  readonly dueDate: string;
  readonly members: RadvMembers;
}

export type RadvAuditError = Forbidden | ValidationFailed | StorageError;

const FieldsSchema = z.object({
  contract: z.string().trim().toUpperCase().regex(MA_CONTRACT_PATTERN, 'must be a Medicare Advantage contract id: a letter and four digits (H1234)'),
  dueDate: IsoDateSchema,
});

const refused = (field: string, message: string) => errAsync(validationFailed([{ field, message }]));
const inScope = (scope: DoctorScope, doctorId: DoctorId) => scope.kind === 'every' || scope.doctorIds.includes(doctorId);

interface Member { readonly recordId: RecordId; readonly doctorId: DoctorId }

function pickedMembers(ports: RadvPorts, scope: DoctorScope, recordIds: readonly RecordId[], paymentYear: number): ResultAsync<Member[], RadvAuditError> {
  const unique = [...new Set(recordIds)];
  if (unique.length === 0) return refused('members', 'pick at least one member');
  if (unique.length > RADV_MAX_MEMBERS) return refused('members', `an audit holds at most ${RADV_MAX_MEMBERS} members`);
  return sequentially(unique, (recordId) => ports.patients.recordOwner(recordId)).andThen((owners) => {
    const problems = owners.flatMap((owner, index) => {
      if (owner === null || !inScope(scope, owner.doctorId)) return [`record ${unique[index]} is not a patient in your reach`];
      return owner.paymentYear === paymentYear ? [] : [`record ${unique[index]} is of payment year ${owner.paymentYear}, not ${paymentYear}`];
    });
    if (problems.length > 0) return refused('members', problems.join('; '));
    return okAsync(owners.flatMap((owner) => (owner === null ? [] : [{ recordId: owner.recordId, doctorId: owner.doctorId }])));
  });
}

function listedMembers(ports: RadvPorts, scope: DoctorScope, rows: readonly (readonly string[])[], paymentYear: number): ResultAsync<Member[], RadvAuditError> {
  const numbers = memberContractNumbers(rows);
  if (numbers.isErr()) return refused('file', numbers.error);
  return ports.patients.named({ doctorIds: scope.kind === 'every' ? null : scope.doctorIds, contractNumbers: numbers.value, recordIds: [], paymentYear }).andThen((found) => {
    const byNumber = new Map<string, Member>();
    // Two patients in reach with one contract number: the first stored is the one meant, as the history import reads it.
    for (const patient of found) if (patient.contractNumber !== null && !byNumber.has(patient.contractNumber)) byNumber.set(patient.contractNumber, { recordId: patient.recordId, doctorId: patient.doctorId });
    const missing = numbers.value.filter((number) => !byNumber.has(number));
    if (missing.length > 0) {
      const shown = missing.slice(0, 10).join(', ');
      return refused('file', `${missing.length} contract ${missing.length === 1 ? 'number names' : 'numbers name'} no patient of yours in payment year ${paymentYear}: ${shown}${missing.length > 10 ? '…' : ''}`);
    }
    return okAsync(numbers.value.map((number) => byNumber.get(number) as Member));
  });
}

/**
 * Opens a RADV audit (Radv/CreateAudit): the contract, the payment year, the due date and the members, each a patient
 * of the caller's reach with a record of that year. A file that names an unknown member, or a pick out of reach, is
 * refused whole with the members named; nothing is kept then. The audit starts queued; its pack is built in the
 * background ({@link buildRadvPack}).
 */
export function createRadvAudit(ports: RadvPorts, caller: ClinicalCaller, request: RadvAuditRequest): ResultAsync<StoredRadvAudit, RadvAuditError> {
  if (!can(caller, 'radv.manage')) return errAsync(forbidden);
  const fields = FieldsSchema.safeParse({ contract: request.contract, dueDate: request.dueDate });
  if (!fields.success) return errAsync(validationFailed(fields.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'body'), message: issue.message }))));
  if (fields.data.dueDate < isoDay(ports.clock.now())) return refused('dueDate', 'must not be before today');
  return actorOf(ports, caller).andThen((actor) => {
    const scope = doctorScope(actor, 'radv.manage', null);
    if (scope.isErr()) return errAsync(doctorRefusal(scope.error));
    return (request.paymentYear === null ? currentPaymentYear(ports.settings) : okAsync(request.paymentYear)).andThen((paymentYear) =>
      (request.members.kind === 'records' ? pickedMembers(ports, scope.value, request.members.recordIds, paymentYear) : listedMembers(ports, scope.value, request.members.rows, paymentYear))
        .andThen((members) => ports.radvAudits.create({
          contract: fields.data.contract, paymentYear, dueDate: fields.data.dueDate, recordIds: members.map((member) => member.recordId), createdBy: caller.userId,
          doctorIds: [...new Set(members.map((member) => member.doctorId))],
        }, ports.clock.now())));
  });
}
