import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { describedBy } from '../../shared/components/labelled-field.js';

/** A patient as the member pick lists them. */
export interface MemberChoice {
  readonly recordId: number;
  readonly patientName: string;
  /** MM/DD/YYYY. */
  readonly dateOfBirth: string;
  readonly contractNumber: string | null;
}

export interface MemberPickViewProps {
  readonly search: string;
  readonly searching: boolean;
  /** The patients the last search found; null before any search. */
  readonly found: readonly MemberChoice[] | null;
  readonly picked: readonly MemberChoice[];
  readonly onSearchText: (text: string) => void;
  readonly onSearch: () => void;
  readonly onPick: (recordId: number) => void;
  readonly onUnpick: (recordId: number) => void;
  /** Why the members were refused (none picked, one out of reach). */
  readonly error?: string | undefined;
}

const who = (choice: MemberChoice) => [choice.patientName, `DOB ${choice.dateOfBirth}`, choice.contractNumber && `Contract No ${choice.contractNumber}`].filter(Boolean).join(', ');

const foundText = (found: readonly MemberChoice[]) =>
  (found.length === 0 ? 'No patient matches the search.' : `${found.length} ${found.length === 1 ? 'patient' : 'patients'} found.`);

/** Members picked by name or contract number: a search, its results to add, and the members added so far. */
export function MemberPickView(props: MemberPickViewProps) {
  const picked = new Set(props.picked.map((choice) => choice.recordId));
  return (
    <div className="radv-pick">
      <div className="field">
        <label htmlFor="radv-search">Find a patient (name or INS Contract No)</label>
        <div className="p-inputgroup">
          {/* Enter searches here: in the dialog's form it would otherwise open the audit. */}
          <InputText id="radv-search" value={props.search} autoComplete="off" onChange={(event) => props.onSearchText(event.target.value)}
            onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); props.onSearch(); } }} {...describedBy('radv-search', props.error)} />
          <Button type="button" label="Search" icon="pi pi-search" loading={props.searching} onClick={props.onSearch} />
        </div>
        {props.error && <small id="radv-search-error" className="p-error field-error">{props.error}</small>}
      </div>
      <p role="status" className="radv-pick__status">{props.found === null ? '' : foundText(props.found)}</p>
      {props.found !== null && props.found.length > 0 && (
        <ul className="radv-pick__list" aria-label="Patients found">
          {props.found.map((choice) => (
            <li key={choice.recordId}>
              <span>{who(choice)}</span>
              <Button type="button" label={picked.has(choice.recordId) ? 'Added' : 'Add'} icon="pi pi-plus" size="small" outlined disabled={picked.has(choice.recordId)}
                aria-label={picked.has(choice.recordId) ? `Added ${choice.patientName}` : `Add ${choice.patientName} as a member`} onClick={() => props.onPick(choice.recordId)} />
            </li>
          ))}
        </ul>
      )}
      <p className="radv-pick__title" id="radv-picked-title">{`Members picked: ${props.picked.length}`}</p>
      {props.picked.length > 0 && (
        <ul className="radv-pick__list" aria-labelledby="radv-picked-title">
          {props.picked.map((choice) => (
            <li key={choice.recordId}>
              <span>{who(choice)}</span>
              <Button type="button" label="Remove" icon="pi pi-times" size="small" text aria-label={`Remove ${choice.patientName}`} onClick={() => props.onUnpick(choice.recordId)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
