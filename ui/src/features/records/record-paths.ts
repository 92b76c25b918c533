/**
 * The API calls of the records view. Paths the specification spells are kept as written; the ones it
 * leaves unshown (set active, add diagnostics, Auto Billing, scoring demographics) follow docs/api.md.
 */
export const RECORD_PATHS = {
  patient: 'Patients/GetByRecord',
  diagnostics: 'Patients/GetRecordDiagnostics',
  scoring: 'Patients/GetRecordScoring',
  calculate: 'Patients/CalculateMasterRaf',
  billing: 'Patients/UpdateBillingSemester',
  billingList: 'Patients/UpdateBillingSemesterList',
  setActive: 'Patients/UpdateRecordDiagnosticStatus',
  autoBilling: 'Patients/AutoBilling',
  addDiagnostics: 'Patients/AddDiagnostics',
  attach: 'Diagnostics/TempDiagnostics',
  deleteOne: 'Diagnostics/DeleteDiagnostic',
  deleteAll: 'Diagnostics/deleteAllDiagnostics',
  catalogue: 'Diagnostics',
  doctorNote: 'Doctors/CreateDoctorNote',
  magNote: 'Doctors/CreateMAGNote',
} as const;

/** The records view lists a record's diagnostics 1000 at a time (spec 02 §9). */
export const RECORD_DIAGNOSTICS_PAGE_SIZE = 1000;
