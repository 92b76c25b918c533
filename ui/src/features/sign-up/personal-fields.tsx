import { Dropdown } from 'primereact/dropdown';
import type { GenderOption } from '@rafdesk/core';
import { DateOfBirthField } from '../../shared/profile-fields/date-of-birth-field.js';
import type { FieldErrors, SignUpDraft } from './sign-up-draft.js';
import { TextField } from '../../shared/profile-fields/text-field.js';

export interface PersonalFieldsProps {
  readonly draft: SignUpDraft;
  readonly errors: FieldErrors;
  readonly genders: readonly GenderOption[];
  readonly npiReadOnly: boolean;
  readonly onChange: (field: keyof SignUpDraft, value: string) => void;
}

/** The physician's own fields: name, NPI, license, speciality, e-mail, date of birth, gender, WhatsApp. */
export function PersonalFields({ draft, errors, genders, npiReadOnly, onChange }: PersonalFieldsProps) {
  const text = (field: keyof SignUpDraft & string) => (value: string) => onChange(field, value);
  return (
    <fieldset className="form-section">
      <legend>Personal information</legend>
      <div className="form-grid">
        <TextField id="firstName" label="First Name" required value={draft.firstName} error={errors.firstName} onChange={text('firstName')} autoComplete="given-name" />
        <TextField id="lastName" label="Last Name" required value={draft.lastName} error={errors.lastName} onChange={text('lastName')} autoComplete="family-name" />
        <TextField id="npi" label="NPI" required value={draft.npi} error={errors.npi} readOnly={npiReadOnly} inputMode="numeric" onChange={text('npi')} />
        <TextField id="mdLicenseNumber" label="MD License Number" required value={draft.mdLicenseNumber} error={errors.mdLicenseNumber} onChange={text('mdLicenseNumber')} />
        <TextField id="speciality" label="Speciality" value={draft.speciality} error={errors.speciality} onChange={text('speciality')} />
        <TextField id="email" label="Email" required type="email" value={draft.email} error={errors.email} onChange={text('email')} autoComplete="email" />
        <DateOfBirthField id="dateOfBirth" label="Date of Birth" required value={draft.dateOfBirth} error={errors.dateOfBirth} onChange={text('dateOfBirth')} />
        <div className="field">
          <label htmlFor="sex">Gender<span className="field__required" aria-hidden="true"> *</span></label>
          <Dropdown inputId="sex" value={draft.sex || null} options={[...genders]} optionLabel="label" optionValue="value" placeholder="Select"
            invalid={Boolean(errors.sex)} aria-describedby={errors.sex ? 'sex-error' : undefined} onChange={(event) => onChange('sex', String(event.value ?? ''))} />
          {errors.sex && <small id="sex-error" className="p-error field-error">{errors.sex}</small>}
        </div>
        <TextField id="whatsAppPhone" label="WhatsApp Phone" type="tel" inputMode="tel" value={draft.whatsAppPhone} error={errors.whatsAppPhone} onChange={text('whatsAppPhone')} />
      </div>
    </fieldset>
  );
}
