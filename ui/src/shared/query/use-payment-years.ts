import { useQuery } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';
import type { z } from 'zod';
import { type ApiClient, type ApiError, bodyOf, paymentYearsEndpoint, requestOf } from '@rafdesk/core';
import { useService } from '../services/services.js';
import { fromResult } from './from-result.js';

/** The portal's payment year (the one today's coding pays, or the administrator's setting) and every year the engine scores. */
export type PaymentYears = z.infer<typeof paymentYearsEndpoint.response>;

/** GET RafFactors/PaymentYears. */
export function fetchPaymentYears(api: ApiClient): ResultAsync<PaymentYears, ApiError> {
  return api.request(requestOf(paymentYearsEndpoint, {}), bodyOf('payment years', paymentYearsEndpoint.response)).map((reply) => reply.data);
}

/** The server's payment years, asked once an hour at most: every screen that scores or reports a year starts from its `current`. */
export function usePaymentYearsQuery() {
  const api = useService('api');
  return useQuery({ queryKey: ['payment-years'], queryFn: () => fromResult(fetchPaymentYears(api)), staleTime: 60 * 60_000 });
}
