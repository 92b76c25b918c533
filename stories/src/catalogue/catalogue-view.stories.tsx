import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { aCatalogueDiagnostic } from '@rafdesk/core/testing';
import { CatalogueView } from '@rafdesk/ui/features/catalogue/catalogue-view.js';
import { EMPTY_CATALOGUE_DRAFT, draftFromEntry } from '@rafdesk/ui/features/catalogue/catalogue-fields.js';

const ENTRY = aCatalogueDiagnostic({ code: 'E1122', description: 'Type 2 diabetes mellitus with diabetic chronic kidney disease', alert: 'Document the CKD stage' });
const DETAIL = {
  code: 'E1122', draft: draftFromEntry(ENTRY), editing: false, errors: {}, saving: false, onChange: fn(),
  admin: { onEdit: fn(), onClose: fn(), onSave: fn() },
};
const CREATE = { visible: false, draft: EMPTY_CATALOGUE_DRAFT, errors: {}, saving: false, onOpen: fn(), onChange: fn(), onCreate: fn(), onCancel: fn() };

const meta = {
  title: 'Catalogue/CatalogueView',
  component: CatalogueView,
  parameters: { layout: 'fullscreen' },
  args: { text: '', onText: fn(), options: [], onSearch: fn(), onPick: fn(), detail: null, create: CREATE },
} satisfies Meta<typeof CatalogueView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Search: Story = {};
/** Every field of the entry, read-only; Admin gets Edit. */
export const ReadOnlyForAdmin: Story = {
  args: { text: 'E11.22 - Type 2 diabetes mellitus with diabetic chronic kidney disease - Document the CKD stage', detail: DETAIL },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Alert').getAttribute('readonly')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.detail?.admin?.onEdit).toHaveBeenCalled();
  },
};
export const ReadOnlyForOtherRoles: Story = { args: { detail: { ...DETAIL, admin: null }, create: null } };
export const Editing: Story = { args: { detail: { ...DETAIL, editing: true, errors: { description: 'This field is required' } } } };
export const AddNewDiagnostic: Story = { args: { create: { ...CREATE, visible: true, errors: { code: 'This field is required', description: 'This field is required' } } } };
