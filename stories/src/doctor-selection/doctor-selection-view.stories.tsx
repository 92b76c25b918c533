import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DoctorSelectionView } from '@rafdesk/ui/features/doctor-selection/doctor-selection-view.js';

const doctors = [
  { id: 4, fullName: 'Carmen Díaz', npi: '1234567893', speciality: 'Internal Medicine' },
  { id: 5, fullName: 'José Cruz', npi: '1245319599', speciality: 'Family Medicine' },
  { id: 6, fullName: 'Héctor Ramos', npi: '1932132173', speciality: null },
];

const meta = {
  title: 'Doctor selection/DoctorSelectionView',
  component: DoctorSelectionView,
  parameters: { layout: 'fullscreen' },
  args: { userFullName: 'Luis Ortiz', doctors, loading: false, search: '', onSearch: fn(), onChoose: fn(), onLogOut: fn() },
} satisfies Meta<typeof DoctorSelectionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Doctors: Story = {};
export const Loading: Story = { args: { doctors: [], loading: true } };
export const NoneFound: Story = { args: { doctors: [], search: 'zz' } };
