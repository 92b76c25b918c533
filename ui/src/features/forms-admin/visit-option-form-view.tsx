import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { VisitInputTypeSchema } from '@rafdesk/core';
import { LabelledField, describedBy } from '../../shared/components/labelled-field.js';
import type { VisitGroup, VisitOptionDraft, VisitOptionErrors } from './visit-option-draft.js';

export interface VisitOptionFormViewProps {
  readonly mode: 'create' | 'edit';
  readonly draft: VisitOptionDraft;
  readonly errors: VisitOptionErrors;
  readonly groups: readonly VisitGroup[];
  readonly saving: boolean;
  readonly onChange: (change: Partial<VisitOptionDraft>) => void;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
}

const INPUT_TYPES = VisitInputTypeSchema.options.map((type) => ({ value: type, label: { Radio: 'Radio (one answer)', Check: 'Check (several answers)', Text: 'Text', Texta: 'Text area' }[type] }));
type TextKey = 'id' | 'header' | 'tooltip' | 'image' | 'maleOrder' | 'femaleOrder';

/** A questionnaire option: id (new ones only), group, description, header, input type, required, tooltip, image and the order per sex. */
export function VisitOptionFormView({ mode, draft, errors, groups, saving, onChange, onSubmit, onClose }: VisitOptionFormViewProps) {
  const text = (key: TextKey, label: string, disabled = false) => (
    <LabelledField id={`form-${key}`} label={label} required={key === 'id'} error={errors[key]}>
      <InputText id={`form-${key}`} value={draft[key]} disabled={disabled} {...describedBy(`form-${key}`, errors[key])} onChange={(event) => onChange({ [key]: event.target.value })} />
    </LabelledField>
  );
  return (
    <form className="forms-admin__form" aria-label={mode === 'create' ? 'New visit option' : 'Edit visit option'} noValidate onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
      <div className="form-grid">
        {text('id', 'Visit Option ID', mode === 'edit')}
        <LabelledField id="form-groupId" label="Group" required error={errors.groupId}>
          <Dropdown inputId="form-groupId" value={draft.groupId} filter placeholder="Select" options={groups.map((group) => ({ value: group.id, label: `${group.id} - ${group.description}` }))}
            {...describedBy('form-groupId', errors.groupId)} onChange={(event) => onChange({ groupId: (event.value as number | undefined) ?? null })} />
        </LabelledField>
        <LabelledField id="form-inputType" label="Input Type" required error={errors.inputType}>
          <Dropdown inputId="form-inputType" value={draft.inputType} options={INPUT_TYPES} placeholder="Select" {...describedBy('form-inputType', errors.inputType)}
            onChange={(event) => onChange({ inputType: (event.value as VisitOptionDraft['inputType'] | undefined) ?? null })} />
        </LabelledField>
        {text('header', 'Header')}
        {text('maleOrder', 'Male Order')}
        {text('femaleOrder', 'Female Order')}
        {text('tooltip', 'Tooltip')}
        {text('image', 'Image')}
        <div className="field field--check">
          <Checkbox inputId="form-required" checked={draft.required} onChange={(event) => onChange({ required: event.checked === true })} />
          <label htmlFor="form-required">Required answer</label>
        </div>
        <div className="forms-admin__wide">
          <LabelledField id="form-description" label="Description" required error={errors.description}>
            <InputTextarea id="form-description" value={draft.description} rows={2} autoResize {...describedBy('form-description', errors.description)}
              onChange={(event) => onChange({ description: event.target.value })} />
          </LabelledField>
        </div>
      </div>
      <div className="forms-admin__actions">
        <Button type="button" label="Close" text onClick={onClose} />
        <Button type="submit" label={mode === 'create' ? 'Create' : 'Edit'} icon="pi pi-check" loading={saving} />
      </div>
    </form>
  );
}
