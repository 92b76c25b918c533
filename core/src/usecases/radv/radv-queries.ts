import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { can } from '../../access/can.js';
import { doctorScope, type DoctorScope } from '../../access/doctor-scope.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import type { RadvAuditDetail, RadvAuditView } from '../../radv/radv-audit.js';
import { membersByStatus } from '../../radv/cover-sheet.js';
import type { BuiltRadvPack, StoredRadvAudit } from '../../radv/radv-ports.js';
import type { ValidationFailed } from '../../validation/validation-failed.js';
import { actorOf } from '../actor-of.js';
import { doctorRefusal } from '../doctor-refusal.js';
import { forbidden, type Forbidden } from '../errors.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import type { RadvPorts } from './radv-use-case-ports.js';

export type RadvQueryError = Forbidden | ValidationFailed | NotFound | StorageError;

/** An audit's tracker line: its status and progress, and its members by status once built. */
export function auditView(audit: StoredRadvAudit, pack: BuiltRadvPack | null): RadvAuditView {
  return {
    id: audit.id, contract: audit.contract, paymentYear: audit.paymentYear, dueDate: audit.dueDate, status: audit.status, progress: { done: audit.done, total: audit.total },
    members: audit.recordIds.length, createdAt: audit.createdAt.toISOString(), createdBy: audit.createdBy, builtAt: audit.builtAt?.toISOString() ?? null,
    counts: membersByStatus(pack?.coverSheets ?? []), failure: audit.failure, zipSha256: pack?.zipSha256 ?? null,
  };
}

function scopeOf(ports: RadvPorts, caller: ClinicalCaller): ResultAsync<DoctorScope, RadvQueryError> {
  if (!can(caller, 'radv.manage')) return errAsync(forbidden);
  return actorOf(ports, caller).andThen((actor) => {
    const scope = doctorScope(actor, 'radv.manage', null);
    return scope.isErr() ? errAsync(doctorRefusal(scope.error)) : okAsync(scope.value);
  });
}

// An audit is in reach when every doctor of its members is; one outside reach answers as a missing one (ids are guessable).
const reaches = (scope: DoctorScope, audit: StoredRadvAudit) => scope.kind === 'every' || audit.doctorIds.every((id) => scope.doctorIds.includes(id));

function reachedAudit(ports: RadvPorts, caller: ClinicalCaller, auditId: number): ResultAsync<StoredRadvAudit, RadvQueryError> {
  return scopeOf(ports, caller).andThen((scope) => ports.radvAudits.find(auditId).andThen((audit) =>
    (audit !== null && reaches(scope, audit) ? okAsync(audit) : errAsync(notFound('audit')))));
}

/** The audit tracker (Radv/Audits): the audits in reach, newest first. */
export function listRadvAudits(ports: RadvPorts, caller: ClinicalCaller): ResultAsync<RadvAuditView[], RadvQueryError> {
  return scopeOf(ports, caller).andThen((scope) => ports.radvAudits.list(scope.kind === 'every' ? null : scope.doctorIds).andThen((audits) => {
    const shown = audits.filter((audit) => reaches(scope, audit));
    return shown.reduce<ResultAsync<RadvAuditView[], StorageError>>((all, audit) => all.andThen((views) =>
      (audit.status === 'built' ? ports.radvAudits.pack(audit.id) : okAsync(null)).map((pack) => [...views, auditView(audit, pack)])), okAsync([]));
  }));
}

/** One audit with its members' cover sheets and the manifest once built (Radv/Audit). */
export function radvAuditDetail(ports: RadvPorts, caller: ClinicalCaller, auditId: number): ResultAsync<RadvAuditDetail, RadvQueryError> {
  return reachedAudit(ports, caller, auditId).andThen((audit) => ports.radvAudits.pack(audit.id).map((pack) => ({
    ...auditView(audit, pack), coverSheets: pack === null ? [] : [...pack.coverSheets], manifest: pack?.manifest ?? null,
  })));
}

/** A built pack's zip as kept (Radv/Download): the member PDFs, the cover sheets and the manifest. */
export interface RadvPackFile {
  readonly fileName: string;
  readonly zip: Uint8Array;
}

export function radvPackDownload(ports: RadvPorts, caller: ClinicalCaller, auditId: number): ResultAsync<RadvPackFile, RadvQueryError> {
  return reachedAudit(ports, caller, auditId).andThen((audit) => ports.radvAudits.pack(audit.id)).andThen((pack) => {
    if (pack === null) return errAsync(notFound('pack'));
    return ports.radvPackStore.get(pack.zipKey).andThen((object) => (object === null ? errAsync(notFound('pack'))
      : okAsync({ fileName: pack.zipKey.slice(pack.zipKey.lastIndexOf('/') + 1), zip: object.bytes })));
  });
}

/** The audit ids a call touched, for its audit line: the members' records. */
export const auditRecordIds = (audit: Pick<StoredRadvAudit, 'recordIds'>): string => audit.recordIds.join(',');
