import { useQuery } from '@tanstack/react-query';
import { type RecordId, RECORDS_VIEW_SEARCH, endpointKey, recordDiagnosticsEndpoint, recordPatientEndpoint, shouldSearch } from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';
import type { RecordsClient } from './records-client.js';

/** Cache keys of one record's reads, from their endpoints: a change invalidates only the one it changed. */
export const RECORD_KEYS = {
  patient: (recordId: RecordId | null) => endpointKey(recordPatientEndpoint, recordId),
  diagnostics: (recordId: RecordId | null) => endpointKey(recordDiagnosticsEndpoint, recordId),
  demographics: (recordId: RecordId | null) => ['record', recordId, 'demographics'] as const,
};

/** GET Patients/GetByRecord: the record's patient with its RAF card and notes. */
export function useRecordPatientQuery(client: RecordsClient, recordId: RecordId | null) {
  return useQuery({ queryKey: RECORD_KEYS.patient(recordId), queryFn: () => fromResult(client.patient(recordId as RecordId)), enabled: recordId !== null });
}

/** GET Patients/GetRecordDiagnostics: every diagnostic of the record (all pages). */
export function useRecordDiagnosticsQuery(client: RecordsClient, recordId: RecordId | null) {
  return useQuery({ queryKey: RECORD_KEYS.diagnostics(recordId), queryFn: () => fromResult(client.diagnostics(recordId as RecordId)), enabled: recordId !== null });
}

/** GET Patients/GetRecordScoring: the scoring demographics (quiet; a server without it is not an error to show). */
export function useRecordDemographicsQuery(client: RecordsClient, recordId: RecordId | null) {
  return useQuery({ queryKey: RECORD_KEYS.demographics(recordId), queryFn: () => fromResult(client.demographics(recordId as RecordId)), enabled: recordId !== null, staleTime: 5 * 60_000 });
}

/** GET Diagnostics: Fast Coding Search's catalogue search (50 results); off until the text is long enough. */
export function useCatalogueSearchQuery(client: RecordsClient, text: string) {
  return useQuery({
    queryKey: ['catalogue', 'search', text, RECORDS_VIEW_SEARCH.limit],
    queryFn: () => fromResult(client.searchCatalogue(text, RECORDS_VIEW_SEARCH.limit)),
    enabled: shouldSearch(RECORDS_VIEW_SEARCH, text),
    staleTime: 5 * 60_000,
  });
}
