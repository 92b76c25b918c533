import { SignUpFormView } from './sign-up-form-view.js';
import { SignUpPageView } from './sign-up-page-view.js';
import { useSignUpForm } from './use-sign-up-form.js';

/** /signUp */
export function SignUpScreen() {
  return (
    <SignUpPageView>
      <SignUpFormView {...useSignUpForm(false)} />
    </SignUpPageView>
  );
}
