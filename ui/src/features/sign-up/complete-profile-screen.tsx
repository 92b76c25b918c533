import { useNavigate } from 'react-router-dom';
import { Dialog } from 'primereact/dialog';
import { SignUpFormView } from './sign-up-form-view.js';
import { useSignUpForm } from './use-sign-up-form.js';

/** /completeProfile: the same form, full width, in a modal that clicking the backdrop does not close. */
export function CompleteProfileScreen() {
  const navigate = useNavigate();
  const form = useSignUpForm(true);
  return (
    <Dialog header="Complete Profile" visible modal dismissableMask={false} closeOnEscape={false} maximized className="complete-profile"
      onHide={() => void navigate('/dashboard')}>
      <SignUpFormView {...form} />
    </Dialog>
  );
}
