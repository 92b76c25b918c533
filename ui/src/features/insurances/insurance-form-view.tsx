import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { LabelledField, describedBy } from '../../shared/components/labelled-field.js';

export interface InsuranceFormViewProps {
  /** Hidden when false. */
  readonly visible: boolean;
  readonly editing: boolean;
  readonly name: string;
  readonly error: string | undefined;
  readonly saving: boolean;
  readonly onName: (name: string) => void;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
}

/** The 'Add New Insurance' / 'Edit Insurance' modal: the name, Close and Create (or Edit). */
export function InsuranceFormView({ visible, editing, name, error, saving, onName, onSubmit, onClose }: InsuranceFormViewProps) {
  return (
    <Dialog header={editing ? 'Edit Insurance' : 'Add New Insurance'} visible={visible} onHide={onClose} focusOnShow={false} onShow={() => document.getElementById('insurance-name')?.focus()} style={{ width: 'min(32rem, 95vw)' }}
      footer={<>
        <Button type="button" label="Close" text onClick={onClose} />
        <Button type="submit" form="insurance-form" label={editing ? 'Edit' : 'Create'} icon="pi pi-check" loading={saving} />
      </>}>
      <form id="insurance-form" noValidate onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
        <LabelledField id="insurance-name" label="Name" required error={error}>
          <InputText id="insurance-name" value={name} maxLength={250} {...describedBy('insurance-name', error)} onChange={(event) => onName(event.target.value)} />
        </LabelledField>
      </form>
    </Dialog>
  );
}
