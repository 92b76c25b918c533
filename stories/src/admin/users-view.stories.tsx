import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UsersView } from '@rafdesk/ui/features/admin/users-view.js';
import { emptyUserDraft } from '@rafdesk/ui/features/admin/user-draft.js';
import { anInsurance } from '@rafdesk/core/testing';
import { DOCTORS, GENDERS, LOOKUPS, PAGE, USERS } from './fixtures.js';

const closed = { text: null, busy: false, onConfirm: fn(), onCancel: fn() };
const prompt = {
  visible: false, header: 'Set Under Maintenance', text: 'Please enter your password to confirm.', password: '', error: null, busy: false,
  confirmLabel: 'Set Under Maintenance', onPassword: fn(), onConfirm: fn(), onCancel: fn(),
};
const form = {
  draft: emptyUserDraft(), errors: {}, failedSubmits: 0, busy: false, editing: false, roles: ['Admin', 'Staff', 'Training', 'Doctor', 'InsuranceStaff'] as const,
  genders: GENDERS, insurances: [anInsurance({ id: 1, name: 'Salud Plus' })], lookups: LOOKUPS, doctors: DOCTORS,
  otherChosen: { billing: false, record: false }, onField: fn(), onRole: fn(), onInsurance: fn(), onAddress: fn(), onAddAddress: fn(), onRemoveAddress: fn(),
  onContact: fn(), onProgram: fn(), onDoctor: fn(), onSubmit: fn(), onClose: fn(),
};

const meta = {
  title: 'Admin/UsersView',
  component: UsersView,
  parameters: { layout: 'fullscreen' },
  args: {
    formOpen: false, onToggleForm: fn(), form: null, search: { text: '', onText: fn(), onSearch: fn(), onClear: null },
    table: {
      rows: USERS, loading: false, page: PAGE, onPage: fn(), sort: null, onSort: fn(), expanded: new Set<number>(), onExpandedChange: fn(), onToggleActive: fn(), onToggleTwoFactor: fn(),
      onEdit: fn(), onResendPassword: fn(), onResetProfile: fn(),
    },
    maintenance: { onStart: fn(), confirm: closed, prompt, doneText: null, onDismissDone: fn() },
    confirm: closed,
    status: { confirmText: null, success: null, busy: false, onConfirm: fn(), onCancel: fn(), onDismiss: fn() },
  },
} satisfies Meta<typeof UsersView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only Doctor rows offer Reset profile; 2FA changes at once. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Reset profile of / })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Two-factor sign-in: sam.staff' }));
    await expect(args.table.onToggleTwoFactor).toHaveBeenCalledWith(USERS[1]);
  },
};
export const InsuranceStaffDetails: Story = { args: { table: { ...meta.args.table, expanded: new Set([3]) } } };
/** Sorted by a header on the server: the header says its order (aria-sort). */
export const SortedByEmail: Story = { args: { table: { ...meta.args.table, sort: { field: 'email', direction: 'desc' } } } };
export const NoMaintenanceButton: Story = { args: { maintenance: null } };
/** A user's status message has no text (spec 02 §4). */
export const UserDeactivated: Story = { args: { status: { ...meta.args.status, success: { title: 'Deactivated!', text: '' } } } };
export const NewDoctor: Story = {
  args: { formOpen: true, form: { ...form, draft: { ...emptyUserDraft(), role: 'Doctor' }, otherChosen: { billing: true, record: false } } },
};
export const NewStaffActingForADoctor: Story = {
  args: { formOpen: true, form: { ...form, draft: { ...emptyUserDraft(), role: 'Staff', doctorIds: DOCTORS.slice(0, 1).map((doctor) => doctor.id) } } },
};
export const EditingInsuranceStaffWithErrors: Story = {
  args: {
    formOpen: true,
    form: { ...form, editing: true, draft: { ...emptyUserDraft(), id: 3, role: 'InsuranceStaff', documentId: '90000000032', email: 'a@b.example', emailConfirmation: 'c@b.example' },
      errors: { ipaNumber: 'This field is required', emailConfirmation: 'The Confirm Email field must match Email' } },
  },
};
export const ConfirmingStatus: Story = { args: { confirm: { ...closed, text: 'This user status will be set as Inactive' } } };
export const MaintenancePassword: Story = {
  args: { maintenance: { onStart: fn(), confirm: closed, prompt: { ...prompt, visible: true, error: 'Wrong password' }, doneText: null, onDismissDone: fn() } },
};
export const MaintenanceOn: Story = {
  args: { maintenance: { onStart: fn(), confirm: closed, prompt, doneText: 'This website now is UNDER MAINTENANCE', onDismissDone: fn() } },
};
