import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OpenGapsPanelView } from '@rafdesk/ui/features/gaps/open-gaps-panel-view.js';
import { LINES } from './fixtures.js';

const list = { gaps: LINES, documentLabel: 'Add the code', busy: false, emptyText: 'Nothing is missing', onDocument: fn(), onNotPresent: fn(), onDefer: fn(), onReopen: fn(), onHistory: fn() };
const closedDialog = { form: null, onReason: fn(), onText: fn(), onConfirm: fn(), onCancel: fn() };

const meta = {
  title: 'Gaps/OpenGapsPanelView',
  component: OpenGapsPanelView,
  args: {
    headingLevel: 2, loading: false, failed: false, list, downloading: false, onPreVisitSummary: fn(), notPresent: closedDialog,
    summary: '1 open gap for payment year 2026: +0.166 RAF, $1,843 a year, factors final. 29 days left in this semester and 29 in the year for this year\'s dates of service.',
    decided: { count: 1, shown: true, onToggle: fn() },
  },
} satisfies Meta<typeof OpenGapsPanelView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A partly addressed recapture gap and a suspect marked not present with its history open; documented and decided by keyboard. */
export const OnTheRecord: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Partly addressed by HCC38 \(E11\.9\)/)).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'History of HCC48 Morbid Obesity' })).toBeVisible();
    canvas.getByRole('button', { name: 'Add the code: E11.22 for HCC37 Diabetes with Chronic Complications' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.list.onDocument).toHaveBeenCalledWith('2026:recapture:HCC37');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.list.onNotPresent).toHaveBeenCalledWith('2026:recapture:HCC37');
  },
};
export const Loading: Story = { args: { loading: true, summary: null, decided: null } };
export const CouldNotBeRead: Story = { args: { failed: true, summary: null, decided: null } };
export const NothingMissing: Story = { args: { summary: 'No open gap for payment year 2026.', decided: null, list: { ...list, gaps: [] } } };
/** Insurance staff read the gaps and decide nothing. */
export const ReadOnly: Story = {
  args: { list: { ...list, gaps: LINES.map((line) => ({ ...line, actions: { document: false, notPresent: false, defer: false, reopen: false } })) } },
};
