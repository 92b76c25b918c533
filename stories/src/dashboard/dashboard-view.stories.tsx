import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DashboardView } from '@rafdesk/ui/features/dashboard/dashboard-view.js';

const figures = {
  patients: 212, activePatients: 187, averageRaf: 1.184, billedFirstSemester: 0.7312, billedSecondSemester: 0.2845, totalRaf: 221.4,
  billedRafFirstSemester: 161.9, billedRafSecondSemester: 63, pendingFirstSemester: 23, pendingSecondSemester: 61, pendingPatients: 70,
};

const meta = {
  title: 'Dashboard/DashboardView',
  component: DashboardView,
  args: { heading: 'Ana Rivera', doctorFilter: null, figures, loading: false },
} satisfies Meta<typeof DashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ForADoctor: Story = {};
export const AcrossDoctors: Story = {
  args: { heading: 'All doctors', doctorFilter: { options: [{ id: 4, name: 'Carmen Díaz' }, { id: 5, name: 'José Cruz' }], selectedId: null, onChange: fn() } },
};
export const NoPatientsYet: Story = {
  args: { figures: { ...figures, patients: 0, activePatients: 0, averageRaf: null, billedFirstSemester: null, billedSecondSemester: null, totalRaf: 0,
    billedRafFirstSemester: 0, billedRafSecondSemester: 0, pendingFirstSemester: 0, pendingSecondSemester: 0, pendingPatients: 0 } },
};
export const Loading: Story = { args: { figures: null, loading: true } };
