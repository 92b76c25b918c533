import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { LabelledField, describedBy } from '../../shared/components/labelled-field.js';
import type { AgreementDraft, AgreementErrors } from './agreement-draft.js';

type Option = { readonly label: string; readonly value: number };
type TextKey = 'paymentYear' | 'premium' | 'surplusPercent' | 'mlrPercent' | 'expenses';

export interface AgreementFormViewProps {
  readonly visible: boolean;
  readonly draft: AgreementDraft;
  readonly errors: AgreementErrors;
  readonly doctors: readonly Option[];
  readonly insurances: readonly Option[];
  readonly saving: boolean;
  readonly onChange: (change: Partial<AgreementDraft>) => void;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
}

const TEXTS: readonly { key: TextKey; label: string }[] = [
  { key: 'paymentYear', label: 'Payment Year' }, { key: 'premium', label: 'Premium Value (US$ per member)' },
  { key: 'surplusPercent', label: 'Surplus Agreement (%)' }, { key: 'mlrPercent', label: 'MLR (%)' }, { key: 'expenses', label: 'Expenses Overall (US$)' },
];

/** The agreement modal: doctor, insurance, payment year, premium, surplus agreement, MLR, expenses and status; Close and Create (or Edit). */
export function AgreementFormView({ visible, draft, errors, doctors, insurances, saving, onChange, onSubmit, onClose }: AgreementFormViewProps) {
  const editing = draft.id !== null;
  const choice = (id: 'doctorId' | 'insuranceId', label: string, options: readonly Option[]) => (
    <LabelledField id={`agreement-${id}`} label={label} required error={errors[id]}>
      <Dropdown inputId={`agreement-${id}`} value={draft[id]} options={[...options]} filter placeholder="Select" {...describedBy(`agreement-${id}`, errors[id])}
        onChange={(event) => onChange({ [id]: (event.value as number | undefined) ?? null })} />
    </LabelledField>
  );
  return (
    <Dialog header={editing ? 'Edit Insurance Agreement' : 'Add New Insurance Agreement'} visible={visible} onHide={onClose} style={{ width: 'min(48rem, 96vw)' }}
      footer={<>
        <Button type="button" label="Close" text onClick={onClose} />
        <Button type="submit" form="agreement-form" label={editing ? 'Edit' : 'Create'} icon="pi pi-check" loading={saving} />
      </>}>
      <form id="agreement-form" noValidate onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
        <div className="form-grid">
          {choice('doctorId', 'Doctor', doctors)}
          {choice('insuranceId', 'Insurance', insurances)}
          {TEXTS.map(({ key, label }) => (
            <LabelledField key={key} id={`agreement-${key}`} label={label} required error={errors[key]}>
              <InputText id={`agreement-${key}`} inputMode="decimal" value={draft[key]} {...describedBy(`agreement-${key}`, errors[key])}
                onChange={(event) => onChange({ [key]: event.target.value })} />
            </LabelledField>
          ))}
          <div className="field field--check">
            <Checkbox inputId="agreement-active" checked={draft.active} onChange={(event) => onChange({ active: event.checked === true })} />
            <label htmlFor="agreement-active">Active</label>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
