import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import {
  type ApiClient, type ApiError, type VisitOption, anyBody, bodyOf, createVisitOptionsEndpoint, formsResolveEndpoint, fromWireVisitOption, listOf, requestOf,
  toWireVisitOption, updateVisitOptionsEndpoint,
} from '@rafdesk/core';

/** The calls of /admin/forms: the whole questionnaire (Forms/FormsResolve), and adding or changing one option. */
export interface FormsClient {
  visitOptions(): ResultAsync<readonly VisitOption[], ApiError>;
  /** POST Forms (a new id) or PUT Forms/UpdateForm (an existing one). */
  save(option: VisitOption, mode: 'create' | 'update'): ResultAsync<void, ApiError>;
}

const ResolveSchema = z.object({ visitOptions: z.array(z.unknown()) });

/** {@link FormsClient} over the API client. */
export function formsClient(api: ApiClient): FormsClient {
  return {
    visitOptions: () => api.request(requestOf(formsResolveEndpoint, {}), bodyOf('forms resolve', ResolveSchema))
      .andThen((reply) => listOf(fromWireVisitOption)(reply.data.visitOptions).mapErr((error): ApiError => ({ kind: 'InvalidAnswer', issues: error.issues }))),
    save: (option, mode) => {
      const json = toWireVisitOption(option);
      return api.request(requestOf(mode === 'create' ? createVisitOptionsEndpoint : updateVisitOptionsEndpoint, { json }), anyBody).map(() => undefined);
    },
  };
}
