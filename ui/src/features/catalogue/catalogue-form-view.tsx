import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { LabelledField, describedBy } from '../../shared/components/labelled-field.js';
import { CATALOGUE_FIELDS, type CatalogueDraft } from './catalogue-fields.js';

export interface CatalogueFormViewProps {
  /** `detail` or `create`: the ids of the two forms differ, both can be on the page. */
  readonly idPrefix: string;
  readonly draft: CatalogueDraft;
  readonly readOnly: boolean;
  /** The Diagnostic ID field (Add New Diagnostic only). */
  readonly withCode: boolean;
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (change: Partial<CatalogueDraft>) => void;
}

/** Every field of a catalogue entry (spec 02 §2), read-only or editable; numbers are category numbers. */
export function CatalogueFormView({ idPrefix, draft, readOnly, withCode, errors, onChange }: CatalogueFormViewProps) {
  const id = (key: string) => `${idPrefix}-${key}`;
  return (
    <div className="form-grid catalogue-form">
      {withCode && (
        <LabelledField id={id('code')} label="Diagnostic ID" required error={errors.code}>
          <InputText id={id('code')} value={draft.code} maxLength={16} {...describedBy(id('code'), errors.code)} onChange={(event) => onChange({ code: event.target.value })} />
        </LabelledField>
      )}
      {CATALOGUE_FIELDS.map((field) => (
        <div key={field.key} className={field.kind === 'area' ? 'catalogue-form__wide' : undefined}>
          <LabelledField id={id(field.key)} label={field.label} required={!readOnly && field.key === 'description'} error={errors[field.key]}>
            {field.kind === 'area'
              ? <InputTextarea id={id(field.key)} value={draft[field.key]} readOnly={readOnly} rows={2} autoResize {...describedBy(id(field.key), errors[field.key])}
                  onChange={(event) => onChange({ [field.key]: event.target.value })} />
              : <InputText id={id(field.key)} value={draft[field.key]} readOnly={readOnly} inputMode={field.kind === 'number' ? 'numeric' : undefined}
                  {...describedBy(id(field.key), errors[field.key])} onChange={(event) => onChange({ [field.key]: event.target.value })} />}
          </LabelledField>
        </div>
      ))}
    </div>
  );
}
