import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DxTabView } from '@rafdesk/ui/features/smart-pn/dx-tab-view.js';
import { InformationTabView } from '@rafdesk/ui/features/smart-pn/information-tab-view.js';
import { MedicationTableView } from '@rafdesk/ui/features/smart-pn/medication-table-view.js';
import { SoapTabView, type SoapGroupView } from '@rafdesk/ui/features/smart-pn/soap-tab-view.js';
import { SummaryTabView } from '@rafdesk/ui/features/smart-pn/summary-tab-view.js';
import { DOCUMENT } from './fixtures.js';

const meta = {
  title: 'Smart PN/Tabs',
  component: InformationTabView,
  args: {
    patient: { name: 'Rosa Vega Ortiz', dateOfBirth: '06/14/1948', address: '4 Calle Sol, Ponce, PR, 00716', phone: '7875550199' }, age: '78', gender: 'Female',
    addresses: [1, 2, 3, 4].map((n) => ({ title: `Office ${n}`, lines: [`${n} Calle Luna`, 'San Juan, PR, 00901', '7875550100'] })), addressIndex: 0, onAddress: fn(),
    serviceDate: '11-20-2026', serviceWindow: 'from 08-27-2026 to 11-25-2026', serviceDateError: null, onServiceDate: fn(), encounterType: 'video-telehealth', onEncounterType: fn(), disabled: false,
  },
} satisfies Meta<typeof InformationTabView>;
export default meta;
type Story = StoryObj<typeof meta>;

const GROUPS: SoapGroupView[] = [
  { id: 1, title: 'Chief Complaint', header: 'Subjective', inputType: 'Check', required: true, tooltip: null, error: null, options: [
    { id: 101, label: 'Fatigue', checked: true, text: '', kind: 'text', specify: false, error: null },
    { id: 102, label: 'Other', checked: true, text: '', kind: 'text', specify: true, error: 'This field is required' }] },
  { id: 2, title: 'Onset', header: 'Subjective', inputType: 'Radio', required: true, tooltip: null, error: 'This field is required', options: [
    { id: 201, label: 'Gradual', checked: false, text: '', kind: 'text', specify: false, error: null }, { id: 202, label: 'Sudden', checked: false, text: '', kind: 'text', specify: false, error: null }] },
  { id: 17, title: 'Home Medication', header: 'History', inputType: 'Radio', required: true, tooltip: null, error: null, options: [
    { id: 1701, label: 'None', checked: false, text: '', kind: 'text', specify: false, error: null }, { id: 1702, label: 'Medication list', checked: true, text: '', kind: 'text', specify: false, error: null }] },
  { id: 29, title: 'OB-GYN History', header: 'History', inputType: 'Text', required: false, tooltip: null, error: null, options: [
    { id: 2902, label: 'Gravida', checked: false, text: '2', kind: 'count', specify: false, error: null }, { id: 2906, label: 'LMP (MM-DD-YYYY)', checked: false, text: '', kind: 'date', specify: false, error: null }] },
];
const medications = { rows: [{ name: 'Metformin', dose: '500 mg', frequency: '', reasonForUse: 'Type 2 diabetes' }], errors: { 'medications.0.frequency': 'This field is required' }, error: null, onAdd: fn(), onChange: fn(), onRemove: fn() };
const search = { text: 'E112', onText: fn(), status: '2 results.', attached: new Set(['E1122']), onAttach: fn(),
  results: [{ code: 'E1122', description: 'Type 2 diabetes mellitus with diabetic chronic kidney disease', clinicalManifestations: null, treatment: null },
    { code: 'E1121', description: 'Type 2 diabetes mellitus with diabetic nephropathy', clinicalManifestations: null, treatment: null }] };

export const Information: Story = {};
export const InformationWithAServiceDateOutsideTheWindow: Story = { args: { serviceDate: '01-02-2026', serviceDateError: 'The Service Date must be from 08-27-2026 to 11-25-2026' } };
export const SoapForAWomanWithMessages: Story = { render: () => <SoapTabView groups={GROUPS} disabled={false} onChoose={fn()} onText={fn()} medications={medications} search={search} /> };
export const MedicationTable: Story = { render: () => <MedicationTableView {...medications} disabled={false} /> };
export const DxWithEvidenceAndAFlag: Story = {
  render: () => (
    <DxTabView attachedCount={2} disabled={false} onAttach={fn()} onMeat={fn()} onEvidence={fn()} rows={[
      { choice: search.results[0]!, attached: true, meat: ['treat'], evidence: 'Continue metformin 500 mg twice daily.', flag: null },
      { choice: { code: 'I10', description: 'Essential (primary) hypertension', clinicalManifestations: null, treatment: null }, attached: true, meat: [], evidence: '',
        flag: 'I10 has no MEAT evidence: choose what the note supports (Monitor, Evaluate, Assess, Treat) and write the sentence that does' },
      { choice: search.results[1]!, attached: false, meat: [], evidence: '', flag: null },
    ]} />
  ),
};
export const PnSummary: Story = {
  render: () => <SummaryTabView document={DOCUMENT} cptOptions={[{ value: '645', label: '99213 - Established patient, low complexity' }, { value: '660', label: 'Other' }]}
    cpt="645" otherCpt="" otherChosen={false} narrative="Stable on current treatment." errors={{}} disabled={false} onChange={fn()} onPrint={fn()} />,
};
