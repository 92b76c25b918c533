import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecaptureCurveView } from '@rafdesk/ui/features/gaps/recapture-curve-view.js';

const line = (label: string, shares: number[], of: number, colour: string, dashed: boolean) =>
  ({ label, shares, counts: shares.map((share) => `${Math.round(share * of)} of ${of}`), colour, dashed });

const meta = {
  title: 'Gaps/RecaptureCurveView',
  component: RecaptureCurveView,
  args: {
    loading: false, failed: false, serviceYear: 2026,
    series: [
      line('Practice 2026', [0.05, 0.11, 0.18, 0.24, 0.31, 0.38, 0.42, 0.47, 0.52, 0.58, 0.61], 48, '#1d4ed8', false),
      line('Practice 2025', [0.04, 0.09, 0.15, 0.22, 0.28, 0.33, 0.39, 0.45, 0.5, 0.56, 0.63, 0.7], 44, '#1d4ed8', true),
    ],
  },
} satisfies Meta<typeof RecaptureCurveView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figures are in a table as well as the picture: no one needs to see the chart. */
export const ThisYearAgainstLast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'Practice 2026' })).toBeVisible();
    await expect(canvas.getAllByText('61.0%').length).toBeGreaterThan(0);
  },
};
export const Loading: Story = { args: { loading: true, serviceYear: null, series: [] } };
export const CouldNotBeRead: Story = { args: { failed: true, serviceYear: null, series: [] } };
