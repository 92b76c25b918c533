import { describe, expect, it } from 'vitest';
import { call, signIn } from '../harness/client.js';
import { checkLogsAfterAll } from '../harness/log-check.js';
import { describePractice } from './practice-world.js';
import { must } from './practice-fixtures.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Row {
  readonly method: Method;
  readonly url: string;
  readonly body?: unknown;
  /** A role refused with 403 (by the route's permission, or by the use case for roles without such a list). */
  readonly wrongRole?: string;
  /** Mounted outside the route list (multipart), so absent from the OpenAPI document. */
  readonly notInOpenApi?: boolean;
}

// Every route of the practice API; arguments are plausible, the guards answer before they matter.
const ROUTES: readonly Row[] = [
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
  { method: 'POST', url: '/api/Gallery/UploadFile', body: {}, wrongRole: 'doctor', notInOpenApi: true },
  { method: 'GET', url: '/api/Gallery/Stream?id=1' },
];

describePractice('Practice API route guards', (world) => {
  it('lists every JSON route of the practice API in the OpenAPI document', async () => {
    const answer = await call(world.portal(), 'GET', '/api/openapi.json');
    const paths = Object.entries((answer.body as { paths: Record<string, Record<string, unknown>> }).paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.toLowerCase()}`));
    for (const row of ROUTES.filter((r) => !r.notInOpenApi)) {
      expect(paths, `${row.method} ${row.url}`).toContain(`${row.method} ${row.url.split('?')[0]!.toLowerCase()}`);
    }
  });

  it('answers 401 without a token on every route', async () => {
    for (const row of ROUTES) {
      const answer = await call(world.portal(), row.method, row.url, { body: row.body });
      expect(answer.status, `${row.method} ${row.url}`).toBe(401);
    }
  });

  it('answers 403 to a role the access rules refuse', async () => {
    const tokens = new Map<string, string>();
    for (const row of ROUTES.filter((r) => r.wrongRole !== undefined)) {
      const role = row.wrongRole!;
      if (!tokens.has(role)) tokens.set(role, (await signIn(world.portal(), role)).token);
      const answer = await call(world.portal(), row.method, row.url, { token: tokens.get(role)!, body: row.body });
      expect(answer.status, `${role}: ${row.method} ${row.url}`).toBe(403);
    }
  });

  describe('under maintenance', () => {
    it('answers 503 on every route, signed in or not', async () => {
      const { token } = await signIn(world.portal(), 'admin');
      await must(world.portal().ports.settings.setMaintenance(true, null, world.clock.now()));
      for (const row of ROUTES) {
        const answer = await call(world.portal(), row.method, row.url, { token, body: row.body });
        expect(answer.status, `${row.method} ${row.url}`).toBe(503);
      }
    });
  });
});

checkLogsAfterAll();
