import { okAsync, type ResultAsync } from 'neverthrow';
import { addDays, type IsoDate, type PatientRepository, type RadvAuditRepository, type StorageError, type StoredRadvAudit, type UserRepository } from '@rafdesk/core';
import { DEMO_GAPS_DOCTOR } from './demo-gap-plan.js';

/** The demo audit's contract (a made-up Medicare Advantage contract id of the pattern CMS uses). */
export const DEMO_RADV_CONTRACT = 'H4321';
/** Members of the demo audit: enough for the tracker and the pack to show ready, weak and unsupported HCCs. */
export const DEMO_RADV_MEMBERS = 4;
/** CMS gives an audited contract about five months to send its medical records. */
const RADV_WINDOW_DAYS = 150;
/** The demo account that opens the audit: a MAG role (radv.manage). */
const DEMO_RADV_OPENER = 'admin';

export interface DemoRadvPorts {
  readonly patients: Pick<PatientRepository, 'list'>;
  readonly users: Pick<UserRepository, 'findSignInAccount'>;
  readonly radvAudits: Pick<RadvAuditRepository, 'create'>;
}

/**
 * Opens the demo practice's RADV audit: the first patients of the demo doctor with billed RAF this payment year, due
 * five months from today, queued for its pack to build. Null when the demo has no such patient (a demo of no patients).
 */
export function openDemoRadvAudit(ports: DemoRadvPorts, paymentYear: number, today: IsoDate, at: Date): ResultAsync<StoredRadvAudit | null, StorageError> {
  return ports.users.findSignInAccount(DEMO_GAPS_DOCTOR).andThen((doctor) => ports.users.findSignInAccount(DEMO_RADV_OPENER).andThen((opener) => {
    if (doctor?.doctorId == null || opener === null) return okAsync(null);
    const doctorId = doctor.doctorId;
    return ports.patients.list({
      window: { pageNumber: 1, pageSize: 100 }, searchQuery: null, searchDoctors: false, doctorId, insuranceId: null, insuranceName: null, active: true, paymentYear, asOf: today,
    }).andThen((page) => {
      const members = page.items.filter((row) => row.rafBilledFirstSemester > 0 || row.rafBilledSecondSemester > 0).slice(0, DEMO_RADV_MEMBERS);
      if (members.length === 0) return okAsync(null);
      return ports.radvAudits.create({
        contract: DEMO_RADV_CONTRACT, paymentYear, dueDate: addDays(today, RADV_WINDOW_DAYS), recordIds: members.map((row) => row.recordId), createdBy: opener.userId, doctorIds: [doctorId],
      }, at);
    });
  }));
}
