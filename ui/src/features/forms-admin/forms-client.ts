import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { type ApiClient, type ApiError, type VisitOption, anyBody, bodyOf, fromWireVisitOption, listOf, toWireVisitOption } from '@rafdesk/core';

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
    visitOptions: () => api.request({ method: 'GET', path: 'Forms/FormsResolve' }, bodyOf('forms resolve', ResolveSchema))
      .andThen((reply) => listOf(fromWireVisitOption)(reply.data.visitOptions).mapErr((error): ApiError => ({ kind: 'InvalidAnswer', issues: error.issues }))),
    save: (option, mode) => api.request({ method: mode === 'create' ? 'POST' : 'PUT', path: mode === 'create' ? 'Forms' : 'Forms/UpdateForm', json: toWireVisitOption(option) }, anyBody)
      .map(() => undefined),
  };
}
