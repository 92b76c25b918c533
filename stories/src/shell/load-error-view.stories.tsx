import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadErrorView } from '@rafdesk/ui/features/shell/load-error-view.js';
import { StartupFailureView } from '@rafdesk/ui/features/shell/startup-failure-view.js';

const meta = {
  title: 'Shell/LoadErrorView',
  component: LoadErrorView,
  args: { title: 'Load error', text: 'This screen could not be loaded. Check your connection and reload the page.', onReload: fn(), homeHref: '/dashboard' },
} satisfies Meta<typeof LoadErrorView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChunkFailed: Story = {};
export const ChunkTimedOut: Story = { args: { text: 'Loading this screen took too long. Check your connection and reload the page.' } };
export const StylesFailed: Story = { args: { title: 'CSS load error', text: 'The styles of this screen could not be loaded. Check your connection and reload the page.' } };
export const StartupFailure: Story = { render: () => <StartupFailureView onReload={fn()} /> };
