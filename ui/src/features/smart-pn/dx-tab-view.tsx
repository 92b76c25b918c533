import { MEAT_ELEMENTS, MEAT_LABELS, type DiagnosisChoice, type MeatElement } from '@rafdesk/core';
import { useGapsSlots, type OpenGapsPanelProps } from '../../shared/components/gaps-slot.js';

/** A diagnosis the note may document: the record's, or one attached from the search. */
export interface DxRowView {
  readonly choice: DiagnosisChoice;
  readonly attached: boolean;
  readonly meat: readonly MeatElement[];
  readonly evidence: string;
  /** Attached without evidence: flagged before Submit. */
  readonly flag: string | null;
}

export interface DxTabViewProps {
  readonly rows: readonly DxRowView[];
  readonly attachedCount: number;
  readonly disabled: boolean;
  readonly onAttach: (choice: DiagnosisChoice, attached: boolean) => void;
  readonly onMeat: (code: string, element: MeatElement, on: boolean) => void;
  readonly onEvidence: (code: string, text: string) => void;
  /** The patient's open gaps above the table (the gaps feature's panel, where the app provides it); a gap's code is attached to the note. */
  readonly gaps?: Pick<OpenGapsPanelProps, 'recordId' | 'codingRevision' | 'onDocument'> | null;
}

/** The DX tab: attach up to 12 diagnoses and give each the MEAT evidence of the note. */
export function DxTabView(props: DxTabViewProps) {
  const slots = useGapsSlots();
  return (
    <div className="smart-pn-dx">
      {props.gaps && slots && <slots.OpenGapsPanel {...props.gaps} headingLevel={3} documentLabel="Attach to the note" />}
      <p>{`${props.attachedCount} of 12 diagnostics attached. For each, choose what the note supports (Monitor, Evaluate, Assess, Treat) and quote the sentence that does.`}</p>
      <div className="smart-pn-scroll">
      <table className="smart-pn-dx-table" aria-label="Diagnostics">
        <thead><tr><th scope="col">Attach</th><th scope="col">Code</th><th scope="col">Description</th><th scope="col">MEAT evidence</th></tr></thead>
        <tbody>
          {props.rows.map((row) => {
            const code = row.choice.code;
            return (
              <tr key={code} data-field={`dx.${code}.evidence`} className={row.flag ? 'is-flagged' : undefined}>
                <td><input type="checkbox" aria-label={`Attach ${code}`} checked={row.attached} disabled={props.disabled} onChange={(event) => props.onAttach(row.choice, event.target.checked)} /></td>
                <td>{code}</td>
                <td>{row.choice.description}</td>
                <td>
                  {row.attached ? (
                    <fieldset className="smart-pn-meat" disabled={props.disabled}>
                      <legend className="sr-only">{`MEAT evidence for ${code}`}</legend>
                      {MEAT_ELEMENTS.map((element) => (
                        <label key={element}>
                          <input type="checkbox" checked={row.meat.includes(element)} aria-label={`${MEAT_LABELS[element]} ${code}`} onChange={(event) => props.onMeat(code, element, event.target.checked)} />
                          {' '}{MEAT_LABELS[element]}
                        </label>
                      ))}
                      <label htmlFor={`pn-evidence-${code}`} className="sr-only">{`Supporting sentence for ${code}`}</label>
                      <textarea id={`pn-evidence-${code}`} className="p-inputtext p-inputtextarea" rows={2} placeholder="The sentence of the note that supports it" value={row.evidence}
                        aria-invalid={row.flag !== null} aria-describedby={row.flag ? `pn-evidence-${code}-flag` : undefined} onChange={(event) => props.onEvidence(code, event.target.value)} />
                      {row.flag && <small id={`pn-evidence-${code}-flag`} className="p-error"><i className="pi pi-flag" aria-hidden="true" /> {row.flag}</small>}
                    </fieldset>
                  ) : <span className="smart-pn-muted">Not attached</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      </div>
    </div>
  );
}
