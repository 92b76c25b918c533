import type { ReactNode } from 'react';

export interface LabelledFieldProps {
  readonly id: string;
  readonly label: string;
  /** The field's first message, shown under it and tied to the input by `aria-describedby`. */
  readonly error?: string | undefined;
  readonly required?: boolean;
  readonly children: ReactNode;
}

/** A form field: its label (with a required mark), the input and its message under it. */
export function LabelledField({ id, label, error, required, children }: LabelledFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}{required && <span className="field__required" aria-hidden="true"> *</span>}</label>
      {children}
      {error && <small id={`${id}-error`} className="p-error field-error">{error}</small>}
    </div>
  );
}

/** The props an input takes to show its field's message: invalid state and the message's id. */
export const describedBy = (id: string, error: string | undefined) =>
  ({ invalid: Boolean(error), 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined });
