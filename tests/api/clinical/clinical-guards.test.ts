import { describe } from 'vitest';
import { defineGuardTests, defineMaintenanceGuardTest, type GuardRow } from '../harness/guard-table.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describeApi } from '../harness/portal-harness.js';

// Every clinical route; arguments are plausible, the guards answer before they matter.
const ROUTES: readonly GuardRow[] = [
  { method: 'GET', url: '/api/Patients/GetPatientListAll' },
  { method: 'GET', url: '/api/Patients?pageNumber=1&pageSize=10' },
  { method: 'GET', url: '/api/Patients/GetPatientList?pageNumber=1&pageSize=10' },
  { method: 'GET', url: '/api/Patients/GetByRecord?RecordID=1' },
  { method: 'GET', url: '/api/Patients/PendingRafReport' },
  { method: 'GET', url: '/api/Patients/PatientsResolve' },
  { method: 'GET', url: '/api/Patients/CalculatorResolve' },
  { method: 'POST', url: '/api/Patients', body: {}, wrongRole: 'insurance' },
  { method: 'PUT', url: '/api/Patients/UpdatePatient', body: {}, wrongRole: 'insurance' },
  { method: 'PUT', url: '/api/Patients/UpdatePatientStatus?documentID=1&statusValue=true', wrongRole: 'insurance' },
  { method: 'POST', url: '/api/Patients/Upload', body: { fileName: 'r.csv', content: '' }, wrongRole: 'insurance' },
  { method: 'GET', url: '/api/Patients/GetRecordDiagnostics?RecordID=1&pageNumber=1&pageSize=1000' },
  { method: 'POST', url: '/api/Patients/AddDiagnostics', body: { recordID: 1, diagnostics: 'E119' }, wrongRole: 'insurance' },
  { method: 'POST', url: '/api/Diagnostics', body: { recordID: 1, diagnosticId: 'E119' }, wrongRole: 'insurance' },
  { method: 'POST', url: '/api/Diagnostics/TempDiagnostics', body: { recordID: 1, diagnostics: 'E119' }, wrongRole: 'staff' },
  { method: 'PUT', url: '/api/Patients/UpdateRecordDiagnosticStatus?recordID=1&diagnosticID=E119&statusValue=true', wrongRole: 'insurance' },
  { method: 'PUT', url: '/api/Patients/UpdateBillingSemester', body: { recordID: 1, diagnosticID: 'E119', billing: true, billingSemester: 1 }, wrongRole: 'insurance' },
  { method: 'PUT', url: '/api/Patients/UpdateBillingSemesterList', body: { recordID: 1, diagnosticID: 'E119', billing: true, billingSemester: 1 }, wrongRole: 'insurance' },
  { method: 'POST', url: '/api/Patients/AutoBilling?recordID=1', wrongRole: 'doctor' },
  { method: 'POST', url: '/api/Patients/CalculateMasterRaf?recordID=1', wrongRole: 'insurance' },
  { method: 'DELETE', url: '/api/Diagnostics/DeleteDiagnostic?RecordId=1&DiagnosticId=E119', wrongRole: 'training' },
  { method: 'DELETE', url: '/api/Diagnostics/deleteAllDiagnostics?RecordId=1', wrongRole: 'doctor' },
  { method: 'POST', url: '/api/Doctors/CreateDoctorNote', body: { RecordID: 1, DoctorNotes: 'x' }, wrongRole: 'superuser' },
  { method: 'POST', url: '/api/Doctors/CreateMAGNote', body: { RecordID: 1, MAGNotes: 'x' }, wrongRole: 'insurance' },
  { method: 'GET', url: '/api/Diagnostics?getCanceled=false&searchQuery=E11&PageNumber=1&PageSize=10' },
  { method: 'GET', url: '/api/Diagnostics/GetLastRecord' },
  { method: 'POST', url: '/api/Diagnostics/CreateDiagnostic', body: {}, wrongRole: 'superuser' },
  { method: 'PUT', url: '/api/Diagnostics/UpdateDiagnostic', body: {}, wrongRole: 'staff' },
  { method: 'PUT', url: '/api/Diagnostics/UpdateDiagnosticStatus?diagnosticId=E119&statusValue=false', wrongRole: 'doctor' },
  { method: 'POST', url: '/api/Calculator/Calculate', body: {} },
];

describeApi('Clinical API route guards', (world) => {
  defineGuardTests(world, ROUTES);

  describe('under maintenance', () => {
    defineMaintenanceGuardTest(world, ROUTES);
  });
});

checkLogsAfterAll();
