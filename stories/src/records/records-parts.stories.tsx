import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from 'primereact/button';
import { InsertSummaryView } from '@rafdesk/ui/features/records/insert-summary-view.js';
import { ModelExplanationView } from '@rafdesk/ui/features/records/model-explanation-view.js';
import { NoteEditorView } from '@rafdesk/ui/features/records/note-editor-view.js';
import { NotesCardView } from '@rafdesk/ui/features/records/notes-card-view.js';
import { PatientCardView } from '@rafdesk/ui/features/records/patient-card-view.js';
import { RafCardView } from '@rafdesk/ui/features/records/raf-card-view.js';
import { RafExplanationView } from '@rafdesk/ui/features/records/raf-explanation-view.js';
import { ConfirmDialogView, MessageDialogView } from '@rafdesk/ui/shared/components/confirm-dialog-view.js';
import { RecordHeaderView } from '@rafdesk/ui/features/records/record-header-view.js';
import { ESRD_TOTAL_EXPLAINED, FIRST_SEMESTER_EXPLAINED, PART_D_EXPLAINED, PART_D_REFUSED, TOTAL_EXPLAINED } from './fixtures.js';

const meta = {
  title: 'Records/Parts',
  component: RecordHeaderView,
  args: { userFullName: 'Elena Rivera', userName: '1234567893', onGoBack: fn(), fastCodingDisabled: false, onFastCoding: fn(), autoBilling: null },
} satisfies Meta<typeof RecordHeaderView>;
export default meta;
type Story = StoryObj<typeof meta>;

const raf = { total: '1.42', firstSemester: { billed: '1.05', percent: '73.94%' }, secondSemester: { billed: '0.38', percent: '26.76%' }, modelLabel: 'V28 2026',
  onExplain: fn(), onCalculate: fn(), calculateDisabled: false };

export const HeaderForADoctor: Story = {};
export const HeaderForACoder: Story = { args: { autoBilling: { disabled: false, onClick: fn() } } };
export const HeaderPatientInactive: Story = { args: { fastCodingDisabled: true, autoBilling: { disabled: true, onClick: fn() } } };
export const PatientCard: Story = {
  render: () => <PatientCardView fullName="Rosa Vega Ortiz" contractNumber="CA123456789" insuranceName="Caribe Advantage Health" plan="Gold HMO" dateOfBirth="06/14/1948" sex="Female" active />,
};
export const PatientCardInactive: Story = {
  render: () => <PatientCardView fullName="Luis Soto" contractNumber="" insuranceName="Isla Senior Care" plan="Dual Choice" dateOfBirth="01/02/1940" sex="Male" active={false} />,
};
export const RafCardStoredFigures: Story = { render: () => <RafCardView {...raf} status={{ kind: 'server' }} /> };
export const RafCardSaving: Story = { render: () => <RafCardView {...raf} status={{ kind: 'saving' }} /> };
export const RafCardEngineLoading: Story = { render: () => <RafCardView {...raf} modelLabel={null} onExplain={null} status={{ kind: 'server' }} /> };
export const RafCardUnscored: Story = {
  render: () => <RafCardView {...raf} modelLabel={null} status={{ kind: 'unscored', reason: 'ESRD patient, scored with the ESRD model: the ESRD model has no tables for payment year 2025' }} />,
};
export const RafCardComparedWithAnotherYear: Story = {
  render: () => <RafCardView {...raf} status={{ kind: 'server' }} comparison={{
    recordYear: 2027, years: [2025, 2026], year: 2026, onYear: fn(), note: null,
    figures: [{ label: 'Total', value: '1.58', difference: '+0.16' }, { label: 'Billed First Semester', value: '1.12', difference: '+0.07' }, { label: 'Billed Second Semester', value: '0.41', difference: '+0.03' }],
  }} />,
};
export const RafCardEsrdWithPartD: Story = {
  render: () => <RafCardView {...raf} modelLabel="ESRD dialysis 2027" factorStatus="unconfirmed" status={{ kind: 'server' }}
    partD={{ value: '0.87', status: 'unconfirmed', note: null, lowIncome: true }} />,
};
export const RafCardPartDNotAvailable: Story = {
  render: () => <RafCardView {...raf} factorStatus="unconfirmed" status={{ kind: 'server' }}
    partD={{ value: null, status: null, lowIncome: false, note: 'RxHCC cannot be scored for payment year 2026: its source table gives two different values for 770 of 828 RxHCC variables, with nothing to tell which of the two sets CMS paid with (payment year 2027 has its MA-PD and PDP sets labelled)' }} />,
};
export const TotalExplained: Story = { render: () => <RafExplanationView title="RAF Total" explanation={TOTAL_EXPLAINED} onHide={fn()} /> };
export const FirstSemesterExplained: Story = { render: () => <RafExplanationView title="Billed First Semester" explanation={FIRST_SEMESTER_EXPLAINED} onHide={fn()} /> };
export const EsrdTotalExplained: Story = { render: () => <RafExplanationView title="RAF Total" explanation={ESRD_TOTAL_EXPLAINED} onHide={fn()} /> };
export const PartDExplained: Story = { render: () => <RafExplanationView title="Part D (RxHCC) payment score" explanation={PART_D_EXPLAINED} onHide={fn()} /> };
export const PartDRefused: Story = { render: () => <RafExplanationView title="Part D (RxHCC) payment score" explanation={PART_D_REFUSED} onHide={fn()} /> };
export const V28Model: Story = {
  render: () => {
    const model = TOTAL_EXPLAINED.columns.find((column) => column.model === 'V28')?.result?.models[0];
    return model ? <ModelExplanationView model={model} /> : <p>No V28 result</p>;
  },
};
export const NoNotes: Story = { render: () => <NotesCardView title="Doctor Notes" notes={[]} onAdd={fn()} /> };
export const MagNotesWithProgressNotes: Story = {
  render: () => <NotesCardView title="MAG Notes" notes={['Validate N18.3 stage with the last GFR.', 'Heart failure documented 01/22.']} onAdd={null}
    actions={<><Button label="PN History" size="small" text /><Button label="Create Smart PN" size="small" /></>} />,
};
export const NoteEditor: Story = { render: () => <NoteEditorView title="Doctor Notes" text="" error={null} saving={false} onChange={fn()} onClose={fn()} onCreate={fn()} /> };
export const NoteEditorRequired: Story = { render: () => <NoteEditorView title="MAG Notes" text="" error="This field is required" saving={false} onChange={fn()} onClose={fn()} onCreate={fn()} /> };
export const ConfirmDeleteOne: Story = { render: () => <ConfirmDialogView danger text="This diagnostic will be deleted" onConfirm={fn()} onCancel={fn()} /> };
export const ConfirmDeleteAll: Story = { render: () => <ConfirmDialogView danger text="All diagnostics will be deleted for this patient" onConfirm={fn()} onCancel={fn()} /> };
export const DeletedMessage: Story = { render: () => <MessageDialogView message={{ title: 'Success!', text: 'The diagnostics have been deleted' }} onClose={fn()} /> };
export const InsertReport: Story = {
  render: () => <InsertSummaryView onDismiss={fn()} summary={{ added: ['E1010'], alreadyPresent: ['I10'], unknown: ['Z9999'], invalid: ['hello'],
    leftOut: [{ code: 'E1122', reason: 'HCC37 trumped by HCC36 (Diabetes with Severe Acute Complications)', trumpedBy: 'HCC36' }] }} />,
};
