import { Checkbox } from 'primereact/checkbox';
import type { ProgramOption } from '@rafdesk/core';
import { TextField } from './text-field.js';

export interface ProgramChecklistProps {
  readonly id: string;
  readonly legend: string;
  readonly options: readonly ProgramOption[];
  readonly selected: readonly number[];
  readonly error?: string | undefined;
  /** The "Please specify" text, shown when an Other entry is chosen; omit for lists without Other. */
  readonly other?: { readonly chosen: boolean; readonly value: string; readonly error?: string | undefined; readonly onChange: (value: string) => void };
  readonly onToggle: (id: number) => void;
  /** The options' language when it is not the page's (the services list is in Spanish). */
  readonly lang?: string;
}

/** A required checkbox group (billing software, record program, other services) with its Other text. */
export function ProgramChecklist({ id, legend, options, selected, error, other, onToggle, lang }: ProgramChecklistProps) {
  return (
    <fieldset className="form-section" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}<span className="field__required" aria-hidden="true"> *</span></legend>
      <div className="checklist" role="group" aria-label={legend}>
        {options.map((option) => (
          <div key={option.id} className="checklist__item">
            <Checkbox inputId={`${id}-${option.id}`} checked={selected.includes(option.id)} invalid={Boolean(error)} onChange={() => onToggle(option.id)} />
            <label htmlFor={`${id}-${option.id}`} lang={lang}>{option.name}</label>
          </div>
        ))}
      </div>
      {error && <small id={`${id}-error`} className="p-error field-error">{error}</small>}
      {other?.chosen && <TextField id={`${id}-other`} label="Please specify" required value={other.value} error={other.error} onChange={other.onChange} />}
    </fieldset>
  );
}
