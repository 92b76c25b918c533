import { type Action, type RoleName, can } from '@rafdesk/core';

/** Which controls of the records view a role gets (spec 02 §6, asked of core's access rules). */
export interface RecordControls {
  /** InsuranceStaff: sees everything, changes nothing. */
  readonly readOnly: boolean;
  readonly addDiagnostics: boolean;
  readonly toggle: boolean;
  readonly autoBilling: boolean;
  readonly optimizer: boolean;
  readonly doctorNote: boolean;
  readonly magNote: boolean;
  readonly pnHistory: boolean;
  readonly smartPn: boolean;
  readonly attach: boolean;
  readonly deleteRow: boolean;
  readonly deleteAll: boolean;
  readonly exportExcel: boolean;
  /** Calculate RAF stores the figures: hidden from read-only roles. */
  readonly calculateRaf: boolean;
}

/** The controls a role sees; whether they are enabled also depends on the patient's status (see the screen). */
export function recordControls(role: RoleName): RecordControls {
  const allowed = (action: Action) => can({ role }, action);
  return {
    readOnly: !allowed('record.toggleBilling') && !allowed('record.addDiagnostics'),
    addDiagnostics: allowed('record.addDiagnostics'),
    toggle: allowed('record.toggleBilling'),
    autoBilling: allowed('record.autoBilling'),
    optimizer: allowed('record.useOptimizer'),
    doctorNote: allowed('record.addDoctorNote'),
    magNote: allowed('record.addMagNote'),
    pnHistory: allowed('record.viewPnHistory'),
    smartPn: allowed('record.createSmartPn'),
    attach: allowed('record.createSmartPn'),
    deleteRow: allowed('record.deleteDiagnostic'),
    deleteAll: allowed('record.deleteAllDiagnostics'),
    exportExcel: allowed('record.exportExcel'),
    calculateRaf: allowed('record.calculateRaf'),
  };
}
