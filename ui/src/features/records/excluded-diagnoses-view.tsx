import { DIAGNOSIS_SOURCE_LABELS, type ExcludedDiagnosis } from '@rafdesk/core/raf';

/** The codes a payment year's diagnosis-source rules left out of a score, each with its source and why; nothing when none. */
export function ExcludedDiagnosesView({ label, excluded }: { readonly label: string; readonly excluded: readonly ExcludedDiagnosis[] }) {
  if (excluded.length === 0) return null;
  return (
    <table className="explain-table" aria-label={label}>
      <caption>Left out by their diagnosis source</caption>
      <tbody>{excluded.map((diagnosis) => (
        <tr key={diagnosis.code}><td>{diagnosis.code}</td><td>{DIAGNOSIS_SOURCE_LABELS[diagnosis.source]}</td><td>{diagnosis.reason}</td></tr>
      ))}</tbody>
    </table>
  );
}
