import type { Meta, StoryObj } from '@storybook/react-vite';
import { LegalPageView } from '@rafdesk/ui/features/legal/legal-page-view.js';
import { AGREEMENT_FACTS } from '@rafdesk/ui/shared/legal-texts/agreement-facts.js';
import { PRIVACY_SECTIONS } from '@rafdesk/ui/shared/legal-texts/privacy-sections.js';
import { TERMS_SECTIONS } from '@rafdesk/ui/shared/legal-texts/terms-sections.js';

const meta = {
  title: 'Legal/LegalPageView',
  component: LegalPageView,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Privacy Policy', effectiveDate: AGREEMENT_FACTS.privacyEffectiveDate, sections: PRIVACY_SECTIONS, otherPage: { label: 'Terms and Conditions', to: '/terms' } },
} satisfies Meta<typeof LegalPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {};
export const TermsAndConditions: Story = { args: { title: 'Terms and Conditions', effectiveDate: undefined, sections: TERMS_SECTIONS, otherPage: { label: 'Privacy Policy', to: '/privacy' } } };
