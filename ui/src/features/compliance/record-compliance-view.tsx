import { useId } from 'react';
import { Button } from 'primereact/button';
import { LEDGER_REASON_LABELS, rafChangeWords, type FlagView, type RecordCompliance } from '@rafdesk/core';
import { JustificationDialogView, type JustificationDialogViewProps } from './justification-dialog-view.js';
import { rafCountsText, verdictText } from './compliance-words.js';
import './compliance.css';

export interface RecordComplianceViewProps {
  readonly headingLevel: 2 | 3;
  readonly card: RecordCompliance | null;
  readonly failed: boolean;
  /** Null where the user may not justify (InsuranceStaff, an inactive patient). */
  readonly onJustify: ((flag: FlagView) => void) | null;
  readonly dialog: JustificationDialogViewProps;
}

function FlagItem({ flag, onJustify }: { flag: FlagView; onJustify: RecordComplianceViewProps['onJustify'] }) {
  return (
    <li className="compliance-flag">
      <p className="compliance-flag__title"><strong>{flag.code}</strong> ({flag.dateOfService}): {flag.title} <span className="compliance-flag__group">OIG group “{flag.oigGroup}”</span></p>
      <p><span className="compliance-flag__label">Why:</span> {flag.why}</p>
      <p><span className="compliance-flag__label">Alternative:</span> {flag.alternative}</p>
      <p><span className="compliance-flag__label">RAF change:</span> {rafChangeWords(flag)}</p>
      {flag.justification
        ? <p className="compliance-flag__justified"><span className="pi pi-check" aria-hidden="true" /> Justified on {flag.justification.at.slice(0, 10)} (note {flag.justification.noteId}): {flag.justification.reason}</p>
        : (
          <p className="compliance-flag__open">Billing it needs a recorded justification.
            {onJustify && <Button type="button" size="small" outlined label={`Justify ${flag.code}`} onClick={() => onJustify(flag)} />}
          </p>
        )}
    </li>
  );
}

/** The record card's compliance part: RAF that counts beside RAF coded, high-risk flags, the payment-year ledger, HRA-only diagnoses. */
export function RecordComplianceView({ headingLevel, card, failed, onJustify, dialog }: RecordComplianceViewProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const headingId = useId();
  const figures = card && rafCountsText(card);
  return (
    <section className="compliance" aria-labelledby={headingId}>
      <Heading id={headingId} className="compliance__title">Counts for payment year {card?.paymentYear ?? ''}</Heading>
      {failed ? <p role="alert">The compliance checks could not be read. Try again in a moment.</p>
        : card === null ? <p>Loading the compliance checks…</p>
          : (
            <>
              {figures
                ? (
                  <dl className="compliance__figures">
                    <div><dt>RAF coded</dt><dd>{figures.coded}</dd></div>
                    <div><dt>RAF that counts</dt><dd>{figures.counts}</dd></div>
                    <div><dt>At risk</dt><dd>{figures.atRisk}</dd></div>
                  </dl>
                )
                : <p>RAF that counts: not scored ({card.rafNote})</p>}
              <Sub>High-risk codes</Sub>
              {card.flags.length === 0 ? <p>No high-risk code is flagged.</p>
                : <ul className="compliance__flags">{card.flags.map((flag) => <FlagItem key={`${flag.ruleId}@${flag.key}`} flag={flag} onJustify={onJustify} />)}</ul>}
              {card.hraOnly.length > 0 && (
                <>
                  <Sub>Health-risk assessment only</Sub>
                  <ul className="compliance__hra">{card.hraOnly.map((flag) => <li key={flag.code}><strong>{flag.code}</strong>: {flag.words}</li>)}</ul>
                </>
              )}
              <details className="compliance__ledger-box">
                <summary>Ledger: {card.ledger.filter((entry) => entry.counts).length} of {card.ledger.length} diagnoses count, with the reason of each one that does not</summary>
              <table className="compliance__ledger">
                <caption className="sr-only">Each diagnosis of the record: date of service, payment year, source, provider and whether it counts</caption>
                <thead><tr><th scope="col">Code</th><th scope="col">Date of service</th><th scope="col">Payment year</th><th scope="col">Source</th><th scope="col">Provider, specialty</th><th scope="col">Verdict</th></tr></thead>
                <tbody>
                  {card.ledger.map((entry, index) => (
                    <tr key={`${entry.code}-${entry.dateOfService ?? index}`}>
                      <th scope="row">{entry.code}</th>
                      <td>{entry.dateOfService ?? '—'}</td>
                      <td>{entry.paymentYear ?? '—'}</td>
                      <td>{entry.sourceLabel}</td>
                      <td>{[entry.provider, entry.specialty].filter(Boolean).join(', ') || '—'}</td>
                      <td>
                        <span className={entry.counts ? 'compliance__counts' : 'compliance__not-counts'}>{verdictText(entry)}</span>
                        {entry.findings.length > 0 && (
                          <ul className="compliance__findings">
                            {entry.findings.map((finding) => <li key={finding.reason}><code>{finding.reason}</code> {LEDGER_REASON_LABELS[finding.reason]}: {finding.words}</li>)}
                          </ul>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              </details>
            </>
          )}
      <JustificationDialogView {...dialog} />
    </section>
  );
}
