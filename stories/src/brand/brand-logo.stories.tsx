import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandLogo } from '@rafdesk/ui/shared/brand/brand-logo.js';

const meta = { title: 'Brand/BrandLogo', component: BrandLogo, args: { size: 32 } } satisfies Meta<typeof BrandLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: 64 } };
