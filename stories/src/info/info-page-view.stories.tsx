import type { Meta, StoryObj } from '@storybook/react-vite';
import { InfoPageView } from '@rafdesk/ui/features/info/info-page-view.js';

const meta = {
  title: 'Info/InfoPageView',
  component: InfoPageView,
  args: { title: 'Support', children: <p>Our support team is available Monday to Friday, 8:00 am to 5:00 pm.</p> },
} satisfies Meta<typeof InfoPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
