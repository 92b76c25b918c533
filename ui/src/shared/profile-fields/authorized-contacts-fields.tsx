import type { ContactDraft, FieldErrors } from './profile-draft.js';
import { TextField } from './text-field.js';

export interface AuthorizedContactsFieldsProps {
  readonly contacts: readonly [ContactDraft, ContactDraft];
  readonly errors: FieldErrors;
  readonly onChange: (which: 1 | 2, field: keyof ContactDraft, value: string) => void;
  /** The user form counts the typed characters against this limit (spec 02 §5: counter 20). */
  readonly counter?: number;
}

/** Up to two people the physician authorizes to talk to customer service (optional). */
export function AuthorizedContactsFields({ contacts, errors, onChange, counter }: AuthorizedContactsFieldsProps) {
  return (
    <fieldset className="form-section">
      <legend>Authorized contacts for customer service</legend>
      <div className="form-grid form-grid--two">
        {([1, 2] as const).map((which) => (
          <div key={which} className="form-grid__pair">
            <TextField id={`authorizedContact${which}-firstName`} label={`Authorized Person ${which} Name`} value={(which === 1 ? contacts[0] : contacts[1]).firstName}
              error={errors[`authorizedContact${which}.firstName`]} counter={counter} onChange={(value) => onChange(which, 'firstName', value)} />
            <TextField id={`authorizedContact${which}-lastName`} label={`Authorized Person ${which} Last Name`} value={(which === 1 ? contacts[0] : contacts[1]).lastName}
              error={errors[`authorizedContact${which}.lastName`]} counter={counter} onChange={(value) => onChange(which, 'lastName', value)} />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
