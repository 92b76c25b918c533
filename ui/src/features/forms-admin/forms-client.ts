import type { ResultAsync } from 'neverthrow';
import {
  type ApiClient, type ApiError, type VisitOption, callEndpoint, createVisitOptionsEndpoint, formsResolveEndpoint, updateVisitOptionsEndpoint,
} from '@rafdesk/core';

/** The calls of /admin/forms: the whole questionnaire (Forms/FormsResolve), and adding or changing one option. */
export interface FormsClient {
  visitOptions(): ResultAsync<readonly VisitOption[], ApiError>;
  /** POST Forms (a new id) or PUT Forms/UpdateForm (an existing one). */
  save(option: VisitOption, mode: 'create' | 'update'): ResultAsync<void, ApiError>;
}

/** {@link FormsClient} over the API client. */
export function formsClient(api: ApiClient): FormsClient {
  return {
    visitOptions: () => callEndpoint(api, formsResolveEndpoint, undefined).map((reply) => reply.data),
    save: (option, mode) => callEndpoint(api, mode === 'create' ? createVisitOptionsEndpoint : updateVisitOptionsEndpoint, option).map(() => undefined),
  };
}
