import { useNavigate } from 'react-router-dom';
import { useService } from '../../shared/services/services.js';
import { PasswordFormView } from './password-form-view.js';
import { setPasswordWithLink } from './password-requests.js';
import { usePasswordForm } from './use-password-form.js';

/** /set-password#<secret>: the page a mailed one-time link opens (the secret stays in the browser until sent). */
export function SetPasswordScreen() {
  const api = useService('api');
  const navigate = useNavigate();
  const secret = window.location.hash.replace(/^#/, '');
  const form = usePasswordForm({
    askCurrent: false, doneText: 'Your password is set. Sign in with it now.',
    send: (_current, next) => setPasswordWithLink(api, secret, next),
  });
  return (
    <PasswordFormView title="Set your password" intro="Choose the password you will sign in with. This link works once."
      askCurrent={false} {...form} doneAction={{ label: 'Sign in', onClick: () => void navigate('/login') }} />
  );
}
