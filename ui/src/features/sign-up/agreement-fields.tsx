import type { ScrollPosition } from '@rafdesk/core';
import { LegalTextView } from '../../shared/legal-texts/legal-text-view.js';
import { PRIVACY_SECTIONS } from '../../shared/legal-texts/privacy-sections.js';
import { BUSINESS_ASSOCIATE_SECTIONS, SIGN_UP_TERMS_SECTIONS } from '../../shared/legal-texts/sign-up-agreement-sections.js';
import { ConsentBox } from './consent-box.js';
import type { FieldErrors } from './sign-up-draft.js';

export type ConsentName = 'terms' | 'privacy' | 'hipaa';

/** The state of one consent box as its machine reports it. */
export interface ConsentState {
  readonly enabled: boolean;
  readonly checked: boolean;
}

export interface AgreementFieldsProps {
  readonly consents: Readonly<Record<ConsentName, ConsentState>>;
  readonly errors: FieldErrors;
  readonly onScroll: (name: ConsentName, position: ScrollPosition) => void;
  readonly onToggle: (name: ConsentName) => void;
}

/** Field paths of the three consents in validation errors. */
export const CONSENT_FIELDS: Readonly<Record<ConsentName, string>> = { terms: 'termsAccepted', privacy: 'privacyAccepted', hipaa: 'hipaaAccepted' };

const BOXES: readonly { name: ConsentName; title: string; label: string; sections: typeof PRIVACY_SECTIONS }[] = [
  { name: 'terms', title: 'Terms and Conditions', label: 'I have read and accept the Terms and Conditions', sections: SIGN_UP_TERMS_SECTIONS },
  { name: 'privacy', title: 'Privacy Policy', label: 'I have read and accept the Privacy Policy', sections: PRIVACY_SECTIONS },
  { name: 'hipaa', title: 'Business Associate Agreement (HIPAA)', label: 'I have read and accept the Business Associate Agreement', sections: BUSINESS_ASSOCIATE_SECTIONS },
];

/** The agreement area: three scrolling texts, each with its consent checkbox. */
export function AgreementFields({ consents, errors, onScroll, onToggle }: AgreementFieldsProps) {
  return (
    <fieldset className="form-section">
      <legend>Agreement</legend>
      {BOXES.map((box) => (
        <ConsentBox key={box.name} id={`consent-${box.name}`} title={box.title} checkboxLabel={box.label}
          enabled={consents[box.name].enabled} checked={consents[box.name].checked} error={errors[CONSENT_FIELDS[box.name]]}
          onScroll={(position) => onScroll(box.name, position)} onToggle={() => onToggle(box.name)}>
          <LegalTextView sections={box.sections} headingLevel={4} idPrefix={`consent-${box.name}`} />
        </ConsentBox>
      ))}
    </fieldset>
  );
}
