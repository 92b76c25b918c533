import { useQuery } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';
import { type ApiClient, type ApiError, type PaymentYears, callEndpoint, endpointKey, paymentYearsEndpoint } from '@rafdesk/core';
import { useService } from '../services/services.js';
import { fromResult } from './from-result.js';

export type { PaymentYears };

/** GET RafFactors/PaymentYears. */
export function fetchPaymentYears(api: ApiClient): ResultAsync<PaymentYears, ApiError> {
  return callEndpoint(api, paymentYearsEndpoint, undefined).map((reply) => reply.data);
}

/** The server's payment years, asked once an hour at most: every screen that scores or reports a year starts from its `current`. */
export function usePaymentYearsQuery() {
  const api = useService('api');
  return useQuery({ queryKey: endpointKey(paymentYearsEndpoint), queryFn: () => fromResult(fetchPaymentYears(api)), staleTime: 60 * 60_000 });
}
