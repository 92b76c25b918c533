import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ComplianceSummary } from '@rafdesk/core';
import { ComplianceReportView } from '@rafdesk/ui/features/reports/compliance-report-section.js';

const line = (parts: Partial<ComplianceSummary>): ComplianceSummary => ({
  records: 180, unscored: 0, rafCoded: 212.418, rafCounts: 188.902, rafAtRisk: 23.516, shareThatCounts: 0.8893, flaggedCodes: 7, overrides: 3,
  yearLines: 640, chartReviewLines: 58, chartReviewShare: 0.0906, hraOnlyLines: 4, hraOnlyShare: 0.0063, adds: 41, deletes: 9, addDeleteRatio: 4.5556, ...parts,
});

const REPORT = {
  paymentYear: 2027,
  doctors: [
    { doctorId: 1, doctorName: 'Rivera, Diego', ...line({}) },
    { doctorId: 2, doctorName: 'Ortiz, Carmen', ...line({ records: 120, rafCoded: 141.2, rafCounts: 139.9, rafAtRisk: 1.3, shareThatCounts: 0.9908, flaggedCodes: 1, overrides: 1, deletes: 0, addDeleteRatio: null }) },
  ],
  practice: line({ records: 300, rafCoded: 353.618, rafCounts: 328.802, rafAtRisk: 24.816, shareThatCounts: 0.9298, flaggedCodes: 8, overrides: 4, adds: 60, deletes: 9, addDeleteRatio: 6.6667 }),
};

const meta = {
  title: 'Reports/ComplianceReportView',
  component: ComplianceReportView,
  args: { report: REPORT, failed: false, onExport: fn() },
} satisfies Meta<typeof ComplianceReportView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two doctors and the practice: shares as percentages, a ratio of nothing deleted as "—"; exported by keyboard. */
export const ByDoctor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Compliance by doctor (PY2027)' })).toBeVisible();
    const ortiz = canvas.getByRole('row', { name: /^Ortiz, Carmen/ });
    await expect(within(ortiz).getByText('99.1%')).toBeVisible();
    await expect(within(ortiz).getByText('—')).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /^Practice/ })).getByText('6.67 : 1')).toBeVisible();
    canvas.getByRole('button', { name: 'Export Compliance to Excel' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExport).toHaveBeenCalledWith(REPORT);
  },
};
export const Loading: Story = { args: { report: null } };
export const CouldNotBeRead: Story = { args: { report: null, failed: true } };
