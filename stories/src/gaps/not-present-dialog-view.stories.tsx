import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotPresentDialogView } from '@rafdesk/ui/features/gaps/not-present-dialog-view.js';

const form = { gapTitle: 'HCC37 Diabetes with Chronic Complications', reason: null, text: '', errors: {}, busy: false };

const meta = {
  title: 'Gaps/NotPresentDialogView',
  component: NotPresentDialogView,
  args: { form, onReason: fn(), onText: fn(), onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof NotPresentDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosingAReason: Story = {};
/** Other was chosen and no words were given: core's disposition rule's message under the field. */
export const OtherNeedsWords: Story = {
  args: { form: { ...form, reason: 'other', errors: { reasonText: 'Say why the condition is not present when the reason is Other' } } },
};
export const NoReasonChosen: Story = { args: { form: { ...form, errors: { reason: 'This field is required' } } } };
export const Saving: Story = { args: { form: { ...form, reason: 'ruled-out', busy: true } } };
