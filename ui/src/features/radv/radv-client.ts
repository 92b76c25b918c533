import type { ResultAsync } from 'neverthrow';
import {
  callEndpoint, createRadvAuditEndpoint, listMyPatientsEndpoint, radvAuditEndpoint, radvAuditsEndpoint, radvPackDownloadEndpoint, requestOf,
  type ApiClient, type ApiError, type DoctorId, type PatientListRow, type RadvAuditCreation, type RadvAuditDetail, type RadvAuditView,
} from '@rafdesk/core';
import { download, type DownloadAccess, type DownloadedFile } from '../../shared/query/file-download.js';

/** The RADV calls of the audit tracker. */
export interface RadvClient {
  audits(): ResultAsync<readonly RadvAuditView[], ApiError>;
  audit(id: number): ResultAsync<RadvAuditDetail, ApiError>;
  create(request: RadvAuditCreation): ResultAsync<RadvAuditView, ApiError>;
  /** Patients matching a name or contract number, to pick as members. */
  searchPatients(text: string): ResultAsync<readonly PatientListRow[], ApiError>;
  download(id: number): ResultAsync<DownloadedFile, ApiError>;
}

const QUIET = { quiet: true } as const;
/** Patients a search offers at once. */
export const PATIENT_CHOICES = 10;

/** {@link RadvClient} over the API client; `doctorId` is the doctor a Staff user acts for (null: every doctor in reach). */
export function radvClient(api: ApiClient, access: () => DownloadAccess, doctorId: () => DoctorId | null): RadvClient {
  return {
    // Reads the screen makes by itself (and again while a pack builds): it says in place when they fail, no toast.
    audits: () => callEndpoint(api, radvAuditsEndpoint, undefined, QUIET).map((reply) => reply.data),
    audit: (id) => callEndpoint(api, radvAuditEndpoint, id, QUIET).map((reply) => reply.data),
    // The dialog tells a refusal under the field it names and any other failure in place: a toast would say it twice.
    create: (request) => callEndpoint(api, createRadvAuditEndpoint, request, QUIET).map((reply) => reply.data),
    searchPatients: (text) => callEndpoint(api, listMyPatientsEndpoint, {
      window: { pageNumber: 1, pageSize: PATIENT_CHOICES }, searchQuery: text, doctorId: doctorId(), insuranceName: null, active: null, sort: null,
    }, QUIET).map((reply) => reply.data),
    // A file answer is not JSON: fetched with the session's token, as the gaps' PDFs are.
    download: (id) => download(requestOf(radvPackDownloadEndpoint, radvPackDownloadEndpoint.codec.encodeInput(id)), access(), `RADV-audit-${id}.zip`, 'The pack could not be downloaded'),
  };
}
