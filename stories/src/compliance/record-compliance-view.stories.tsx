import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RecordCompliance } from '@rafdesk/core';
import { RecordComplianceView } from '@rafdesk/ui/features/compliance/record-compliance-view.js';

const STROKE: RecordCompliance['flags'][number] = {
  ruleId: 'acute-stroke-outside-inpatient-stay', ruleVersion: 1, title: 'Acute stroke coded outside an inpatient stay', oigGroup: 'Acute stroke', code: 'I63.9',
  dateOfService: '2026-03-02', key: 'I639@2026-03-02', why: 'An acute stroke is coded on a visit that is not an inpatient stay; after discharge the history-of code applies.',
  alternative: 'Z86.73', rafChange: { paymentYear: 2027, withCode: 1.331, withAlternative: 0.96, difference: -0.371, modelLabel: 'V28 2027' }, rafChangeNote: null,
  sources: [], justification: null,
};

const CARD: RecordCompliance = {
  recordId: 12, paymentYear: 2027, flags: [STROKE],
  ledger: [
    { code: 'E11.9', dateOfService: '2026-03-02', paymentYear: 2027, source: 'face-to-face', sourceLabel: 'Face to face', provider: 'Dr. Diego Rivera', specialty: 'Internal Medicine', cmsSpecialty: { code: '11', name: 'Internal Medicine' }, active: true, counts: true, findings: [] },
    { code: 'J44.9', dateOfService: '2026-05-01', paymentYear: 2027, source: 'chart-review-unlinked', sourceLabel: 'Chart review, not linked to a visit', provider: 'Dr. Diego Rivera', specialty: 'Internal Medicine', cmsSpecialty: { code: '11', name: 'Internal Medicine' }, active: true, counts: false, findings: [{ reason: 'excluded-source', words: 'An unlinked chart review does not count from PY2027' }] },
  ],
  raf: { paymentYear: 2027, coded: 1.795, counts: 1.331, atRisk: 0.464, modelLabel: 'V28 2027' }, rafNote: null, hraOnly: [],
  notes: [{ id: 31, serviceDate: '2026-03-02', provider: 'Dr. Diego Rivera' }],
};

const closedDialog = { form: null, onReason: fn(), onNote: fn(), onConfirm: fn(), onCancel: fn() };

const meta = {
  title: 'Compliance/RecordComplianceView',
  component: RecordComplianceView,
  args: { headingLevel: 2, card: CARD, failed: false, onJustify: fn(), dialog: closedDialog },
} satisfies Meta<typeof RecordComplianceView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** RAF that counts beside RAF coded, a flagged stroke code with its alternative, justified by keyboard. */
export const Flagged: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Counts for payment year 2027' })).toBeVisible();
    await expect(canvas.getByText('Z86.73')).toBeVisible();
    canvas.getByRole('button', { name: 'Justify I63.9' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onJustify).toHaveBeenCalledWith(STROKE);
  },
};
/** The same flag once justified: who, when, which note and why. */
export const Justified: Story = {
  args: { card: { ...CARD, flags: [{ ...STROKE, justification: { id: 1, ruleId: STROKE.ruleId, ruleVersion: 1, code: 'I639', dateOfService: '2026-03-02', by: 5, reason: 'Seen three days after discharge; still under treatment.', noteId: 31, at: '2026-03-05T14:00:00.000Z' } }] } },
};
/** Insurance staff read the card and justify nothing. */
export const ReadOnly: Story = {
  render: (args) => <RecordComplianceView {...args} onJustify={null} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Billing it needs a recorded justification/)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Justify I63.9' })).toBeNull();
  },
};
export const Loading: Story = { args: { card: null } };
export const CouldNotBeRead: Story = { args: { card: null, failed: true } };
