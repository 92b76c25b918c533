import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { InsuranceAgreement } from '@rafdesk/core';
import { AgreementsView } from '@rafdesk/ui/features/insurances/agreements-view.js';
import { newAgreementDraft } from '@rafdesk/ui/features/insurances/agreement-draft.js';

const ROWS = [
  { id: 1, doctorId: 4, doctorName: 'Elena Rivera', insuranceId: 1, insuranceName: 'Caribe Health Plan', paymentYear: 2026, premiumPerMember: 1085,
    medicalLossRatio: 0.85, surplusShare: 0.5, expensesOverall: 1450000, active: true },
  { id: 2, doctorId: 5, doctorName: 'Ramón Ortiz', insuranceId: 2, insuranceName: 'Isla Medicare Advantage', paymentYear: 2025, premiumPerMember: 1010,
    medicalLossRatio: 0.86, surplusShare: 0.45, expensesOverall: 980000, active: false },
] as InsuranceAgreement[];
const CLOSED_FORM = {
  visible: false, draft: newAgreementDraft(2026), errors: {}, saving: false, onChange: fn(), onSubmit: fn(), onClose: fn(),
  doctors: [{ label: 'Elena Rivera (1234567893)', value: 4 }], insurances: [{ label: 'Caribe Health Plan', value: 1 }],
};

const meta = {
  title: 'Insurances/AgreementsView',
  component: AgreementsView,
  parameters: { layout: 'fullscreen' },
  args: {
    rows: ROWS, loading: false, page: { pageNumber: 1, pageSize: 10, totalCount: 2 }, onPage: fn(), sort: null, onSort: fn(),
    search: { text: '', onText: fn(), onSearch: fn(), onClear: null }, onAdd: fn(), onEdit: fn(), form: CLOSED_FORM,
  },
} satisfies Meta<typeof AgreementsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Premium and expenses in US dollars, the shares as percentages; Enter searches. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$1,085.00')).toBeTruthy();
    await expect(canvas.getByText('85.00%')).toBeTruthy();
    await userEvent.type(canvas.getByLabelText('Search By (NPI, Doctor Name, Insurance Name):'), 'Caribe{Enter}');
    await expect(args.search.onSearch).toHaveBeenCalled();
  },
};
export const AddNewAgreementWithErrors: Story = {
  args: { form: { ...CLOSED_FORM, visible: true, errors: { doctorId: 'This field is required', premium: 'This field is required', surplusPercent: 'The Surplus Agreement field must be between 0 and 100' } } },
};
export const EditAgreement: Story = {
  args: { form: { ...CLOSED_FORM, visible: true, draft: { ...newAgreementDraft(2026), id: 1 as InsuranceAgreement['id'], doctorId: 4 as InsuranceAgreement['doctorId'], insuranceId: 1 as InsuranceAgreement['insuranceId'], premium: '1085', surplusPercent: '50', mlrPercent: '85', expenses: '1450000' } } },
};
