import type {
  AppUserTable, RoleTable, SessionTable, SignInEventTable, SignInLockoutTable, SpentTicketTable, TotpSecretTable,
} from './schema/access-tables.js';
import type { DiagnosisTable, PatientRecordTable, PatientTable, RecordDiagnosticTable, RecordNoteTable, TempDiagnosisTable } from './schema/clinical-tables.js';
import type { AuditChainTable, AuditLogTable, MailOutboxTable, NotificationRecipientTable, NotificationTable, SettingTable, VideoTable } from './schema/communication-tables.js';
import type {
  DoctorAddressTable, DoctorProgramTable, DoctorTable, InsuranceAgreementTable, InsuranceTable, PlanTable, ProgramOptionTable, StaffDoctorTable,
} from './schema/practice-tables.js';
import type { CptCodeTable, NoteDraftTable, ProgressNoteTable, VisitGroupTable, VisitOptionTable } from './schema/smart-pn-tables.js';
import type { UndoBinTable } from './schema/undo-tables.js';
import type { HighRiskJustificationTable } from './schema/compliance-tables.js';
import type { RadvAuditTable, RadvPackObjectTable, RadvPackTable } from './schema/radv-tables.js';
import type { RateLimitWindowTable } from './schema/rate-limit-tables.js';
import type { FigureRecomputeTable } from './schema/figure-recompute-tables.js';
import type { GapDispositionHistoryTable, GapDispositionTable, ImportedDiagnosisTable, PatientGapSetTable, PatientGapTable } from './schema/gap-tables.js';

/** Every table of RAFdesk, as Kysely sees it. Column names are the SQL names (snake_case). */
export interface Database {
  role: RoleTable;
  app_user: AppUserTable;
  sign_in_event: SignInEventTable;
  session: SessionTable;
  totp_secret: TotpSecretTable;
  sign_in_lockout: SignInLockoutTable;
  spent_ticket: SpentTicketTable;
  doctor: DoctorTable;
  doctor_address: DoctorAddressTable;
  billing_program: ProgramOptionTable;
  record_program: ProgramOptionTable;
  service_option: ProgramOptionTable;
  doctor_program: DoctorProgramTable;
  staff_doctor: StaffDoctorTable;
  insurance: InsuranceTable;
  plan: PlanTable;
  insurance_agreement: InsuranceAgreementTable;
  patient: PatientTable;
  patient_record: PatientRecordTable;
  record_diagnostic: RecordDiagnosticTable;
  record_note: RecordNoteTable;
  diagnosis: DiagnosisTable;
  temp_diagnosis: TempDiagnosisTable;
  visit_group: VisitGroupTable;
  visit_option: VisitOptionTable;
  cpt_code: CptCodeTable;
  progress_note: ProgressNoteTable;
  note_draft: NoteDraftTable;
  video: VideoTable;
  notification: NotificationTable;
  notification_recipient: NotificationRecipientTable;
  audit_log: AuditLogTable;
  audit_chain: AuditChainTable;
  setting: SettingTable;
  mail_outbox: MailOutboxTable;
  undo_bin: UndoBinTable;
  patient_gap_set: PatientGapSetTable;
  patient_gap: PatientGapTable;
  gap_disposition: GapDispositionTable;
  gap_disposition_history: GapDispositionHistoryTable;
  imported_diagnosis: ImportedDiagnosisTable;
  high_risk_justification: HighRiskJustificationTable;
  rate_limit_window: RateLimitWindowTable;
  radv_audit: RadvAuditTable;
  radv_pack: RadvPackTable;
  radv_pack_object: RadvPackObjectTable;
  figure_recompute: FigureRecomputeTable;
}

/** The tables in an order that respects foreign keys (parents first); tests empty them in reverse. */
export const TABLES_IN_DEPENDENCY_ORDER = [
  'role', 'insurance', 'plan', 'app_user', 'sign_in_event', 'session', 'totp_secret', 'sign_in_lockout', 'spent_ticket',
  'doctor', 'doctor_address', 'billing_program', 'record_program', 'service_option', 'doctor_program', 'staff_doctor',
  'insurance_agreement', 'patient', 'patient_record', 'record_diagnostic', 'record_note', 'diagnosis', 'temp_diagnosis',
  'visit_group', 'visit_option', 'cpt_code', 'progress_note', 'note_draft', 'video', 'notification', 'notification_recipient',
  'audit_log', 'audit_chain', 'setting', 'mail_outbox', 'undo_bin',
  'patient_gap_set', 'patient_gap', 'gap_disposition', 'gap_disposition_history', 'imported_diagnosis',
  'high_risk_justification', 'rate_limit_window', 'radv_audit', 'radv_pack', 'radv_pack_object', 'figure_recompute',
] as const satisfies readonly (keyof Database)[];
