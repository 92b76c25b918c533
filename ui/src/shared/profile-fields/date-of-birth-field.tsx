import { useRef } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { OverlayPanel } from 'primereact/overlaypanel';
import { maskTypedDate, pickerDateOf, typedDateOfPicked } from '@rafdesk/core';
import { BirthDateCalendar } from '../components/birth-date-calendar.js';

export interface DateOfBirthFieldProps {
  readonly id: string;
  readonly label: string;
  /** As typed: MM-DD-YYYY (possibly incomplete). */
  readonly value: string;
  readonly error?: string | undefined;
  readonly required?: boolean;
  readonly onChange: (value: string) => void;
}

/** A date typed with the ##-##-#### mask (placeholder MM-DD-YYYY) or picked from a calendar. */
export function DateOfBirthField({ id, label, value, error, required, onChange }: DateOfBirthFieldProps) {
  const panel = useRef<OverlayPanel>(null);
  return (
    <div className="field">
      <label htmlFor={id}>{label}{required && <span className="field__required" aria-hidden="true"> *</span>}</label>
      <div className="p-inputgroup">
        <InputText id={id} placeholder="MM-DD-YYYY" inputMode="numeric" maxLength={10} value={value}
          invalid={Boolean(error)} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(maskTypedDate(event.target.value))} />
        <Button type="button" icon="pi pi-calendar" aria-label={`Pick the ${label}`} onClick={(event) => panel.current?.toggle(event)} />
      </div>
      <OverlayPanel ref={panel}>
        <BirthDateCalendar value={pickerDateOf(value)} onPick={(date) => {
          onChange(typedDateOfPicked(date));
          panel.current?.hide();
        }} />
      </OverlayPanel>
      {error && <small id={`${id}-error`} className="p-error field-error">{error}</small>}
    </div>
  );
}
