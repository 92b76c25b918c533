import { InputText } from 'primereact/inputtext';

export interface TextFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly error?: string | undefined;
  readonly required?: boolean;
  readonly readOnly?: boolean;
  /** Locked (a field that cannot change once saved, such as the role's document id when editing). */
  readonly disabled?: boolean;
  /** A counter of typed characters against this limit ('12/50') under the field. */
  readonly counter?: number;
  readonly type?: 'text' | 'email' | 'tel';
  readonly inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  readonly autoComplete?: string;
  readonly onChange: (value: string) => void;
}

/** A labelled text input with its error text under it; the field is marked invalid when there is one. */
export function TextField({ id, label, value, error, required, readOnly, disabled, counter, type = 'text', inputMode, autoComplete, onChange }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}{required && <span className="field__required" aria-hidden="true"> *</span>}</label>
      <InputText id={id} value={value} type={type} inputMode={inputMode} autoComplete={autoComplete} readOnly={readOnly} disabled={disabled}
        invalid={Boolean(error)} aria-invalid={Boolean(error)} aria-required={required} aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)} />
      {counter !== undefined && <small className="field__counter">{value.length}/{counter}</small>}
      {error && <small id={`${id}-error`} className="p-error field-error">{error}</small>}
    </div>
  );
}
