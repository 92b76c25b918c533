import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VideoFormView, type VideoFormViewProps } from '@rafdesk/ui/features/gallery/video-form-view.js';

const props: VideoFormViewProps = {
  mode: 'create', draft: { title: '', description: '', category: null, roles: [], file: null, preview: null }, errors: {}, progress: 0, busy: false, notice: null,
  onChange: fn(), onPreviewFile: fn(), onCaptureFrame: null, onSave: fn(), onCancelUpload: null, onClose: fn(),
};

const meta = {
  title: 'Gallery/VideoFormView',
  component: VideoFormView,
  args: props,
} satisfies Meta<typeof VideoFormView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Title/), 'A');
    await expect(args.onChange).toHaveBeenCalledWith({ title: 'A' });
    canvas.getByRole('button', { name: 'Upload' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};
/** Title, category, roles and the file each name what is missing. */
export const WithErrors: Story = {
  args: { errors: { title: 'This field is required', category: 'This field is required', visibleToRoles: 'This field is required', fileName: 'The Video file must be an .mp4 or .mov file' } },
};
/** The bar shows while the upload is strictly between 0 and 100; Cancel upload replaces Cancel. */
export const Uploading: Story = {
  args: {
    draft: { title: 'HCC coding basics', description: '', category: 1, roles: ['Doctor'], file: null, preview: null },
    progress: 42, busy: true, onCancelUpload: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    canvas.getByRole('button', { name: 'Cancel upload' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancelUpload).toHaveBeenCalledTimes(1);
  },
};
export const Cancelled: Story = { args: { notice: 'Upload cancelled: nothing was stored' } };
export const Editing: Story = {
  args: { mode: 'edit', draft: { title: 'HCC coding basics', description: 'How a diagnosis maps to an HCC.', category: 1, roles: ['Admin', 'Doctor'], file: null, preview: null } },
};
