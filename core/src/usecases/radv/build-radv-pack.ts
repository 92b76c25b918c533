import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { ScoringFailed } from '../../coding/payment-model.js';
import { loadRafEngine, type RafEngine } from '../../coding/raf-engine.js';
import { RADV_CHECKLIST } from '../../compliance/radv-checklist.js';
import type { RecordId } from '../../domain/ids.js';
import type { ExportFailed } from '../../ports/files/report-exporter.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { billedHccs } from '../../radv/billed-hccs.js';
import { coverSheetOf } from '../../radv/cover-sheet.js';
import type { CoverSheet, PackManifest } from '../../radv/radv-audit.js';
import type { StoredRadvAudit } from '../../radv/radv-ports.js';
import { isoDay } from '../records/today.js';
import { memberCandidates } from './member-candidates.js';
import type { RadvPorts } from './radv-use-case-ports.js';

/** How far a build is: members done of the audit's members. */
export type RadvProgress = (done: number, total: number) => void;

export type RadvBuildError = NotFound | StorageError | ScoringFailed | ExportFailed;

interface PackFile {
  readonly name: string;
  readonly mediaType: string;
  readonly bytes: Uint8Array;
}

const JSON_TYPE = 'application/json';
const CHECKLIST_SOURCE = RADV_CHECKLIST[0]?.source.title ?? '';

/** The member's PDF in the pack: named by its place in the audit and its record, never by the patient's name. */
export const memberFileName = (index: number, recordId: number): string => `member-${String(index + 1).padStart(3, '0')}-record-${recordId}.pdf`;

function memberSheet(ports: RadvPorts, engine: RafEngine, audit: StoredRadvAudit, recordId: RecordId, index: number): ResultAsync<{ sheet: CoverSheet; file: PackFile }, RadvBuildError> {
  const today = isoDay(ports.clock.now());
  return ResultAsync.combine([ports.patients.scoringSubject(recordId), ports.patients.findByRecord(recordId, today)] as const).andThen(([subject, row]) => {
    if (subject === null || row === null) return errAsync(notFound('record'));
    return memberCandidates(ports, recordId).andThen((notes) => {
      const sheet = coverSheetOf(engine, {
        paymentYear: audit.paymentYear, billed: billedHccs(engine, audit.paymentYear as never, subject.diagnostics), candidates: notes.candidates,
        member: { recordId, patientName: row.patientName, dateOfBirth: row.dateOfBirth, contractNumber: row.insuranceContractNumber, doctorName: row.doctorName },
      });
      if (sheet.isErr()) return errAsync(sheet.error);
      const chosen = [...new Set(sheet.value.hccs.flatMap((hcc) => hcc.records.map((record) => record.noteId)))];
      const records = chosen.flatMap((noteId) => { const pdf = notes.pdfOf.get(noteId); return pdf === undefined ? [] : [{ noteId, pdf }]; });
      return ports.radvTools.memberPdf(sheet.value, records, { contract: audit.contract, paymentYear: audit.paymentYear, dueDate: audit.dueDate }).map((pdf) => {
        const name = memberFileName(index, recordId);
        return { sheet: { ...sheet.value, file: { name, sha256: ports.radvTools.sha256(pdf), bytes: pdf.byteLength } }, file: { name, mediaType: 'application/pdf', bytes: pdf } };
      });
    });
  });
}

function audited(ports: RadvPorts, audit: StoredRadvAudit, outcome: 'success' | 'failed'): ResultAsync<void, never> {
  // The build runs outside a request: its line names the audit as the request and the members as the records touched.
  return ports.auditLog.append({
    userId: String(audit.createdBy), action: 'radv.build', recordId: audit.recordIds.join(','), at: ports.clock.now(), ip: 'background', requestId: `radv-audit-${audit.id}`, outcome,
  }).orElse(() => okAsync(undefined));
}

/**
 * Builds an audit's evidence pack: per member (one after another, each reported to `onProgress` and kept as the
 * audit's progress) the billed HCCs, the best one or two signed Smart PNs for each scored against the RADV checklist,
 * the cover sheet and the member's PDF; then a manifest with the SHA-256 of every file and the zip of them all. The
 * files are written once under keys of this build, the pack kept unchanged with the audit, and the build audited
 * (`radv.build`, success or failed). A built audit is answered as it is.
 */
export function buildRadvPack(ports: RadvPorts, auditId: number, onProgress: RadvProgress = () => undefined): ResultAsync<StoredRadvAudit, RadvBuildError> {
  return ports.radvAudits.find(auditId).andThen((audit) => {
    if (audit === null) return errAsync(notFound('audit'));
    if (audit.status === 'built') return okAsync(audit);
    const total = audit.recordIds.length;
    const builtAt = ports.clock.now();
    const prefix = `radv/${audit.id}/${builtAt.getTime()}`;
    const encode = (value: unknown) => ports.radvTools.utf8(`${JSON.stringify(value, null, 2)}\n`);
    const put = (file: PackFile) => ports.radvPackStore.put(`${prefix}/${file.name}`, file.bytes, file.mediaType);
    const step = (engine: RafEngine) => audit.recordIds.reduce<ResultAsync<CoverSheet[], RadvBuildError>>((all, recordId, index) => all.andThen((sheets) =>
      memberSheet(ports, engine, audit, recordId, index).andThen(({ sheet, file }) => put(file).map(() => sheet))
        .andThen((sheet) => ports.radvAudits.progress(audit.id, 'building', index + 1, total, null).map(() => (onProgress(index + 1, total), [...sheets, sheet])))), okAsync([]));
    const built = ports.radvAudits.progress(audit.id, 'building', 0, total, null).map(() => onProgress(0, total))
      .andThen(() => loadRafEngine()).andThen(step)
      .andThen((sheets) => {
        const sheetsFile: PackFile = { name: 'cover-sheets.json', mediaType: JSON_TYPE, bytes: encode(sheets) };
        const files = [...sheets.map((sheet) => sheet.file?.name ?? ''), sheetsFile.name];
        const manifest: PackManifest = {
          auditId: audit.id, contract: audit.contract, paymentYear: audit.paymentYear, dueDate: audit.dueDate, builtAt: builtAt.toISOString(), builtBy: audit.createdBy,
          checklistSource: CHECKLIST_SOURCE,
          files: [...sheets.flatMap((sheet) => (sheet.file === null ? [] : [{ name: sheet.file.name, mediaType: 'application/pdf', bytes: sheet.file.bytes, sha256: sheet.file.sha256 }])),
            { name: sheetsFile.name, mediaType: JSON_TYPE, bytes: sheetsFile.bytes.byteLength, sha256: ports.radvTools.sha256(sheetsFile.bytes) }],
        };
        const manifestFile: PackFile = { name: 'manifest.json', mediaType: JSON_TYPE, bytes: encode(manifest) };
        const zipped = ResultAsync.combine(files.slice(0, -1).map((name) => ports.radvPackStore.get(`${prefix}/${name}`)))
          .andThen((stored) => ports.radvTools.zip([...stored.map((object, index) => ({ name: files[index] ?? '', bytes: object?.bytes ?? new Uint8Array() })), sheetsFile, manifestFile]));
        return put(sheetsFile).andThen(() => put(manifestFile)).andThen(() => zipped).andThen((zip) => {
          const zipFile: PackFile = { name: `RADV-${audit.contract}-PY${audit.paymentYear}-audit-${audit.id}.zip`, mediaType: 'application/zip', bytes: zip };
          return put(zipFile).andThen(() => ports.radvAudits.finish(audit.id, { coverSheets: sheets, manifest, zipKey: `${prefix}/${zipFile.name}`, zipSha256: ports.radvTools.sha256(zip), builtAt }));
        });
      });
    return built
      .andThen(() => audited(ports, audit, 'success')).andThen(() => ports.radvAudits.find(audit.id)).andThen((found) => (found === null ? errAsync(notFound('audit')) : okAsync(found)))
      .orElse((failure) => ports.radvAudits.progress(audit.id, 'failed', 0, total, failureWords(failure)).orElse(() => okAsync(undefined))
        .andThen(() => audited(ports, audit, 'failed')).andThen(() => errAsync(failure)));
  });
}

function failureWords(failure: RadvBuildError): string {
  switch (failure.kind) {
    case 'NotFound': return `A member's ${failure.entity} could not be found`;
    case 'ExportFailed': return `A PDF or the zip could not be written: ${failure.reason}`;
    case 'Unavailable': return 'The storage was unavailable; build the pack again';
    case 'ScoringFailed': return failure.message;
  }
}
