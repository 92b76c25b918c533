import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogueDiagnostic, RecordId } from '@rafdesk/core';
import { fromResult } from '../../shared/query/from-result.js';
import type { CalculatorClient } from './calculator-client.js';

/** Cache keys of the calculator's reads. */
export const CALCULATOR_KEYS = {
  plans: ['calculator', 'plans'] as const,
  record: (recordId: RecordId | null) => ['calculator', 'record', recordId] as const,
  catalogueEntry: (code: string) => ['catalogue', 'entry', code] as const,
};

/** GET Patients/CalculatorResolve: the plans the form offers. */
export function useCalculatorPlansQuery(client: CalculatorClient) {
  return useQuery({ queryKey: CALCULATOR_KEYS.plans, queryFn: () => fromResult(client.plans()), staleTime: 5 * 60_000 });
}

/** The record's patient and saved diagnostics (the patient diagnostic calculator); off without a record. */
export function useCalculatorRecordQuery(client: CalculatorClient, recordId: RecordId | null) {
  return useQuery({ queryKey: CALCULATOR_KEYS.record(recordId), queryFn: () => fromResult(client.record(recordId as RecordId)), enabled: recordId !== null });
}

/**
 * The catalogue entries of pasted codes, one cached read per code (one after the other, as a paste can hold many):
 * a code pasted again is not read again. A failed read was already shown by the response policy; it yields nothing.
 */
export function useCatalogueEntries(client: CalculatorClient): (codes: readonly string[]) => Promise<ReadonlyMap<string, CatalogueDiagnostic> | null> {
  const queryClient = useQueryClient();
  return useCallback(async (codes) => {
    const found = new Map<string, CatalogueDiagnostic>();
    try {
      for (const code of codes) {
        const entry = await queryClient.fetchQuery({ queryKey: CALCULATOR_KEYS.catalogueEntry(code), queryFn: () => fromResult(client.catalogueEntry(code)), staleTime: 5 * 60_000 });
        if (entry !== null) found.set(code, entry);
      }
      return found;
    } catch {
      return null;
    }
  }, [queryClient, client]);
}
