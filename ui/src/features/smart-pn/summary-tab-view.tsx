import { Button } from 'primereact/button';
import { evidenceText, type NoteDocument } from '@rafdesk/core';

export interface SummaryTabViewProps {
  readonly document: NoteDocument;
  readonly cptOptions: readonly { readonly value: string; readonly label: string }[];
  readonly cpt: string;
  readonly otherCpt: string;
  /** The "other" CPT (660) is chosen: its text shows and is required. */
  readonly otherChosen: boolean;
  readonly narrative: string;
  readonly errors: Readonly<Record<string, string>>;
  readonly disabled: boolean;
  readonly onChange: (patch: { cpt?: string; otherCpt?: string; narrative?: string }) => void;
  /** Prints the summary; print mode adds the electronic-signature paragraph. */
  readonly onPrint: () => void;
}

/** PN Summary: the note as it will print, with the CPT, its "other" text and the narrative; the signature prints. */
export function SummaryTabView(props: SummaryTabViewProps) {
  const { document } = props;
  return (
    <div className="smart-pn-summary">
      <div className="smart-pn-fields">
        <div className="field smart-pn-cpt" data-field="cpt">
          <label htmlFor="pn-cpt">CPT <span aria-hidden="true">*</span></label>
          <select id="pn-cpt" className="p-inputtext" value={props.cpt} disabled={props.disabled} aria-required="true" aria-invalid={'cpt' in props.errors}
            aria-describedby={props.errors.cpt ? 'pn-cpt-error' : undefined} onChange={(event) => props.onChange({ cpt: event.target.value })}>
            <option value="">Select</option>
            {props.cptOptions.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </select>
          {props.errors.cpt && <small id="pn-cpt-error" className="p-error">{props.errors.cpt}</small>}
        </div>
        {props.otherChosen && (
          <div className="field" data-field="otherCpt">
            <label htmlFor="pn-other-cpt">Other CPT <span aria-hidden="true">*</span></label>
            <input id="pn-other-cpt" className="p-inputtext" value={props.otherCpt} disabled={props.disabled} aria-required="true" aria-invalid={'otherCpt' in props.errors}
              onChange={(event) => props.onChange({ otherCpt: event.target.value })} />
            {props.errors.otherCpt && <small className="p-error">{props.errors.otherCpt}</small>}
          </div>
        )}
        <div className="field smart-pn-wide">
          <label htmlFor="pn-narrative">Narrative</label>
          <textarea id="pn-narrative" className="p-inputtext p-inputtextarea" rows={4} value={props.narrative} disabled={props.disabled} onChange={(event) => props.onChange({ narrative: event.target.value })} />
        </div>
      </div>
      <Button type="button" icon="pi pi-print" label="Print" outlined size="small" className="smart-pn-print" onClick={props.onPrint} />
      <article className="smart-pn-document" aria-label="PN Summary">
        <h2>{document.title}</h2>
        {document.blocks.map((block) => (
          <section key={block.title}>
            <h3>{block.title}</h3>
            <dl className="smart-pn-facts">
              {block.lines.map(([label, text], index) => <div key={`${label}-${index}`}><dt>{label}</dt><dd>{text || '—'}</dd></div>)}
            </dl>
          </section>
        ))}
        <section>
          <h3>Diagnostics</h3>
          <div className="smart-pn-scroll">
          <table aria-label="Attached diagnostics">
            <thead><tr><th scope="col">Code</th><th scope="col">Description</th><th scope="col">MEAT evidence</th></tr></thead>
            <tbody>
              {document.diagnoses.length === 0 && <tr><td colSpan={3}>No diagnosis attached</td></tr>}
              {document.diagnoses.map((row) => <tr key={row.code}><td>{row.code}</td><td>{row.description}</td><td>{evidenceText(row)}</td></tr>)}
            </tbody>
          </table>
          </div>
        </section>
        <p className="smart-pn-signature print-only">{document.signature}</p>
      </article>
    </div>
  );
}
