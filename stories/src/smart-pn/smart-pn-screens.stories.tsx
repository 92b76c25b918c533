import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PnHistoryView } from '@rafdesk/ui/features/smart-pn/pn-history-view.js';
import { WizardFrameView } from '@rafdesk/ui/features/smart-pn/wizard-frame-view.js';

const meta = {
  title: 'Smart PN/Screens',
  component: WizardFrameView,
  args: {
    patientName: 'Rosa Vega Ortiz', tab: 1, enabled: [true, true, false, false], onTab: fn(), buttonsDisabled: false, onPrevious: fn(), onNext: fn(), onSubmit: fn(),
    draft: { notice: 'Progress Note In Progress. Created Date: 11-25-2026 09:30', saving: false, onSave: fn() }, issues: [], message: null, submitted: false, busy: false,
    onHistory: fn(), broken: null, children: <p>The tab&apos;s content</p>,
  },
} satisfies Meta<typeof WizardFrameView>;
export default meta;
type Story = StoryObj<typeof meta>;

const history = {
  loading: false, error: null, patientName: 'Rosa Vega Ortiz', onBack: fn(), onNew: fn(), onOpenPdf: fn(), onContinue: fn(), onDelete: fn(),
  notes: [{ id: 3, createdAt: '11-24-2026 10:12', serviceDate: '11/20/2026', cpt: '99213', diagnoses: 'E1122, I10', author: 'Elena Rivera' }],
  drafts: [{ id: 9, savedAt: '11-25-2026 09:30', serviceDate: '11-25-2026', diagnoses: 'N1831' }],
};

export const WizardEditing: Story = {};
export const WizardWithIssues: Story = { args: { issues: ['Chief Complaint: This field is required', 'Onset: This field is required'] } };
export const WizardOnTheLastTab: Story = { args: { tab: 3, enabled: [true, true, true, true] } };
export const WizardSubmitted: Story = { args: { tab: 3, enabled: [false, false, false, true], buttonsDisabled: true, draft: null, submitted: true } };
export const WizardWithABrokenDraft: Story = {
  args: { tab: 0, draft: null, message: 'The saved draft could not be read: its SOAP Note section is not in the expected form. Nothing was changed; delete it from PN History or start again.', broken: { onStartAgain: fn() } },
};
export const PnHistoryForADoctor: Story = { render: () => <PnHistoryView {...history} readOnly={false} /> };
export const PnHistoryReadOnly: Story = { render: () => <PnHistoryView {...history} readOnly onNew={null} /> };
export const PnHistoryEmpty: Story = { render: () => <PnHistoryView {...history} notes={[]} drafts={[]} readOnly={false} /> };
