/** The part of a query the screens' loading and error states need. */
export interface QueryLike {
  readonly isPending: boolean;
  readonly isError: boolean;
}

/** Loading and error of a screen made of several queries, decided in one place: loading until all arrived, failed if any failed. */
export function queryStatus(queries: readonly QueryLike[], failedText: string): { readonly loading: boolean; readonly error: string | null } {
  if (queries.some((query) => query.isError)) return { loading: false, error: failedText };
  return { loading: queries.some((query) => query.isPending), error: null };
}
