/** One broken rule: the field (a path such as `addresses.1.phone`) and the reason, ready to show. */
export interface ValidationIssue {
  field: string;
  message: string;
}

/** A form that broke at least one rule; `issues` lists every broken rule, in field order. */
export interface ValidationFailed {
  kind: 'ValidationFailed';
  issues: ValidationIssue[];
}

export function validationFailed(issues: ValidationIssue[]): ValidationFailed {
  return { kind: 'ValidationFailed', issues };
}

/** The messages of each field, for showing under the field (UI). */
export function fieldErrors(failure: ValidationFailed): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const issue of failure.issues) (byField[issue.field] ??= []).push(issue.message);
  return byField;
}

/**
 * "field: reason" lines, for the server's 400 `{ errors: [...] }` body and the CLI.
 * `nameField` renames internal field paths (for example to the API's wire names).
 */
export function reasonLines(failure: ValidationFailed, nameField: (field: string) => string = (field) => field): string[] {
  return failure.issues.map((issue) => `${nameField(issue.field)}: ${issue.message}`);
}
