import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GalleryFileView, type GalleryFileViewProps } from '@rafdesk/ui/features/gallery/gallery-file-view.js';
import { VIDEOS } from './fixtures.js';

const [current, ...others] = VIDEOS;
if (current === undefined) throw new Error('the fixture has no video');

const props: GalleryFileViewProps = {
  video: current, missing: false, player: { src: null, resumeAt: 0, onFailed: fn() }, others, onOpen: fn(), onBack: fn(),
};

const meta = {
  title: 'Gallery/GalleryFileView',
  component: GalleryFileView,
  parameters: { layout: 'fullscreen' },
  args: props,
} satisfies Meta<typeof GalleryFileView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the stream ticket is asked for; the search box is there and inert. */
export const WaitingForTheTicket: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Search (not available here)')).toBeDisabled();
    canvas.getByRole('button', { name: /The annual wellness visit/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(others[0]);
    canvas.getByRole('button', { name: 'Back to Gallery' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
export const NoOtherVideos: Story = { args: { others: [] } };
export const NotShownToThisRole: Story = { args: { video: null, missing: true, others: [] } };
