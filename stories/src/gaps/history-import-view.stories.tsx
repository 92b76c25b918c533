import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HistoryImportView } from '@rafdesk/ui/features/gaps/history-import-view.js';

const meta = {
  title: 'Gaps/HistoryImportView',
  component: HistoryImportView,
  args: { open: true, fileName: null, busy: false, error: null, outcome: null, onFile: fn(), onImport: fn(), onClose: fn() },
} satisfies Meta<typeof HistoryImportView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosingAFile: Story = {};
/** Each refused line with every reason, column first. */
export const Reported: Story = {
  args: {
    fileName: 'claims-2025.csv',
    outcome: {
      summary: '12 lines taken, 2 refused; the gaps of 5 patients were computed again.',
      refused: [
        { line: 4, reasons: 'ICD-10 Code: E11 is not a billable ICD-10-CM code' },
        { line: 9, reasons: 'Date of Service: The Date of Service field must be a real date written MM-DD-YYYY; Source: The Source field must be one of the offered options (claim, chart review, payer gap list)' },
      ],
      ignoredColumns: ['Member Name'],
    },
  },
};
export const RefusedAsAWhole: Story = { args: { fileName: 'notes.txt', error: 'fileName: must be a .csv or .xlsx file' } };
