import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingBar } from '@rafdesk/ui/features/shell/loading-bar.js';

const meta = { title: 'Shell/LoadingBar', component: LoadingBar, args: { loading: true, takesLong: false } } satisfies Meta<typeof LoadingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const TakingLong: Story = { args: { takesLong: true } };
export const Idle: Story = { args: { loading: false } };
