import { ROLE_NAMES, type RoleName } from '../domain/role.js';
import { CALCULATOR_INTERNAL_ROLES, MAG_ROLES } from './role-groups.js';

const ALL: readonly RoleName[] = ['Superuser', 'Admin', 'Staff', 'Training', 'Doctor', 'InsuranceStaff'];
const WRITERS: readonly RoleName[] = ['Superuser', 'Admin', 'Staff', 'Training', 'Doctor'];
const NOT_MAG: readonly RoleName[] = ['Training', 'Doctor', 'InsuranceStaff'];
const ADMINS: readonly RoleName[] = ['Admin', 'Superuser'];
const NOT_ADMINS: readonly RoleName[] = ['Staff', 'Training', 'Doctor', 'InsuranceStaff'];

/**
 * Which doctors an action may touch for a role: only the actor's own doctor (a Doctor), the doctors the actor acts
 * for (Staff, Training), any doctor, or none (the action is not about doctors, or the role may not take it).
 */
export type DoctorReach = 'own' | 'acted-for' | 'any' | 'none';

/**
 * What a call that names no doctor means: `'span'` lists every doctor in reach (a role that selects its doctor,
 * Staff, still gets its only one, or is asked to choose); `'one'` writes for exactly one doctor, so the only one in
 * reach or a request to choose; `'selected'` is a span, except that a role that selects its doctor must name it.
 */
export type UnnamedDoctor = 'span' | 'one' | 'selected';

/**
 * One rule of the permission tables: which roles may take the action, whether the resource must be
 * within the actor's data scope (a patient of theirs, a video shown to their role), whether the
 * action needs the patient to be active, and which doctors it may touch per role (read by doctorScope).
 */
export interface PermissionRule {
  action: string;
  roles: readonly RoleName[];
  scope: 'none' | 'patient' | 'video';
  needsActivePatient: boolean;
  /** Per role; 'none' for every role the rule does not allow, so the cell never widens `roles`. */
  doctors: Readonly<Record<RoleName, DoctorReach>>;
  unnamedDoctor: UnnamedDoctor;
  /** Where the rule comes from (spec section or our decision). */
  source: string;
}

type RuleExtra = Partial<Pick<PermissionRule, 'scope' | 'needsActivePatient' | 'unnamedDoctor'>> & { doctors?: Partial<Record<RoleName, DoctorReach>> };

const rule = <A extends string>(action: A, roles: readonly RoleName[], source: string, extra: RuleExtra = {}): PermissionRule & { action: A } => ({
  action, roles, source, scope: extra.scope ?? 'none', needsActivePatient: extra.needsActivePatient ?? false,
  doctors: Object.fromEntries(ROLE_NAMES.map((role) => [role, roles.includes(role) ? (extra.doctors?.[role] ?? 'none') : 'none'])) as Record<RoleName, DoctorReach>,
  unnamedDoctor: extra.unnamedDoctor ?? 'span',
});

/**
 * Whose patients (01 §6, 02 §6, decisions "Data scope"): administrators any doctor's; a Doctor their own; Staff and
 * Training those of the doctors they act for; InsuranceStaff any doctor's, but only patients of their insurance.
 */
const PATIENTS_OF: Partial<Record<RoleName, DoctorReach>> = { Superuser: 'any', Admin: 'any', Doctor: 'own', Staff: 'acted-for', Training: 'acted-for', InsuranceStaff: 'any' };
/** A row about one patient: the patient's doctor must be in reach. */
const patientRow = { scope: 'patient', doctors: PATIENTS_OF } as const;

/** The permission tables of both spec documents (§6) plus the decisions that fill their gaps, one row per rule. */
export const PERMISSIONS = [
  rule('record.view', ALL, '02 §6 Records view', patientRow),
  rule('record.autoBilling', MAG_ROLES, '02 §6 Records view: MAG roles', { ...patientRow, needsActivePatient: true }),
  rule('record.addMagNote', MAG_ROLES, '02 §6 Records view: MAG roles', patientRow),
  rule('record.deleteAllDiagnostics', MAG_ROLES, '02 §6 Records view: MAG roles', patientRow),
  rule('record.useOptimizer', MAG_ROLES, '02 §6 Records view: MAG roles', patientRow),
  rule('record.exportExcel', MAG_ROLES, '02 §6 Export: only Admin, Superuser and Staff', patientRow),
  rule('record.addDoctorNote', ['Training', 'Doctor'], '02 §6 Records view: other roles; InsuranceStaff no notes', patientRow),
  rule('record.viewPnHistory', NOT_MAG, '02 §6 Records view: other roles see PN History', patientRow),
  rule('record.addAsSuspect', MAG_ROLES, '02 §5 Records view: diagnoses a coder adds are suspects (To validate, in red) until the doctor confirms'),
  rule('record.createSmartPn', ['Training', 'Doctor'], '02 §6 Records view: other roles; InsuranceStaff read-only', { ...patientRow, needsActivePatient: true }),
  rule('record.addDiagnostics', WRITERS, '02 §6 InsuranceStaff read-only: no adding diagnostics', { ...patientRow, needsActivePatient: true }),
  rule('record.calculateRaf', WRITERS, 'decision: Calculate RAF stores figures, a write InsuranceStaff (read-only, 02 §6) may not make', patientRow),
  rule('record.toggleBilling', WRITERS, '02 §6 InsuranceStaff read-only: no billing toggles', { ...patientRow, needsActivePatient: true }),
  rule('record.toggleDiagnosticActive', WRITERS, '02 §6 InsuranceStaff read-only: no active toggles', { ...patientRow, needsActivePatient: true }),
  rule('record.deleteDiagnostic', MAG_ROLES, '02 §6 Diagnostic row delete: internal roles', patientRow),
  rule('record.restoreDiagnostics', MAG_ROLES, 'decision: undo a delete of diagnostics, whoever may delete them (the delete\'s own row is asked too)', patientRow),
  rule('record.restoreNoteDraft', ['Training', 'Doctor'], 'decision: undo a draft\'s delete, whoever may delete it (record.createSmartPn)', { ...patientRow, needsActivePatient: true }),
  rule('calculator.use', ALL, '02 §6 Calculator'),
  rule('calculator.edit', WRITERS, '02 §6 Calculator: InsuranceStaff read-only'),
  rule('calculator.deleteDiagnostic', CALCULATOR_INTERNAL_ROLES, '02 §6 Calculator: internal roles incl. Training'),
  rule('calculator.useOptimizer', CALCULATOR_INTERNAL_ROLES, '02 §6 Calculator: internal roles incl. Training'),
  rule('catalogue.view', ALL, '02 §2 Diagnostics List'),
  rule('catalogue.create', ['Admin'], '02 §6 Catalogue: only Admin sees Add new'),
  rule('catalogue.edit', ['Admin'], '02 §6 Catalogue: only Admin sees Edit'),
  rule('patients.view', ALL, '02 §6 Patient list', patientRow),
  rule('patients.create', WRITERS, 'decision: InsuranceStaff read-only', { ...patientRow, unnamedDoctor: 'one' }),
  rule('patients.importForAnyDoctor', ADMINS, 'decision: an administrator may leave each roster row\'s doctor to its NPI column'),
  rule('patients.edit', WRITERS, 'decision: InsuranceStaff read-only', { ...patientRow, unnamedDoctor: 'one' }),
  rule('patients.changeStatus', WRITERS, '02 §6 Patient list: InsuranceStaff cannot change status', { ...patientRow, unnamedDoctor: 'one' }),
  rule('patients.filterByInsurance', WRITERS, '02 §2 Insurance dropdown shown only if status change is allowed'),
  rule('patients.searchByDoctor', ['Admin', 'InsuranceStaff'], '02 §6 Patient list: search box, NPI and doctor columns'),
  rule('patients.exportExcel', ALL, '02 §2 Patients List: Export to Excel'),
  rule('progressNotes.listAcrossRecords', WRITERS, 'decision: Forms/GetAll and the dashboard\'s home forms list notes doctor-wide; InsuranceStaff read notes record by record', { doctors: PATIENTS_OF, unnamedDoctor: 'selected' }),
  rule('dashboard.acrossDoctors', ['Superuser', 'Admin', 'Training', 'InsuranceStaff'], '01 §5 Dashboard: figures of every doctor in reach; Doctor and Staff see their doctor\'s'),
  rule('patients.exportWithDoctorColumns', ['Doctor'], '02 §6 Excel exports for Doctor add NPI and Doctor Name'),
  rule('myPatients.viewDoctorColumns', ['Superuser', 'Admin', 'Training', 'InsuranceStaff'], '02 §6 My Patients: Doctor and Staff have no doctor columns'),
  rule('reports.view', ['Superuser', 'Admin', 'Staff', 'Doctor', 'InsuranceStaff'], 'decision: insurance reports for all but Training', { doctors: PATIENTS_OF, unnamedDoctor: 'selected' }),
  rule('reports.viewDoctorColumns', ['Superuser', 'Admin', 'InsuranceStaff'], '02 §6 Reports: Doctor and Staff have no doctor columns or search'),
  rule('gallery.view', ALL, '02 §6 Gallery: videos restricted by their roles', { scope: 'video' }),
  rule('gallery.create', ADMINS, '02 §6 Gallery: Admin and Superuser only'),
  rule('gallery.edit', ADMINS, '02 §6 Gallery: Admin and Superuser only'),
  rule('gallery.delete', ADMINS, '02 §6 Gallery: Admin and Superuser only'),
  rule('gallery.restore', ADMINS, 'decision: undo a video\'s delete, whoever may delete it (gallery.delete)'),
  rule('gallery.filterByRole', ADMINS, '02 §6 Gallery: Admin and Superuser only'),
  rule('gallery.viewAll', ADMINS, '02 §6 Gallery: administrators see every video, whatever roles it is shown to'),
  rule('users.manage', ['Admin'], 'decision: user administration is Admin-only'),
  rule('users.setMaintenance', ['Admin'], '02 §6 Users: Set Under Maintenance, Admin only'),
  rule('maintenance.signIn', ['Admin'], '01 §4 Under maintenance: only an Admin signs in (and turns it off)'),
  rule('identityProvider.signInWithoutSecondFactor', NOT_ADMINS, 'decision: an administrator signs in through the identity provider only with a second factor (ASVS 6.3.3)'),
  rule('audit.view', ['Admin'], 'decision: the audit log viewer answers HIPAA access requests; Admin only, like user administration'),
  rule('rafFactors.set', ['Admin'], 'decision: an unconfirmed payment-year factor is set by an Admin, audited'),
  rule('notifications.send', ADMINS, '01 §6, 02 §6 Notifications: roles or users; decision: Admin and Superuser'),
  rule('doctors.view', ADMINS, 'decision: the doctors list is for administrators'),
  rule('doctors.manage', ADMINS, 'decision: doctor status and edits are for administrators'),
  rule('doctors.select', ['Staff'], '01 §6 Staff act for a selected doctor', { doctors: { Staff: 'acted-for' } }),
  rule('insurances.manage', ADMINS, 'decision: insurances and agreements are for administrators'),
  rule('loginReport.view', ADMINS, 'decision: the login report is for administrators'),
  rule('forms.manage', ADMINS, 'decision: /admin/forms is for administrators'),
  rule('profile.complete', ['Doctor'], '01 §3 Complete profile: role id 5'),
  rule('gaps.view', ALL, 'decision: gaps of the patients in reach', patientRow),
  rule('gaps.dispose', WRITERS, 'decision: InsuranceStaff read-only', patientRow),
  rule('gaps.importHistory', WRITERS, 'decision: InsuranceStaff read-only', patientRow),
  rule('gaps.previsitSummary', ALL, 'decision: a read of the gaps', patientRow),
  rule('compliance.justify', WRITERS, 'decision (high-risk codes): a justification is what billing a flagged code needs, so whoever may toggle billing records one; InsuranceStaff read-only', { ...patientRow, needsActivePatient: true }),
  rule('compliance.viewOverrides', ['Superuser', 'Admin', 'Staff', 'Doctor'], 'decision (high-risk codes): overrides per doctor, as the reports are (a Doctor their own, Staff the doctor acted for, MAG roles any)', { doctors: { Superuser: 'any', Admin: 'any', Doctor: 'own', Staff: 'acted-for' } }),
  rule('radv.manage', MAG_ROLES, 'decision (RADV evidence packs): an audit is answered for the whole contract by the operating company (MAG roles), as Auto Billing is; a Staff user for the doctors they act for; doctors, Training and insurance staff do not build packs', { doctors: { Superuser: 'any', Admin: 'any', Staff: 'acted-for' } }),
] as const satisfies readonly PermissionRule[];

/** Every action of the permission tables. */
export type Action = (typeof PERMISSIONS)[number]['action'];

/** The rule of an action. */
export function permissionFor(action: Action): PermissionRule {
  const found = PERMISSIONS.find((row) => row.action === action);
  if (!found) throw new Error(`no permission rule for ${action}`);
  return found;
}
