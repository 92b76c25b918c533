import { useNavigate } from 'react-router-dom';
import { useService } from '../../shared/services/services.js';
import { useSession } from '../../shared/services/use-session.js';
import { PasswordFormView } from './password-form-view.js';
import { changeOwnPassword } from './password-requests.js';
import { usePasswordForm } from './use-password-form.js';

/** /changePassword: every signed-in user changes their own password; after an operator's reset it comes first. */
export function ChangePasswordScreen() {
  const api = useService('api');
  const session = useService('session');
  const { user } = useSession();
  const navigate = useNavigate();
  const forced = user?.mustChangePassword === true;
  const form = usePasswordForm({
    askCurrent: true, doneText: 'Your password is changed.',
    send: (current, next) => changeOwnPassword(api, current, next).map(() => {
      if (user !== null && forced) session.signIn({ ...user, mustChangePassword: false });
    }),
  });
  return (
    <PasswordFormView title="Change password" askCurrent {...form}
      intro={forced ? 'Your password was set by an administrator: choose your own before you continue.' : 'Enter your current password and the new one.'}
      doneAction={{ label: 'Continue', onClick: () => void navigate('/dashboard') }} />
  );
}
