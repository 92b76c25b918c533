import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginView } from '@rafdesk/ui/features/login/login-view.js';

const meta = {
  title: 'Login/LoginView',
  component: LoginView,
  parameters: { layout: 'fullscreen' },
  args: {
    step: 'password', userName: '', password: '', code: '', busy: false, fieldErrors: {}, formError: null, enrolment: null, identityProviderLabel: null,
    onChange: fn(), onSubmit: fn(), onIdentityProvider: fn(), onBack: fn(),
  },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Typing reports each field's text; Enter in the password field signs in. */
export const TypingAndSubmitting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('User name'), 'a');
    await expect(args.onChange).toHaveBeenCalledWith('userName', 'a');
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 's{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('password', 's');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
export const MissingFields: Story = { args: { fieldErrors: { userName: 'This field is required', password: 'This field is required' } } };
export const WrongCredentials: Story = { args: { userName: 'ana', password: 'secret', formError: 'The user name or password is incorrect.' } };
export const Busy: Story = { args: { userName: 'ana', password: 'secret', busy: true } };
export const WithIdentityProvider: Story = { args: { identityProviderLabel: 'Google' } };
export const SecondFactor: Story = { args: { step: 'totp', userName: 'ana', password: 'secret', code: '12' } };
export const AuthenticatorEnrolment: Story = {
  args: { step: 'totp', userName: 'ana', password: 'secret', enrolment: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/RAFdesk:ana?secret=JBSWY3DPEHPK3PXP&issuer=RAFdesk' } },
};
