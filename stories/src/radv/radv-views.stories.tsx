import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { NewAuditDialogViewProps } from '@rafdesk/ui/features/radv/new-audit-dialog-view.js';
import { RadvView, type RadvViewProps } from '@rafdesk/ui/features/radv/radv-view.js';
import { AUDITS, COVER_SHEETS, FOUND } from './fixtures.js';

const pick = { search: '', searching: false, found: null, picked: [], onSearchText: fn(), onSearch: fn(), onPick: fn(), onUnpick: fn() };
const closedDialog: NewAuditDialogViewProps = {
  open: false, contract: '', paymentYear: 2027, paymentYears: [2026, 2027], dueDate: '', source: 'pick', pick, fileName: null, busy: false, errors: {},
  onText: fn(), onPaymentYear: fn(), onSource: fn(), onFile: fn(), onSubmit: fn(), onClose: fn(),
};
const props: RadvViewProps = {
  audits: AUDITS, loading: false, failed: false, downloading: null, onShow: fn(), onDownload: fn(), onNewAudit: fn(), newAudit: closedDialog, coverSheets: null,
};

const meta = { title: 'RADV/RadvView', component: RadvView, args: props } satisfies Meta<typeof RadvView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A pack building, one built (its zip offered), one failed; the cover sheets and the zip asked for by keyboard. */
export const Tracker: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Pack of H1234 PY2027, due 08/01/2026' })).toBeInTheDocument();
    await expect(canvas.getByText('Building: 3 of 20 members')).toBeVisible();
    await expect(canvas.getByText('1 day late')).toBeVisible();
    // Only a built pack can be downloaded.
    await expect(canvas.getAllByRole('button', { name: /^Download pack of / })).toHaveLength(1);
    canvas.getByRole('button', { name: 'Cover sheets of H1234 PY2026, due 08/01/2026' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onShow).toHaveBeenCalledWith(2);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledWith(2);
  },
};
export const Loading: Story = { args: { audits: [], loading: true } };
export const CouldNotBeRead: Story = { args: { audits: [], failed: true } };
export const NoAuditYet: Story = { args: { audits: [] } };

/** Each member's HCCs with the records chosen, the status and the reasons (a rejected note says why it was not chosen). */
export const CoverSheets: Story = {
  args: { coverSheets: { auditName: 'H1234 PY2027', progress: 'Built: 2 of 2 members', loading: false, failed: false, sheets: COVER_SHEETS, onClose: fn() } },
  play: async ({ canvasElement }) => {
    const sheets = within(within(canvasElement).getByRole('region', { name: 'Cover sheets of H1234 PY2027' }));
    const pat = within(sheets.getByRole('article', { name: /^Pat Radv/ }));
    await expect(pat.getByRole('rowheader', { name: 'HCC37 Diabetes with Chronic Complications' })).toBeVisible();
    await expect(pat.getByText(/Not chosen: Note 13: audio-only/)).toBeVisible();
    await expect(sheets.getByText(/Billed I50\.9 but the note documents I50\.22/)).toBeVisible();
  },
};
export const CoverSheetsWhileBuilding: Story = {
  args: { coverSheets: { auditName: 'H1234 PY2027', progress: 'Building: 3 of 20 members', loading: false, failed: false, sheets: [], onClose: fn() } },
};

/** The dialog open on the patient search: a patient added by keyboard. */
export const NewAuditPickingMembers: Story = {
  args: {
    newAudit: { ...closedDialog, open: true, contract: 'H1234', dueDate: '08-01-2026', pick: { ...pick, search: 'Pat', found: FOUND, picked: [FOUND[0]!] } },
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New audit' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('2 patients found.');
    await expect(dialog.getByRole('button', { name: 'Added Pat Radv' })).toBeDisabled();
    dialog.getByRole('button', { name: 'Add Pat Ortiz as a member' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.newAudit.pick.onPick).toHaveBeenCalledWith(43);
  },
};
/** The server's refusal under the fields it names. */
export const NewAuditRefused: Story = {
  args: {
    newAudit: {
      ...closedDialog, open: true, contract: 'HX',
      errors: { contract: 'Must be a Medicare Advantage contract id: a letter and four digits (H1234)', dueDate: 'Must be a real date written MM-DD-YYYY', members: 'Pick at least one member' },
    },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New audit' }));
    await expect(dialog.getByLabelText(/^Due date/)).toHaveAccessibleDescription('Must be a real date written MM-DD-YYYY');
  },
};
export const NewAuditFromAFile: Story = {
  args: { newAudit: { ...closedDialog, open: true, source: 'file', fileName: 'members.csv', errors: { file: '1 contract number names no patient of yours in payment year 2027: RV-4040' } } },
};
