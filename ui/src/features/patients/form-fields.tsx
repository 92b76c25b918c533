import { useRef } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { OverlayPanel } from 'primereact/overlaypanel';
import { maskTypedDate, pickerDateOf, typedDateOfPicked } from '@rafdesk/core';
import { LabelledField, describedBy, type LabelledFieldProps } from '../../shared/components/labelled-field.js';
import { BirthDateCalendar } from '../../shared/components/birth-date-calendar.js';

type FieldProps = Omit<LabelledFieldProps, 'children'>;

/** A labelled text input with its message under it. */
export function TextField(props: FieldProps & { readonly value: string; readonly type?: 'text' | 'email' | 'tel'; readonly onChange: (value: string) => void }) {
  return (
    <LabelledField {...props}>
      <InputText id={props.id} type={props.type ?? 'text'} value={props.value} {...describedBy(props.id, props.error)} onChange={(event) => props.onChange(event.target.value)} />
    </LabelledField>
  );
}

/** A labelled dropdown with its message under it. */
export function ChoiceField<T extends string | number>(props: FieldProps & {
  readonly value: T | null; readonly options: readonly { readonly label: string; readonly value: T }[]; readonly onChange: (value: T | null) => void;
}) {
  return (
    <LabelledField {...props}>
      <Dropdown inputId={props.id} value={props.value} options={[...props.options]} filter={props.options.length > 10} placeholder="Select"
        {...describedBy(props.id, props.error)} onChange={(event) => props.onChange((event.value as T | undefined) ?? null)} />
    </LabelledField>
  );
}

/** A labelled check box (yes/no) with its message under it. */
export function CheckField(props: FieldProps & { readonly checked: boolean; readonly onChange: (checked: boolean) => void }) {
  return (
    <LabelledField {...props}>
      <Checkbox inputId={props.id} checked={props.checked} {...describedBy(props.id, props.error)} onChange={(event) => props.onChange(event.checked === true)} />
    </LabelledField>
  );
}

/** A date typed with the ##-##-#### mask (placeholder MM-DD-YYYY) or picked from a calendar. */
export function DateField(props: FieldProps & { readonly value: string; readonly onChange: (value: string) => void }) {
  const panel = useRef<OverlayPanel>(null);
  return (
    <LabelledField {...props}>
      <div className="p-inputgroup">
        <InputText id={props.id} placeholder="MM-DD-YYYY" inputMode="numeric" maxLength={10} value={props.value} {...describedBy(props.id, props.error)}
          onChange={(event) => props.onChange(maskTypedDate(event.target.value))} />
        <Button type="button" icon="pi pi-calendar" aria-label={`Pick the ${props.label}`} onClick={(event) => panel.current?.toggle(event)} />
      </div>
      <OverlayPanel ref={panel}>
        <BirthDateCalendar value={pickerDateOf(props.value)} onPick={(date) => {
          props.onChange(typedDateOfPicked(date));
          panel.current?.hide();
        }} />
      </OverlayPanel>
    </LabelledField>
  );
}
