import type { ResultAsync } from 'neverthrow';
import {
  type ApiClient, type ApiError, type CatalogueDiagnostic, type PatientListRow, type Plan, type RecordDiagnosticRow, type RecordId,
  calculatorLookupsEndpoint, callEndpoint, readCodeList, recordDiagnosticsEndpoint, recordPatientEndpoint, searchCatalogueEndpoint,
} from '@rafdesk/core';

const CATALOGUE_MATCHES = 10;
const RECORD_PAGE_SIZE = 1000;

/** A record as the patient diagnostic calculator starts from it. */
export interface CalculatorRecord {
  readonly patient: PatientListRow | null;
  readonly rows: readonly RecordDiagnosticRow[];
}

/** The calls of the calculators, over the portal's API client. */
export interface CalculatorClient {
  /** The plan lookup (CalculatorResolve). */
  plans(): ResultAsync<readonly Plan[], ApiError>;
  /** The catalogue entry of a normalised code (texts and crosswalks), null when the catalogue has none. */
  catalogueEntry(code: string): ResultAsync<CatalogueDiagnostic | null, ApiError>;
  /** A record's patient and its saved diagnostics (the patient diagnostic calculator). */
  record(recordId: RecordId): ResultAsync<CalculatorRecord, ApiError>;
}

const normal = (code: string) => readCodeList([code]).codes[0] ?? code;

/** {@link CalculatorClient} over the API client. */
export function calculatorClient(api: ApiClient): CalculatorClient {
  const entry = (code: string): ResultAsync<CatalogueDiagnostic | null, ApiError> => callEndpoint(api, searchCatalogueEndpoint, { searchQuery: code, includeCanceled: false, window: { pageNumber: 1, pageSize: CATALOGUE_MATCHES } }).map((reply) => reply.data.find((found) => normal(found.code) === code) ?? null);
  return {
    plans: () => callEndpoint(api, calculatorLookupsEndpoint, undefined).map((reply) => reply.data),
    catalogueEntry: entry,
    record: (recordId) => callEndpoint(api, recordPatientEndpoint, recordId)
      .andThen((patient) => callEndpoint(api, recordDiagnosticsEndpoint, { recordId, window: { pageNumber: 1, pageSize: RECORD_PAGE_SIZE } })
        .map((rows) => ({ patient: patient.data, rows: rows.data }))),
  };
}
