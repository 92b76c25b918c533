import type { CatalogueDiagnostic } from '@rafdesk/core';

/** How every catalogue search lists an entry: code - description - alert, or 'No Alert' (spec 02 §2). */
export const catalogueOptionLabel = (entry: Pick<CatalogueDiagnostic, 'code' | 'description' | 'alert'>): string =>
  `${entry.code} - ${entry.description} - ${entry.alert ?? 'No Alert'}`;
