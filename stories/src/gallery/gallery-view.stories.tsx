import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GalleryView, type GalleryViewProps } from '@rafdesk/ui/features/gallery/gallery-view.js';
import type { VideoFormViewProps } from '@rafdesk/ui/features/gallery/video-form-view.js';
import { PAGE, VIDEOS } from './fixtures.js';

const form: VideoFormViewProps = {
  mode: 'create', draft: { title: '', description: '', category: null, roles: [], file: null, preview: null }, errors: {}, progress: 0, busy: false, notice: null,
  onChange: fn(), onPreviewFile: fn(), onCaptureFrame: null, onSave: fn(), onCancelUpload: null, onClose: fn(),
};

const props: GalleryViewProps = {
  search: { text: '', onText: fn(), onSearch: fn() },
  category: { value: null, onChange: fn() },
  role: { value: null, onChange: fn() },
  newestFirst: true, onToggleSort: fn(), onAdd: fn(),
  videos: VIDEOS, loading: false, page: PAGE, onPage: fn(),
  onOpen: fn(), onEdit: fn(), onDelete: fn(),
  confirmDelete: null, form: null,
};

const meta = {
  title: 'Gallery/GalleryView',
  component: GalleryView,
  parameters: { layout: 'fullscreen' },
  args: props,
} satisfies Meta<typeof GalleryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Admin and Superuser: Add new, the role filter, edit and delete on every card. */
export const ForAnAdministrator: Story = {};
/** Every other role: its own videos only, no Add new, role filter, edit or delete. */
export const ForADoctor: Story = { args: { role: null, onAdd: null, onEdit: null, onDelete: null } };
export const NoVideos: Story = { args: { videos: [], page: { ...PAGE, totalCount: 0 } } };
/** Search with Enter, flip the date order, open a card and ask to delete one, all by keyboard. */
export const SearchSortOpenAndDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Search videos'), 'visit{Enter}');
    await expect(args.search.onText).toHaveBeenCalledWith('v');
    await expect(args.search.onSearch).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: /^Sort by date/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleSort).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Coding HCC coding basics' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(VIDEOS[3]);
    canvas.getByRole('button', { name: 'Delete HCC coding basics' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith(VIDEOS[3]);
  },
};
export const ConfirmDelete: Story = { args: { confirmDelete: { title: 'HCC coding basics', busy: false, onConfirm: fn(), onCancel: fn() } } };
export const AddNew: Story = { args: { form } };
export const EditAVideo: Story = {
  args: { form: { ...form, mode: 'edit', draft: { title: 'HCC coding basics', description: 'How a diagnosis maps to an HCC.', category: 1, roles: ['Admin', 'Doctor'], file: null, preview: null } } },
};
