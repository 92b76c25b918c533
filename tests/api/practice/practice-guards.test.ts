import { describe } from 'vitest';
import { defineGuardTests, defineMaintenanceGuardTest, type GuardRow } from '../harness/guard-table.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describePractice } from './practice-world.js';

// Every route of the practice API; arguments are plausible, the guards answer before they matter.
const ROUTES: readonly GuardRow[] = [
  { method: 'GET', url: '/api/Forms/FormsResolve', wrongRole: 'doctor' },
  { method: 'POST', url: '/api/Forms', body: [], wrongRole: 'staff' },
  { method: 'PUT', url: '/api/Forms/UpdateForm', body: [], wrongRole: 'doctor' },
  { method: 'GET', url: '/api/Forms/GetAll?pageNumber=1&pageSize=10', wrongRole: 'insurance' },
  { method: 'GET', url: '/api/Forms/GetHomeForms?pageNumber=1&pageSize=1000', wrongRole: 'insurance' },
  { method: 'GET', url: '/api/Forms/GetPNInformation?recordID=1', wrongRole: 'admin' },
  { method: 'GET', url: '/api/Forms/GetVisitOptions?gender=M', wrongRole: 'staff' },
  { method: 'GET', url: '/api/Forms/GetCPT', wrongRole: 'insurance' },
  { method: 'POST', url: '/api/Forms/PostTempDX', body: { recordID: 1, diagnostics: 'E119' }, wrongRole: 'admin' },
  { method: 'POST', url: '/api/Forms/PostSmartPN', body: {}, wrongRole: 'staff' },
  { method: 'POST', url: '/api/Forms/SaveNoteDraft', body: {}, wrongRole: 'superuser' },
  { method: 'POST', url: '/api/Forms/DeleteNoteDraft', body: { id: 1 }, wrongRole: 'insurance' },
  { method: 'GET', url: '/api/Forms/GetNoteDraft?recordId=1', wrongRole: 'admin' },
  { method: 'GET', url: '/api/Patients/GetProgressNotes?RecordID=1&pageNumber=1&pageSize=10' },
  { method: 'GET', url: '/api/Patients/GetProgressNoteById?ProgressNoteID=1&RecordID=1' },
  { method: 'GET', url: '/api/Patients/GetProgressNotePdf?ProgressNoteID=1&RecordID=1' },
  { method: 'GET', url: '/api/Patients/GetNoteDrafts?RecordID=1', wrongRole: 'staff' },
  { method: 'GET', url: '/api/Insurances/GetAll?pageNumber=1&pageSize=10&getCanceled=false', wrongRole: 'doctor' },
  { method: 'GET', url: '/api/Insurances/GetInsuranceList' },
  { method: 'POST', url: '/api/Insurances', body: { insuranceName: 'X' }, wrongRole: 'staff' },
  { method: 'PUT', url: '/api/Insurances/UpdateInsurance', body: { insuranceID: 1, insuranceName: 'X' }, wrongRole: 'doctor' },
  { method: 'PUT', url: '/api/Insurances/UpdateInsuranceStatus?insuranceID=1&statusValue=false', wrongRole: 'insurance' },
  { method: 'GET', url: '/api/Insurances/GetInsuranceAgreements?pageNumber=1&pageSize=10', wrongRole: 'doctor' },
  { method: 'GET', url: '/api/Insurances/InsuranceAgreementResolve', wrongRole: 'staff' },
  { method: 'POST', url: '/api/Insurances/CreateInsuranceAgreement', body: {}, wrongRole: 'doctor' },
  { method: 'PUT', url: '/api/Insurances/UpdateInsuranceAgreement', body: {}, wrongRole: 'training' },
  { method: 'GET', url: '/api/Insurances/GetGeneralReport?pageNumber=1&pageSize=10', wrongRole: 'training' },
  { method: 'GET', url: '/api/Insurances/GetBFSReport?pageNumber=1&pageSize=10', wrongRole: 'training' },
  { method: 'GET', url: '/api/Insurances/getBSSReport?pageNumber=1&pageSize=10', wrongRole: 'training' },
  { method: 'GET', url: '/api/Gallery/Gallery?pageNumber=1&pageSize=10' },
  { method: 'GET', url: '/api/Gallery/GalleryResolve?videoID=1&pageNumber=1&pageSize=10' },
  { method: 'POST', url: '/api/Gallery/Upload', body: {}, wrongRole: 'doctor' },
  { method: 'PUT', url: '/api/Gallery/UpdateVideo', body: {}, wrongRole: 'staff' },
  { method: 'PUT', url: '/api/Gallery/DeleteVideo', body: { videoID: 1 }, wrongRole: 'insurance' },
  { method: 'POST', url: '/api/Gallery/UploadFile', body: {}, wrongRole: 'doctor' },
  { method: 'GET', url: '/api/Gallery/Stream?id=1' },
];

describePractice('Practice API route guards', (world) => {
  defineGuardTests(world, ROUTES);

  describe('under maintenance', () => {
    defineMaintenanceGuardTest(world, ROUTES);
  });
});

checkLogsAfterAll();
