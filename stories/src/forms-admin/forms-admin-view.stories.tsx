import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { aVisitOption } from '@rafdesk/core/testing';
import { FormsAdminView } from '@rafdesk/ui/features/forms-admin/forms-admin-view.js';
import { draftOf, groupsOf, newDraft } from '@rafdesk/ui/features/forms-admin/visit-option-draft.js';

const ROWS = [
  aVisitOption({ id: 101, groupId: 1, groupDescription: 'Chief Complaint', description: 'Follow-up of chronic conditions', inputType: 'Check', required: true, maleOrder: 100, femaleOrder: 100 }),
  aVisitOption({ id: 201, groupId: 2, groupDescription: 'Onset', description: 'Sudden', inputType: 'Radio', required: true, maleOrder: 200, femaleOrder: 200 }),
  aVisitOption({ id: 3501, groupId: 35, groupDescription: 'Pregnancy', description: 'Currently pregnant', inputType: 'Radio', required: false, maleOrder: null, femaleOrder: 3500 }),
];
const FORM = { mode: 'create' as const, draft: newDraft(ROWS), errors: {}, groups: groupsOf(ROWS), saving: false, onChange: fn(), onSubmit: fn(), onClose: fn() };

const meta = {
  title: 'Forms/FormsAdminView',
  component: FormsAdminView,
  parameters: { layout: 'fullscreen' },
  args: {
    rows: ROWS, loading: false, page: { pageNumber: 1, pageSize: 10, totalCount: 3 }, onPage: fn(), groups: groupsOf(ROWS), groupFilter: null, onGroupFilter: fn(),
    text: '', onText: fn(), formOpen: false, onToggleForm: fn(), onEdit: fn(), form: null,
  },
} satisfies Meta<typeof FormsAdminView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The questionnaire's options; the pencil edits one. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit visit option 201' }));
    await expect(args.onEdit).toHaveBeenCalledWith(ROWS[1]);
  },
};
export const Creating: Story = { args: { formOpen: true, form: { ...FORM, errors: { groupId: 'This field is required', description: 'This field is required' } } } };
export const Editing: Story = { args: { formOpen: true, form: { ...FORM, mode: 'edit', draft: draftOf(ROWS[1]!) } } };
