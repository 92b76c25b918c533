import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddressGroupsFields } from '@rafdesk/ui/shared/profile-fields/address-groups-fields.js';
import { AgreementFields } from '@rafdesk/ui/features/sign-up/agreement-fields.js';
import { AuthorizedContactsFields } from '@rafdesk/ui/shared/profile-fields/authorized-contacts-fields.js';
import { ConsentBox } from '@rafdesk/ui/features/sign-up/consent-box.js';
import { DateOfBirthField } from '@rafdesk/ui/shared/profile-fields/date-of-birth-field.js';
import { PersonalFields } from '@rafdesk/ui/features/sign-up/personal-fields.js';
import { ProgramChecklist } from '@rafdesk/ui/shared/profile-fields/program-checklist.js';
import { TextField } from '@rafdesk/ui/shared/profile-fields/text-field.js';
import { emptyAddress } from '@rafdesk/ui/features/sign-up/sign-up-draft.js';
import { LegalTextView } from '@rafdesk/ui/shared/legal-texts/legal-text-view.js';
import { BUSINESS_ASSOCIATE_SECTIONS } from '@rafdesk/ui/shared/legal-texts/sign-up-agreement-sections.js';
import { FILLED, GENDERS, LOOKUPS, REQUIRED_ERRORS } from './fixtures.js';

const meta = {
  title: 'Sign-up/Parts',
  component: TextField,
  args: { id: 'firstName', label: 'First Name', value: '', required: true, onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const TextWithError: Story = { args: { error: 'This field is required' } };
export const DateOfBirth: Story = { render: () => <DateOfBirthField id="dob" label="Date of Birth" required value="01-15-1970" onChange={fn()} /> };
export const DateOfBirthInvalid: Story = {
  render: () => <DateOfBirthField id="dob" label="Date of Birth" required value="02-30-2020" error="The Date of Birth field must be a real date written MM-DD-YYYY" onChange={fn()} />,
};
export const Personal: Story = { render: () => <PersonalFields draft={FILLED} errors={{}} genders={GENDERS} npiReadOnly={false} onChange={fn()} /> };
export const PersonalWithErrors: Story = { render: () => <PersonalFields draft={{ ...FILLED, firstName: '', npi: '' }} errors={REQUIRED_ERRORS} genders={GENDERS} npiReadOnly={false} onChange={fn()} /> };
export const FourAddressesCollapsed: Story = {
  render: () => <AddressGroupsFields addresses={[...FILLED.addresses, emptyAddress(), emptyAddress(), emptyAddress()]} errors={{}} onChange={fn()} onAdd={fn()} onRemove={fn()} />,
};
export const Contacts: Story = {
  render: () => <AuthorizedContactsFields contacts={[{ firstName: 'Rosa', lastName: 'Pérez' }, { firstName: '', lastName: '' }]} errors={{}} onChange={fn()} />,
};
export const BillingSoftwareWithOther: Story = {
  render: () => <ProgramChecklist id="billing" legend="Billing Software" options={LOOKUPS.billingPrograms} selected={[3]} onToggle={fn()}
    other={{ chosen: true, value: '', error: 'This field is required', onChange: fn() }} />,
};
export const ConsentLocked: Story = {
  render: () => (
    <ConsentBox id="consent-hipaa" title="Business Associate Agreement (HIPAA)" checkboxLabel="I have read and accept the Business Associate Agreement"
      enabled={false} checked={false} onScroll={fn()} onToggle={fn()}>
      <LegalTextView sections={BUSINESS_ASSOCIATE_SECTIONS} headingLevel={4} idPrefix="story" />
    </ConsentBox>
  ),
};
export const Agreements: Story = {
  render: () => (
    <AgreementFields consents={{ terms: { enabled: true, checked: true }, privacy: { enabled: true, checked: false }, hipaa: { enabled: false, checked: false } }}
      errors={{ privacyAccepted: 'This field is required' }} onScroll={fn()} onToggle={fn()} />
  ),
};
