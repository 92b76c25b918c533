import { err, ok, type Result } from 'neverthrow';
import type { BillingSemester } from '../domain/record.js';
import type { BillableDiagnostic } from './record-figures.js';

/** Why a billing flag may not change. */
export type BillingRefused =
  | { readonly kind: 'PatientInactive' }
  | { readonly kind: 'DiagnosticInactive'; readonly code: string }
  | { readonly kind: 'DiagnosticNotOnRecord'; readonly code: string };

/**
 * Billing (or unbilling) is allowed only for an active patient and active diagnostics that are on the
 * record; the first code that breaks the rule is named. The same rule disables the checkboxes in the app.
 */
export function checkBillingChange(patientActive: boolean, onRecord: readonly BillableDiagnostic[], codes: readonly string[]): Result<void, BillingRefused> {
  if (!patientActive) return err({ kind: 'PatientInactive' });
  for (const code of codes) {
    const rows = onRecord.filter((d) => d.code === code);
    if (rows.length === 0) return err({ kind: 'DiagnosticNotOnRecord', code });
    if (!rows.some((d) => d.active)) return err({ kind: 'DiagnosticInactive', code });
  }
  return ok(undefined);
}

/** Auto Billing: every active diagnostic not yet billed in `semester`, each code once. */
export function planAutoBilling(diagnostics: readonly BillableDiagnostic[], semester: BillingSemester): string[] {
  const billed = (d: BillableDiagnostic) => (semester === 1 ? d.billedFirstSemester : d.billedSecondSemester);
  return [...new Set(diagnostics.filter((d) => d.active && !billed(d)).map((d) => d.code))];
}
