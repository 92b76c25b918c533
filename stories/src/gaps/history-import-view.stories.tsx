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
      flagged: [],
      ignoredColumns: ['Member Name'],
    },
  },
};
/** A taken line whose code the high-risk screen flags: why, the code instead and the RAF change, to justify before billing. */
export const ReportedWithFlags: Story = {
  args: {
    fileName: 'claims-2025.csv',
    outcome: {
      summary: '3 lines taken, 1 of them flagged high-risk, 0 refused; the gaps of 2 patients were computed again.',
      refused: [],
      flagged: [{ line: 3, flags: ['I63.9 (2025-03-10) is a high-risk code (Acute stroke coded on a visit that is not an inpatient stay): I63.9 (acute cerebral infarction) on 2025-03-10 is on a visit that is not an inpatient stay, and no inpatient stay for a stroke is on record within 60 days of it. An acute stroke is treated in hospital; a stroke seen afterwards without residual deficits is coded Z86.73 (personal history of cerebral infarction), and OIG found 96% of such acute stroke codes unsupported. Code Z86.73 instead; payment score 1.402 with I63.9, 1.102 with Z86.73 (−0.300 if Z86.73 is coded; V28 2026)'] }],
      ignoredColumns: [],
    },
  },
};
export const RefusedAsAWhole: Story = { args: { fileName: 'notes.txt', error: 'fileName: must be a .csv or .xlsx file' } };
