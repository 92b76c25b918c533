import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SignUpFormView } from '@rafdesk/ui/features/sign-up/sign-up-form-view.js';
import { SignUpPageView } from '@rafdesk/ui/features/sign-up/sign-up-page-view.js';
import { emptyDraft } from '@rafdesk/ui/features/sign-up/sign-up-draft.js';
import { FILLED, GENDERS, LOOKUPS, REQUIRED_ERRORS } from './fixtures.js';

const locked = { enabled: false, checked: false };
const accepted = { enabled: true, checked: true };

const meta = {
  title: 'Sign-up/SignUpFormView',
  component: SignUpFormView,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <SignUpPageView><Story /></SignUpPageView>],
  args: {
    complete: false, draft: emptyDraft(), errors: {}, failedSubmits: 0, lookups: LOOKUPS, genders: GENDERS, otherChosen: { billing: false, record: false },
    succeeded: false, busy: false, consents: { terms: locked, privacy: locked, hipaa: locked },
    onField: fn(), onAddress: fn(), onAddAddress: fn(), onRemoveAddress: fn(), onContact: fn(), onProgram: fn(),
    onConsentScroll: fn(), onConsentToggle: fn(), onSubmit: fn(), onRegisterAnother: fn(),
  },
} satisfies Meta<typeof SignUpFormView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const EveryRequiredMessage: Story = { args: { errors: REQUIRED_ERRORS } };
export const FilledWithOtherBillingSoftware: Story = {
  args: { draft: FILLED, otherChosen: { billing: true, record: false }, consents: { terms: accepted, privacy: accepted, hipaa: accepted } },
};
export const Submitting: Story = { args: { draft: FILLED, busy: true, consents: { terms: accepted, privacy: accepted, hipaa: accepted } } };
export const Registered: Story = { args: { succeeded: true } };
export const CompleteProfile: Story = { args: { complete: true, draft: FILLED } };
