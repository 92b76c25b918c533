import { useState } from 'react';
import { Button } from 'primereact/button';
import type { AddressDraft, FieldErrors } from './profile-draft.js';
import { TextField } from './text-field.js';

/** Address cards shown before the More/Less toggle. */
export const VISIBLE_ADDRESS_CARDS = 3;

export interface AddressGroupsFieldsProps {
  readonly addresses: readonly AddressDraft[];
  readonly errors: FieldErrors;
  readonly onChange: (index: number, field: Exclude<keyof AddressDraft, 'key'>, value: string) => void;
  readonly onAdd: () => void;
  readonly onRemove: (index: number) => void;
}

function AddressCard({ address, index, errors, onChange, onRemove }: { address: AddressDraft; index: number; errors: FieldErrors }
  & Pick<AddressGroupsFieldsProps, 'onChange' | 'onRemove'>) {
  const id = (field: string) => `addresses-${index}-${field}`;
  const props = (field: Exclude<keyof AddressDraft, 'key'>) => ({
    id: id(field), value: address[field], error: errors[`addresses.${index}.${field}`], onChange: (value: string) => onChange(index, field, value),
  });
  return (
    <fieldset className="address-card" aria-label={`Address ${index + 1}`}>
      <legend>Address {index + 1}</legend>
      {index > 0 && <Button type="button" icon="pi pi-trash" text severity="danger" label="Remove" className="address-card__remove"
        aria-label={`Remove address ${index + 1}`} onClick={() => onRemove(index)} />}
      <div className="form-grid">
        <TextField label="Location Name" {...props('locationName')} />
        <TextField label="Phone" required type="tel" inputMode="tel" {...props('phone')} />
        <TextField label="Phone 2" type="tel" inputMode="tel" {...props('phone2')} />
        <TextField label="Email" required type="email" {...props('email')} />
        <TextField label="Confirm Email" type="email" {...props('emailConfirmation')} />
        <TextField label="Street" required {...props('street')} />
        <TextField label="City" required {...props('city')} />
        <TextField label="State" required {...props('state')} />
        <TextField label="Zip" required inputMode="numeric" {...props('zip')} />
      </div>
    </fieldset>
  );
}

/** The repeatable address groups: add more, remove any after the first, the first 3 shown with More/Less. */
export function AddressGroupsFields({ addresses, errors, onChange, onAdd, onRemove }: AddressGroupsFieldsProps) {
  const [expanded, setExpanded] = useState(false);
  const hiddenHaveErrors = Object.keys(errors).some((field) => {
    const match = /^addresses\.(\d+)\./.exec(field);
    return match !== null && Number(match[1]) >= VISIBLE_ADDRESS_CARDS;
  });
  const showAll = expanded || hiddenHaveErrors || addresses.length <= VISIBLE_ADDRESS_CARDS;
  const shown = showAll ? addresses : addresses.slice(0, VISIBLE_ADDRESS_CARDS);
  return (
    <fieldset className="form-section">
      <legend>Addresses</legend>
      {errors.addresses && <small className="p-error field-error">{errors.addresses}</small>}
      {shown.map((address, index) => (
        <AddressCard key={address.key} address={address} index={index} errors={errors} onChange={onChange} onRemove={onRemove} />
      ))}
      <div className="form-section__actions">
        {addresses.length > VISIBLE_ADDRESS_CARDS && (
          <Button type="button" text label={showAll ? 'Less' : `More (${addresses.length - VISIBLE_ADDRESS_CARDS})`}
            icon={showAll ? 'pi pi-angle-up' : 'pi pi-angle-down'} onClick={() => setExpanded(!showAll)} />
        )}
        <Button type="button" outlined icon="pi pi-plus" label="Add Address" onClick={() => { setExpanded(true); onAdd(); }} />
      </div>
    </fieldset>
  );
}
