import { Button } from 'primereact/button';
import { COMPLIANCE_SOURCE_LABELS, type CoverSheet, type CoverSheetHcc } from '@rafdesk/core';
import { isoDateText } from '../../shared/format/date-text.js';
import { VERDICT_LABELS } from './radv-words.js';

export interface CoverSheetsViewProps {
  /** "H1234 PY2027". */
  readonly auditName: string;
  /** "Building: 1 of 2 members": the sheets come once the pack is built. */
  readonly progress: string;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly sheets: readonly CoverSheet[];
  readonly onClose: () => void;
}

function Verdict({ verdict }: { readonly verdict: CoverSheet['status'] }) {
  return <span className={`radv__verdict radv__verdict--${verdict}`}>{VERDICT_LABELS[verdict]}</span>;
}

function RecordsChosen({ hcc }: { readonly hcc: CoverSheetHcc }) {
  if (hcc.records.length === 0) return <span>No record</span>;
  return (
    <ul className="radv__plain-list">
      {hcc.records.map((record) => (
        <li key={record.noteId}>
          {`Note ${record.noteId}, ${record.dateOfService === null ? 'no date of service' : `DOS ${isoDateText(record.dateOfService)}`}, ${COMPLIANCE_SOURCE_LABELS[record.source]}`}
          {record.provider && `, ${record.provider}`}: <Verdict verdict={record.verdict} />
        </li>
      ))}
    </ul>
  );
}

function Reasons({ hcc }: { readonly hcc: CoverSheetHcc }) {
  // The notes that could not support the HCC say why too: a reviewer asks why a record in the chart was not sent.
  const lines = [...hcc.reasons, ...hcc.rejected.flatMap((note) => note.reasons.map((reason) => `Not chosen: ${reason}`))];
  if (lines.length === 0) return <span>None</span>;
  return <ul className="radv__plain-list">{lines.map((line) => <li key={line}>{line}</li>)}</ul>;
}

function MemberSheet({ sheet }: { readonly sheet: CoverSheet }) {
  const headingId = `radv-member-${sheet.recordId}`;
  const facts = [`DOB ${isoDateText(sheet.dateOfBirth)}`, sheet.contractNumber && `Contract No ${sheet.contractNumber}`, sheet.doctorName && `Doctor ${sheet.doctorName}`]
    .filter(Boolean).join(' · ');
  return (
    <article className="radv__sheet" aria-labelledby={headingId}>
      <h3 id={headingId}>{sheet.patientName} <Verdict verdict={sheet.status} /></h3>
      <p className="radv__facts">{facts}</p>
      {sheet.file && <p className="radv__facts">{`${sheet.file.name}, SHA-256 ${sheet.file.sha256}`}</p>}
      {sheet.hccs.length === 0 ? <p>No HCC was billed for this member.</p> : (
        <table className="radv__hccs">
          <caption className="sr-only">{`HCCs of ${sheet.patientName}`}</caption>
          <thead><tr><th scope="col">HCC</th><th scope="col">Billed codes</th><th scope="col">Records chosen</th><th scope="col">Status</th><th scope="col">Reasons</th></tr></thead>
          <tbody>
            {sheet.hccs.map((hcc) => (
              <tr key={hcc.hcc}>
                <th scope="row">{`${hcc.hcc} ${hcc.label}`}</th>
                <td>{hcc.billedCodes.join(', ')}</td>
                <td><RecordsChosen hcc={hcc} /></td>
                <td><Verdict verdict={hcc.verdict} /></td>
                <td><Reasons hcc={hcc} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}

/** The cover sheets of one audit: per member, each billed HCC with the record(s) chosen, its status and why. */
export function CoverSheetsView(props: CoverSheetsViewProps) {
  const title = `Cover sheets of ${props.auditName}`;
  const waiting = props.failed ? 'The cover sheets could not be read. Try again in a moment.'
    : props.loading ? 'Loading…' : props.sheets.length === 0 ? `The cover sheets come once the pack is built (${props.progress}).` : null;
  return (
    <section className="radv__sheets" aria-labelledby="radv-sheets-title">
      <header className="radv__sheets-header">
        <h2 id="radv-sheets-title">{title}</h2>
        <Button type="button" label="Close" icon="pi pi-times" text aria-label={`Close the ${title.charAt(0).toLowerCase()}${title.slice(1)}`} onClick={props.onClose} />
      </header>
      {waiting !== null ? <p role={props.failed ? 'alert' : 'status'}>{waiting}</p> : props.sheets.map((sheet) => <MemberSheet key={sheet.recordId} sheet={sheet} />)}
    </section>
  );
}
