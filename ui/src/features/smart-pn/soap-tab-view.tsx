import { Button } from 'primereact/button';
import type { DiagnosisChoice, MedicationDraft, QuestionGroup } from '@rafdesk/core';
import { MedicationTableView } from './medication-table-view.js';

/** One answer option as shown: its value kind decides the input (spec 02 §5 numeric and date inputs). */
export interface SoapOptionView {
  readonly id: number;
  readonly label: string;
  readonly checked: boolean;
  readonly text: string;
  readonly kind: 'count' | 'pain' | 'date' | 'text';
  /** A chosen Other/Comment: its required specify field shows. */
  readonly specify: boolean;
  readonly error: string | null;
}

/** A question as the SOAP tab shows it: core's group with its error and its options' state. */
export interface SoapGroupView extends Omit<QuestionGroup, 'options'> {
  readonly error: string | null;
  readonly options: readonly SoapOptionView[];
}

export interface DiagnosticSearchView {
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly status: string;
  readonly results: readonly DiagnosisChoice[];
  readonly attached: ReadonlySet<string>;
  readonly onAttach: (choice: DiagnosisChoice) => void;
}

export interface SoapTabViewProps {
  readonly groups: readonly SoapGroupView[];
  readonly disabled: boolean;
  readonly onChoose: (optionId: number, checked: boolean) => void;
  readonly onText: (optionId: number, text: string) => void;
  readonly medications: null | {
    readonly rows: readonly MedicationDraft[];
    readonly errors: Readonly<Record<string, string>>;
    readonly error: string | null;
    readonly onAdd: () => void;
    readonly onChange: (index: number, field: keyof MedicationDraft, text: string) => void;
    readonly onRemove: (index: number) => void;
  };
  readonly search: DiagnosticSearchView;
}

const TEXT_HINTS: Record<SoapOptionView['kind'], string | null> = { count: 'A whole number', pain: '0 to 10', date: 'MM-DD-YYYY', text: null };

function TextAnswer({ group, option, disabled, onText }: { group: SoapGroupView; option: SoapOptionView; disabled: boolean; onText: SoapTabViewProps['onText'] }) {
  const id = `pn-option-${option.id}`;
  const hint = TEXT_HINTS[option.kind];
  const described = [hint || option.error ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" data-field={`soap.option.${option.id}`}>
      <label htmlFor={id}>{option.label}</label>
      {group.inputType === 'Texta'
        ? <textarea id={id} className="p-inputtextarea p-inputtext" rows={3} value={option.text} disabled={disabled} aria-invalid={option.error !== null} aria-describedby={described} onChange={(event) => onText(option.id, event.target.value)} />
        : <input id={id} className="p-inputtext" inputMode={option.kind === 'text' ? undefined : 'numeric'} value={option.text} disabled={disabled} aria-invalid={option.error !== null} aria-describedby={described}
          onChange={(event) => onText(option.id, event.target.value)} />}
      {(hint || option.error) && <small id={`${id}-help`} className={option.error ? 'p-error' : undefined}>{option.error ?? hint}</small>}
    </div>
  );
}

function Question({ group, disabled, onChoose, onText }: { group: SoapGroupView } & Pick<SoapTabViewProps, 'disabled' | 'onChoose' | 'onText'>) {
  const choice = group.inputType === 'Radio' || group.inputType === 'Check';
  const errorId = `pn-group-${group.id}-error`;
  return (
    <fieldset className="smart-pn-question" data-field={`soap.group.${group.id}`} aria-describedby={group.error ? errorId : undefined} disabled={disabled}>
      <legend>{group.title}{group.required && <span className="required-mark"> *<span className="sr-only"> (required)</span></span>}</legend>
      {group.tooltip && <p className="smart-pn-tip">{group.tooltip}</p>}
      <div className={choice ? 'smart-pn-choices' : 'smart-pn-texts'}>
        {group.options.map((option) => (choice ? (
          <div key={option.id} className="smart-pn-choice">
            <label>
              <input type={group.inputType === 'Radio' ? 'radio' : 'checkbox'} name={`pn-group-${group.id}`} checked={option.checked}
                onChange={(event) => onChoose(option.id, event.target.checked)} />
              {' '}{option.label}
            </label>
            {option.specify && (
              <span className="field" data-field={`soap.option.${option.id}`}>
                <label htmlFor={`pn-specify-${option.id}`} className="sr-only">{`${group.title}: specify ${option.label}`}</label>
                <input id={`pn-specify-${option.id}`} className="p-inputtext p-inputtext-sm" placeholder="Please specify" value={option.text} aria-required="true"
                  aria-invalid={option.error !== null} onChange={(event) => onText(option.id, event.target.value)} />
                {option.error && <small className="p-error">{option.error}</small>}
              </span>
            )}
          </div>
        ) : <TextAnswer key={option.id} group={group} option={option} disabled={disabled} onText={onText} />))}
      </div>
      {group.error && <small id={errorId} className="p-error">{group.error}</small>}
    </fieldset>
  );
}

/** The SOAP Note tab: the questionnaire in the patient's order, the medication table, the diagnostic search. */
export function SoapTabView(props: SoapTabViewProps) {
  let header: string | null = null;
  return (
    <div className="smart-pn-soap">
      {props.groups.map((group) => {
        const heading = group.header !== header ? group.header : null;
        header = group.header;
        return (
          <div key={group.id}>
            {heading && <h2 className="smart-pn-section-title">{heading}</h2>}
            <Question group={group} disabled={props.disabled} onChoose={props.onChoose} onText={props.onText} />
            {group.title === 'Home Medication' && props.medications && <MedicationTableView {...props.medications} disabled={props.disabled} />}
          </div>
        );
      })}
      {props.medications && !props.groups.some((group) => group.title === 'Home Medication') && <MedicationTableView {...props.medications} disabled={props.disabled} />}
      <section className="smart-pn-search" aria-labelledby="pn-search-heading">
        <h2 id="pn-search-heading" className="smart-pn-section-title">Diagnostic search</h2>
        <label htmlFor="pn-dx-search">Search diagnostics by code or description</label>
        <input id="pn-dx-search" className="p-inputtext" value={props.search.text} disabled={props.disabled} aria-describedby="pn-dx-search-status"
          onChange={(event) => props.search.onText(event.target.value)} />
        <p id="pn-dx-search-status" role="status">{props.search.status}</p>
        <ul className="smart-pn-results" aria-label="Search results">
          {props.search.results.map((choice) => (
            <li key={choice.code}>
              <span><strong>{choice.code}</strong> {choice.description}</span>
              <Button type="button" size="small" text label={props.search.attached.has(choice.code) ? 'Attached' : 'Attach'} disabled={props.disabled || props.search.attached.has(choice.code)}
                aria-label={`Attach ${choice.code}`} onClick={() => props.search.onAttach(choice)} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
