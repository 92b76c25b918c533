import { dottedCode, type CatalogueDiagnostic } from '@rafdesk/core';

/** How every catalogue search lists an entry: code (with its dot, E11.65) - description - alert, or 'No Alert' (spec 02 §2). */
export const catalogueOptionLabel = (entry: Pick<CatalogueDiagnostic, 'code' | 'description' | 'alert'>): string =>
  `${dottedCode(entry.code)} - ${entry.description} - ${entry.alert ?? 'No Alert'}`;
