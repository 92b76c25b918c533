import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DashboardView } from '@rafdesk/ui/features/dashboard/dashboard-view.js';

const figures = {
  patients: 212, activePatients: 187, averageRaf: 1.184, billedFirstSemester: 0.7312, billedSecondSemester: 0.2845, totalRaf: 221.4,
  billedRafFirstSemester: 161.9, billedRafSecondSemester: 63, pendingFirstSemester: 23, pendingSecondSemester: 61, pendingPatients: 70,
};

const note = (id: number, patient: string, serviceDate: string) => ({
  progressNoteID: id, recordID: 100 + id, doctorID: 4, patient, serviceDate, specialty: 'Internal Medicine', provider: 'Ana Rivera, MD', cpt: '99214',
  creationDate: `${serviceDate}T15:${String(10 + id).padStart(2, '0')}:00.000Z`,
});
const progressNotes = {
  rows: [note(3, 'Maria Lopez', '2026-11-20'), note(2, 'John Perez', '2026-11-18'), note(1, 'Rosa Vega', '2026-11-02')],
  loading: false, page: { pageNumber: 1, pageSize: 1000, totalCount: 3 }, onPage: fn(), onOpenHistory: fn(),
  search: { text: '', onText: fn(), onSearch: fn(), onClear: null },
};

const meta = {
  title: 'Dashboard/DashboardView',
  component: DashboardView,
  args: { heading: 'Ana Rivera', doctorFilter: null, figures, loading: false, progressNotes },
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
export const NoProgressNotesYet: Story = { args: { progressNotes: { ...progressNotes, rows: [], page: { ...progressNotes.page, totalCount: 0 } } } };
/** Insurance staff read notes record by record: no list here. */
export const ForInsuranceStaff: Story = { args: { heading: 'All your patients', progressNotes: null } };
