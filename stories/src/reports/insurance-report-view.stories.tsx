import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { InsuranceReportRow } from '@rafdesk/core';
import { InsuranceReportView } from '@rafdesk/ui/features/reports/insurance-report-view.js';
import { reportColumns } from '@rafdesk/ui/features/reports/report-kinds.js';

const ROWS: InsuranceReportRow[] = [
  { doctorNpi: '1234567893', doctorName: 'Elena Rivera', doctorSpeciality: 'Internal Medicine', insuranceName: 'Caribe Advantage Health', activePatients: 128, rafScore: 1.184,
    premiumValue: 1085, surplusAgreement: 0.5, billedFraction: 0.7312, medicalLossRatio: 0.85, annualBudget: 1973164.8, surplusTotal: 227190.08, netSurplus: 113595.04,
    netSurplusBilled: 83060.69, expensesOverall: 1450000 },
  { doctorNpi: '1245319599', doctorName: 'Ramón Ortiz', doctorSpeciality: 'Family Medicine', insuranceName: 'Isla Senior Care', activePatients: 61, rafScore: 1.032,
    premiumValue: 1010, surplusAgreement: 0.45, billedFraction: 0.2845, medicalLossRatio: 0.86, annualBudget: 762998.88, surplusTotal: -323820.96, netSurplus: -145719.43,
    netSurplusBilled: -41457.18, expensesOverall: 980000 },
];

const meta = {
  title: 'Reports/InsuranceReportView',
  component: InsuranceReportView,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Insurance General Report', userFullName: 'Luis Ortiz', columns: reportColumns('general'), rows: ROWS, loading: false,
    page: { pageNumber: 1, pageSize: 10, totalCount: 2 }, onPage: fn(), sort: null, onSort: fn(), onExport: fn(), exportProgress: null,
    search: { text: '', onText: fn(), onSearch: fn(), onClear: null },
  },
} satisfies Meta<typeof InsuranceReportView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {};
/** A stored column asks the server for the whole report's order by keyboard; a computed one does not sort. */
export const SortByAStoredColumn: Story = {
  args: { sort: { field: 'expensesOverall', direction: 'desc' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: /Expenses Overall/ }).getAttribute('aria-sort')).toBe('descending');
    canvas.getByRole('columnheader', { name: /Insurance Name/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSort).toHaveBeenCalledWith({ field: 'insuranceName', direction: 'asc' });
    await expect(canvas.getByRole('columnheader', { name: /Net Surplus/ }).getAttribute('tabindex')).toBeNull();
  },
};
export const FirstSemester: Story = { args: { title: 'Insurance Billed First Semester Report', columns: reportColumns('firstSemester'), search: { text: 'Rivera', onText: fn(), onSearch: fn(), onClear: fn() } } };
export const SecondSemesterForADoctor: Story = {
  args: { title: 'Insurance Billed Second Semester Report', userFullName: 'Elena Rivera', columns: reportColumns('secondSemester').filter((column) => !column.doctorColumn), search: null, rows: ROWS.slice(0, 1) },
};
export const Exporting: Story = { args: { exportProgress: { phase: 'writing', rows: 12000, of: 30000 } } };
